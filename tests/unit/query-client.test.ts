// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fetchesSettled, getQueryClient } from '@/hooks/query-client';
import { ApiError } from '@/lib/api-client';
import { normalizeError } from '@/lib/errors';

// The tab's query client (hooks/query-client.ts): spec P1 §7's two retries for what asking again may
// mend, none for a refusal; and sign-out lets the reads under way finish before the session ends.

const refusal = (status: number) => new ApiError(normalizeError({ error: 'refused', status }));

describe('the tab query client', () => {
  it('asks twice more after a server failure, never again after a refusal', async () => {
    const client = getQueryClient();
    for (const [status, calls] of [[503, 3], [500, 3], [401, 1], [404, 1], [400, 1]] as const) {
      let asked = 0;
      const read = client.fetchQuery({
        queryKey: ['retry', status],
        retryDelay: 0,
        queryFn: () => {
          asked += 1;
          return Promise.reject(refusal(status));
        },
      });
      await expect(read).rejects.toThrow('refused');
      expect(asked, `status ${status}`).toBe(calls);
    }
    // A lost connection is no answer at all: asked again too.
    let asked = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['retry', 'offline'],
        retryDelay: 0,
        queryFn: () => {
          asked += 1;
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      }),
    ).rejects.toThrow();
    expect(asked).toBe(3);
  });

  it('waits for every read under way, failed or not, and one started meanwhile, asking nothing again', async () => {
    const client = getQueryClient();
    client.clear();
    let finish!: (value: string) => void;
    let fail!: (error: Error) => void;
    let later!: (value: string) => void;
    let asked = 0;
    void client.prefetchQuery({
      queryKey: ['slow'],
      queryFn: () => {
        asked += 1;
        return new Promise<string>((resolve) => (finish = resolve));
      },
    });
    void client.prefetchQuery({ queryKey: ['failing'], retry: false, queryFn: () => new Promise<string>((_, reject) => (fail = reject)) });
    await client.prefetchQuery({ queryKey: ['done'], queryFn: () => 'here' });
    let settled = false;
    const waiting = fetchesSettled(client).then(() => (settled = true));
    const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
    await tick();
    expect(settled).toBe(false);
    finish('later');
    // A read that starts while the others are under way is waited for too.
    void client.prefetchQuery({ queryKey: ['meanwhile'], queryFn: () => new Promise<string>((resolve) => (later = resolve)) });
    await tick();
    fail(new Error('offline'));
    await tick();
    expect(settled).toBe(false);
    later('done too');
    await waiting;
    expect(client.getQueryData(['slow'])).toBe('later');
    expect(asked).toBe(1);
    // Nothing under way: at once.
    await fetchesSettled(client);
  });
});
