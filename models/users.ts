import { eq, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { users, type NewUserRow, type UserRow } from './schema';

export async function findUserById(id: string, q?: Queryable): Promise<UserRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
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
  return row ?? null;
}

export async function deleteUser(id: string, q?: Queryable): Promise<boolean> {
  const db = q ?? (await getDb());
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function countUsers(q?: Queryable): Promise<number> {
  const db = q ?? (await getDb());
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
