import { sql } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { promptEvents } from './schema';

export type EventType = (typeof promptEvents.$inferInsert)['eventType'];

export async function insertEvent(
  values: { eventType: EventType; userId: string | null; promptId: string | null; metadata?: unknown },
  q?: Queryable,
): Promise<void> {
  const db = q ?? (await getDb());
  await db.insert(promptEvents).values(values);
}

export async function countEventsByType(since?: Date, q?: Queryable): Promise<Record<string, number>> {
  const db = q ?? (await getDb());
  const rows = await db
    .select({ eventType: promptEvents.eventType, n: sql<number>`count(*)::int` })
    .from(promptEvents)
    .where(since ? sql`${promptEvents.createdAt} >= ${since}` : undefined)
    .groupBy(promptEvents.eventType);
  return Object.fromEntries(rows.map((r) => [r.eventType, r.n]));
}
