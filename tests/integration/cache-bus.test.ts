import { spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { closeCacheBus, startCacheBus } from '@/lib/cache-bus';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { seedLibrary } from '@/lib/seed';
import { findSessionUser } from '@/models/users';
import { listPromptRows } from '@/models/prompts';
import { prompts, users } from '@/models/schema';
import { persona } from '../factories';
import { isRedisUp, redisRequired, redisUrl } from '../redis';

// The session-user and library-count caches are kept per instance; with REDIS_URL a write on one
// instance drops them on every other at once (lib/cache-bus.ts, docs/SCALING.md). The second
// instance is a real second process (cache-bus-peer.ts) with its own bus.
const redisUp = await isRedisUp();

function useRedis(url: string | undefined) {
  if (url) process.env.REDIS_URL = url;
  else delete process.env.REDIS_URL;
  resetEnvCache();
}
afterEach(async () => {
  await closeCacheBus();
  useRedis(undefined);
});
afterAll(() => closeCacheBus());

const libraryCount = async () => (await listPromptRows({ viewerId: 'nobody', viewerIsAdmin: false, page: 1, pageSize: 1 })).total;

async function eventually<T>(read: () => Promise<T>, expected: T, withinMs: number): Promise<T> {
  const end = Date.now() + withinMs;
  let value = await read();
  while (value !== expected && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

describe.runIf(redisUp || redisRequired)('with REDIS_URL', () => {
  it('a user and a prompt written through another instance are read fresh here at once, not after the caches expire', async () => {
    await seedLibrary(await getDb());
    useRedis(redisUrl);
    expect(await startCacheBus()).toBe(true);
    const peer = spawn('node_modules/.bin/tsx', ['tests/integration/cache-bus-peer.ts'], {
      env: { ...process.env, REDIS_URL: redisUrl, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const out = readline.createInterface({ input: peer.stdout });
    const nextLine = () => once(out, 'line').then(([line]) => String(line));
    try {
      expect(await nextLine()).toBe('ready');
      const who = await persona('trial');
      const db = await getDb();
      // Cached here: the session user and the library's count.
      expect((await findSessionUser(who.userId))?.name).not.toBe('Renamed elsewhere');
      const before = await libraryCount();
      // The other instance writes (here straight in the database, as its own process would) …
      await db.update(users).set({ name: 'Renamed elsewhere' }).where(eq(users.id, who.userId));
      const [seeded] = await db.select({ categoryId: prompts.categoryId }).from(prompts).limit(1);
      await db.insert(prompts).values({ title: 'Written elsewhere', description: 'd', content: 'c', categoryId: seeded!.categoryId, approved: true, viewable: 'public' });
      // … and until it tells, this instance still serves its copies.
      expect((await findSessionUser(who.userId))?.name).not.toBe('Renamed elsewhere');
      expect(await libraryCount()).toBe(before);
      const startedAt = Date.now();
      peer.stdin.write(`${who.userId}\n`);
      expect(await nextLine()).toBe('done');
      expect(await eventually(async () => (await findSessionUser(who.userId))?.name, 'Renamed elsewhere', 1_000)).toBe('Renamed elsewhere');
      expect(await eventually(libraryCount, before + 1, 1_000)).toBe(before + 1);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
    } finally {
      peer.kill();
    }
  });

  it('while the bus cannot listen (Redis unreachable), the shared caches serve nothing, so nothing stale', async () => {
    useRedis('redis://127.0.0.1:1');
    expect(await startCacheBus(300)).toBe(false);
    const who = await persona('trial');
    await findSessionUser(who.userId);
    await (await getDb()).update(users).set({ name: 'Changed meanwhile' }).where(eq(users.id, who.userId));
    expect((await findSessionUser(who.userId))?.name).toBe('Changed meanwhile');
  });
});

describe('without REDIS_URL', () => {
  it('the caches are the process’s own, as before: a write elsewhere shows once the entry expires', async () => {
    useRedis(undefined);
    expect(await startCacheBus()).toBe(false);
    const who = await persona('trial');
    await findSessionUser(who.userId);
    await (await getDb()).update(users).set({ name: 'Changed elsewhere' }).where(eq(users.id, who.userId));
    expect((await findSessionUser(who.userId))?.name).not.toBe('Changed elsewhere');
  });
});
