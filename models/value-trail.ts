import { and, count, desc, eq, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { memoryKeys } from '../lib/env';
import { forgottenMarks, openMemoryValue } from '../lib/memory-crypto';
import { personalParameters, profileValues, promptVersions, users, valueSettings, valueUses, type TrailAction, type TrailSource, type TrailSurface, type ValueSettingsRow } from './schema';
import { lockUserRow } from './users';

// The usage trail and each value's settings (docs/memory.md#the-usage-trail). Rows name a value by its
// parameter's name; no value is ever written here.

export type NewValueUse = { key: string; source: TrailSource; profileId: string | null; profileName: string | null };
export type UseContext = { promptId: string; promptTitle: string; action: TrailAction; surface: TrailSurface; client: string | null };

/** Rows older than the person's keeping time, gone: `days` 0 removes them all. */
const olderThan = (days: number | SQL) => sql`now() - make_interval(days => ${days})`;

/**
 * Record one use of a prompt's values, in one transaction: the prompt's version now, one row per value,
 * then the person's rows past their keeping time removed. Nothing is written while they keep no trail.
 * Answers how many rows were written.
 */
export async function insertValueUses(userId: string, context: UseContext, uses: NewValueUse[], q?: Queryable): Promise<number> {
  if (!uses.length) return 0;
  const db = q ?? (await getDb());
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ days: users.trailDays }).from(users).where(eq(users.id, userId));
    if (!person || person.days <= 0) return 0;
    const [versions] = await tx.select({ latest: max(promptVersions.version) }).from(promptVersions).where(eq(promptVersions.promptId, context.promptId));
    const promptVersion = (versions?.latest ?? 0) + 1;
    await tx.insert(valueUses).values(uses.map((use) => ({ ...use, ...context, userId, promptVersion })));
    await tx.delete(valueUses).where(and(eq(valueUses.userId, userId), lt(valueUses.createdAt, olderThan(person.days))));
    return uses.length;
  });
}

/** One value's uses (under any of `keys`) within the keeping time, newest first, at most `limit`; and how many there are. */
export async function listValueUses(userId: string, keys: string[], limit: number, q?: Queryable) {
  const db = q ?? (await getDb());
  const within = and(eq(valueUses.userId, userId), inArray(valueUses.key, keys), sql`${valueUses.createdAt} >= ${olderThan(sql`(select ${users.trailDays} from ${users} where ${users.id} = ${userId})`)}`);
  const [rows, [total]] = await Promise.all([
    db.select().from(valueUses).where(within).orderBy(desc(valueUses.createdAt), desc(valueUses.id)).limit(limit),
    db.select({ n: count() }).from(valueUses).where(within),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Each value the trail names, with its count of uses and its last, within the keeping time; most recent first. */
export async function summariseValueUses(userId: string, q?: Queryable) {
  const db = q ?? (await getDb());
  const lastUsedAt = max(valueUses.createdAt);
  return db
    .select({ key: valueUses.key, uses: count(), lastUsedAt })
    .from(valueUses)
    .where(and(eq(valueUses.userId, userId), sql`${valueUses.createdAt} >= ${olderThan(sql`(select ${users.trailDays} from ${users} where ${users.id} = ${userId})`)}`))
    .groupBy(valueUses.key)
    .orderBy(desc(lastUsedAt), valueUses.key);
}

/** Every row of the person's trail within the keeping time, newest first (the data export). */
export async function listAllValueUses(userId: string, q?: Queryable) {
  const db = q ?? (await getDb());
  return db
    .select()
    .from(valueUses)
    .where(and(eq(valueUses.userId, userId), sql`${valueUses.createdAt} >= ${olderThan(sql`(select ${users.trailDays} from ${users} where ${users.id} = ${userId})`)}`))
    .orderBy(desc(valueUses.createdAt), desc(valueUses.id));
}

export async function getTrailDays(userId: string, q?: Queryable): Promise<number | null> {
  const db = q ?? (await getDb());
  const [row] = await db.select({ days: users.trailDays }).from(users).where(eq(users.id, userId));
  return row?.days ?? null;
}

/** Keep the trail `days` days from now on; what is older than the old or the new time goes now. */
export async function setTrailDays(userId: string, days: number, q?: Queryable): Promise<boolean> {
  const db = q ?? (await getDb());
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ days: users.trailDays }).from(users).where(eq(users.id, userId)).for('update');
    if (!before) return false;
    await tx.update(users).set({ trailDays: days }).where(eq(users.id, userId));
    // What the old time had already let go stays gone when the time grows.
    await tx.delete(valueUses).where(and(eq(valueUses.userId, userId), lt(valueUses.createdAt, olderThan(Math.min(days, before.days)))));
    return true;
  });
}

export async function listValueSettings(userId: string, q?: Queryable): Promise<ValueSettingsRow[]> {
  const db = q ?? (await getDb());
  return db.select().from(valueSettings).where(eq(valueSettings.userId, userId));
}

