import { afterAll, beforeAll } from 'vitest';
import { migrateDatabase, openPglite, openPostgres, useDatabaseHandle, closeDb, type DatabaseHandle } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';

// Every test file gets a fresh database: in-memory PGlite, or a new database on the
// PostgreSQL server at DATABASE_URL_TEST, migrated from empty.

let dropDatabase: (() => Promise<void>) | null = null;

async function createServerDatabase(): Promise<DatabaseHandle> {
  const { Client } = await import('pg');
  const adminUrl = process.env.DATABASE_URL_TEST!;
  const name = `promptloom_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  dropDatabase = async () => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return openPostgres(url.toString(), 5);
}

beforeAll(async () => {
  process.env.APP_URL = 'http://localhost:3000';
  resetEnvCache();
  const handle = process.env.TEST_DB === 'postgres' ? await createServerDatabase() : await openPglite();
  await migrateDatabase(handle);
  useDatabaseHandle(handle);
});

afterAll(async () => {
  await closeDb();
  await dropDatabase?.();
});
