import './load-env';
import { rootCauseMessage } from '../lib/db-errors';
import { closeDb, databaseKind, migrateDatabase } from '../lib/db';

async function main() {
  const kind = await databaseKind();
  await migrateDatabase();
  console.log(`[db] migrations applied (${kind})`);
  await closeDb();
}

main().catch(async (error) => {
  console.error('[db] migration failed:', rootCauseMessage(error));
  await closeDb().catch(() => {});
  process.exit(1);
});
