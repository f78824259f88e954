import { eq, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { users, type NewUserRow, type UserRow } from './schema';

export async function findUserById(id: string, q?: Queryable): Promise<UserRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

// Every signed-in request reads its user. Reusing the row for a few seconds saves a round trip each time;
// writes through this module forget it at once, a write from another process shows within USER_CACHE_MS.
const USER_CACHE_MS = 5_000;
const USER_CACHE_MAX = 10_000;
const cachedUsers = new Map<string, { row: UserRow; at: number }>();

export function forgetCachedUser(id: string): void {
  cachedUsers.delete(id);
}

/** The user behind a session, from the short cache (see above) or the database. */
export async function findSessionUser(id: string): Promise<UserRow | null> {
  const hit = cachedUsers.get(id);
  if (hit && Date.now() - hit.at < USER_CACHE_MS) return hit.row;
  const row = await findUserById(id);
  if (cachedUsers.size >= USER_CACHE_MAX) cachedUsers.clear();
  if (row) cachedUsers.set(id, { row, at: Date.now() });
  else cachedUsers.delete(id);
  return row;
}

export async function findUserByEmail(email: string, q?: Queryable): Promise<UserRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserByProviderId(
  provider: UserRow['authProvider'],
  providerId: string,
  q?: Queryable,
): Promise<UserRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select()
    .from(users)
    .where(sql`${users.authProvider} = ${provider} and ${users.authProviderId} = ${providerId}`)
    .limit(1);
  return row ?? null;
}

export async function insertUser(values: NewUserRow, q?: Queryable): Promise<UserRow> {
  const db = q ?? (await getDb());
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(id: string, values: Partial<NewUserRow>, q?: Queryable): Promise<UserRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  forgetCachedUser(id);
  return row ?? null;
}

export async function deleteUser(id: string, q?: Queryable): Promise<boolean> {
  const db = q ?? (await getDb());
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  forgetCachedUser(id);
  return rows.length > 0;
}

export async function countUsers(q?: Queryable): Promise<number> {
  const db = q ?? (await getDb());
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
