CREATE TABLE "app_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_home_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_events" ADD CONSTRAINT "app_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_events_name_created_idx" ON "app_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "app_events_user_idx" ON "app_events" USING btree ("user_id","created_at");--> statement-breakpoint
-- Everyone who already uses the app counts as onboarded and as having seen the home: nobody already
-- here is sent through the onboarding, and their next visit says 'Welcome back'.
UPDATE "users" SET "onboarding_started_at" = "created_at", "onboarding_completed_at" = "created_at", "first_home_visit_at" = "created_at";
