import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { countSeededPrompts, LIBRARY, seedLibrary, seedSynthetic } from '@/lib/seed';
import { listCategories } from '@/models/categories';
import { countPromptsByAccess } from '@/models/prompts';

describe('migrations', () => {
  it('apply from an empty database and create every table', async () => {
    const db = await getDb();
    const rows = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (rows as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    for (const t of ['users', 'sessions', 'accounts', 'verifications', 'categories', 'user_categories', 'prompts', 'prompt_events', 'webhook_events', 'ai_usage', 'personal_parameters']) {
      expect(tables).toContain(t);
    }
  });

  it('install pg_trgm and the search indexes', async () => {
    const db = await getDb();
    const ext = await db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect((ext as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const idx = await db.execute<{ indexname: string }>(sql`select indexname from pg_indexes where tablename = 'prompts'`);
    const names = (idx as unknown as { rows: { indexname: string }[] }).rows.map((r) => r.indexname);
    expect(names).toEqual(expect.arrayContaining(['prompts_search_vector_idx', 'prompts_title_trgm_idx']));
  });
});

describe('seeding', () => {
  it('is idempotent: a second run adds nothing and writes no row', async () => {
    const db = await getDb();
    const first = await seedLibrary(db);
    const afterFirst = await countPromptsByAccess();
    // xmin changes whenever PostgreSQL writes a row, even with the same values.
    const versions = async () => (await db.execute(sql`select seed_key, xmin::text as v from prompts where seed_key is not null order by seed_key`) as unknown as { rows: unknown[] }).rows;
    const before = await versions();
    const second = await seedLibrary(db);
    const afterSecond = await countPromptsByAccess();
    expect(first.prompts).toBe(LIBRARY.length);
    expect(second).toEqual({ ...first, written: 0 });
    expect(await versions()).toEqual(before);
    expect(afterSecond).toEqual(afterFirst);
    expect(await countSeededPrompts(db)).toBe(LIBRARY.length);
    expect((await listCategories()).length).toBe(first.categories);
  });

  it('writes a template again only when it changed', async () => {
    const db = await getDb();
    const key = LIBRARY[0]!.key;
    await db.execute(sql`update prompts set title = 'Edited by hand' where seed_key = ${key}`);
    expect((await seedLibrary(db)).written).toBe(1);
    const [row] = (await db.execute(sql`select title from prompts where seed_key = ${key}`) as unknown as { rows: { title: string }[] }).rows;
    expect(row!.title).toBe(LIBRARY[0]!.title);
  });

  it('stores the library with at least 600 free and 200 pro prompts, approved and public', async () => {
    const counts = await countPromptsByAccess();
    expect(counts.free).toBeGreaterThanOrEqual(600);
    expect(counts.pro).toBeGreaterThanOrEqual(200);
    const db = await getDb();
    const hidden = await db.execute(sql`select count(*)::int as n from prompts where seed_key is not null and (not approved or viewable <> 'public')`);
    expect((hidden as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('fills the weighted full-text vector so search ranks a title match first', async () => {
    const db = await getDb();
    const rows = await db.execute<{ title: string }>(
      sql`select title from prompts where search_vector @@ websearch_to_tsquery('english', 'cover letter')
          order by ts_rank_cd(search_vector, websearch_to_tsquery('english', 'cover letter')) desc limit 1`,
    );
    expect((rows as unknown as { rows: { title: string }[] }).rows[0]!.title).toBe('Tailored Cover Letter');
  });

  it('adds synthetic prompts for benchmarks without duplicating them on a rerun', async () => {
    const db = await getDb();
    expect(await seedSynthetic(db, 1500)).toBe(1500);
    expect(await seedSynthetic(db, 1500)).toBe(0);
  });
});

// A search of a misspelt word at a million prompts was planned for 25,745 rows (PostgreSQL's guess for a
// prefix) and started two parallel workers for its 22: 7 ms instead of 0.9, and two more processes on a
// busy machine (issue #28). The app's pool starts none unless DATABASE_PARALLEL_WORKERS says otherwise,
// set on each connection before its first query (a startup parameter is refused by PgBouncer).
describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL pool', () => {
  const workers = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }) =>
    ((await db.execute(sql`show max_parallel_workers_per_gather`)) as { rows: { max_parallel_workers_per_gather: string }[] }).rows[0]!.max_parallel_workers_per_gather;

  /** What a connection without options gets: the server's own setting. */
  const serverSetting = async (url: string) => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ max_parallel_workers_per_gather: string }>('show max_parallel_workers_per_gather')).rows[0]!.max_parallel_workers_per_gather;
    } finally {
      await client.end();
    }
  };

  it('reads DATABASE_PARALLEL_WORKERS: a number, or `server` for the server’s own setting', async () => {
    const { getEnv, resetEnvCache } = await import('@/lib/env');
    const before = process.env.DATABASE_PARALLEL_WORKERS;
    try {
      for (const [given, expected] of [[undefined, 0], ['2', 2], ['server', null]] as const) {
        if (given === undefined) delete process.env.DATABASE_PARALLEL_WORKERS;
        else process.env.DATABASE_PARALLEL_WORKERS = given;
        resetEnvCache();
        expect(getEnv().DATABASE_PARALLEL_WORKERS).toBe(expected);
      }
      process.env.DATABASE_PARALLEL_WORKERS = 'many';
      resetEnvCache();
      expect(() => getEnv()).toThrow(/DATABASE_PARALLEL_WORKERS/);
    } finally {
      if (before === undefined) delete process.env.DATABASE_PARALLEL_WORKERS;
      else process.env.DATABASE_PARALLEL_WORKERS = before;
      resetEnvCache();
    }
  });

  it('starts no parallel workers for the app’s queries, unless told to', async () => {
    expect(await workers(await getDb())).toBe('0');
    const { openPostgres } = await import('@/lib/db');
    const url = process.env.DATABASE_URL_TEST!;
    for (const [given, expected] of [[3, '3'], [null, null]] as const) {
      const handle = await openPostgres(url, 1, given);
      try {
        expect(await workers(handle.db)).toBe(expected ?? (await serverSetting(url)));
      } finally {
        await handle.close();
      }
    }
  });
});
