import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as categoriesRoute from '@/app/api/categories/route';
import * as syncRoute from '@/app/api/user/sync/route';
import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { forgetCachedSessions } from '@/lib/auth/local';
import { getDb, openPglite, openPostgres, useDatabaseHandle, type DatabaseHandle } from '@/lib/db';
import { forgetCachedUser } from '@/models/users';
import { asBearer, asCookie, call, signUp, uniqueEmail, type Session } from '../factories';

// A database outage must not sign anyone out. Signed-in calls answer 503
// SERVICE_UNAVAILABLE (never 401), sign-in and sign-up answer JSON 503, and the same session
// works again once the database is back.

let session: Session;
let working: DatabaseHandle;

beforeAll(async () => {
  session = await signUp();
  const db = await getDb();
  working = { db, kind: 'pglite', close: async () => {} } as DatabaseHandle;
});

afterEach(() => {
  useDatabaseHandle(working);
  forgetCachedSessions();
  forgetCachedUser(session.userId);
});

const outages: Array<[string, () => Promise<DatabaseHandle>]> = [
  [
    'an embedded database that was closed',
    async () => {
      const handle = await openPglite();
      await handle.close();
      return handle;
    },
  ],
  ['a PostgreSQL server that refuses connections', async () => openPostgres('postgres://postgres@127.0.0.1:1/none', 1)],
];

describe.each(outages)('with %s', (_name, broken) => {
  it('signed-in API calls answer 503 SERVICE_UNAVAILABLE with Retry-After, never 401', async () => {
    useDatabaseHandle(await broken());
    forgetCachedSessions();
    forgetCachedUser(session.userId);
    for (const headers of [asCookie(session), asBearer(session)]) {
      const read = await call(categoriesRoute.GET, { path: '/api/categories', headers });
      expect(read.status).toBe(503);
      expect(read.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      expect(read.response.headers.get('retry-after')).toBeTruthy();
      const write = await call(syncRoute.POST, { method: 'POST', path: '/api/user/sync', headers });
      expect(write.status).toBe(503);
    }
  });

  it('sign-in and sign-up answer JSON 503, not an empty 500', async () => {
    useDatabaseHandle(await broken());
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const res = await call(localAuthRoute.POST, {
        method: 'POST',
        path,
        body: { email: uniqueEmail(), password: 'correct-horse-battery', name: 'Someone' },
      });
      expect(res.status, path).toBe(503);
      expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    }
  });

  it('the same session works again once the database is back', async () => {
    useDatabaseHandle(await broken());
    forgetCachedSessions();
    expect((await call(categoriesRoute.GET, { path: '/api/categories', headers: asCookie(session) })).status).toBe(503);
    useDatabaseHandle(working);
    expect((await call(categoriesRoute.GET, { path: '/api/categories', headers: asCookie(session) })).status).toBe(200);
  });
});

// `npm run dev` and `npm run db:migrate` print the underlying cause, not drizzle's
// "Failed query" or an empty error. The real script runs against a database that cannot be had.
describe('the migration script names the cause', () => {
  const migrate = async (databaseUrl: string) => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/migrate.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: run.status, stderr: run.stderr };
  };

  it('a server that refuses connections: "connect ECONNREFUSED …", exit 1', async () => {
    const { status, stderr } = await migrate('postgres://postgres@127.0.0.1:1/none');
    expect(status).toBe(1);
    expect(stderr).toMatch(/\[db\] migration failed: .*ECONNREFUSED 127\.0\.0\.1:1/);
  });

  it.runIf(process.env.DATABASE_URL_TEST)('a database that does not exist: PostgreSQL\'s own sentence, exit 1', async () => {
    const url = new URL(process.env.DATABASE_URL_TEST!);
    url.pathname = '/promptloom_no_such_database';
    const { status, stderr } = await migrate(url.toString());
    expect(status).toBe(1);
    expect(stderr).toContain('[db] migration failed: database "promptloom_no_such_database" does not exist');
  });
});
