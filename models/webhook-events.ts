import { desc, eq } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { webhookEvents, type WebhookEventRow } from './schema';

export async function listRecentWebhookEvents(limit = 50, q?: Queryable): Promise<WebhookEventRow[]> {
  const db = q ?? (await getDb());
  return db.select().from(webhookEvents).orderBy(desc(webhookEvents.createdAt)).limit(limit);
}

export type NewWebhookEvent = { id: string; eventType: string; payload: unknown; occurredAt: Date };

/** Record an event before handling it; null when that event id was recorded before. */
export async function recordWebhookEvent(event: NewWebhookEvent, q?: Queryable): Promise<WebhookEventRow | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .insert(webhookEvents)
    .values({ ...event, status: 'pending' })
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
