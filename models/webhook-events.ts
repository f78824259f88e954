import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { utcBucket } from './time-buckets';
import { webhookEvents, type WebhookEventRow } from './schema';

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
 * An event recorded 'failed' at receipt (recordWebhookEvent with a failure) never went through a
 * handler, so it has no processing time; every handler's outcome has one (finishWebhookEvent).
 * Such an event can never be handled (its body is not an event we can apply, or it was altered to
 * be stored): no claim takes it, whoever asks (the dashboard's Retry included).
 */
export const isRefusedAtReceipt = (row: Pick<WebhookEventRow, 'status' | 'processingTimeMs'>): boolean =>
  row.status === 'failed' && row.processingTimeMs === null;

/**
 * Take an event for handling, atomically: one caller wins, whatever runs in parallel. Claimable when
 * pending or failed (a handler's failure, not a refusal at receipt), or left 'processing' by a
 * handler whose lease ran out (its process died).
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
          eq(webhookEvents.status, 'pending'),
          and(eq(webhookEvents.status, 'failed'), isNotNull(webhookEvents.processingTimeMs)),
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

// The webhook monitoring dashboard's reads (spec P2 §2, §3; docs/webhooks.md).

const leaseExpired = (leaseMs: number) =>
  and(eq(webhookEvents.status, 'processing'), or(isNull(webhookEvents.lastAttempt), lt(webhookEvents.lastAttempt, olderThan(leaseMs))));

export type WebhookEventWithLease = WebhookEventRow & { leaseExpired: boolean };

/**
 * Events that did not succeed at first handling, latest activity first: failed ones, recovered
 * ones, and what a handler left behind (pending past the lease, processing past the lease or on a
 * later attempt). A first delivery still within its lease is not a failure (yet).
 */
export async function listFailedWebhookEvents(leaseMs: number, limit: number, q?: Queryable): Promise<WebhookEventWithLease[]> {
  const db = q ?? (await getDb());
  const rows = await db
    .select({ event: webhookEvents, leaseExpired: sql<boolean>`coalesce(${leaseExpired(leaseMs)}, false)` })
    .from(webhookEvents)
    .where(
      or(
        inArray(webhookEvents.status, ['failed', 'recovered']),
        and(eq(webhookEvents.status, 'pending'), lt(webhookEvents.createdAt, olderThan(leaseMs))),
        and(eq(webhookEvents.status, 'processing'), gt(webhookEvents.attempts, 1)),
        leaseExpired(leaseMs),
      ),
    )
    .orderBy(desc(sql`coalesce(${webhookEvents.lastAttempt}, ${webhookEvents.createdAt})`), desc(webhookEvents.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.event, leaseExpired: Boolean(r.leaseExpired) }));
}

export async function findWebhookEventWithLease(id: string, leaseMs: number, q?: Queryable): Promise<WebhookEventWithLease | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select({ event: webhookEvents, leaseExpired: sql<boolean>`coalesce(${leaseExpired(leaseMs)}, false)` })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, id))
    .limit(1);
  return row ? { ...row.event, leaseExpired: Boolean(row.leaseExpired) } : null;
}

export type WebhookEventSummary = Omit<WebhookEventRow, 'payload' | 'provider' | 'occurredAt'>;

/** Every event, newest first, one page at a time, without its payload. */
export async function listWebhookEventsPage(page: number, pageSize: number, q?: Queryable): Promise<{ rows: WebhookEventSummary[]; total: number }> {
  const db = q ?? (await getDb());
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: webhookEvents.id,
        eventType: webhookEvents.eventType,
        status: webhookEvents.status,
        attempts: webhookEvents.attempts,
        lastAttempt: webhookEvents.lastAttempt,
        error: webhookEvents.error,
        processingTimeMs: webhookEvents.processingTimeMs,
        createdAt: webhookEvents.createdAt,
      })
      .from(webhookEvents)
      .orderBy(desc(webhookEvents.createdAt), desc(webhookEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(webhookEvents),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export type WebhookBucketRow = {
  bucket: string;
  successCount: number;
  failureCount: number;
  totalCount: number;
  avgDuration: number | null;
  maxDuration: number | null;
  durationCount: number;
};

/**
 * Events received since `from`, per UTC hour or day (buckets with no event are absent): handled
 * (processed or recovered), failed, all; and the handling time of those that have one.
 */
export async function aggregateWebhookEvents(from: Date, unit: 'hour' | 'day', q?: Queryable): Promise<WebhookBucketRow[]> {
  const db = q ?? (await getDb());
  const bucket = utcBucket(webhookEvents.createdAt, unit);
  const rows = await db
    .select({
      bucket,
      successCount: sql<number>`(count(*) filter (where ${inArray(webhookEvents.status, ['processed', 'recovered'])}))::int`,
      failureCount: sql<number>`(count(*) filter (where ${eq(webhookEvents.status, 'failed')}))::int`,
      totalCount: sql<number>`count(*)::int`,
      avgDuration: sql<number | null>`round(avg(${webhookEvents.processingTimeMs}), 2)::float8`,
      maxDuration: sql<number | null>`max(${webhookEvents.processingTimeMs})`,
      durationCount: sql<number>`count(${webhookEvents.processingTimeMs})::int`,
    })
    .from(webhookEvents)
    .where(gte(webhookEvents.createdAt, from))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ ...r, avgDuration: r.avgDuration === null ? null : Number(r.avgDuration), maxDuration: r.maxDuration === null ? null : Number(r.maxDuration) }));
}
