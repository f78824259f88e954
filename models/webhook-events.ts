import { desc } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { webhookEvents, type WebhookEventRow } from './schema';

export async function listRecentWebhookEvents(limit = 50, q?: Queryable): Promise<WebhookEventRow[]> {
  const db = q ?? (await getDb());
  return db.select().from(webhookEvents).orderBy(desc(webhookEvents.createdAt)).limit(limit);
}
