CREATE TABLE "lifetime_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"transaction_id" text,
	"status" text DEFAULT 'reserved' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"event_id" text,
	"note" text,
	"replaced_subscription_id" text,
	"replaced_subscription_cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lifetime_purchases_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "lifetime_purchases" ADD CONSTRAINT "lifetime_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lifetime_purchases_status_expires_idx" ON "lifetime_purchases" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "lifetime_purchases_user_idx" ON "lifetime_purchases" USING btree ("user_id");