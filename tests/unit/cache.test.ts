import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/lib/cache';

afterEach(() => vi.useRealTimers());

describe('createCache', () => {
  it('an entry is served until its time to live has passed, then it is gone', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const cache = createCache<number>({ name: 'test-ttl', max: 10, ttlMs: 1000 });
    cache.set('a', 1);
    vi.setSystemTime(new Date('2026-01-01T00:00:00.999Z'));
    expect(cache.get('a')).toBe(1);
    vi.setSystemTime(new Date('2026-01-01T00:00:01.001Z'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most max entries, dropping the least recently used', () => {
    const cache = createCache<string>({ name: 'test-lru', max: 2, ttlMs: 60_000 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    expect(cache.size).toBe(2);
  });

  it('delete and clear forget entries', () => {
    const cache = createCache<number>({ name: 'test-forget', max: 10, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('a value read before a delete or clear is not kept after it (the session or row of a deleted account would come back)', () => {
    const cache = createCache<number>({ name: 'test-since', max: 10, ttlMs: 60_000 });
    const before = cache.version();
    cache.delete('row');
    cache.set('row', 1, before);
    expect(cache.get('row')).toBeUndefined();
    const beforeClear = cache.version();
    cache.clear();
    cache.set('row', 2, beforeClear);
    expect(cache.get('row')).toBeUndefined();
    cache.set('row', 3, cache.version());
    expect(cache.get('row')).toBe(3);
  });

  it('one name is one cache in the process, however many module instances ask for it (Next bundles a module once per layer)', async () => {
    const first = createCache<number>({ name: 'test-shared', max: 10, ttlMs: 60_000 });
    vi.resetModules();
    const again = (await import('@/lib/cache')).createCache<number>({ name: 'test-shared', max: 10, ttlMs: 60_000 });
    first.set('row', 1);
    expect(again.get('row')).toBe(1);
    again.delete('row');
    expect(first.get('row')).toBeUndefined();
    expect(createCache<number>({ name: 'test-other', max: 10, ttlMs: 60_000 }).get('row')).toBeUndefined();
  });
});
