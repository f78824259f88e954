import { eq, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { personalParameters, type PersonalParameterRow } from './schema';

export async function listPersonalParameters(userId: string, q?: Queryable): Promise<PersonalParameterRow[]> {
  const db = q ?? (await getDb());
  return db.select().from(personalParameters).where(eq(personalParameters.userId, userId));
}

/** Replace a user's whole set in one transaction. */
export async function replacePersonalParameters(
  userId: string,
  rows: { key: string; value: string; aliases: string[]; isCore: boolean }[],
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(personalParameters).where(eq(personalParameters.userId, userId));
    if (rows.length) {
      await tx.insert(personalParameters).values(rows.map((r) => ({ ...r, userId, updatedAt: sql`now()` })));
    }
  });
}
