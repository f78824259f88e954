import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { parameterProfiles } from './parameter-profiles';
import { users } from './users';

// Personal API tokens (docs/security.md#api-tokens). The token itself is shown
// once and never stored: only its SHA-256 (hex) to find it, and its first characters to tell tokens
// apart in a list. Revoking a token deletes its row.
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** `pl_` and the next 6 characters of the token: enough to recognise it, far too few to use it. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per token (a request within the minute leaves it). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The profile this token fills from (docs/memory.md#profiles); null: the plain memory. */
    profileId: uuid('profile_id').references(() => parameterProfiles.id, { onDelete: 'set null' }),
    /** The values (parameter names) its client may be sent (docs/memory.md#key-grants); null: all of them. */
    allowedKeys: text('allowed_keys').array(),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_uq').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
