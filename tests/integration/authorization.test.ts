import { beforeAll, describe, expect, it } from 'vitest';
import * as categoriesRoute from '@/app/api/categories/route';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as syncRoute from '@/app/api/user/sync/route';
import * as subscriptionRoute from '@/app/api/user/subscription/route';
import * as adminSummaryRoute from '@/app/api/admin/analytics/summary/route';
import * as healthRoute from '@/app/api/health/route';
import * as livenessRoute from '@/app/api/health/live/route';
import { getDb } from '@/lib/db';
import { seedLibrary } from '@/lib/seed';
import { listPrompts } from '@/models/prompts';
import { asBearer, asCookie, call, persona, type PersonaKind, type Session } from '../factories';

// The authorization of every API route that exists, for each persona of spec P1 §6.

type Who = 'signedOut' | PersonaKind;
const everyone: Who[] = ['signedOut', 'free', 'trial', 'pro', 'admin'];
const sessions = {} as Record<PersonaKind, Session>;
let proPromptId = '';

beforeAll(async () => {
  await seedLibrary(await getDb());
  for (const kind of ['free', 'trial', 'pro', 'admin'] as const) sessions[kind] = await persona(kind);
  const { rows } = await listPrompts({ viewerId: 'nobody', viewerIsAdmin: true, accessLevel: 'pro', page: 1, pageSize: 1 });
  proPromptId = rows[0]!.id;
});

const headersFor = (who: Who, via: 'cookie' | 'bearer' = 'cookie') =>
  who === 'signedOut' ? {} : via === 'cookie' ? asCookie(sessions[who]) : asBearer(sessions[who]);

type Case = {
  name: string;
  handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
  method?: string;
  path: string;
  params?: () => Record<string, string>;
  expected: Record<Who, number>;
  deniedCode?: string;
};

const cases: Case[] = [
  { name: 'GET /api/health', handler: healthRoute.GET, path: '/api/health', expected: { signedOut: 200, free: 200, trial: 200, pro: 200, admin: 200 } },
  { name: 'GET /api/health/live', handler: livenessRoute.GET, path: '/api/health/live', expected: { signedOut: 200, free: 200, trial: 200, pro: 200, admin: 200 } },
  { name: 'GET /api/categories', handler: categoriesRoute.GET, path: '/api/categories', expected: { signedOut: 401, free: 200, trial: 200, pro: 200, admin: 200 } },
  { name: 'POST /api/user/sync', handler: syncRoute.POST, method: 'POST', path: '/api/user/sync', expected: { signedOut: 401, free: 200, trial: 200, pro: 200, admin: 200 } },
  { name: 'GET /api/user/subscription', handler: subscriptionRoute.GET, path: '/api/user/subscription', expected: { signedOut: 401, free: 200, trial: 200, pro: 200, admin: 200 } },
  {
    name: 'GET /api/user-categories',
    handler: userCategoriesRoute.GET,
    path: '/api/user-categories',
    expected: { signedOut: 401, free: 403, trial: 200, pro: 200, admin: 200 },
    deniedCode: 'PREMIUM_FEATURE_REQUIRED',
  },
  { name: 'GET /api/prompts', handler: promptsRoute.GET, path: '/api/prompts', expected: { signedOut: 401, free: 200, trial: 200, pro: 200, admin: 200 } },
  {
    name: 'GET /api/prompts/{id} of a pro prompt',
    handler: promptRoute.GET,
    path: '/api/prompts/x',
    params: () => ({ id: proPromptId }),
    expected: { signedOut: 401, free: 403, trial: 200, pro: 200, admin: 200 },
    deniedCode: 'PRO_CONTENT',
  },
  {
    name: 'GET /api/admin/analytics/summary',
    handler: adminSummaryRoute.GET,
    path: '/api/admin/analytics/summary',
    expected: { signedOut: 401, free: 403, trial: 403, pro: 403, admin: 200 },
    deniedCode: 'PERMISSION_DENIED',
  },
];

describe.each(cases)('$name', (c) => {
  it.each(everyone)('answers the right status for %s (browser session)', async (who) => {
    const { status, body } = await call(c.handler, { method: c.method, path: c.path, params: c.params?.(), headers: headersFor(who) });
    expect(status).toBe(c.expected[who]);
    if (status === 401) expect(body).toEqual({ error: 'Authentication required', code: 'UNAUTHORIZED', status: 401 });
    if (status === 403) {
      expect(body.status).toBe(403);
      expect(body.code).toBe(c.deniedCode);
      expect(typeof body.error).toBe('string');
    }
  });

  it('answers the same with an Authorization: Bearer token', async () => {
    for (const who of everyone) {
      const { status } = await call(c.handler, { method: c.method, path: c.path, params: c.params?.(), headers: headersFor(who, 'bearer') });
      expect(status, who).toBe(c.expected[who]);
    }
  });
});

describe('pro content protection', () => {
  it('a free user whose trial ended gets 403 and no content for a pro prompt', async () => {
    const { status, body } = await call(promptRoute.GET, { path: '/api/prompts/x', params: { id: proPromptId }, headers: asCookie(sessions.free) });
    expect(status).toBe(403);
    expect(body).not.toHaveProperty('content');
    expect(JSON.stringify(body)).not.toContain('Role:');
  });

  it('the list shows a free user only the card preview of pro prompts, marked locked', async () => {
    const { body } = await call(promptsRoute.GET, { path: '/api/prompts?showOnlyProPrompts=true', headers: asCookie(sessions.free) });
    expect(body.prompts.length).toBeGreaterThan(0);
    for (const p of body.prompts) {
      expect(p.locked).toBe(true);
      expect(p.content.length).toBeLessThanOrEqual(150);
    }
  });
});

describe('the error shape', () => {
  it('a malformed query is a 400 with field messages', async () => {
    const { status, body } = await call(promptsRoute.GET, { path: '/api/prompts?page=abc', headers: asCookie(sessions.pro) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, fields: { page: 'page must be a number' } });
  });

  it('a malformed or unknown prompt id is a 404, never a crash', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "'; drop table prompts; --"]) {
      const { status, body } = await call(promptRoute.GET, { path: '/api/prompts/x', params: { id }, headers: asCookie(sessions.pro) });
      expect(status).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
    }
  });
});
