CREATE TABLE "ai_monthly_usage" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_monthly_usage_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "status" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "ai_monthly_usage" ADD CONSTRAINT "ai_monthly_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;