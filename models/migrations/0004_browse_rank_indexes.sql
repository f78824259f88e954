DROP INDEX "prompts_category_idx";--> statement-breakpoint
DROP INDEX "prompts_visible_rank_idx";--> statement-breakpoint
CREATE INDEX "prompts_rank_idx" ON "prompts" USING btree ("popularity_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prompts_category_rank_idx" ON "prompts" USING btree ("category_id","popularity_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);