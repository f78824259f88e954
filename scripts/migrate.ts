import './load-env';
import { rootCauseMessage } from '../lib/db-errors';
import { closeDb, databaseKind, migrateDatabase } from '../lib/db';
import { demoteUnconfirmedListedAdmins } from '../lib/services/users';

async function main() {
  const kind = await databaseKind();
  await migrateDatabase();
  console.log(`[db] migrations applied (${kind})`);
  const demoted = await demoteUnconfirmedListedAdmins();
  for (const email of demoted) {
    console.log(`[db] ${email} was admin through ADMIN_EMAILS with an unconfirmed address: now an ordinary user until it is confirmed (npm run user -- set ${email} --verified, or the link from the banner opened while signed in)`);
  }
  await closeDb();
}

main().catch(async (error) => {
  console.error('[db] migration failed:', rootCauseMessage(error));
  await closeDb().catch(() => {});
  process.exit(1);
});
