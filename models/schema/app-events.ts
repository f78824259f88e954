import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APP_EVENT_NAMES } from '../../lib/onboarding';
import { users } from './users';

// Product analytics events (spec P2 §7: onboarding, home clicks, parameter actions), apart from the
// prompt events that feed popularity and the admin charts.
export const appEvents = pgTable(
  'app_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name', { enum: APP_EVENT_NAMES }).notNull(),
    properties: jsonb('properties').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_events_name_created_idx').on(t.name, t.createdAt), index('app_events_user_idx').on(t.userId, t.createdAt)],
);

export type AppEventRow = typeof appEvents.$inferSelect;
