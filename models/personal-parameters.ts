import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Queryable } from '../lib/db';
import { memoryKeys } from '../lib/env';
import { logger } from '../lib/logger';
import { needsSealing, openMemoryValue, SEALED_PREFIX, sealMemoryValue, type MemoryKey, type MemoryOwner } from '../lib/memory-crypto';
import { personalParameters, profileValues, type PersonalParameterRow } from './schema';
import type { MemoryType } from '../lib/parameter-memory';
import { lockUserRow } from './users';

// The values are sealed at rest (lib/memory-crypto.ts, docs/memory.md): every write here seals them,
// every read opens them, and nothing else reads the table's values. Keys, aliases and types stay plain:
// they name what a person keeps, never what it is.

/** A row as stored, opened; a value that cannot be opened (its key is gone, or it was altered) reads as blank. */
function opened(row: PersonalParameterRow, keys: MemoryKey[]): PersonalParameterRow {
  const value = openMemoryValue(row.value, row, keys);
  if (value !== null) return { ...row, value };
  reportUnreadable(row);
  return { ...row, value: '' };
}

// Said once per row and process: the home page and every fill read the memory.
const reported = new Set<string>();
function reportUnreadable(row: PersonalParameterRow) {
  if (reported.has(row.id) || reported.size >= 10_000) return;
  reported.add(row.id);
  logger().error({ userId: row.userId, key: row.key }, 'a remembered value could not be decrypted: is MEMORY_ENCRYPTION_KEY the key it was sealed with?');
}

export async function listPersonalParameters(userId: string, q?: Queryable): Promise<PersonalParameterRow[]> {
  const db = q ?? (await getDb());
  const rows = await db.select().from(personalParameters).where(eq(personalParameters.userId, userId));
  const keys = memoryKeys();
  return rows.map((row) => opened(row, keys));
}

/**
 * Replace a user's whole set in one transaction. Saves of one user run one after the other (the user
 * row is their lock), so parallel saves never meet on the unique key and the last one wins whole.
 * A stored value this server cannot open reads as blank; saved back blank, it is kept as it was, so a
 * wrong key loses nothing that the right key would open again.
 */
export async function replacePersonalParameters(
  userId: string,
  rows: { key: string; value: string; aliases: string[]; isCore: boolean; type?: MemoryType | null }[],
  /** Values the caller was sent blank (docs/memory.md#never-send): saved back blank, they are kept too. */
  keptIfBlank: ReadonlySet<string> = new Set(),
): Promise<void> {
  await replacePersonalParametersWith(userId, async () => ({ rows, keptIfBlank }));
}

/**
 * As replacePersonalParameters, with the whole set made under the user's lock by `build` (which may read
 * and write in the same transaction): what it decides from (the forgotten marks, the stored values) cannot
 * change before the set is written.
 */
export async function replacePersonalParametersWith(
  userId: string,
  build: (tx: Queryable) => Promise<{ rows: MemoryRow[]; keptIfBlank?: ReadonlySet<string> }>,
): Promise<void> {
  const db = await getDb();
  const keys = memoryKeys();
  await db.transaction(async (tx) => {
    await lockUserRow(userId, tx);
    const { rows, keptIfBlank = new Set<string>() } = await build(tx);
    const stored = await tx.select({ key: personalParameters.key, value: personalParameters.value }).from(personalParameters).where(eq(personalParameters.userId, userId));
    const unreadable = new Map(stored.filter((r) => keptIfBlank.has(r.key) || openMemoryValue(r.value, { userId, key: r.key }, keys) === null).map((r) => [r.key, r.value]));
    await tx.delete(personalParameters).where(eq(personalParameters.userId, userId));
    if (rows.length) {
      await tx.insert(personalParameters).values(
        rows.map((r) => ({
          ...r,
          value: r.value.trim() === '' && unreadable.has(r.key) ? unreadable.get(r.key)! : sealMemoryValue(r.value, { userId, key: r.key }, keys),
          userId,
          updatedAt: sql`now()`,
        })),
      );
    }
  });
}

type MemoryRow = { key: string; value: string; aliases: string[]; isCore: boolean; type?: MemoryType | null };

/**
 * Change some of a user's memory from what is stored now, in one transaction under the user's lock (as
 * replacePersonalParameters), so a change made meanwhile is never lost: `change` gets the rows opened and
 * answers the whole set to keep, or null to keep it as it is.
 */
