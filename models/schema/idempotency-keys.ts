import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

// A creating request sent with an Idempotency-Key header (docs/api.md): the first answer is kept
// for 24 hours, so a client that lost it and retries gets the same answer and creates nothing.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // The method, path and query the key was first used on, and a hash of that request's body.
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    // Null while the first request is still being handled. The body as sent, byte for byte.
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
