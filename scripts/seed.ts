import './load-env';
import { closeCacheBus } from '../lib/cache-bus';
import { rootCauseMessage } from '../lib/db-errors';
import { closeDb, getDb, migrateDatabase } from '../lib/db';
import { seedLibrary, seedSynthetic } from '../lib/seed';

// `npm run db:seed` seeds the library; `npm run db:seed -- --synthetic 100000` adds benchmark prompts.
// Pending migrations are applied first, as `npm start` does, so a fresh database can be seeded (#22).
async function main() {
  const args = process.argv.slice(2);
  await migrateDatabase();
  const db = await getDb();
  const seeded = await seedLibrary(db);
  console.log(`[seed] ${seeded.categories} categories, ${seeded.prompts} library prompts`);
  const flag = args.indexOf('--synthetic');
  if (flag >= 0) {
    const count = Number(args[flag + 1]);
    if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
      throw new Error('--synthetic needs a whole number between 1 and 5000000');
    }
    const added = await seedSynthetic(db, count, (done) => process.stdout.write(`\r[seed] synthetic ${done}/${count}`));
    process.stdout.write('\n');
    console.log(`[seed] ${added} synthetic prompts added`);
  }
  await closeDb();
  // With REDIS_URL, seeding published cache invalidations: the bus's connections would hold the process open.
  await closeCacheBus();
}

main().catch(async (error) => {
  console.error('[seed] failed:', rootCauseMessage(error));
  await closeDb().catch(() => {});
  await closeCacheBus().catch(() => {});
  process.exit(1);
});
