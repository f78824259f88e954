import { randomUUID } from 'node:crypto';
import { createCache, type Cache } from './cache';
import { getEnv } from './env';
import { logger } from './logger';

// Caches that several instances keep of the same rows (the session user, the library's counts). With
// REDIS_URL every delete or clear is also published on one Redis channel, and every instance that
// receives it drops the same entries from its own copy, so a write made through instance A is seen
// on instance B at once instead of after the time to live (docs/SCALING.md). Without REDIS_URL this
// is the plain process cache of lib/cache.ts.
//
// While an instance does not listen (before its subscription is ready, after Redis went away) it
// could miss a message, so a shared cache then serves nothing: every read goes to the database, and
// on reconnecting the instance clears what it kept.

export const CACHE_BUS_CHANNEL = 'promptloom:cache-invalidate';

type Message = { from: string; cache: string; key: string | null };
type RedisClient = import('ioredis').Redis;
type Bus = {
  url: string;
  instance: string;
  listening: boolean;
  publisher: Promise<RedisClient>;
  subscriber: RedisClient | null;
  closed: boolean;
  /** Publishes not yet answered, so closing waits for them. */
  pending: Set<Promise<unknown>>;
};

// On globalThis, like the caches: Next.js instantiates this module once per bundle.
const globalForBus = globalThis as unknown as { __promptloomCacheBus?: Bus; __promptloomSharedCaches?: Map<string, Cache<NonNullable<unknown>>> };
const sharedCaches = () => (globalForBus.__promptloomSharedCaches ??= new Map());

function dropLocally(cache: string, key: string | null): void {
  const local = sharedCaches().get(cache);
  if (!local) return;
  if (key === null) local.clear();
  else local.delete(key);
}

function startBus(url: string): Bus {
  const bus: Bus = { url, instance: randomUUID(), listening: false, subscriber: null, closed: false, pending: new Set(), publisher: null as unknown as Promise<RedisClient> };
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000 };
  bus.publisher = import('ioredis').then(({ Redis }) => {
    // No offline queue: a publish while Redis is away fails at once instead of piling up.
    const publisher = new Redis(url, { ...options, enableOfflineQueue: false });
    publisher.on('error', (error) => logger().warn({ cause: error.message }, 'cache bus: Redis publisher error'));
    return publisher;
  });
  void import('ioredis').then(({ Redis }) => {
    if (bus.closed) return;
    const subscriber = new Redis(url, options);
    bus.subscriber = subscriber;
    subscriber.on('error', (error) => logger().warn({ cause: error.message }, 'cache bus: Redis subscriber error'));
    // Messages sent while this instance was away are lost: stop serving cached entries until it listens again.
    subscriber.on('close', () => (bus.listening = false));
    subscriber.on('ready', () => {
      subscriber.subscribe(CACHE_BUS_CHANNEL).then(
        () => {
          for (const cache of sharedCaches().values()) cache.clear();
          bus.listening = true;
        },
        (error: Error) => logger().warn({ cause: error.message }, 'cache bus: subscribe failed'),
      );
    });
    subscriber.on('message', (_channel: string, text: string) => {
      try {
        const message = JSON.parse(text) as Message;
        if (message.from !== bus.instance && typeof message.cache === 'string') dropLocally(message.cache, message.key ?? null);
      } catch {
        /* not ours */
      }
    });
  });
  return bus;
}

/** The bus of this process (started on first use), or null without REDIS_URL. */
function bus(): Bus | null {
  const url = getEnv().REDIS_URL;
  if (!url) return null;
  const held = globalForBus.__promptloomCacheBus;
  if (held && held.url === url && !held.closed) return held;
  if (held) void closeCacheBus();
  return (globalForBus.__promptloomCacheBus = startBus(url));
}

function publish(cache: string, key: string | null): void {
  const current = bus();
  if (!current) return;
  const message: Message = { from: current.instance, cache, key };
  const sent = current.publisher
    .then((publisher) => publisher.publish(CACHE_BUS_CHANNEL, JSON.stringify(message)))
    .catch((error: Error) => logger().warn({ cause: error.message, cache }, 'cache bus: publish failed'))
    .finally(() => current.pending.delete(sent));
  current.pending.add(sent);
}

/**
 * A named process cache (lib/cache.ts) whose delete and clear reach every instance: they drop the
 * entries here and publish the same on Redis when REDIS_URL is set.
 */
export function createSharedCache<V extends NonNullable<unknown>>(options: { name: string; max: number; ttlMs: number }): Cache<V> {
  const local = createCache<V>(options);
  sharedCaches().set(options.name, local as Cache<NonNullable<unknown>>);
  const isServing = () => {
    const current = bus();
    return current === null || current.listening;
  };
  return {
    get: (key) => (isServing() ? local.get(key) : undefined),
    set: (key, value, since) => {
      if (isServing()) local.set(key, value, since);
    },
    version: () => local.version(),
    delete: (key) => {
      local.delete(key);
      publish(options.name, key);
    },
    clear: () => {
      local.clear();
      publish(options.name, null);
    },
    get size() {
      return local.size;
    },
  };
}

/** Start listening now rather than on the first cache use (a server's start; tests). Resolves once it listens. */
export async function startCacheBus(timeoutMs = 5_000): Promise<boolean> {
  const current = bus();
  if (!current) return false;
  const end = Date.now() + timeoutMs;
  while (!current.listening && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return current.listening;
}

/** Close this process's Redis connections (tests, scripts that end). */
export async function closeCacheBus(): Promise<void> {
  const held = globalForBus.__promptloomCacheBus;
  if (!held) return;
  held.closed = true;
  held.listening = false;
  globalForBus.__promptloomCacheBus = undefined;
  held.subscriber?.disconnect();
  await Promise.all(held.pending);
  const publisher = await held.publisher.catch(() => null);
  publisher?.disconnect();
}
