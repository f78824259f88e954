import { LRUCache } from 'lru-cache';

// The one in-process cache: a bounded LRU whose entries expire. Short-lived copies of rows and
// counts that other processes may change too, so every use states how stale it may be.

export type Cache<V extends NonNullable<unknown>> = {
  get(key: string): V | undefined;
  /**
   * Keep a value. With `since` (a `version()` taken before the value was read), nothing is kept when
   * a delete or clear came in between: the value was read before what it forgot, and would bring
   * back what it forgot (a session or user deleted meanwhile) for the time to live.
   */
  set(key: string, value: V, since?: number): void;
  /** Counts the deletes and clears so far: take it before reading a value to `set`. */
  version(): number;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
};

// Next.js bundles route handlers, server components and server actions separately, and a module
// imported by more than one of them is instantiated once per bundle. A cache that lived in the
// module would then be several caches: a server action forgetting a row would leave the API's copy
// in place. Named caches live on globalThis instead, one per name per process.
const globalForCaches = globalThis as unknown as {
  __promptloomCaches?: Map<string, LRUCache<string, NonNullable<unknown>>>;
  __promptloomCacheVersions?: Map<string, number>;
};
const versions = () => (globalForCaches.__promptloomCacheVersions ??= new Map());
const bump = (name: string) => versions().set(name, (versions().get(name) ?? 0) + 1);

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
    set: (key, value, since) => {
      if (since === undefined || since === (versions().get(options.name) ?? 0)) lru.set(key, value);
    },
    version: () => versions().get(options.name) ?? 0,
    delete: (key) => {
      bump(options.name);
      lru.delete(key);
    },
    clear: () => {
      bump(options.name);
      lru.clear();
    },
    get size() {
      return lru.size;
    },
  };
}
