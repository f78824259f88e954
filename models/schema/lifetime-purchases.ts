import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The lifetime plan's 100 spots (spec P2 §9), held where the purchase is made: a spot is
// reserved when our server opens a lifetime checkout, completed by Paddle's webhook, and a purchase
// that arrives past the cap (or from someone who holds lifetime already) is kept as 'refund_due'.
export const lifetimePurchases = pgTable(
  'lifetime_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept when the user is deleted: a refund may still be owed.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The Paddle transaction (txn_…) the checkout pays; null while it is being created.
    transactionId: text('transaction_id').unique(),
    // reserved: holds a spot until expiresAt; completed: granted; refund_due: paid, not granted;
    // released: the checkout could not be opened.
    status: text('status', { enum: ['reserved', 'completed', 'refund_due', 'released'] }).notNull().default('reserved'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The webhook event that completed it, and why a refund is due.
    eventId: text('event_id'),
    note: text('note'),
    // A recurring subscription the lifetime purchase replaced, and when it was cancelled at Paddle.
    replacedSubscriptionId: text('replaced_subscription_id'),
    replacedSubscriptionCancelledAt: timestamp('replaced_subscription_cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lifetime_purchases_status_expires_idx').on(t.status, t.expiresAt), index('lifetime_purchases_user_idx').on(t.userId)],
);

export type LifetimePurchaseRow = typeof lifetimePurchases.$inferSelect;
