import './load-env';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, migrateDatabase, openPostgres, useDatabaseHandle } from '../lib/db';
import { parsePlaceholders } from '../lib/placeholders';
import { seedLibrary, seedSynthetic } from '../lib/seed';
import { buildSearchQuery, listPrompts } from '../models/prompts';
import { listCategories } from '../models/categories';
import { PROMPT_PAGE_SIZE } from '../lib/constants';
import { prompts } from '../models/schema';

// `npm run bench`: GET /api/prompts under load on 100,000 synthetic prompts in a PostgreSQL server
// (BENCH_DATABASE_URL, default the local server), beside the same SQL run directly; the parse time
// of a 10,000-character prompt; and the first-load JavaScript of the library pages. Prints a table
// and writes bench/results.json. Not part of `npm test`: figures, not assertions.

const SIZE = Number(process.env.BENCH_PROMPTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 30);
/** The shorter runs beside the API's: the SQL under load and the empty route. */
const SHORT_DURATION = Math.min(DURATION, 10);
const PORT = process.env.BENCH_PORT ?? '3230';
const BASE = `http://localhost:${PORT}`;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const bin = (name: string) => `node_modules/.bin/${name}`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The bench database: made afresh, or kept from an earlier run with BENCH_REUSE_DB=1 (when it exists). */
async function benchDatabase(): Promise<{ url: string; reused: boolean }> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const exists = (await client.query(`SELECT 1 FROM pg_database WHERE datname = 'promptloom_bench'`)).rowCount === 1;
  const reused = exists && process.env.BENCH_REUSE_DB === '1';
  if (!reused) {
    await client.query('DROP DATABASE IF EXISTS promptloom_bench WITH (FORCE)');
    await client.query('CREATE DATABASE promptloom_bench');
  }
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = '/promptloom_bench';
  return { url: url.toString(), reused };
}

async function sqlP50(run: () => Promise<unknown>, times = 60): Promise<number> {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return +pct(samples.sort((a, b) => a - b), 50).toFixed(2);
}

/**
 * The same SQL under the same load as the API: 10 concurrent callers for `seconds`. Comparing the API
 * under 10 connections with SQL run one at a time would compare queueing with no queueing.
 */
async function sqlUnderLoad(run: () => Promise<unknown>, seconds: number, callers = 10): Promise<{ p50: number; rps: number }> {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await run();
        samples.push(performance.now() - t);
      }
    }),
  );
  return { p50: +pct(samples.sort((a, b) => a - b), 50).toFixed(2), rps: Math.round(samples.length / seconds) };
}

function load(url: string, headers: Record<string, string>, duration = DURATION): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 10, duration }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function firstLoadKB(path: string, cookie: string): Promise<number> {
  const html = await (await fetch(`${BASE}${path}`, { headers: { cookie } })).text();
  // Browsers that run ES modules skip `nomodule` scripts (Next's legacy polyfills), so they are not counted.
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/\snomodule(=|\s|$)/i.test(attrs));
  const scripts = [...new Set(tags.map((attrs) => /\ssrc="([^"]+)"/.exec(attrs)?.[1]).filter((src): src is string => Boolean(src)))];
  let bytes = 0;
  for (const src of scripts) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer())).length;
  return +(bytes / 1024).toFixed(1);
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not start');
}

