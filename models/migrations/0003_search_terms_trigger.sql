-- Keep search_terms filled with every word of every prompt, and fill it for the prompts that exist.
CREATE OR REPLACE FUNCTION prompts_collect_search_terms() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT lower(word)
  FROM regexp_split_to_table(coalesce(NEW.title, '') || ' ' || coalesce(NEW.description, '') || ' ' || coalesce(NEW.content, ''), '[^[:alnum:]]+') AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER prompts_collect_search_terms_trg
AFTER INSERT OR UPDATE OF title, description, content ON prompts
FOR EACH ROW EXECUTE FUNCTION prompts_collect_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT lower(word)
FROM prompts, regexp_split_to_table(title || ' ' || description || ' ' || content, '[^[:alnum:]]+') AS word
WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