/** Change a value's flags; the row is made on first use. */
export async function upsertValueFlags(userId: string, key: string, flags: { neverExtension?: boolean; neverMcp?: boolean }, q?: Queryable): Promise<ValueSettingsRow> {
  const db = q ?? (await getDb());
  const [row] = await db
    .insert(valueSettings)
    .values({ userId, key, neverExtension: flags.neverExtension ?? false, neverMcp: flags.neverMcp ?? false })
    .onConflictDoUpdate({ target: [valueSettings.userId, valueSettings.key], set: { ...flags, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** What forgetting one value removes: the memory's parameter, the profile values and trail keys that answer to it (lib/services/value-trail.ts). */
export type ForgetTarget = { key: string; memoryKey: string | null; profileNames: string[]; trailKeys: string[] };

/** At most this many marks are kept per value: the latest forgettings. */
const MAX_MARKS = 20;

/**
 * Forget a value everywhere, in one transaction under the owner's lock (as every memory and profile
 * write): the memory's value blank (the parameter, its aliases and type stay: they are names), the
 * value gone from every profile, its trail gone, and marks of what was forgotten kept (never the
 * values), so a device's older copy of the memory does not bring it back at its next sign-in. Null when
 * the person is gone.
 */
export async function forgetValueEverywhere(userId: string, target: ForgetTarget, q?: Queryable): Promise<{ memory: number; profiles: number; uses: number } | null> {
  const db = q ?? (await getDb());
  const keys = memoryKeys();
  return db.transaction(async (tx) => {
    if (!(await lockUserRow(userId, tx))) return null;
    const forgotten: string[] = [];
    let memory = 0;
    if (target.memoryKey) {
      const rows = await tx
        .select({ id: personalParameters.id, value: personalParameters.value })
        .from(personalParameters)
        .where(and(eq(personalParameters.userId, userId), eq(personalParameters.key, target.memoryKey), sql`${personalParameters.value} <> ''`));
      for (const row of rows) forgotten.push(openMemoryValue(row.value, { userId, key: target.memoryKey }, keys) ?? '');
      if (rows.length) await tx.update(personalParameters).set({ value: '', updatedAt: sql`now()` }).where(inArray(personalParameters.id, rows.map((r) => r.id)));
      memory = rows.length;
    }
    let profiles = 0;
    if (target.profileNames.length) {
      const rows = await tx.delete(profileValues).where(and(eq(profileValues.userId, userId), inArray(profileValues.key, target.profileNames))).returning();
      for (const row of rows) forgotten.push(openMemoryValue(row.value, { userId, key: row.key, profileId: row.profileId }, keys) ?? '');
      profiles = rows.length;
    }
    const uses = target.trailKeys.length
      ? (await tx.delete(valueUses).where(and(eq(valueUses.userId, userId), inArray(valueUses.key, target.trailKeys))).returning({ id: valueUses.id })).length
      : 0;
    const [current] = await tx.select({ marks: valueSettings.forgottenMarks }).from(valueSettings).where(and(eq(valueSettings.userId, userId), eq(valueSettings.key, target.key)));
    const marks = [...new Set([...forgotten.filter((v) => v.trim()).flatMap((v) => forgottenMarks(v, { userId, key: target.key }, keys)), ...(current?.marks ?? [])])].slice(0, MAX_MARKS * keys.length);
    await tx
      .insert(valueSettings)
      .values({ userId, key: target.key, forgottenAt: sql`now()`, forgottenMarks: marks })
      .onConflictDoUpdate({ target: [valueSettings.userId, valueSettings.key], set: { forgottenAt: sql`now()`, forgottenMarks: marks, updatedAt: sql`now()` } });
    return { memory, profiles, uses };
  });
}

/** A value given again by the person: it is no longer one that was forgotten. */
export async function clearForgotten(userId: string, keys: string[], q?: Queryable): Promise<void> {
  if (!keys.length) return;
  const db = q ?? (await getDb());
  await db
    .update(valueSettings)
    .set({ forgottenAt: null, forgottenMarks: [], updatedAt: sql`now()` })
    .where(and(eq(valueSettings.userId, userId), inArray(valueSettings.key, keys)));
}

/**
 * Every person's uses past their keeping time, gone (`npm start` and `npm run db:migrate` run it; each
 * record and each read of the trail does it for its person). Answers how many were removed.
 */
export async function purgeExpiredUses(userId?: string, q?: Queryable): Promise<number> {
  const db = q ?? (await getDb());
  const rows = await db
    .delete(valueUses)
    .where(
      and(
        userId ? eq(valueUses.userId, userId) : undefined,
        sql`${valueUses.createdAt} < (select now() - make_interval(days => ${users.trailDays}) from ${users} where ${users.id} = ${valueUses.userId})`,
      ),
    )
    .returning({ id: valueUses.id });
  return rows.length;
}
