CREATE TABLE "user_search_terms" (
	"user_id" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "user_search_terms_user_id_term_pk" PRIMARY KEY("user_id","term")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "scope" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_search_terms" ADD CONSTRAINT "user_search_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- issue #22: the typo vocabulary held every word of every prompt, private and locked ones included, so
-- another person could tell whether a word exists in someone's private prompt. Words now go where they
-- may be offered: everyone's (approved public prompts; a pro prompt's text as 'pro'), or the author's own.
CREATE OR REPLACE FUNCTION prompts_collect_search_terms() RETURNS trigger AS $$
BEGIN
  IF NEW.author_id IS NOT NULL THEN
    INSERT INTO user_search_terms (user_id, term)
    SELECT DISTINCT NEW.author_id, lower(word)
    FROM regexp_split_to_table(coalesce(NEW.title, '') || ' ' || coalesce(NEW.description, '') || ' ' || coalesce(NEW.content, ''), '[^[:alnum:]]+') AS word
    WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
    ON CONFLICT DO NOTHING;
  END IF;
  IF NEW.approved AND NEW.viewable = 'public' THEN
    INSERT INTO search_terms (term, scope)
    SELECT DISTINCT lower(word), 'free'
    FROM regexp_split_to_table(
      coalesce(NEW.title, '') || ' ' || coalesce(NEW.description, '') || ' ' || CASE WHEN NEW.access_level = 'free' THEN coalesce(NEW.content, '') ELSE '' END,
      '[^[:alnum:]]+') AS word
    WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
    ON CONFLICT (term) DO UPDATE SET scope = 'free' WHERE search_terms.scope <> 'free';
    IF NEW.access_level = 'pro' THEN
      INSERT INTO search_terms (term, scope)
      SELECT DISTINCT lower(word), 'pro'
      FROM regexp_split_to_table(coalesce(NEW.content, ''), '[^[:alnum:]]+') AS word
      WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
      ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS prompts_collect_search_terms_trg ON prompts;
--> statement-breakpoint
CREATE TRIGGER prompts_collect_search_terms_trg
AFTER INSERT OR UPDATE OF title, description, content, approved, viewable, access_level, author_id ON prompts
FOR EACH ROW EXECUTE FUNCTION prompts_collect_search_terms();
--> statement-breakpoint
TRUNCATE search_terms;
--> statement-breakpoint
INSERT INTO search_terms (term, scope)
SELECT DISTINCT lower(word), 'free'
FROM prompts, regexp_split_to_table(title || ' ' || description || ' ' || CASE WHEN access_level = 'free' THEN content ELSE '' END, '[^[:alnum:]]+') AS word
WHERE approved AND viewable = 'public' AND length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_terms (term, scope)
SELECT DISTINCT lower(word), 'pro'
FROM prompts, regexp_split_to_table(content, '[^[:alnum:]]+') AS word
WHERE approved AND viewable = 'public' AND access_level = 'pro' AND length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO user_search_terms (user_id, term)
SELECT DISTINCT author_id, lower(word)
FROM prompts, regexp_split_to_table(title || ' ' || description || ' ' || content, '[^[:alnum:]]+') AS word
WHERE author_id IS NOT NULL AND length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
