import { eq, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { personalParameters, type PersonalParameterRow } from './schema';
import type { MemoryType } from '../lib/parameter-memory';
import { lockUserRow } from './users';

export async function listPersonalParameters(userId: string, q?: Queryable): Promise<PersonalParameterRow[]> {
  const db = q ?? (await getDb());
  return db.select().from(personalParameters).where(eq(personalParameters.userId, userId));
}

/**
 * Replace a user's whole set in one transaction. Saves of one user run one after the other (the user
 * row is their lock), so parallel saves never meet on the unique key and the last one wins whole.
 */
export async function replacePersonalParameters(
  userId: string,
  rows: { key: string; value: string; aliases: string[]; isCore: boolean; type?: MemoryType | null }[],
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockUserRow(userId, tx);
    await tx.delete(personalParameters).where(eq(personalParameters.userId, userId));
    if (rows.length) {
      await tx.insert(personalParameters).values(rows.map((r) => ({ ...r, userId, updatedAt: sql`now()` })));
    }
  });
}

/**
 * Give one parameter a value unless it already has one (a new account's name from its sign-up), in
 * one statement that never overwrites what the user or a parallel save wrote.
 */
export async function fillPersonalParameterIfBlank(
  userId: string,
  parameter: { key: string; value: string; aliases: string[]; isCore: boolean },
  q?: Queryable,
): Promise<void> {
  const db = q ?? (await getDb());
  await db
    .insert(personalParameters)
    .values({ ...parameter, userId })
    .onConflictDoUpdate({
      target: [personalParameters.userId, personalParameters.key],
      set: { value: parameter.value, updatedAt: sql`now()` },
      setWhere: sql`btrim(${personalParameters.value}) = ''`,
    });
}
