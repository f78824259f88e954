import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { prompts } from './prompts';
import { users } from './users';

// Tracked product events (spec P1 §7 POST /events/track; P2 §3 analytics event types).
export const promptEvents = pgTable(
  'prompt_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type', { enum: ['generate', 'create', 'update', 'clone', 'delete', 'view'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    promptId: uuid('prompt_id').references(() => prompts.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prompt_events_created_idx').on(t.createdAt),
    index('prompt_events_user_idx').on(t.userId, t.createdAt),
    index('prompt_events_prompt_idx').on(t.promptId),
    index('prompt_events_type_created_idx').on(t.eventType, t.createdAt),
  ],
);

export type PromptEventRow = typeof promptEvents.$inferSelect;
