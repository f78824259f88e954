-- Review of issue #28's vocabulary counts:
-- * A fold takes the oldest changes first and at most `max_changes` of them, so a search never waits
--   for a big import's changes all at once (the import folds its own after each batch).
-- * A fold that meets an account being deleted (its words' foreign key) or a deadlock gives up and
--   leaves the changes for the next one, instead of failing the search that ran it.
-- * The partial indexes of unused words made every count update a non-HOT update that rewrote both GIN
--   indexes; the words that reach zero are now taken from the fold's own RETURNING.
DROP INDEX "search_terms_unused_idx";--> statement-breakpoint
DROP INDEX "user_search_terms_unused_idx";--> statement-breakpoint
ALTER TABLE "search_term_deltas" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE search_terms SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE user_search_terms SET (fillfactor = 80);--> statement-breakpoint
-- Rows are appended and deleted all day: vacuumed after every few thousand, whatever the table's size.
ALTER TABLE search_term_deltas SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000);--> statement-breakpoint
DROP FUNCTION IF EXISTS fold_search_terms();--> statement-breakpoint
CREATE OR REPLACE FUNCTION fold_search_terms(max_changes integer DEFAULT 2147483647) RETURNS integer AS $$
DECLARE
  folded integer;
  zero_terms text[];
  zero_owners text[];
  zero_owned text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_term_deltas) THEN
    RETURN 0;
  END IF;
  IF NOT pg_try_advisory_xact_lock(2028190519) THEN
    RETURN -1;
  END IF;
  BEGIN
    WITH moved AS (
      DELETE FROM search_term_deltas WHERE id IN (SELECT id FROM search_term_deltas ORDER BY id LIMIT max_changes)
      RETURNING user_id, term, docs, pro_docs
    ),
    changes AS (SELECT user_id, term, sum(docs)::integer AS docs, sum(pro_docs)::integer AS pro_docs FROM moved GROUP BY user_id, term),
    everyone AS (
      INSERT INTO search_terms (term, docs, pro_docs)
      SELECT term, docs, pro_docs FROM changes WHERE user_id IS NULL ORDER BY term
      ON CONFLICT (term) DO UPDATE SET docs = search_terms.docs + excluded.docs, pro_docs = search_terms.pro_docs + excluded.pro_docs
      RETURNING term, docs, pro_docs
    ),
    -- A person deleted since (their prompts' deletions come after them) has no words to keep.
    own AS (
      INSERT INTO user_search_terms (user_id, term, docs)
      SELECT c.user_id, c.term, c.docs FROM changes AS c
      WHERE c.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users AS u WHERE u.id = c.user_id) ORDER BY c.user_id, c.term
      ON CONFLICT (user_id, term) DO UPDATE SET docs = user_search_terms.docs + excluded.docs
      RETURNING user_id, term, docs
    )
    SELECT (SELECT count(*) FROM changes),
           (SELECT array_agg(term) FROM everyone WHERE docs <= 0 AND pro_docs <= 0),
           (SELECT array_agg(user_id) FROM own WHERE docs <= 0),
           (SELECT array_agg(term) FROM own WHERE docs <= 0)
    INTO folded, zero_terms, zero_owners, zero_owned;
    IF zero_terms IS NOT NULL THEN
      DELETE FROM search_terms WHERE term = ANY(zero_terms) AND docs <= 0 AND pro_docs <= 0;
    END IF;
    IF zero_owners IS NOT NULL THEN
      DELETE FROM user_search_terms AS t USING unnest(zero_owners, zero_owned) AS z(user_id, term)
      WHERE t.user_id = z.user_id AND t.term = z.term AND t.docs <= 0;
    END IF;
  EXCEPTION WHEN foreign_key_violation OR deadlock_detected OR lock_not_available THEN
    -- Rolled back to the start of the block: the changes stay for the next fold.
    RETURN -1;
  END;
  RETURN folded;
END;
$$ LANGUAGE plpgsql;
