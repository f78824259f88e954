import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Every change an admin makes to a person from /admin/users: who, what, when. The actor's
// email is kept beside the reference, so the record still reads when that admin's account is gone.
export const ADMIN_AUDIT_ACTIONS = ['make_admin', 'unmake_admin', 'extend_trial'] as const;

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    // What changed, e.g. { from: '2026-12-01T…', to: '2026-12-08T…', days: 7 }.
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_target_idx').on(t.targetUserId, t.createdAt)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
