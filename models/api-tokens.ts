import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { apiTokens, parameterProfiles, type ApiTokenRow } from './schema';
import { lockUserRow } from './users';

// Personal API tokens: rows hold a token's hash, never the token (models/schema/api-tokens.ts).

export type NewApiToken = { userId: string; name: string; tokenHash: string; prefix: string; profileId?: string | null };

/**
 * Insert a token unless the user already holds `max`. Creates of one user take turns on the user's
 * row, so parallel creates at the limit cannot both pass the count. Null when the limit is reached;
 * 'no-profile' when the profile it is to fill from is not the user's (a profile's deletion takes the
 * same lock, so it cannot go between the check and the insert).
 */
export async function insertApiTokenWithin(values: NewApiToken & { profileId?: null }, max: number, q?: Queryable): Promise<ApiTokenRow | null>;
export async function insertApiTokenWithin(values: NewApiToken, max: number, q?: Queryable): Promise<ApiTokenRow | null | 'no-profile'>;
export async function insertApiTokenWithin(values: NewApiToken, max: number, q?: Queryable): Promise<ApiTokenRow | null | 'no-profile'> {
  const db = q ?? (await getDb());
  return db.transaction(async (tx) => {
    await lockUserRow(values.userId, tx);
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, values.userId));
    if ((held?.n ?? 0) >= max) return null;
    if (values.profileId && !(await profileIsTheirs(tx, values.userId, values.profileId))) return 'no-profile';
    const [row] = await tx.insert(apiTokens).values(values).returning();
    return row!;
  });
}

/** The user's tokens, newest first. */
export async function listApiTokenRows(userId: string, q?: Queryable): Promise<ApiTokenRow[]> {
  const db = q ?? (await getDb());
  return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function findApiTokenByHash(tokenHash: string, q?: Queryable): Promise<ApiTokenRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/**
 * Record a use at `now` unless one was recorded within `everyMs`: one UPDATE a minute per token at
 * most, whatever the traffic; the WHERE makes parallel requests write it once.
 */
export async function touchApiToken(id: string, now: Date, everyMs: number, q?: Queryable): Promise<boolean> {
  const db = q ?? (await getDb());
  const rows = await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - everyMs)))))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** Delete one of the user's tokens; null when it is not theirs or already gone. */
export async function deleteApiToken(userId: string, id: string, q?: Queryable): Promise<ApiTokenRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db.delete(apiTokens).where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId))).returning();
  return row ?? null;
}

/** Delete every token of the user (a password reset, or a change that asks for it); how many were revoked. */
export async function deleteAllApiTokens(userId: string, q?: Queryable): Promise<number> {
  const db = q ?? (await getDb());
  const rows = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id });
  return rows.length;
}

const profileIsTheirs = async (q: Queryable, userId: string, profileId: string) =>
  (await q.select({ id: parameterProfiles.id }).from(parameterProfiles).where(and(eq(parameterProfiles.id, profileId), eq(parameterProfiles.userId, userId)))).length > 0;

/**
 * Set the profile one of the user's tokens fills from (null: the plain memory), under the user's lock
 * as above. Null when the token is not theirs; 'no-profile' when the profile is not.
 */
export async function setApiTokenProfile(
  userId: string,
  id: string,
  change: { profileId?: string | null; allowedKeys?: string[] | null },
): Promise<ApiTokenRow | null | 'no-profile'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockUserRow(userId, tx);
    if (change.profileId && !(await profileIsTheirs(tx, userId, change.profileId))) return 'no-profile';
    const [row] = await tx.update(apiTokens).set(change).where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId))).returning();
    return row ?? null;
  });
}