export async function changePersonalParameters(userId: string, change: (rows: MemoryRow[]) => MemoryRow[] | null): Promise<boolean> {
  const db = await getDb();
  const keys = memoryKeys();
  return db.transaction(async (tx) => {
    await lockUserRow(userId, tx);
    const stored = await tx.select().from(personalParameters).where(eq(personalParameters.userId, userId));
    // As in replacePersonalParameters: a value this server cannot open, left blank, is kept as stored.
    const unreadable = new Map(stored.filter((r) => openMemoryValue(r.value, r, keys) === null).map((r) => [r.key, r.value]));
    const next = change(stored.map((row) => opened(row, keys)));
    if (!next) return false;
    await tx.delete(personalParameters).where(eq(personalParameters.userId, userId));
    if (next.length) {
      await tx.insert(personalParameters).values(
        next.map((r) => ({
          ...r,
          value: r.value.trim() === '' && unreadable.has(r.key) ? unreadable.get(r.key)! : sealMemoryValue(r.value, { userId, key: r.key }, keys),
          userId,
          updatedAt: sql`now()`,
        })),
      );
    }
    return true;
  });
}

/**
 * Give one parameter a value unless it already has one (a new account's name from its sign-up), in
 * one statement that never overwrites what the user or a parallel save wrote. A blank value is stored
 * blank (lib/memory-crypto.ts), so "blank" is still decided here, in SQL.
 */
export async function fillPersonalParameterIfBlank(
  userId: string,
  parameter: { key: string; value: string; aliases: string[]; isCore: boolean },
  q?: Queryable,
): Promise<void> {
  const db = q ?? (await getDb());
  const value = sealMemoryValue(parameter.value, { userId, key: parameter.key }, memoryKeys());
  await db
    .insert(personalParameters)
    .values({ ...parameter, value, userId })
    .onConflictDoUpdate({
      target: [personalParameters.userId, personalParameters.key],
      set: { value, updatedAt: sql`now()` },
      setWhere: sql`btrim(${personalParameters.value}) = ''`,
    });
}

/**
 * Seal under the first key every value stored plain (written before encryption) or under an older key
 * (`npm run db:migrate`, after the schema's migrations): the memory's values and the profiles', a batch
 * at a time. A value is replaced only if it is still the one read, so a save meanwhile is never
 * overwritten. Values no key opens are left and counted.
 */
export async function sealStoredMemory(batch = 500, q?: Queryable): Promise<{ sealed: number; unreadable: number }> {
  const db = q ?? (await getDb());
  const memory = await resealRows(
    batch,
    (where, after) =>
      db
        .select({ id: personalParameters.id, userId: personalParameters.userId, key: personalParameters.key, value: personalParameters.value })
        .from(personalParameters)
        .where(and(where(personalParameters.value), after ? gt(personalParameters.id, after) : undefined))
        .orderBy(asc(personalParameters.id))
        .limit(batch),
    async (row, value) =>
      (
        await db
          .update(personalParameters)
          .set({ value })
          .where(and(eq(personalParameters.id, row.id), eq(personalParameters.value, row.value)))
          .returning({ id: personalParameters.id })
      ).length,
  );
  const profiles = await resealRows(
    batch,
    (where, after) =>
      db
        .select({ id: profileValues.id, userId: profileValues.userId, key: profileValues.key, profileId: profileValues.profileId, value: profileValues.value })
        .from(profileValues)
        .where(and(where(profileValues.value), after ? gt(profileValues.id, after) : undefined))
        .orderBy(asc(profileValues.id))
        .limit(batch),
    async (row, value) =>
      (
        await db
          .update(profileValues)
          .set({ value })
          .where(and(eq(profileValues.id, row.id), eq(profileValues.value, row.value)))
          .returning({ id: profileValues.id })
      ).length,
  );
  return { sealed: memory.sealed + profiles.sealed, unreadable: memory.unreadable + profiles.unreadable };
}

type StoredValue = MemoryOwner & { id: string; value: string };

/** One table's pass of sealStoredMemory: `read` a batch after an id, `write` a value back if unchanged. */
async function resealRows<R extends StoredValue>(
  batch: number,
  read: (notCurrent: (column: AnyPgColumn) => SQL, after: string | null) => Promise<R[]>,
  write: (row: R, value: string) => Promise<number>,
): Promise<{ sealed: number; unreadable: number }> {
  const keys = memoryKeys();
  const current = `${SEALED_PREFIX}${keys[0]!.id}:`;
  const notCurrent = (column: AnyPgColumn) => sql`${column} <> '' and left(${column}, ${current.length}) <> ${current}`;
  let sealed = 0;
  let unreadable = 0;
  let after: string | null = null;
  for (;;) {
    const rows = await read(notCurrent, after);
    for (const row of rows) {
      if (!needsSealing(row.value, keys)) continue;
      const value = openMemoryValue(row.value, row, keys);
      if (value === null) {
        unreadable += 1;
        continue;
      }
      sealed += await write(row, sealMemoryValue(value, row, keys));
    }
    if (rows.length < batch) return { sealed, unreadable };
    after = rows.at(-1)!.id;
  }
}
