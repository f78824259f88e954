-- issue #28: typo tolerance that scales. Alternatives to a typo are chosen by closeness and by how many
-- prompts the viewer can read hold each word (document frequency), looked up by "one letter left out"
-- keys (symmetric deletes) instead of trigram similarity alone. The counts follow every insert, update
-- and delete of prompts: statement triggers append each statement's changes to search_term_deltas
-- (insert only, so no write waits on another's lock of a common word), and fold_search_terms() adds
-- them up, one caller at a time; a word no prompt holds any more leaves the vocabulary.

-- The words of a text as the vocabulary keeps them: lower case, 3–40 letters or digits, at least one letter.
CREATE OR REPLACE FUNCTION prompt_words(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT lower(w) FROM regexp_split_to_table(coalesce(t, ''), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
$$;
--> statement-breakpoint
-- What one prompt adds to the counts: to everyone's words (user_id null) when approved and public, each
-- word once, as `docs` when a title, description or free text holds it, else as `pro_docs` (a pro
-- prompt's text); and to its author's own words, private prompts included. The empty word counts the
-- shared prompts themselves (search reads how rare a word is against it).
CREATE OR REPLACE FUNCTION prompt_term_counts(author text, title text, description text, content text, approved boolean, viewable text, access text)
RETURNS TABLE(user_id text, term text, docs integer, pro_docs integer) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH everyone AS (
    SELECT w FROM prompt_words(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || CASE WHEN access = 'free' THEN coalesce(content, '') ELSE '' END) AS w
    WHERE approved AND viewable = 'public'
  ), pro AS (
    SELECT w FROM prompt_words(content) AS w WHERE approved AND viewable = 'public' AND access = 'pro'
    EXCEPT SELECT w FROM everyone
  )
  SELECT NULL::text, w, 1, 0 FROM everyone
  UNION ALL SELECT NULL::text, w, 0, 1 FROM pro
  UNION ALL SELECT NULL::text, '', 1, 0 WHERE approved AND viewable = 'public'
  UNION ALL SELECT author, w, 1, 0 FROM prompt_words(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(content, '')) AS w WHERE author IS NOT NULL
$$;
--> statement-breakpoint
-- A word and every form of it with one letter left out, each prefixed with `owner`: two words one typo
-- apart share a key (lib/typos.ts computes the same keys for what a person types).
CREATE OR REPLACE FUNCTION search_term_keys(t text, owner text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(DISTINCT owner || k) FROM (
    SELECT t AS k UNION SELECT overlay(t PLACING '' FROM i FOR 1) FROM generate_series(1, length(t)) AS i
  ) AS s
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS prompts_collect_search_terms_trg ON prompts;
--> statement-breakpoint
DROP FUNCTION IF EXISTS prompts_collect_search_terms();
--> statement-breakpoint
CREATE TABLE "search_term_deltas" (
	"user_id" text,
	"term" text NOT NULL,
	"docs" integer NOT NULL,
	"pro_docs" integer NOT NULL
);
--> statement-breakpoint
-- Counted afresh below, with the new columns.
TRUNCATE search_terms;--> statement-breakpoint
TRUNCATE user_search_terms;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "docs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "pro_docs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "keys" text[] GENERATED ALWAYS AS (search_term_keys(term, '')) STORED;--> statement-breakpoint
ALTER TABLE "user_search_terms" ADD COLUMN "docs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_search_terms" ADD COLUMN "keys" text[] GENERATED ALWAYS AS (search_term_keys(term, user_id || ':')) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_keys_idx" ON "search_terms" USING gin ("keys");--> statement-breakpoint
CREATE INDEX "search_terms_unused_idx" ON "search_terms" USING btree ("term") WHERE docs <= 0 and pro_docs <= 0;--> statement-breakpoint
CREATE INDEX "user_search_terms_keys_idx" ON "user_search_terms" USING gin ("keys");--> statement-breakpoint
CREATE INDEX "user_search_terms_unused_idx" ON "user_search_terms" USING btree ("user_id","term") WHERE docs <= 0;--> statement-breakpoint
ALTER TABLE "search_terms" DROP COLUMN "scope";--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompts_count_terms_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_term_deltas (user_id, term, docs, pro_docs)
  SELECT c.user_id, c.term, sum(c.docs), sum(c.pro_docs)
  FROM new_rows AS n, prompt_term_counts(n.author_id, n.title, n.description, n.content, n.approved, n.viewable, n.access_level) AS c
  GROUP BY c.user_id, c.term;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompts_count_terms_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_term_deltas (user_id, term, docs, pro_docs)
  SELECT c.user_id, c.term, -sum(c.docs), -sum(c.pro_docs)
  FROM old_rows AS o, prompt_term_counts(o.author_id, o.title, o.description, o.content, o.approved, o.viewable, o.access_level) AS c
  GROUP BY c.user_id, c.term;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only rows whose words or visibility changed count (a use changes the popularity of one row, nothing here).
CREATE OR REPLACE FUNCTION prompts_count_terms_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_term_deltas (user_id, term, docs, pro_docs)
  SELECT d.user_id, d.term, sum(d.docs), sum(d.pro_docs)
  FROM (
    SELECT c.user_id, c.term, c.docs, c.pro_docs
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id,
         prompt_term_counts(n.author_id, n.title, n.description, n.content, n.approved, n.viewable, n.access_level) AS c
    WHERE (o.author_id, o.title, o.description, o.content, o.approved, o.viewable, o.access_level)
          IS DISTINCT FROM (n.author_id, n.title, n.description, n.content, n.approved, n.viewable, n.access_level)
    UNION ALL
    SELECT c.user_id, c.term, -c.docs, -c.pro_docs
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id,
         prompt_term_counts(o.author_id, o.title, o.description, o.content, o.approved, o.viewable, o.access_level) AS c
    WHERE (o.author_id, o.title, o.description, o.content, o.approved, o.viewable, o.access_level)
          IS DISTINCT FROM (n.author_id, n.title, n.description, n.content, n.approved, n.viewable, n.access_level)
  ) AS d
  GROUP BY d.user_id, d.term
  HAVING sum(d.docs) <> 0 OR sum(d.pro_docs) <> 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER prompts_count_terms_insert_trg AFTER INSERT ON prompts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prompts_count_terms_insert();
--> statement-breakpoint
CREATE TRIGGER prompts_count_terms_update_trg AFTER UPDATE ON prompts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prompts_count_terms_update();
--> statement-breakpoint
CREATE TRIGGER prompts_count_terms_delete_trg AFTER DELETE ON prompts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prompts_count_terms_delete();
--> statement-breakpoint
-- Adds the appended changes to the counts, in word order, and removes the words no prompt holds any
-- more. One caller at a time (another returns -1 at once and reads the counts as they are); the
-- changes of a transaction not yet committed stay for the next fold. Returns the changes folded.
CREATE OR REPLACE FUNCTION fold_search_terms() RETURNS integer AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_term_deltas) THEN
    RETURN 0;
  END IF;
  IF NOT pg_try_advisory_xact_lock(2028190519) THEN
    RETURN -1;
  END IF;
  WITH moved AS (DELETE FROM search_term_deltas RETURNING user_id, term, docs, pro_docs),
  changes AS (SELECT user_id, term, sum(docs)::integer AS docs, sum(pro_docs)::integer AS pro_docs FROM moved GROUP BY user_id, term),
  everyone AS (
    INSERT INTO search_terms (term, docs, pro_docs)
    SELECT term, docs, pro_docs FROM changes WHERE user_id IS NULL ORDER BY term
    ON CONFLICT (term) DO UPDATE SET docs = search_terms.docs + excluded.docs, pro_docs = search_terms.pro_docs + excluded.pro_docs
    RETURNING 1
  ),
  -- A person deleted since (their prompts' deletions come after them) has no words to keep.
  own AS (
    INSERT INTO user_search_terms (user_id, term, docs)
    SELECT c.user_id, c.term, c.docs FROM changes AS c
    WHERE c.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users AS u WHERE u.id = c.user_id) ORDER BY c.user_id, c.term
    ON CONFLICT (user_id, term) DO UPDATE SET docs = user_search_terms.docs + excluded.docs
    RETURNING 1
  )
  SELECT count(*) INTO folded FROM changes;
  IF folded = 0 THEN
    RETURN 0;
  END IF;
  -- Through the partial indexes of unused words: only the few that reached zero are read.
  DELETE FROM search_terms WHERE docs <= 0 AND pro_docs <= 0;
  DELETE FROM user_search_terms WHERE docs <= 0;
  RETURN folded;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO search_terms (term, docs, pro_docs)
SELECT c.term, sum(c.docs), sum(c.pro_docs)
FROM prompts AS p, prompt_term_counts(p.author_id, p.title, p.description, p.content, p.approved, p.viewable, p.access_level) AS c
WHERE c.user_id IS NULL
GROUP BY c.term;
--> statement-breakpoint
INSERT INTO user_search_terms (user_id, term, docs)
SELECT c.user_id, c.term, sum(c.docs)
FROM prompts AS p, prompt_term_counts(p.author_id, p.title, p.description, p.content, p.approved, p.viewable, p.access_level) AS c
WHERE c.user_id IS NOT NULL
GROUP BY c.user_id, c.term;
