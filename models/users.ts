import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterCommit, getDb, type Queryable, type Transaction } from '../lib/db';
import { createSharedCache } from '../lib/cache-bus';
import { users, type NewUserRow, type UserRow } from './schema';

export async function findUserById(id: string, q?: Queryable): Promise<UserRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

// Every signed-in request reads its user. Reusing the row for a few seconds saves a round trip each time;
// writes through this module forget it at once, in every instance when REDIS_URL is set (lib/cache-bus.ts);
// without it a write from another process shows within USER_CACHE_MS.
// A write inside a transaction forgets the row once it commits (afterCommit): forgotten earlier, a
// request between the write and the commit would cache the old row again.
export const USER_CACHE_MS = 5_000;
const cachedUsers = createSharedCache<UserRow>({ name: 'session-users', max: 10_000, ttlMs: USER_CACHE_MS });

export function forgetCachedUser(id: string): void {
  cachedUsers.delete(id);
}

/** The user behind a session, from the short cache (see above) or the database. */
export async function findSessionUser(id: string): Promise<UserRow | null> {
  const hit = cachedUsers.get(id);
  if (hit) return hit;
  // A row read while a write forgot it (the account's deletion) is not kept (Cache.set's `since`).
  const since = cachedUsers.version();
  const row = await findUserById(id);
  if (row) cachedUsers.set(id, row, since);
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

/**
 * Lock the user's row until the transaction ends: the per-user mutex for writes that read, then
 * write, several rows of one user (the next category order, the parameter set). NO KEY UPDATE does
 * not block the key-share locks that foreign-key checks take, so other writes of the user go on.
 */
export async function lockUserRow(id: string, q: Queryable): Promise<boolean> {
  const rows = await q.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
  return rows.length > 0;
}

/**
 * Hold the user's row until the transaction ends, as a foreign-key check does, but first: a write
 * that points at both the user and one of their rows (a prompt filed into a custom category) takes
 * the user before the category, the order in which the account's deletion takes them, so the two
 * never wait on each other (deadlock). Blocks nothing but the deletion (lockUserRowForDeletion).
 */
export async function holdUserRow(id: string, tx: Transaction): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('key share');
}

/**
 * Lock the user's row against every write that points at it, until the transaction ends: the
 * account's deletion. FOR UPDATE conflicts with the key-share lock each foreign-key check takes, so
 * a write already under way finishes first (and its rows go with the account), and one that comes
 * later waits, then finds the user gone (isUserGoneViolation: 401).
 */
export async function lockUserRowForDeletion(id: string, tx: Transaction): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return rows.length > 0;
}

/**
 * The user a billing event is about, locked until the transaction ends (events of one user apply
 * one after the other): by our id when the event carries it, else by its subscription.
 */
export async function lockUserForBilling(by: { userId: string } | { subscriptionId: string }, tx: Transaction): Promise<UserRow | null> {
  const where = 'userId' in by ? eq(users.id, by.userId) : eq(users.subscriptionId, by.subscriptionId);
  const [row] = await tx.select().from(users).where(where).for('update').limit(1);
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
  afterCommit(q, () => forgetCachedUser(id));
  return row ?? null;
}

export async function deleteUser(id: string, q?: Queryable): Promise<boolean> {
  const db = q ?? (await getDb());
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  afterCommit(q, () => forgetCachedUser(id));
  return rows.length > 0;
}

type OnceField = 'onboardingStartedAt' | 'onboardingCompletedAt' | 'firstHomeVisitAt';

/**
 * Set one of the user's first-time dates unless it is already set (so the first date stays), in one
 * statement: true when this call set it, so what follows it (an analytics event) happens once.
 */
export async function markUserOnce(id: string, field: OnceField, at: Date, q?: Queryable): Promise<boolean> {
  const db = q ?? (await getDb());
  const rows = await db
    .update(users)
    .set({ [field]: at, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users[field])))
    .returning({ id: users.id });
  afterCommit(q, () => forgetCachedUser(id));
  return rows.length > 0;
}

/** The step an unfinished onboarding resumes at; a completed one keeps what it had. */
export async function keepOnboardingStep(id: string, step: number, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db
    .update(users)
    .set({ onboardingStep: step, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.onboardingCompletedAt)));
  afterCommit(q, () => forgetCachedUser(id));
}

// A reminder counts for the current trial when it was sent inside that trial's reminder window; a
// trial extended past it (npm run user -- set --trial-days) earns a new one.
const remindedForThisTrial = (windowMs: number) =>
  sql`(${users.trialReminderSentAt} is not null and ${users.trialReminderSentAt} >= ${users.freeExpiryDate} - make_interval(secs => ${windowMs / 1000}))`;

/**
 * People whose trial ends within `windowMs` from `now` and who have not had the reminder for this
 * trial. Whether they pay is the caller's rule (lib/user-state.ts), so it is not repeated here.
 */
export async function listTrialsEndingWithoutReminder(now: Date, windowMs: number, q?: Queryable): Promise<UserRow[]> {
  const db = q ?? (await getDb());
  return db
    .select()
    .from(users)
    .where(
      and(
        sql`${users.freeExpiryDate} > ${now}`,
        sql`${users.freeExpiryDate} <= ${new Date(now.getTime() + windowMs)}`,
        sql`not ${remindedForThisTrial(windowMs)}`,
      ),
    )
    .orderBy(users.freeExpiryDate);
}

/**
 * Mark the trial reminder sent, in one statement: true when this call marked it (so two runs at once
 * send it once). Returns the previous value through `release` for a send that failed.
 */
export async function claimTrialReminder(id: string, at: Date, windowMs: number, q?: Queryable): Promise<{ claimed: boolean; previous: Date | null }> {
  const db = q ?? (await getDb());
  const [before] = await db.select({ sentAt: users.trialReminderSentAt }).from(users).where(eq(users.id, id)).limit(1);
  const rows = await db
    .update(users)
    .set({ trialReminderSentAt: at })
    .where(and(eq(users.id, id), sql`not ${remindedForThisTrial(windowMs)}`))
    .returning({ id: users.id });
  afterCommit(q, () => forgetCachedUser(id));
  return { claimed: rows.length > 0, previous: before?.sentAt ?? null };
}

/** Undo a claim whose mail could not be sent, so the next run tries again. */
export async function releaseTrialReminder(id: string, claimedAt: Date, previous: Date | null, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db
    .update(users)
    .set({ trialReminderSentAt: previous })
    .where(and(eq(users.id, id), eq(users.trialReminderSentAt, claimedAt)));
  afterCommit(q, () => forgetCachedUser(id));
}

/** Admins whose address is unconfirmed and in `emails` (lower case) become ordinary users; their emails. */
export async function demoteUnconfirmedAdmins(emails: string[], q?: Queryable): Promise<string[]> {
  if (!emails.length) return [];
  const db = q ?? (await getDb());
  const rows = await db
    .update(users)
    .set({ role: 'user', updatedAt: new Date() })
    .where(and(eq(users.role, 'admin'), eq(users.emailVerified, false), inArray(sql`lower(${users.email})`, emails)))
    .returning({ id: users.id, email: users.email });
  for (const row of rows) afterCommit(q, () => forgetCachedUser(row.id));
  return rows.map((r) => r.email);
}
