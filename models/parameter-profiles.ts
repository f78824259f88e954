import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Queryable, type Transaction } from '../lib/db';
import { memoryKeys } from '../lib/env';
import { logger } from '../lib/logger';
import { openMemoryValue, sealMemoryValue, type MemoryKey } from '../lib/memory-crypto';
import { parameterProfiles, profileValues, type ParameterProfileRow } from './schema';
import { lockUserRow } from './users';

// Profiles and their values (docs/memory.md#profiles). Values are sealed like the memory's
// (models/personal-parameters.ts), bound to their owner, their name and their profile: a value copied
// into another profile does not open. Only this module reads or writes profile_values.value.

export type ProfileWithValues = ParameterProfileRow & { values: Record<string, string> };

const reported = new Set<string>();
function opened(row: { id: string; userId: string; profileId: string; key: string; value: string }, keys: MemoryKey[]): string {
  const value = openMemoryValue(row.value, row, keys);
  if (value !== null) return value;
  if (!reported.has(row.id) && reported.size < 10_000) {
    reported.add(row.id);
    logger().error({ userId: row.userId, profileId: row.profileId, key: row.key }, 'a profile value could not be decrypted: is MEMORY_ENCRYPTION_KEY the key it was sealed with?');
  }
  return '';
}

/** A person's profiles, oldest first, each with its values opened (a value no key opens reads blank and is left out). */
export async function listProfiles(userId: string, q?: Queryable): Promise<ProfileWithValues[]> {
  const db = q ?? (await getDb());
  const profiles = await db.select().from(parameterProfiles).where(eq(parameterProfiles.userId, userId)).orderBy(asc(parameterProfiles.createdAt), asc(parameterProfiles.id));
  if (!profiles.length) return [];
  const rows = await db.select().from(profileValues).where(eq(profileValues.userId, userId)).orderBy(asc(profileValues.key));
  const keys = memoryKeys();
  // Entries, then an object: a name such as '__proto__' stays a plain name.
  const byProfile = new Map(profiles.map((p) => [p.id, [] as [string, string][]]));
  for (const row of rows) {
    const value = opened(row, keys);
    if (value.trim()) byProfile.get(row.profileId)?.push([row.key, value]);
  }
  return profiles.map((p) => ({ ...p, values: Object.fromEntries(byProfile.get(p.id)!) }));
}

/**
 * Replace a profile's values with `values`. A stored value this server cannot open (read as absent) is
 * kept as stored unless `values` gives that name a new one, as the memory's are
 * (replacePersonalParameters): a wrong key loses nothing that the right key would open again.
 */
async function writeValues(tx: Transaction, userId: string, profileId: string, values: Record<string, string>) {
  const keys = memoryKeys();
  const stored = await tx.select().from(profileValues).where(eq(profileValues.profileId, profileId));
  const unreadable = stored.filter((r) => openMemoryValue(r.value, r, keys) === null && !(Object.hasOwn(values, r.key) && values[r.key]!.trim() !== ''));
  await tx.delete(profileValues).where(eq(profileValues.profileId, profileId));
  const rows = [
    ...Object.entries(values)
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => ({ profileId, userId, key, value: sealMemoryValue(value, { userId, key, profileId }, keys) })),
    ...unreadable.map((r) => ({ profileId, userId, key: r.key, value: r.value })),
  ];
  if (rows.length) await tx.insert(profileValues).values(rows);
}

/**
 * A new profile, unless the person has `max` already (counted under their row's lock, so parallel
 * creates never pass it) or one of that name (any case). 'full' and 'taken' say which.
 */
export async function insertProfile(userId: string, name: string, values: Record<string, string>, max: number): Promise<ParameterProfileRow | 'full' | 'taken'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockUserRow(userId, tx);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(parameterProfiles).where(eq(parameterProfiles.userId, userId))) as [{ count: number }];
    if (count >= max) return 'full';
    const [row] = await tx
      .insert(parameterProfiles)
      .values({ userId, name })
      .onConflictDoNothing()
      .returning();
    if (!row) return 'taken';
    await writeValues(tx, userId, row.id, values);
    return row;
  });
}

/**
 * Rename a profile and/or replace its values, under its owner's lock (the last save wins whole).
 * Null: not theirs; 'taken': another of theirs has that name.
 */
export async function updateProfile(userId: string, id: string, change: { name?: string; values?: Record<string, string> }): Promise<ParameterProfileRow | null | 'taken'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockUserRow(userId, tx);
    const [current] = await tx.select().from(parameterProfiles).where(and(eq(parameterProfiles.id, id), eq(parameterProfiles.userId, userId)));
    if (!current) return null;
    if (change.name !== undefined && change.name.toLowerCase() !== current.name.toLowerCase()) {
      const [clash] = await tx
        .select({ id: parameterProfiles.id })
        .from(parameterProfiles)
        .where(and(eq(parameterProfiles.userId, userId), sql`lower(${parameterProfiles.name}) = lower(${change.name})`));
      if (clash) return 'taken';
    }
    const [row] = await tx
      .update(parameterProfiles)
      .set({ ...(change.name !== undefined ? { name: change.name } : {}), updatedAt: sql`now()` })
      .where(eq(parameterProfiles.id, id))
      .returning();
    if (change.values) await writeValues(tx, userId, id, change.values);
    return row!;
  });
}

/**
 * Add values to a profile, under its owner's lock, from what it holds now: `merge` gets its values and
 * answers the whole set to keep. Null when the profile is not theirs.
 */
export async function mergeProfileValues(
  userId: string,
  id: string,
  merge: (values: Record<string, string>) => Record<string, string>,
  max: number,
): Promise<ParameterProfileRow | null | 'full'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockUserRow(userId, tx);
    const current = (await listProfiles(userId, tx)).find((p) => p.id === id);
    if (!current) return null;
    const merged = merge(current.values);
    if (Object.keys(merged).length > max) return 'full';
    await writeValues(tx, userId, id, merged);
    const [row] = await tx.update(parameterProfiles).set({ updatedAt: sql`now()` }).where(eq(parameterProfiles.id, id)).returning();
    return row!;
  });
}

/** Deletes one of the person's profiles (its values go with it; a token on it falls back to the plain memory). */
export async function deleteProfile(userId: string, id: string): Promise<boolean> {
  const db = await getDb();
  // Under the owner's lock, as a token's creation checks its profile (models/api-tokens.ts).
  return db.transaction(async (tx) => {
    await lockUserRow(userId, tx);
    const rows = await tx
      .delete(parameterProfiles)
      .where(and(eq(parameterProfiles.id, id), eq(parameterProfiles.userId, userId)))
      .returning({ id: parameterProfiles.id });
    return rows.length > 0;
  });
}

/**
 * The web app's active profile: `id`, or none. One transaction under the owner's lock, so two
 * switches at once leave exactly one of them active. False when `id` is not theirs.
 */
export async function setWebActiveProfile(userId: string, id: string | null): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockUserRow(userId, tx);
    if (id) {
      const [mine] = await tx.select({ id: parameterProfiles.id }).from(parameterProfiles).where(and(eq(parameterProfiles.id, id), eq(parameterProfiles.userId, userId)));
      if (!mine) return false;
    }
    await tx.update(parameterProfiles).set({ activeOnWeb: false }).where(and(eq(parameterProfiles.userId, userId), eq(parameterProfiles.activeOnWeb, true)));
    if (id) await tx.update(parameterProfiles).set({ activeOnWeb: true }).where(eq(parameterProfiles.id, id));
    return true;
  });
}
