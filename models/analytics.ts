import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Queryable } from '../lib/db';
import type { BucketUnit } from '../lib/admin-periods';
import { utcBucket } from './time-buckets';
import { aiUsage, categories, promptEvents, prompts, users, webhookEvents } from './schema';

// The admin analytics as SQL aggregates: the database counts, the browser only draws.
// Buckets are taken in UTC and labelled 'YYYY-MM-DD' (day) or 'YYYY-MM' (month).

const since = (column: AnyPgColumn, from: Date | null): SQL | undefined => (from ? gte(column, from) : undefined);


const CHART_EVENT_TYPES = ['generate', 'create', 'update', 'clone', 'delete'] as const;

export async function analyticsSummary(from: Date | null, q?: Queryable) {
  const db = q ?? (await getDb());
  const [[u], [p], [e]] = await Promise.all([
    db.select({ n: count() }).from(users).where(since(users.createdAt, from)),
    db
      .select({
        pro: sql<number>`(count(*) filter (where ${prompts.accessLevel} = 'pro'))::int`,
        free: sql<number>`(count(*) filter (where ${prompts.accessLevel} = 'free'))::int`,
      })
      .from(prompts)
      .where(since(prompts.createdAt, from)),
    db
      .select({
        creates: sql<number>`(count(*) filter (where ${promptEvents.eventType} = 'create'))::int`,
        views: sql<number>`(count(*) filter (where ${promptEvents.eventType} in ('view', 'generate')))::int`,
      })
      .from(promptEvents)
      .where(since(promptEvents.createdAt, from)),
  ]);
  return { totalUsers: u?.n ?? 0, proPrompts: p?.pro ?? 0, freePrompts: p?.free ?? 0, totalCreates: e?.creates ?? 0, totalViews: e?.views ?? 0 };
}

/** Prompts created per bucket, pro and free; only buckets that have some. */
export async function promptsOverTime(from: Date | null, unit: BucketUnit, q?: Queryable) {
  const db = q ?? (await getDb());
  const bucket = utcBucket(prompts.createdAt, unit);
  return db
    .select({
      _id: bucket,
      count: sql<number>`count(*)::int`,
      proCount: sql<number>`(count(*) filter (where ${prompts.accessLevel} = 'pro'))::int`,
      freeCount: sql<number>`(count(*) filter (where ${prompts.accessLevel} = 'free'))::int`,
    })
    .from(prompts)
    .where(since(prompts.createdAt, from))
    .groupBy(bucket)
    .orderBy(bucket);
}

/** Prompts created in the period by library category; null for the custom categories, together. */
export async function promptsByCategory(from: Date | null, q?: Queryable) {
  const db = q ?? (await getDb());
  return db
    .select({
      name: categories.name,
      proCount: sql<number>`(count(*) filter (where ${prompts.accessLevel} = 'pro'))::int`,
      freeCount: sql<number>`(count(*) filter (where ${prompts.accessLevel} = 'free'))::int`,
    })
    .from(prompts)
    .leftJoin(categories, eq(categories.id, prompts.categoryId))
    .where(since(prompts.createdAt, from))
    .groupBy(categories.name)
    .orderBy(desc(sql`count(*)`), categories.name);
}

/** Each bucket's count of each charted event type. */
export async function eventsOverTime(from: Date | null, unit: BucketUnit, q?: Queryable) {
  const db = q ?? (await getDb());
  const bucket = utcBucket(promptEvents.createdAt, unit);
  return db
    .select({ bucket, eventType: promptEvents.eventType, count: sql<number>`count(*)::int` })
    .from(promptEvents)
    .where(and(since(promptEvents.createdAt, from), inArray(promptEvents.eventType, [...CHART_EVENT_TYPES])))
    .groupBy(bucket, promptEvents.eventType)
    .orderBy(bucket, promptEvents.eventType);
}

/** The people with the most charted events in the period, with their count of each type. */
export async function mostActiveUsers(from: Date | null, limit: number, q?: Queryable) {
  const db = q ?? (await getDb());
  const where = and(since(promptEvents.createdAt, from), inArray(promptEvents.eventType, [...CHART_EVENT_TYPES]), sql`${promptEvents.userId} is not null`);
  const top = db
    .select({ userId: promptEvents.userId, total: sql<number>`count(*)::int`.as('total') })
    .from(promptEvents)
    .where(where)
    .groupBy(promptEvents.userId)
    .orderBy(desc(sql`count(*)`), promptEvents.userId)
    .limit(limit)
    .as('top');
  return db
    .select({
      userId: top.userId,
      total: top.total,
      name: users.name,
      email: users.email,
      eventType: promptEvents.eventType,
      count: sql<number>`count(*)::int`,
    })
    .from(top)
    .innerJoin(users, eq(users.id, top.userId))
    .innerJoin(promptEvents, and(eq(promptEvents.userId, top.userId), where))
    .groupBy(top.userId, top.total, users.name, users.email, promptEvents.eventType)
    .orderBy(desc(top.total), top.userId, promptEvents.eventType);
}

/** The admin home's figures: people who signed up and AI generations since `dayStart`, active subscriptions now, failed webhooks since `webhooksFrom`. */
export async function adminToday(dayStart: Date, webhooksFrom: Date, q?: Queryable) {
  const db = q ?? (await getDb());
  const [[n], [s], [g], [w]] = await Promise.all([
    db.select({ n: count() }).from(users).where(gte(users.createdAt, dayStart)),
    db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.subscriptionStatus} = 'active' and ${users.subscriptionTier} = 'pro' and (${users.billingCycle} = 'lifetime' or ${users.subscriptionEndDate} >= now())`),
    db.select({ n: count() }).from(aiUsage).where(and(gte(aiUsage.createdAt, dayStart), eq(aiUsage.status, 'success'))),
    db
      .select({ n: count() })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.status, 'failed'), gte(sql`coalesce(${webhookEvents.lastAttempt}, ${webhookEvents.createdAt})`, webhooksFrom))),
  ]);
  return { newUsers: n?.n ?? 0, activeSubscriptions: s?.n ?? 0, generations: g?.n ?? 0, failedWebhooks: w?.n ?? 0 };
}
