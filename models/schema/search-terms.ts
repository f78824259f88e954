import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users';

// The typo vocabulary: search corrects a word no prompt holds by finding the closest known words here
// (trigram similarity), then runs the full-text query. Kept by a trigger on prompts
// (models/migrations/0015_search_terms_scoped.sql). Only words a viewer could read may stand in for
// a typo: "a known word stands for itself", so a private word in the shared vocabulary
// would tell anyone that it exists.

/**
 * Words of the prompts everyone may see (approved and public): 'free' when a title, a description or a
 * free prompt's text holds it, 'pro' when only a pro prompt's text does (offered to pro viewers only).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    scope: text('scope', { enum: ['free', 'pro'] }).notNull().default('free'),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);

/** Words of each person's own prompts, private ones included: offered to that person only. */
export const userSearchTerms = pgTable(
  'user_search_terms',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.term] })],
);
