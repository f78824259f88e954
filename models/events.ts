import { eq, sql } from 'drizzle-orm';
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

/** One person's use of the library: prompts used (Copy Prompt and the assistants) and their last event. */
export async function userEventSummary(userId: string, q?: Queryable): Promise<{ used: number; lastActivity: Date | null }> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select({
      used: sql<number>`(count(*) filter (where ${promptEvents.eventType} = 'generate'))::int`,
      last: sql<string | null>`max(${promptEvents.createdAt})`,
    })
    .from(promptEvents)
    .where(eq(promptEvents.userId, userId));
  return { used: row?.used ?? 0, lastActivity: row?.last ? new Date(row.last) : null };
}

/** Many events in one statement (an import records one 'create' per prompt). */
export async function insertEvents(values: { eventType: EventType; userId: string | null; promptId: string | null; metadata?: unknown }[], q?: Queryable): Promise<void> {
  if (!values.length) return;
  const db = q ?? (await getDb());
  await db.insert(promptEvents).values(values);
}
