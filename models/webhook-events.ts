import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { webhookEvents, type WebhookEventRow } from './schema';

export async function listRecentWebhookEvents(limit = 50, q?: Queryable): Promise<WebhookEventRow[]> {
  const db = q ?? (await getDb());
  return db.select().from(webhookEvents).orderBy(desc(webhookEvents.createdAt)).limit(limit);
}

export type NewWebhookEvent = {
  id: string;
  eventType: string;
  payload: unknown;
  occurredAt: Date | null;
  /** An event that cannot be handled is recorded 'failed' with its error at once. */
  failure?: string;
};

/** Record an event before handling it; null when that event id was recorded before. */
export async function recordWebhookEvent(event: NewWebhookEvent, q?: Queryable): Promise<WebhookEventRow | null> {
  const db = q ?? (await getDb());
  const { failure, ...values } = event;
  const status = failure ? ('failed' as const) : ('pending' as const);
  const [row] = await db
    .insert(webhookEvents)
    .values({ ...values, status, ...(failure ? { error: failure, attempts: 1, lastAttempt: new Date() } : {}) })
    .onConflictDoNothing({ target: webhookEvents.id })
    .returning();
  return row ?? null;
}

export async function findWebhookEvent(id: string, q?: Queryable): Promise<WebhookEventRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id)).limit(1);
  return row ?? null;
}

export async function updateWebhookEvent(
  id: string,
  values: Partial<Pick<WebhookEventRow, 'status' | 'attempts' | 'lastAttempt' | 'error' | 'processingTimeMs'>>,
  q?: Queryable,
): Promise<void> {
  const db = q ?? (await getDb());
  await db.update(webhookEvents).set(values).where(eq(webhookEvents.id, id));
}

/** Another delivery of an event recorded as unhandleable: count it, keep the latest error. */
export async function noteFailedRedelivery(id: string, error: string, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db
    .update(webhookEvents)
    .set({ attempts: sql`${webhookEvents.attempts} + 1`, lastAttempt: new Date(), error })
    .where(and(eq(webhookEvents.id, id), eq(webhookEvents.status, 'failed')));
}

const olderThan = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/**
 * Take an event for handling, atomically: one caller wins, whatever runs in parallel. Claimable when
 * pending or failed, or left 'processing' by a handler whose lease ran out (its process died).
 * Returns the row with its new attempt number (the claim's token), or null when not claimable.
 */
export async function claimWebhookEvent(id: string, leaseMs: number, q?: Queryable): Promise<WebhookEventRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .update(webhookEvents)
    .set({ status: 'processing', attempts: sql`${webhookEvents.attempts} + 1`, lastAttempt: sql`now()` })
    .where(
      and(
        eq(webhookEvents.id, id),
        or(
          inArray(webhookEvents.status, ['pending', 'failed']),
          and(eq(webhookEvents.status, 'processing'), or(isNull(webhookEvents.lastAttempt), lt(webhookEvents.lastAttempt, olderThan(leaseMs)))),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Set the outcome of the claim `attempt`; false when that claim is no longer the event's (its lease
 * ran out and another delivery took it over). Run it in the transaction that applies the event, so
 * the change and the final status commit together or not at all.
 */
export async function finishWebhookEvent(
  id: string,
  attempt: number,
  values: Pick<WebhookEventRow, 'status' | 'error' | 'processingTimeMs'>,
  q?: Queryable,
): Promise<boolean> {
  const db = q ?? (await getDb());
  const rows = await db
    .update(webhookEvents)
    .set(values)
    .where(and(eq(webhookEvents.id, id), eq(webhookEvents.status, 'processing'), eq(webhookEvents.attempts, attempt)))
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** Events nobody is handling: pending, or processing, for longer than the lease. Oldest first. */
export async function listStaleWebhookEventIds(leaseMs: number, limit: number, q?: Queryable): Promise<string[]> {
  const db = q ?? (await getDb());
  const rows = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      or(
        and(eq(webhookEvents.status, 'pending'), lt(webhookEvents.createdAt, olderThan(leaseMs))),
        and(eq(webhookEvents.status, 'processing'), or(isNull(webhookEvents.lastAttempt), lt(webhookEvents.lastAttempt, olderThan(leaseMs)))),
      ),
    )
    .orderBy(asc(webhookEvents.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
