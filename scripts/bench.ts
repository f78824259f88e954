import './load-env';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { closeDb, getDb, migrateDatabase, openPglite, openPostgres, useDatabaseHandle } from '../lib/db';
import { seedLibrary, seedSynthetic } from '../lib/seed';
import { listPromptsForViewer } from '../lib/services/prompts';
import { toViewer } from '../lib/viewer';

// `npm run bench [-- --size 100000 --runs 20]`: prompt listing and search on a large library, on a
// fresh in-memory PGlite (or the PostgreSQL server at BENCH_DATABASE_URL). Prints figures; asserts nothing.

const { values } = parseArgs({ options: { size: { type: 'string', default: '100000' }, runs: { type: 'string', default: '20' } } });
const size = Number(values.size);
const runs = Number(values.runs);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = url ? await openPostgres(url) : await openPglite();
  await migrateDatabase(handle);
  useDatabaseHandle(handle);
  const db = await getDb();
  console.log(`[bench] ${handle.kind}: seeding the library and ${size} synthetic prompts…`);
  await seedLibrary(db);
  const t0 = performance.now();
  await seedSynthetic(db, size, (done) => process.stdout.write(`\r[bench] seeded ${done}/${size}`));
  process.stdout.write(`\n[bench] seeding took ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

  const viewer = toViewer({
    id: '00000000-0000-4000-8000-000000000001',
    email: 'bench@example.com',
    role: 'user',
    subscriptionStatus: 'inactive',
    subscriptionTier: 'free',
    subscriptionEndDate: null,
    freeExpiryDate: new Date(Date.now() + 7 * 86_400_000),
  });
  const scenarios: [string, Record<string, string>][] = [
    ['first page', {}],
    ['page 500', { page: '500' }],
    ['hide pro', { hideProPrompts: 'true' }],
    ['search "email"', { search: 'email' }],
    ['search with typo "emial"', { search: 'emial' }],
    ['search "customer strategy" + pro only', { search: 'customer strategy', showOnlyProPrompts: 'true' }],
  ];
  console.log(`\n${'scenario'.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'results'.padStart(9)}`);
  for (const [name, query] of scenarios) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const result = await listPromptsForViewer(viewer, query);
      times.push(performance.now() - start);
      if (result.ok) total = result.data.total;
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(42)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${String(total).padStart(9)}`);
  }
  await closeDb();
}

main().catch(async (error) => {
  console.error(error);
  await closeDb().catch(() => {});
  process.exit(1);
});
