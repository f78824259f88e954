import { beforeAll, describe, expect, it } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as syncRoute from '@/app/api/user/sync/route';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { BASE, asBearer, asCookie, call, persona, uniqueEmail, type Session } from '../factories';

// A cookie-authenticated write must come from one of our own origins and
// carry JSON; bearer-token calls, which a browser never sends by itself, work from anywhere.

let trial: Session;
beforeAll(async () => {
  trial = await persona('trial');
});

const countCategories = async () =>
  ((await call(userCategoriesRoute.GET, { path: '/api/user-categories', headers: asBearer(trial) })).body as unknown[]).length;

describe('cross-site writes with the session cookie', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike port', { origin: 'http://localhost:3001' }],
    ['an opaque origin', { origin: 'null' }],
    ['no Origin at all', { origin: '' }],
    ['no Origin and a cross-site fetch', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('are refused from %s with 403 and change nothing', async (_name, extra) => {
    const before = await countCategories();
    const res = await call(userCategoriesRoute.POST, {
      method: 'POST',
      path: '/api/user-categories',
      headers: { ...asCookie(trial), ...extra },
      body: { name: `Forged ${Math.random()}` },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Cross-site request refused', code: 'PERMISSION_DENIED', status: 403 });
    expect(await countCategories()).toBe(before);
  });

  it('refuses a form-encodable body (text/plain) even from our origin, with 415', async () => {
    const before = await countCategories();
    const response = await userCategoriesRoute.POST(
      new Request(`${BASE}/api/user-categories`, {
        method: 'POST',
        headers: { ...asCookie(trial), origin: BASE, 'content-type': 'text/plain' },
        body: JSON.stringify({ name: 'Plain text' }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Content-Type must be application/json' });
    expect(await countCategories()).toBe(before);
  });

  it('refuses bodiless cookie writes (delete, sync) from another site', async () => {
    const created = await call(promptsRoute.POST, {
      method: 'POST',
      path: '/api/prompts',
      headers: asBearer(trial),
      body: { title: 'Keep me safe', description: 'A prompt a forged request tries to delete', content: 'Hello !<Name>!', category: await firstCategory() },
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const forged = await call(promptRoute.DELETE, { method: 'DELETE', path: `/api/prompts/${id}`, params: { id }, headers: { ...asCookie(trial), origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect((await call(promptRoute.GET, { path: `/api/prompts/${id}`, params: { id }, headers: asBearer(trial) })).status).toBe(200);
    const sync = await call(syncRoute.POST, { method: 'POST', path: '/api/user/sync', headers: { ...asCookie(trial), origin: '' } });
    expect(sync.status).toBe(403);
  });

  it('accepts our own origin, the loopback twin of APP_URL, and a same-origin fetch without Origin', async () => {
    const allowed: Record<string, string>[] = [{ origin: BASE }, { origin: 'http://127.0.0.1:3000' }, { origin: '', 'sec-fetch-site': 'same-origin' }];
    for (const extra of allowed) {
      const res = await call(parametersRoute.PUT, {
        method: 'PUT',
        path: '/api/user/parameters',
        headers: { ...asCookie(trial), ...extra },
        body: { parameters: { name: { value: 'Ada', aliases: [], isCore: true } } },
      });
      expect(res.status, JSON.stringify(extra)).toBeLessThan(300);
    }
  });

  it.each([
    ['a junk bearer token', 'Bearer junk.junk'],
    ['a bearer token after a tab', 'Bearer\tjunk'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('an Authorization header with %s never borrows the cookie: 401, nothing written', async (_name, authorization) => {
    const before = await countCategories();
    const res = await call(userCategoriesRoute.POST, {
      method: 'POST',
      path: '/api/user-categories',
      headers: { ...asCookie(trial), authorization, origin: 'https://evil.example' },
      body: { name: `Borrowed ${Math.random()}` },
    });
    expect(res.status).toBe(401);
    expect(await countCategories()).toBe(before);
  });

  it('a token sent beside a cookie is never remembered as that cookie’s user', async () => {
    const withCookie = await call(userCategoriesRoute.GET, { path: '/api/user-categories', headers: { ...asCookie(trial), authorization: 'Bearer attacker.chosen' } });
    expect(withCookie.status).toBe(401);
    const alone = await call(userCategoriesRoute.GET, { path: '/api/user-categories', headers: { authorization: 'Bearer attacker.chosen' } });
    expect(alone.status).toBe(401);
  });

  it('refuses Origin: null even with Sec-Fetch-Site: same-origin', async () => {
    const res = await call(userCategoriesRoute.POST, {
      method: 'POST',
      path: '/api/user-categories',
      headers: { ...asCookie(trial), origin: 'null', 'sec-fetch-site': 'same-origin' },
      body: { name: `Opaque ${Math.random()}` },
    });
    expect(res.status).toBe(403);
  });

  it('lets bearer-token calls write from any origin', async () => {
    const res = await call(userCategoriesRoute.POST, {
      method: 'POST',
      path: '/api/user-categories',
      headers: { ...asBearer(trial), origin: 'https://tools.example' },
      body: { name: `From a script ${Date.now()}` },
    });
    expect(res.status).toBe(201);
  });

  it('refuses a sign-in or sign-up posted from another site (login CSRF); scripts without Origin still work', async () => {
    const signUpFrom = (origin: string) =>
      call(localAuthRoute.POST, {
        method: 'POST',
        path: '/api/auth/sign-up/email',
        headers: { origin },
        body: { email: uniqueEmail(), password: 'correct-horse-battery', name: 'Someone' },
      });
    const forged = await signUpFrom('https://evil.example');
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ code: 'PERMISSION_DENIED', error: 'Cross-site request refused' });
    expect((await signUpFrom('')).status).toBe(200);
  });
});

async function firstCategory(): Promise<string> {
  const { getDb } = await import('@/lib/db');
  const { categories } = await import('@/models/schema');
  const db = await getDb();
  const [existing] = await db.select().from(categories).limit(1);
  if (existing) return existing.id;
  const [row] = await db.insert(categories).values({ name: 'General' }).returning();
  return row!.id;
}

// Sign-in answers an unknown email exactly as a wrong password. Sign-up does tell that an
// email is taken: it signs a new person in at once (no confirmation mail to wait for), so a taken email
// cannot answer like a new one, and the person must learn why nothing happened (docs/security.md,
// "Account enumeration"). What it tells is that one fact, in one fixed answer, and the per-address and
// per-email limits bound how fast anyone can probe (rate-limits.test.ts).
describe('account enumeration', () => {
  it('sign-in answers an unknown email and a wrong password the same way', async () => {
    const known = await persona('free');
    const attempt = (email: string) =>
      call(localAuthRoute.POST, { method: 'POST', path: '/api/auth/sign-in/email', body: { email, password: 'not-the-password-1' } });
    const [wrongPassword, unknownEmail] = [await attempt(known.email), await attempt(uniqueEmail('nobody'))];
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('sign-up with a taken email says so in one fixed answer, whatever the password and name, and signs nobody in', async () => {
    const known = await persona('free');
    const attempt = (password: string, name: string) =>
      call(localAuthRoute.POST, { method: 'POST', path: '/api/auth/sign-up/email', body: { email: known.email, password, name } });
    const [a, b] = [await attempt('correct-horse-battery', 'Test Person'), await attempt('another-password-9', 'Someone Else')];
    expect(a.status).toBe(422);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(JSON.stringify(a.body)).not.toContain(known.userId);
    expect(a.response.headers.get('set-cookie') ?? '').not.toMatch(/session_token=[^;]/);
    expect(a.response.headers.get('set-auth-token')).toBeNull();
  });
});

describe('answers in one shape', () => {
  it('an unknown /api/auth path is a JSON 404, not an empty body', async () => {
    const res = await call(localAuthRoute.GET, { path: '/api/auth/no-such-endpoint' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});
