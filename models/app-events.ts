import { eq } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import type { AppEventName, AppEventProperties } from '../lib/onboarding';
import { appEvents } from './schema';

export async function insertAppEvent(
  values: { userId: string | null; name: AppEventName; properties?: AppEventProperties },
  q?: Queryable,
): Promise<void> {
  const db = q ?? (await getDb());
  await db.insert(appEvents).values({ userId: values.userId, name: values.name, properties: values.properties ?? {} });
}

/** A user's events, oldest first (tests and support). */
export async function listAppEventsOfUser(userId: string, q?: Queryable) {
  const db = q ?? (await getDb());
  return db.select().from(appEvents).where(eq(appEvents.userId, userId)).orderBy(appEvents.createdAt, appEvents.id);
}
