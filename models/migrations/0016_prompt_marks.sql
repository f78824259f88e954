CREATE TABLE "prompt_favourites" (
	"user_id" text NOT NULL,
	"prompt_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_favourites_user_id_prompt_id_pk" PRIMARY KEY("user_id","prompt_id")
);
--> statement-breakpoint
CREATE TABLE "prompt_uses" (
	"user_id" text NOT NULL,
	"prompt_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_uses_user_id_prompt_id_pk" PRIMARY KEY("user_id","prompt_id")
);
--> statement-breakpoint
ALTER TABLE "prompt_favourites" ADD CONSTRAINT "prompt_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_favourites" ADD CONSTRAINT "prompt_favourites_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_uses" ADD CONSTRAINT "prompt_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_uses" ADD CONSTRAINT "prompt_uses_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_favourites_prompt_idx" ON "prompt_favourites" USING btree ("prompt_id");--> statement-breakpoint
CREATE INDEX "prompt_uses_recent_idx" ON "prompt_uses" USING btree ("user_id","used_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prompt_uses_prompt_idx" ON "prompt_uses" USING btree ("prompt_id");--> statement-breakpoint
CREATE INDEX "prompts_newest_idx" ON "prompts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prompts_title_order_idx" ON "prompts" USING btree (lower("title"),"id");