import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// One row per AI generation, whatever its outcome, for the admin analytics and cost; the monthly count
// that limits generations is ai_monthly_usage below.
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    provider: text('provider').notNull(),
    model: text('model'),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    // success, error (the model failed; `error` says why) or cancelled (Stop, or the person left).
    status: text('status').notNull().default('success'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_usage_user_created_idx').on(t.userId, t.createdAt)],
);

export type AiUsageRow = typeof aiUsage.$inferSelect;

// The monthly count that limits generations: taken atomically before the model is called
// (models/ai-usage.ts reserveGeneration), given back when the call fails. One row per user and month.
export const aiMonthlyUsage = pgTable(
  'ai_monthly_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The calendar month in UTC: 'YYYY-MM'. */
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
