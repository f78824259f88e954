// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { closeMerges, forgetLocalMemory, mergeOnce, reopenMerges } from '@/hooks/parameter-memory-storage';

// The sign-in merge of the parameter memory runs once per person and page load: the nav bar's user
// sync and every screen that shows the memory join the same run (hooks/use-parameter-memory-sync.ts).

describe('mergeOnce', () => {
  it('runs once for a person however many ask, again for another person, and again after sign-out', async () => {
    forgetLocalMemory();
    const merge = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
    const first = mergeOnce('u1', merge);
    expect(mergeOnce('u1', merge)).toBe(first);
    await first;
    await mergeOnce('u1', merge);
    expect(merge).toHaveBeenCalledTimes(1);
    await mergeOnce('u2', merge);
    expect(merge).toHaveBeenCalledTimes(2);
    // Signing out forgets the device's memory; the next sign-in must take the server's in again.
    forgetLocalMemory();
    await mergeOnce('u2', merge);
    expect(merge).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed run: whoever asks next tries again, and those who waited hear of the failure', async () => {
    forgetLocalMemory();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const waiting = mergeOnce('u3', failing);
    await expect(waiting).rejects.toThrow('offline');
    const working = vi.fn(() => Promise.resolve());
    await mergeOnce('u3', working);
    expect(working).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('sign-out waits for the merge under way, then no merge starts until the memory is forgotten or the sign-out failed', async () => {
    forgetLocalMemory();
    let finish!: () => void;
    const running = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    void mergeOnce('u4', running);
    let closed = false;
    const closing = closeMerges().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(closed).toBe(false);
    finish();
    await closing;
    // Closed: asked again (a screen's retry, another person), nothing runs.
    const later = vi.fn(() => Promise.resolve());
    await mergeOnce('u5', later);
    expect(later).not.toHaveBeenCalled();
    // A failed sign-out opens them again; so does forgetting the memory (the sign-out done).
    reopenMerges();
    await mergeOnce('u5', later);
    expect(later).toHaveBeenCalledTimes(1);
    await closeMerges();
    forgetLocalMemory();
    await mergeOnce('u6', later);
    expect(later).toHaveBeenCalledTimes(2);
  });
});

