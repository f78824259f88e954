import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { syncUserWithRetry } from '@/hooks/queries/user';

// While the database is down the server answers 503; the client retries and never
// treats that as a signed-out session (only 401 is).

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unavailable = () => answer(503, { error: 'The service is temporarily unavailable.', code: 'SERVICE_UNAVAILABLE', status: 503 });

describe('syncUserWithRetry', () => {
  it('retries a 503 and succeeds once the server is back', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(answer(200, { _id: 'u1' }));
    vi.stubGlobal('fetch', fetch);
    await expect(syncUserWithRetry(async () => {})).resolves.toEqual({ _id: 'u1' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up on a lasting outage with the 503 error, not a 401', async () => {
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => unavailable()));
    const error = await syncUserWithRetry(async () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
  });

  it('does not retry a 401', async () => {
    const fetch = vi.fn().mockImplementation(async () => answer(401, { error: 'Authentication required', code: 'UNAUTHORIZED', status: 401 }));
    vi.stubGlobal('fetch', fetch);
    await expect(syncUserWithRetry(async () => {})).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
