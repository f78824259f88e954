CREATE TABLE "value_settings" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"never_extension" boolean DEFAULT false NOT NULL,
	"never_mcp" boolean DEFAULT false NOT NULL,
	"forgotten_at" timestamp with time zone,
	"forgotten_marks" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "value_settings_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "value_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"profile_id" uuid,
	"profile_name" text,
	"prompt_id" uuid,
	"prompt_title" text NOT NULL,
	"prompt_version" integer NOT NULL,
	"action" text NOT NULL,
	"surface" text NOT NULL,
	"client" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trail_days" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "allowed_keys" text[];--> statement-breakpoint
ALTER TABLE "value_settings" ADD CONSTRAINT "value_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_uses" ADD CONSTRAINT "value_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_uses" ADD CONSTRAINT "value_uses_profile_id_parameter_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."parameter_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_uses" ADD CONSTRAINT "value_uses_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "value_uses_user_key_idx" ON "value_uses" USING btree ("user_id","key","created_at");--> statement-breakpoint
CREATE INDEX "value_uses_user_time_idx" ON "value_uses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "value_uses_prompt_idx" ON "value_uses" USING btree ("prompt_id");--> statement-breakpoint
CREATE INDEX "value_uses_profile_idx" ON "value_uses" USING btree ("profile_id");