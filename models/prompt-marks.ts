import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { promptFavourites, promptUses } from './schema';

// A person's favourites and recent uses (models/schema/prompt-marks.ts). Data access only: whose
// marks these are is decided by the service, which passes the signed-in person's id.

/** Star or unstar one prompt. A repeat, or two at once, ends in the same row (or none): no error. */
export async function setFavouriteRow(userId: string, promptId: string, favourite: boolean, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  if (favourite) await db.insert(promptFavourites).values({ userId, promptId }).onConflictDoNothing();
  else await db.delete(promptFavourites).where(and(eq(promptFavourites.userId, userId), eq(promptFavourites.promptId, promptId)));
}

/** Which of these prompts the person starred. */
export async function favouriteIdsAmong(userId: string, promptIds: string[], q?: Queryable): Promise<Set<string>> {
  if (!promptIds.length) return new Set();
  const db = q ?? (await getDb());
  const rows = await db
    .select({ promptId: promptFavourites.promptId })
    .from(promptFavourites)
    .where(and(eq(promptFavourites.userId, userId), inArray(promptFavourites.promptId, promptIds)));
  return new Set(rows.map((r) => r.promptId));
}

/** Every favourite of the person, newest first (the account export). */
export async function listFavouriteRows(userId: string, q?: Queryable) {
  const db = q ?? (await getDb());
  return db
    .select({ promptId: promptFavourites.promptId, createdAt: promptFavourites.createdAt })
    .from(promptFavourites)
    .where(eq(promptFavourites.userId, userId))
    .orderBy(desc(promptFavourites.createdAt), promptFavourites.promptId);
}

/** One more use: the prompt moves to the top of the person's recent uses. */
export async function recordUseRow(userId: string, promptId: string, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db
    .insert(promptUses)
    .values({ userId, promptId, usedAt: sql`now()` })
    .onConflictDoUpdate({ target: [promptUses.userId, promptUses.promptId], set: { usedAt: sql`greatest(${promptUses.usedAt}, excluded.used_at)` } });
}

/** The person's uses, most recent first, at most `limit`. */
export async function listRecentUseRows(userId: string, limit: number, q?: Queryable) {
  const db = q ?? (await getDb());
  return db
    .select({ promptId: promptUses.promptId, usedAt: promptUses.usedAt })
    .from(promptUses)
    .where(eq(promptUses.userId, userId))
    .orderBy(desc(promptUses.usedAt), promptUses.promptId)
    .limit(limit);
}
