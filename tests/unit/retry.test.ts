import { describe, expect, it } from 'vitest';
import { SYNC_RETRIES, syncBackoffMs } from '@/lib/constants';
import { NetworkError, withRetry } from '@/lib/retry';

describe('withRetry (spec P1 §4 user sync)', () => {
  it('retries a network failure 3 times waiting 1 s, 2 s and 4 s, then gives up', async () => {
    const waits: number[] = [];
    let calls = 0;
    const attempt = withRetry(
      async () => {
        calls++;
        throw new NetworkError();
      },
      { retries: SYNC_RETRIES, delayMs: syncBackoffMs, sleep: async (ms) => void waits.push(ms) },
    );
    await expect(attempt).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('answers as soon as a retry succeeds', async () => {
    let calls = 0;
    const value = await withRetry(
      async () => {
        if (++calls < 3) throw new NetworkError();
        return 'synced';
      },
      { retries: 3, delayMs: syncBackoffMs, sleep: async () => {} },
    );
    expect(value).toBe('synced');
    expect(calls).toBe(3);
  });

  it('does not retry an HTTP error answer', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new Error('401');
        },
        { retries: 3, delayMs: syncBackoffMs, sleep: async () => {} },
      ),
    ).rejects.toThrow('401');
    expect(calls).toBe(1);
  });
});
