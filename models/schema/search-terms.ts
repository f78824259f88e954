import { bigserial, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

// The typo vocabulary (docs/library.md, Typo tolerance): search corrects a word by its close known
// words, chosen by how close they are and by how many prompts the viewer can read hold them. Only words
// a viewer could read may stand in for a typo: "a known word stands for itself", so a private word in
// the shared vocabulary would tell anyone that it exists; the counts obey the same rule.
//
// Kept by statement triggers on prompts (models/migrations/0019_search_term_counts.sql): each write
// appends its words' changes to search_term_deltas, and foldSearchTerms (models/prompt-search.ts)
// adds them up here, so no write waits on another's lock of a common word. A word no prompt holds any
// more is removed. A count update changes no indexed column, so it stays a HOT update (fillfactor 80,
// migration 0022) and leaves the GIN indexes alone.
//
// `keys` is the word and every form of it with one letter left out: two words one typo apart (a letter
// changed, missing, added, or two swapped) share a key, so a typo's neighbours are one index lookup. Its
// GIN indexes keep no pending list (fastupdate off, migration 0023): lookups never scan unmerged words.

/** Words of the prompts everyone may see (approved and public). */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /** Prompts whose title, description or free text hold the word (readable by everyone). */
    docs: integer('docs').notNull().default(0),
    /** Pro prompts that hold it only in their text (readable with pro access). */
    proDocs: integer('pro_docs').notNull().default(0),
    keys: text('keys')
      .array()
      .generatedAlwaysAs(sql`search_term_keys(term, '')`),
  },
  (t) => [
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_keys_idx').using('gin', t.keys),
  ],
);

/** Words of each person's own prompts, private ones included: offered to that person only. */
export const userSearchTerms = pgTable(
  'user_search_terms',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    /** The person's prompts that hold the word. */
    docs: integer('docs').notNull().default(0),
    /** As search_terms.keys, each prefixed with the person's id and ':', so one index serves everyone. */
    keys: text('keys')
      .array()
      .generatedAlwaysAs(sql`search_term_keys(term, user_id || ':')`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.term] }),
    index('user_search_terms_keys_idx').using('gin', t.keys),
  ],
);

/** Changes to the counts above, appended by the triggers and folded in by foldSearchTerms. user_id null: the shared vocabulary. */
export const searchTermDeltas = pgTable('search_term_deltas', {
  /** The order they were appended in: a fold takes the oldest first, a bounded number at a time. */
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id'),
  term: text('term').notNull(),
  docs: integer('docs').notNull(),
  proDocs: integer('pro_docs').notNull(),
});
