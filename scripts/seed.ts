import './load-env';
import { rootCauseMessage } from '../lib/db-errors';
import { closeDb, getDb } from '../lib/db';
import { seedLibrary, seedSynthetic } from '../lib/seed';

// `npm run db:seed` seeds the library; `npm run db:seed -- --synthetic 100000` adds benchmark prompts.
async function main() {
  const args = process.argv.slice(2);
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
}

main().catch(async (error) => {
  console.error('[seed] failed:', rootCauseMessage(error));
  await closeDb().catch(() => {});
  process.exit(1);
});
