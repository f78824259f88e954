import { sql } from 'drizzle-orm';
import { databaseKind, getDb } from '../lib/db';

/** Whether the database answers a trivial query; throws when it cannot be reached. */
export async function pingDatabase(): Promise<'pglite' | 'postgres'> {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return databaseKind();
}
