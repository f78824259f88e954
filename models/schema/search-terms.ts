import { index, pgTable, text } from 'drizzle-orm/pg-core';

// Every word that appears in a prompt, kept by a trigger on prompts. Search corrects a typo by
// finding the closest known word here (trigram similarity), then runs the full-text query.
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey() },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);
