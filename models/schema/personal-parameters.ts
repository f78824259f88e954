import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import type { MemoryType } from '../../lib/parameter-memory';

// The server copy of a user's parameter memory (spec P2 §3 personal parameter), so it follows
// the user across devices; local storage stays the fast path.
export const personalParameters = pgTable(
  'personal_parameters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    aliases: text('aliases').array().notNull().default([]),
    isCore: boolean('is_core').notNull().default(false),
    // What kind of value a parameter of one's own holds (lib/parameter-memory.ts MEMORY_TYPES); null is text.
    type: text('type').$type<MemoryType>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('personal_parameters_user_key_uq').on(t.userId, t.key)],
);

export type PersonalParameterRow = typeof personalParameters.$inferSelect;
