import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { GET as live } from '@/app/api/health/live/route';
import { POST as syncRoute } from '@/app/api/user/sync/route';
import { POST as paddleWebhook } from '@/app/api/webhooks/paddle/route';
import { resetEnvCache } from '@/lib/env';
import { publicRoute } from '@/lib/http';
import { setLogDestination } from '@/lib/logger';
import { call } from '../factories';

// Every API answer carries `x-request-id` (the caller's when sane, else a new one), and a
// server error is logged, as JSON, with the same id. The error body keeps the API's one shape.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let lines: Record<string, unknown>[] = [];

beforeEach(() => {
  lines = [];
  process.env.LOG_LEVEL = 'info';
  resetEnvCache();
  setLogDestination({ write: (line: string) => void lines.push(JSON.parse(line)) });
});

afterEach(() => {
  delete process.env.LOG_LEVEL;
  resetEnvCache();
  setLogDestination(undefined);
});

describe('request ids', () => {
  it('an API answer carries a new request id when the request has none', async () => {
    const { status, response } = await call(health, { path: '/api/health' });
    expect(status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });

  it("the caller's x-request-id is answered back, on a failure too", async () => {
    const ok = await call(health, { path: '/api/health', headers: { 'x-request-id': 'edge-42.abc' } });
    expect(ok.response.headers.get('x-request-id')).toBe('edge-42.abc');
    const unauthorized = await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: { 'x-request-id': 'edge-43' } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.response.headers.get('x-request-id')).toBe('edge-43');
  });

  it('a request id that is not a sane token is replaced', async () => {
    const { response } = await call(health, { path: '/api/health', headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });

  it('routes outside route() carry it too: liveness, the Paddle webhook', async () => {
    expect((await call(live, { path: '/api/health/live' })).response.headers.get('x-request-id')).toMatch(UUID);
    const webhook = await call(paddleWebhook, { method: 'POST', path: '/api/webhooks/paddle', body: {}, headers: { 'x-request-id': 'pdl-1' } });
    expect(webhook.status).toBeGreaterThanOrEqual(400);
    expect(webhook.response.headers.get('x-request-id')).toBe('pdl-1');
  });

  it('a thrown bug answers 500 in the one error shape, and its log line carries the request id', async () => {
    const broken = publicRoute(async () => {
      throw new Error('kaboom');
    });
    const { status, body, response } = await call(broken, { path: '/api/broken', headers: { 'x-request-id': 'req-500' } });
    expect(status).toBe(500);
    expect(body).toEqual({ error: 'Internal server error', code: 'UNKNOWN_ERROR', status: 500 });
    expect(response.headers.get('x-request-id')).toBe('req-500');
    const logged = lines.find((l) => l.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, requestId: 'req-500', where: 'GET /api/broken', err: { message: 'kaboom' } });
  });

  it('LOG_LEVEL above error keeps the line out', async () => {
    process.env.LOG_LEVEL = 'fatal';
    resetEnvCache();
    const broken = publicRoute(async () => {
      throw new Error('quiet');
    });
    await call(broken, { path: '/api/broken' });
    expect(lines).toEqual([]);
  });
});
