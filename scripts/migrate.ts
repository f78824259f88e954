import './load-env';
import { rootCauseMessage } from '../lib/db-errors';
import { closeDb, databaseKind, migrateDatabase } from '../lib/db';
import { demoteUnconfirmedListedAdmins } from '../lib/services/users';
import { sealStoredMemory } from '../models/personal-parameters';
import { purgeExpiredUses } from '../models/value-trail';

async function main() {
  const kind = await databaseKind();
  await migrateDatabase();
  console.log(`[db] migrations applied (${kind})`);
  // The parameter memory's values, sealed under MEMORY_ENCRYPTION_KEY's first key (docs/memory.md).
  const { sealed, unreadable } = await sealStoredMemory();
  if (sealed) console.log(`[db] ${sealed} remembered value(s) encrypted with the memory key`);
  if (unreadable) {
    console.log(`[db] ${unreadable} remembered value(s) could not be decrypted with MEMORY_ENCRYPTION_KEY: left as they are; list the key they were sealed with after the current one (docs/memory.md)`);
  }
  // The usage trail keeps each person's uses for their chosen days (docs/memory.md#the-usage-trail).
  const expired = await purgeExpiredUses();
  if (expired) console.log(`[db] ${expired} use(s) past their keeping time removed from the usage trail`);
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
