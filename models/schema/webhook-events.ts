import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Every payment-provider webhook received, recorded before it is handled (spec P2 §3, §4).
export const webhookEvents = pgTable(
  'webhook_events',
  {
    // The provider's event id: a repeat delivery hits this key and is not applied twice.
    id: text('id').primaryKey(),
    provider: text('provider').notNull().default('paddle'),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'processed', 'recovered', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastAttempt: timestamp('last_attempt', { withTimezone: true }),
    error: text('error'),
    processingTimeMs: integer('processing_time_ms'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt), index('webhook_events_status_idx').on(t.status, t.createdAt)],
);

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
