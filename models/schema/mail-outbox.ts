import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mails sent while no SMTP server is configured (development, the end-to-end suite): the local
// outbox at /dev/outbox lists them. Holds reset links, so it is never readable with real users
// (lib/services/mail.ts, docs/security.md).
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
