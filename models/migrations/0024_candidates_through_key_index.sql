-- The typo vocabulary's candidates of a search, always through the key indexes. PostgreSQL has no
-- statistics for the elements of `keys` (almost every key is in one or two words) and guesses that each
-- key of a search matches 0.5 % of the table: for a three-word typo search (28 keys) it expected 13,760
-- of 105,593 words and, under the lookup's LIMIT, read the whole table instead of the index: 278 ms
-- for 3 rows, against 0.3 ms through the index (issue #28's typo suite, its slowest searches). A
-- function with its own setting is planned with it: a sequential scan is never the cheaper plan here.
CREATE FUNCTION shared_term_candidates(wanted text[], pro boolean, max_rows integer)
RETURNS TABLE (term text, docs integer)
LANGUAGE sql STABLE
SET enable_seqscan = off
AS $$
  SELECT s.term, CASE WHEN pro THEN s.docs + s.pro_docs ELSE s.docs END
  FROM search_terms s
  WHERE s.keys && wanted AND (s.docs > 0 OR (pro AND s.pro_docs > 0))
  LIMIT max_rows
$$;--> statement-breakpoint
CREATE FUNCTION own_term_candidates(wanted text[], max_rows integer)
RETURNS TABLE (term text, docs integer)
LANGUAGE sql STABLE
SET enable_seqscan = off
AS $$
  SELECT u.term, u.docs FROM user_search_terms u WHERE u.keys && wanted LIMIT max_rows
$$;
