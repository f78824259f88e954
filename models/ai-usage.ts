import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../lib/db';
import { aiMonthlyUsage, aiUsage } from './schema';

// AI generations: the monthly count that limits them, taken before the model is called
// and given back when the call fails, and one row per generation for the admin analytics.

/** The calendar month (UTC) a generation counts in: 'YYYY-MM'. */
export const usageMonth = (now: Date = new Date()): string => now.toISOString().slice(0, 7);

/** Whole seconds from `now` until the next calendar month (UTC) starts, when the monthly count resets. */
export function secondsUntilNextMonth(now: Date = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * Take one generation of `month` for the user, atomically: the count goes up only while it is below
 * `limit` (null: no limit), so parallel requests can never pass it. False when the limit is reached.
 */
export async function reserveGeneration(userId: string, month: string, limit: number | null): Promise<boolean> {
  if (limit !== null && limit <= 0) return false;
  const db = await getDb();
  const taken = await db
    .insert(aiMonthlyUsage)
    .values({ userId, month, used: 1 })
    .onConflictDoUpdate({
      target: [aiMonthlyUsage.userId, aiMonthlyUsage.month],
      set: { used: sql`${aiMonthlyUsage.used} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${aiMonthlyUsage.used} < ${limit}` }),
    })
    .returning({ used: aiMonthlyUsage.used });
  return taken.length > 0;
}

/** Give back a generation taken by reserveGeneration whose call failed. */
export async function releaseGeneration(userId: string, month: string): Promise<void> {
  const db = await getDb();
  await db
    .update(aiMonthlyUsage)
    .set({ used: sql`greatest(${aiMonthlyUsage.used} - 1, 0)` })
    .where(and(eq(aiMonthlyUsage.userId, userId), eq(aiMonthlyUsage.month, month)));
}

/** Generations the user has taken in `month`. */
export async function generationsUsed(userId: string, month: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ used: aiMonthlyUsage.used })
    .from(aiMonthlyUsage)
    .where(and(eq(aiMonthlyUsage.userId, userId), eq(aiMonthlyUsage.month, month)))
    .limit(1);
  return row?.used ?? 0;
}

export type GenerationRecord = {
  userId: string;
  mode: string;
  provider: string;
  model: string | null;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  status: 'success' | 'error' | 'cancelled';
  error: string | null;
};

/** One row per generation, whatever its outcome. */
export async function recordGeneration(record: GenerationRecord): Promise<void> {
  const db = await getDb();
  await db.insert(aiUsage).values(record);
}
