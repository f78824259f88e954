import { and, asc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { lifetimePurchases, users, type LifetimePurchaseRow } from './schema';

// One key for every decision about lifetime spots: a transaction-scoped advisory lock serialises
// them (reserving a spot, settling a purchase) and is released at commit or rollback.
const LIFETIME_SPOTS_LOCK = 0x4c494645; // "LIFE"

export async function lockLifetimeSpots(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIFETIME_SPOTS_LOCK})`);
}

const live = () => and(eq(lifetimePurchases.status, 'reserved'), gt(lifetimePurchases.expiresAt, sql`now()`));

/** Spots sold (people with the lifetime plan) and held (reservations still live); `exceptUserId`'s own left out. */
export async function countLifetimeSpots(q?: Queryable, exceptUserId?: string): Promise<{ sold: number; reserved: number }> {
  const db = q ?? (await getDb());
  const holders = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.billingCycle, 'lifetime'), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  const reserved = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lifetimePurchases)
    .where(and(live(), exceptUserId ? or(isNull(lifetimePurchases.userId), ne(lifetimePurchases.userId, exceptUserId)) : undefined));
  return { sold: holders[0]?.n ?? 0, reserved: reserved[0]?.n ?? 0 };
}

export async function findLiveReservation(userId: string, q?: Queryable): Promise<LifetimePurchaseRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db.select().from(lifetimePurchases).where(and(eq(lifetimePurchases.userId, userId), live())).limit(1);
  return row ?? null;
}

export async function findLifetimePurchaseByTransaction(transactionId: string, q?: Queryable): Promise<LifetimePurchaseRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db.select().from(lifetimePurchases).where(eq(lifetimePurchases.transactionId, transactionId)).limit(1);
  return row ?? null;
}

export async function insertLifetimePurchase(
  values: Pick<LifetimePurchaseRow, 'userId' | 'transactionId' | 'status' | 'expiresAt'> & Partial<Pick<LifetimePurchaseRow, 'eventId' | 'note' | 'replacedSubscriptionId'>>,
  q?: Queryable,
): Promise<LifetimePurchaseRow> {
  const db = q ?? (await getDb());
  const [row] = await db.insert(lifetimePurchases).values(values).returning();
  return row!;
}

export async function updateLifetimePurchase(
  id: string,
  values: Partial<Pick<LifetimePurchaseRow, 'transactionId' | 'status' | 'eventId' | 'note' | 'replacedSubscriptionId' | 'replacedSubscriptionCancelledAt'>>,
  q?: Queryable,
): Promise<void> {
  const db = q ?? (await getDb());
  await db.update(lifetimePurchases).set({ ...values, updatedAt: new Date() }).where(eq(lifetimePurchases.id, id));
}

/** A person's other live reservations end when their purchase completes: the spots go back. */
export async function releaseLiveReservations(userId: string, exceptId: string, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db
    .update(lifetimePurchases)
    .set({ status: 'released', updatedAt: new Date() })
    .where(and(eq(lifetimePurchases.userId, userId), live(), ne(lifetimePurchases.id, exceptId)));
}

/** Paid lifetime purchases that were not granted: the operator refunds them. */
export async function listRefundDueLifetimePurchases(q?: Queryable): Promise<LifetimePurchaseRow[]> {
  const db = q ?? (await getDb());
  return db.select().from(lifetimePurchases).where(eq(lifetimePurchases.status, 'refund_due')).orderBy(asc(lifetimePurchases.createdAt));
}

/** Completed purchases whose replaced subscription is not yet cancelled (the cancel failed, or the process died). */
export async function listUncancelledReplacedSubscriptions(olderThanMs: number, q?: Queryable): Promise<LifetimePurchaseRow[]> {
  const db = q ?? (await getDb());
  return db
    .select()
    .from(lifetimePurchases)
    .where(
      and(
        eq(lifetimePurchases.status, 'completed'),
        isNotNull(lifetimePurchases.replacedSubscriptionId),
        isNull(lifetimePurchases.replacedSubscriptionCancelledAt),
        // Not one the webhook handler is cancelling right now.
        lt(lifetimePurchases.updatedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
      ),
    )
    .orderBy(asc(lifetimePurchases.createdAt));
}
