import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrateDatabase, openPglite, openPostgres, type DatabaseHandle } from '../../lib/db';
import { seedLibrary } from '../../lib/seed';

// Issue #25: seeding the library into an empty database takes under 10 s, and a rerun writes nothing.
// Measured on the embedded PGlite (what `npm run dev` seeds) and on a fresh PostgreSQL database.
export const SEED_TARGET_MS = 10_000;

export type SeedTiming = { emptyMs: number; rerunMs: number; rerunWritten: number };
export type SeedResults = { templates: number; pglite: SeedTiming; postgres: SeedTiming };

async function time(handle: DatabaseHandle): Promise<SeedTiming & { templates: number }> {
  await migrateDatabase(handle);
  let t = performance.now();
  const first = await seedLibrary(handle.db);
  const emptyMs = Math.round(performance.now() - t);
  t = performance.now();
  const rerun = await seedLibrary(handle.db);
  return { templates: first.prompts, emptyMs, rerunMs: Math.round(performance.now() - t), rerunWritten: rerun.written };
}

export async function seedTimings(adminUrl: string): Promise<SeedResults> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptloom-seed-'));
  const lite = await openPglite(dir);
  let pglite: Awaited<ReturnType<typeof time>>;
  try {
    pglite = await time(lite);
  } finally {
    await lite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = 'promptloom_bench_seed';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const server = await openPostgres(url.toString(), 2);
  let postgres: Awaited<ReturnType<typeof time>>;
  try {
    postgres = await time(server);
  } finally {
    await server.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  const { templates, ...liteTiming } = pglite;
  const { templates: _same, ...pgTiming } = postgres;
  return { templates, pglite: liteTiming, postgres: pgTiming };
}
