CREATE TABLE "parameter_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"active_on_web" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "parameter_profiles" ADD CONSTRAINT "parameter_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_values" ADD CONSTRAINT "profile_values_profile_id_parameter_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."parameter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_values" ADD CONSTRAINT "profile_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_profiles_user_name_uq" ON "parameter_profiles" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_profiles_web_active_uq" ON "parameter_profiles" USING btree ("user_id") WHERE "parameter_profiles"."active_on_web";--> statement-breakpoint
CREATE INDEX "parameter_profiles_user_idx" ON "parameter_profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_values_profile_key_uq" ON "profile_values" USING btree ("profile_id","key");--> statement-breakpoint
CREATE INDEX "profile_values_user_idx" ON "profile_values" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_profile_id_parameter_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."parameter_profiles"("id") ON DELETE set null ON UPDATE no action;