async function main() {
  const { url: databaseUrl, reused } = await benchDatabase();
  const handle = await openPostgres(databaseUrl, 10);
  await migrateDatabase(handle);
  useDatabaseHandle(handle);
  const db = await getDb();
  if (reused) {
    console.log('[bench] BENCH_REUSE_DB=1: keeping the prompts of the last run');
  } else {
    console.log(`[bench] seeding ${SIZE.toLocaleString('en-US')} synthetic prompts into PostgreSQL…`);
    await seedLibrary(db);
    await seedSynthetic(db, SIZE);
    // What autovacuum does in production after a bulk load: flush the GIN pending list, update statistics.
    await db.execute(sql`VACUUM ANALYZE prompts`);
    await db.execute(sql`VACUUM ANALYZE search_terms`);
  }
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(prompts);
  const promptCount = counted?.n ?? 0;

  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: '.bench/next',
    PORT,
    APP_URL: BASE,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH_PER_IP: '100000',
    RATE_LIMIT_AUTH_PER_EMAIL: '100000',
    NEXT_TELEMETRY_DISABLED: '1',
    CLERK_SECRET_KEY: '',
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: '',
  };
  console.log('[bench] building the app…');
  if (spawnSync(bin('next'), ['build'], { env, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const server: ChildProcess = spawn(bin('next'), ['start', '-p', PORT], { env, stdio: 'ignore', detached: true });
  try {
    await waitForHealth();
    const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password-1', name: 'Bench' }),
    });
    const token = signUp.headers.get('set-auth-token')!;
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0]!;
    const auth = { authorization: `Bearer ${token}` };
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;

    const categoryId = (await listCategories()).find((c) => c.name === 'Marketing')!.id;
    const searchTerm = 'customer strategy';
    const filterQuery = `hideProPrompts=true&categories=${categoryId}&page=3`;
    const base = { viewerId: userId, viewerIsAdmin: false, pageSize: PROMPT_PAGE_SIZE };

    const results: Record<string, unknown> = { prompts: promptCount };
    for (const [name, query, direct] of [
      ['search', `search=${encodeURIComponent(searchTerm)}`, async () => listPrompts({ ...base, page: 1, tsQuery: (await buildSearchQuery(searchTerm)) ?? undefined })],
      ['filters', filterQuery, () => listPrompts({ ...base, page: 3, accessLevel: 'free', categoryIds: [categoryId] })],
    ] as const) {
      console.log(`[bench] ${name}: ${DURATION} s at 10 connections…`);
      const run = await load(`${BASE}/api/prompts?${query}`, auth);
      if (run.non2xx) throw new Error(`${name}: ${run.non2xx} non-2xx answers`);
      const sequential = await sqlP50(direct);
      const underLoad = await sqlUnderLoad(direct, SHORT_DURATION);
      results[name] = {
        rps: Math.round(run.requests.average),
        p50: run.latency.p50,
        p99: run.latency.p99,
        // The target compares like with like: the same SQL at the same concurrency (10).
        sqlP50: underLoad.p50,
        sqlRps: underLoad.rps,
        sqlP50Sequential: sequential,
      };
    }

    // What Next.js costs by itself: a route handler with no work in it (the liveness probe) under the same load.
    console.log(`[bench] framework floor (GET /api/health/live): ${SHORT_DURATION} s at 10 connections…`);
    const floor = await load(`${BASE}/api/health/live`, {}, SHORT_DURATION);
    results.frameworkFloor = { rps: Math.round(floor.requests.average), p50: floor.latency.p50, p99: floor.latency.p99 };

    const tenK = Array.from({ length: 400 }, (_, i) => `Line ${i} for !<Name ${i % 40}>! with !|a, b, c|! and noise! `).join('').slice(0, 10_000);
    for (let i = 0; i < 100; i++) parsePlaceholders(tenK);
    const t = performance.now();
    for (let i = 0; i < 1000; i++) parsePlaceholders(tenK);
    results.parse10kMs = +((performance.now() - t) / 1000).toFixed(3);

    const { rows } = await listPrompts({ ...base, page: 1 });
    results.firstLoadKB = { '/prompts': await firstLoadKB('/prompts', cookie), '/prompts/[id]': await firstLoadKB(`/prompts/${rows[0]!.id}`, cookie) };

    fs.mkdirSync('bench', { recursive: true });
    fs.writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
    const s = results.search as Record<string, number>;
    const f = results.filters as Record<string, number>;
    const fl = results.firstLoadKB as Record<string, number>;
    console.table({
      'search (p99 target < 100 ms)': { rps: s.rps, 'p50 ms': s.p50, 'p99 ms': s.p99, 'SQL p50 ms (10 conc.)': s.sqlP50, 'SQL rps': s.sqlRps, 'SQL p50 ms (alone)': s.sqlP50Sequential, 'API/SQL p50': +(s.p50! / s.sqlP50!).toFixed(1) },
      'filters only (p99 target < 50 ms)': { rps: f.rps, 'p50 ms': f.p50, 'p99 ms': f.p99, 'SQL p50 ms (10 conc.)': f.sqlP50, 'SQL rps': f.sqlRps, 'SQL p50 ms (alone)': f.sqlP50Sequential, 'API/SQL p50': +(f.p50! / f.sqlP50!).toFixed(1) },
    });
    const fw = results.frameworkFloor as Record<string, number>;
    console.log(
      `an empty Next.js route at 10 connections: ${fw.rps} rps, p50 ${fw.p50} ms, p99 ${fw.p99} ms ` +
        `(${+(fw.p50! / f.sqlP50!).toFixed(1)}× the filters SQL p50, ${+(fw.p50! / s.sqlP50!).toFixed(1)}× the search SQL p50, before any work)`,
    );
    console.log(`parse of a 10,000-character prompt: ${results.parse10kMs} ms (target < 1 ms)`);
    console.log(`first-load JS gzipped: /prompts ${fl['/prompts']} KB, /prompts/[id] ${fl['/prompts/[id]']} KB (target < 180 KB)`);
    console.log('[bench] wrote bench/results.json');
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already stopped */
    }
    await closeDb();
  }
}

main().catch(async (error) => {
  console.error('[bench] failed:', error);
  await closeDb().catch(() => {});
  process.exit(1);
});
