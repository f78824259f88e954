import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { afterCommit, getDb, type Queryable } from '../lib/db';
import { containsPattern } from './text-match';
import { adminAuditLog, users, type AdminAuditRow, type UserRow } from './schema';
import { forgetCachedUser } from './users';

// The admin users list (beyond the spec): search, last activity, and the recorded changes.


// A person's last sign of life: a session touched, a prompt event, an app event or an AI generation.
// Written out in SQL: the subqueries name their own tables, and "users" is the outer row.
const lastActiveAt = sql<string | null>`greatest(
  (select max(s.updated_at) from sessions s where s.user_id = "users"."id"),
  (select max(e.created_at) from prompt_events e where e.user_id = "users"."id"),
  (select max(a.created_at) from app_events a where a.user_id = "users"."id"),
  (select max(g.created_at) from ai_usage g where g.user_id = "users"."id")
)`;
const promptCount = sql<number>`(select count(*)::int from prompts p where p.author_id = "users"."id")`;

export async function listUsersForAdmin(search: string | undefined, offset: number, limit: number, q?: Queryable) {
  const db = q ?? (await getDb());
  const where = search ? or(ilike(users.email, containsPattern(search)), ilike(users.name, containsPattern(search))) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, lastActiveAt, promptCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Set a person's role; null when it already was that role (nothing changed, nothing to record). */
export async function setUserRole(id: string, role: 'user' | 'admin', q?: Queryable): Promise<UserRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, id), ne(users.role, role)))
    .returning();
  afterCommit(q, () => forgetCachedUser(id));
  return row ?? null;
}

/** Every admin's id, their rows locked in one order until the transaction ends (role changes run one at a time). */
export async function lockAdmins(q: Queryable): Promise<string[]> {
  const rows = await q.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('update');
  return rows.map((r) => r.id);
}

export async function insertAdminAudit(values: typeof adminAuditLog.$inferInsert, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db.insert(adminAuditLog).values(values);
}

export async function listAdminAudit(targetUserId: string, limit = 50, q?: Queryable): Promise<AdminAuditRow[]> {
  const db = q ?? (await getDb());
  return db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, targetUserId)).orderBy(desc(adminAuditLog.createdAt)).limit(limit);
}
