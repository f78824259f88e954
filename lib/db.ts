import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../models/schema';
import { getEnv } from './env';
import { logger } from './logger';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Database | Transaction;

type Handle = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'models', 'migrations');

// Survives Next's dev-mode module reloads, which would otherwise open PGlite twice on one folder.
const globalForDb = globalThis as unknown as { __promptloomDb?: Promise<Handle> };

// The transaction that inOneTransaction opened for the work running now: getDb hands it out, so the
// models that work calls write in it without being told.
const ambientTransaction = new AsyncLocalStorage<Transaction>();

/**
 * Open the database on first use (never at import time: `next build` imports this module). Inside
 * inOneTransaction it is that transaction.
 */
export function getDb(): Promise<Database> {
  const ambient = ambientTransaction.getStore();
  // A transaction is a database whose own transactions are savepoints (drizzle's PgTransaction).
  if (ambient) return Promise.resolve(ambient as unknown as Database);
  globalForDb.__promptloomDb ??= openFromEnv().catch((error: unknown) => {
    globalForDb.__promptloomDb = undefined;
    throw error;
  });
  return globalForDb.__promptloomDb.then((h) => h.db);
}

export async function databaseKind(): Promise<Handle['kind']> {
  await getDb();
  return (await globalForDb.__promptloomDb!).kind;
}

async function openFromEnv(): Promise<Handle> {
  const env = getEnv();
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX, env.DATABASE_PARALLEL_WORKERS);
  return openPglite(path.resolve(env.DATA_DIR, 'pglite'));
}

/**
 * `parallelWorkers`: how many parallel workers PostgreSQL may start for one query of this pool
 * (max_parallel_workers_per_gather), null: the server's setting. The app's are short queries many at a
 * time, where starting workers costs more than it saves (docs/SCALING.md). Set on each new connection
 * before its first query, not as a startup parameter, which poolers such as PgBouncer refuse.
 */
export async function openPostgres(url: string, poolMax = 10, parallelWorkers: number | null = 0): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({
    connectionString: url,
    max: poolMax,
    // Awaited before the pool hands a new connection out (pg-pool's onConnect).
    ...(parallelWorkers === null
      ? {}
      : {
          onConnect: async (client: { query: (text: string) => Promise<unknown> }) => {
            await client.query(`set max_parallel_workers_per_gather = ${Math.trunc(parallelWorkers)}`);
          },
        }),
  });
  // An idle client can lose its server (restart, failover, a dropped test database); pg emits that
  // on the pool, and without a listener it would crash the process.
  pool.on('error', (error) => logger().error({ cause: error.message }, 'idle database connection lost'));
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** `dir` undefined opens an in-memory database (tests). */
export async function openPglite(dir?: string): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let releaseLock = () => {};
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    releaseLock = acquireDirLock(dir);
  }
  const client = new PGlite(dir ?? 'memory://', { extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

// PGlite is single-process: a second process on the same folder would corrupt it.
function acquireDirLock(dir: string): () => void {
  const lockFile = path.join(dir, '..', 'pglite.pid');
  try {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder} (is \`npm run dev\` running?). ` +
          'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function migrateDatabase(given?: Handle): Promise<void> {
  const handle = given ?? (await currentHandle());
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

async function currentHandle(): Promise<Handle> {
  await getDb();
  return globalForDb.__promptloomDb!;
}

export async function closeDb(): Promise<void> {
  const pending = globalForDb.__promptloomDb;
  globalForDb.__promptloomDb = undefined;
  if (pending) await (await pending).close();
}

// Work that must wait for the commit (forgetting a cached row): a reader between our write and the
// commit would otherwise cache the old row again. Transactions opened by withTransaction collect it.
const pendingAfterCommit = new WeakMap<object, (() => void)[]>();

/** Run `work` in one transaction; what it queued with afterCommit runs once the commit succeeded. */
export async function withTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const outer = ambientTransaction.getStore();
  if (outer) {
    // A savepoint of the ambient transaction: its failure rolls back only itself, and what it
    // queued waits for the outer commit.
    const queued = pendingAfterCommit.get(outer) ?? [];
    return outer.transaction(async (tx) => {
      pendingAfterCommit.set(tx, queued);
      return ambientTransaction.run(tx, () => work(tx));
    });
  }
  const db = await getDb();
  const queued: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    pendingAfterCommit.set(tx, queued);
    return work(tx);
  });
  for (const run of queued) run();
  return result;
}

/**
 * Run `work` with every query it makes through getDb or withTransaction in one transaction: it all
 * commits together or not at all (a create and its kept idempotent answer, lib/services/idempotency.ts).
 */
export async function inOneTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  return withTransaction((tx) => ambientTransaction.run(tx, () => work(tx)));
}

/**
 * Run `effect` after the transaction `q` commits (dropped if it rolls back: nothing changed); at
 * once when `q` is the database itself, the write being committed already. Absent, `q` is the ambient
 * transaction of inOneTransaction when there is one (models that took the database from getDb wrote in it).
 */
export function afterCommit(q: Queryable | undefined, effect: () => void): void {
  const target = q ?? ambientTransaction.getStore();
  const queued = target ? pendingAfterCommit.get(target) : undefined;
  if (queued) queued.push(effect);
  else effect();
}

/** Tests install their own fresh database as the app's database. */
export function useDatabaseHandle(handle: Handle): void {
  globalForDb.__promptloomDb = Promise.resolve(handle);
}

// What a database error means lives in lib/db-errors.ts; services import it from here too.
export { isForeignKeyViolation, isUniqueViolation, pgErrorCode } from './db-errors';

export type { Handle as DatabaseHandle };
export { schema };
