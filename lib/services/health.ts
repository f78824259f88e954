import { sql } from 'drizzle-orm';
import { databaseKind, getDb } from '../db';
import { ok, fail, type Result } from '../errors';

export async function checkHealth(): Promise<Result<{ status: 'ok'; database: string }>> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return ok({ status: 'ok', database: await databaseKind() });
  } catch {
    return fail(503, 'UNKNOWN_ERROR', 'Database unavailable');
  }
}
