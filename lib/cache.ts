import { LRUCache } from 'lru-cache';

// The one in-process cache: a bounded LRU whose entries expire. Short-lived copies of rows and
// counts that other processes may change too, so every use states how stale it may be.

export type Cache<V extends NonNullable<unknown>> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
};

// Next.js bundles route handlers, server components and server actions separately, and a module
// imported by more than one of them is instantiated once per bundle. A cache that lived in the
// module would then be several caches: a server action forgetting a row would leave the API's copy
// in place. Named caches live on globalThis instead, one per name per process.
const globalForCaches = globalThis as unknown as { __promptloomCaches?: Map<string, LRUCache<string, NonNullable<unknown>>> };

function sharedLru<V extends NonNullable<unknown>>(name: string, options: { max: number; ttlMs: number }): LRUCache<string, V> {
  const caches = (globalForCaches.__promptloomCaches ??= new Map());
  let lru = caches.get(name);
  if (!lru) {
    lru = new LRUCache<string, NonNullable<unknown>>({
      max: options.max,
      ttl: options.ttlMs,
      // Wall-clock time, so a test that moves Date moves expiry with it.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
    });
    caches.set(name, lru);
  }
  return lru as unknown as LRUCache<string, V>;
}

/** The process's cache called `name` (made on first use; every module instance gets the same one). */
export function createCache<V extends NonNullable<unknown>>(options: { name: string; max: number; ttlMs: number }): Cache<V> {
  const lru = sharedLru<V>(options.name, options);
  return {
    get: (key) => lru.get(key),
    set: (key, value) => void lru.set(key, value),
    delete: (key) => void lru.delete(key),
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}
