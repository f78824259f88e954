import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createOnce, unwrap } from '@/lib/api-client';
import { fail, ok, type Result } from '@/lib/errors';
import { IDEMPOTENCY_MESSAGES } from '@/lib/constants';

// The app's client sends one idempotency key per user action and
// keeps it when it retries a creating action whose answer it lost.

afterEach(() => {
  vi.useRealTimers();
});

describe('createOnce', () => {
  it('retries a lost answer with the same key, and a new action gets a new key', async () => {
    vi.useFakeTimers();
    const action = vi
      .fn<(meta: { idempotencyKey: string }) => Promise<Result<{ _id: string }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(ok({ _id: 'p1' }));
    const created = createOnce(action);
    await vi.runAllTimersAsync();
    await expect(created).resolves.toEqual({ _id: 'p1' });
    const [first, second] = action.mock.calls.map((c) => c[0].idempotencyKey);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);

    await createOnce(action);
    expect(action.mock.calls[2]![0].idempotencyKey).not.toBe(first);
  });

  it('retries a 503 and an in-progress key, with the same key', async () => {
    vi.useFakeTimers();
    const action = vi
      .fn<(meta: { idempotencyKey: string }) => Promise<Result<string>>>()
      .mockResolvedValueOnce(fail(503, 'SERVICE_UNAVAILABLE', 'down'))
      .mockResolvedValueOnce(fail(409, 'CONFLICT', IDEMPOTENCY_MESSAGES.inProgress))
      .mockResolvedValue(ok('done'));
    const created = createOnce(action);
    await vi.runAllTimersAsync();
    await expect(created).resolves.toBe('done');
    expect(new Set(action.mock.calls.map((c) => c[0].idempotencyKey)).size).toBe(1);
  });

  it('does not retry a refused action that answers 409 for its own reason (sold out, already owned)', async () => {
    const action = vi.fn().mockResolvedValue(fail(409, 'CONFLICT', 'The lifetime plan is sold out'));
    await expect(createOnce(action)).rejects.toThrow('The lifetime plan is sold out');
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('does not retry a refusal (4xx other than an in-progress key), and throws it in the one error shape', async () => {
    const action = vi.fn().mockResolvedValue(fail(400, 'VALIDATION_ERROR', 'Title is required', { title: 'Title is required' }));
    const error = await createOnce(action).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({ error: 'Title is required', code: 'VALIDATION_ERROR', status: 400, fields: { title: 'Title is required' } });
    expect(action).toHaveBeenCalledTimes(1);
  });
});

describe('unwrap', () => {
  it('answers the data of a success', async () => {
    await expect(unwrap(Promise.resolve(ok(3)))).resolves.toBe(3);
  });
});
