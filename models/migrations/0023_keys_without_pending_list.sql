-- The typo vocabulary's key indexes without GIN's pending list: with it, words added by folds waited in
-- an unsorted list that every lookup scanned whole until a vacuum merged it (309 pages for one person's
-- 20,000 imported words made each of their searches 50 ms slower; issue #28). Inserts now go straight
-- into the index, and lookups read only the index.
ALTER INDEX search_terms_keys_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX user_search_terms_keys_idx SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('search_terms_keys_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('user_search_terms_keys_idx'::regclass);
