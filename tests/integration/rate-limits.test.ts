import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import * as trackRoute from '@/app/api/events/track/route';
import * as lifetimeRoute from '@/app/api/checkout/lifetime/route';
import { startLifetimeCheckoutAction } from '@/actions/billing';
import { definitionOf, runAction } from '@/lib/action';
import { viewerFromHeaders } from '@/lib/services/viewer';
import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { seedLibrary } from '@/lib/seed';
import { prompts } from '@/models/schema';
import { listPromptRows } from '@/models/prompts';
import { asBearer, asCookie, call, persona, signUp, uniqueEmail, type Session } from '../factories';
import { PEER_ADDRESS_HEADER, peerHeaderValue } from '@/lib/security/peer-address';
import { settleMail } from '@/lib/services/mail';
import { listOutboxMails } from '@/models/mail-outbox';
import { isRedisUp, redisRequired, redisUrl } from '../redis';

// Writes per user, tracked events per user and prompt, sign-in and sign-up per
// address and per email; each over-limit answer is a 429 in the standard shape with Retry-After.

const SETTINGS = ['RATE_LIMIT_WRITES_PER_MINUTE', 'RATE_LIMIT_EVENTS_PER_PROMPT', 'RATE_LIMIT_AUTH_PER_IP', 'RATE_LIMIT_AUTH_PER_EMAIL', 'RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR', 'RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL', 'RATE_LIMIT_LIFETIME_CHECKOUTS_PER_IP', 'LOCAL_CHECKOUT', 'REDIS_URL'];
function configure(values: Record<string, string>) {
  for (const name of SETTINGS) delete process.env[name];
  Object.assign(process.env, values);
  resetEnvCache();
  resetRateLimits();
}
afterEach(() => configure({}));

let promptIds: string[] = [];
beforeAll(async () => {
  await seedLibrary(await getDb());
  const { rows } = await listPromptRows({ viewerId: 'nobody', viewerIsAdmin: false, accessLevel: 'free', page: 1, pageSize: 2 });
  promptIds = rows.map((r) => r.id);
});

const createCategory = (who: Session, name = `Cat ${Math.random().toString(36).slice(2, 8)}`) =>
  call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asCookie(who), body: { name } });

function expectRateLimited(res: { status: number; body: any; response: Response }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED', status: 429 });
  expect(Number(res.response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('writes per user', () => {
  it('the write past RATE_LIMIT_WRITES_PER_MINUTE answers 429 and creates nothing; other users and reads go on', async () => {
    configure({ RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    const [a, b] = await Promise.all([persona('trial'), persona('trial')]);
    for (let i = 0; i < 3; i++) expect((await createCategory(a)).status).toBe(201);
    expectRateLimited(await createCategory(a, 'One too many'));
    const list = await call(userCategoriesRoute.GET, { path: '/api/user-categories', headers: asBearer(a) });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { name: string }) => c.name)).not.toContain('One too many');
    expect((await createCategory(b)).status).toBe(201);
  });

  it('the default is high enough for a person working fast (30 writes in a row)', async () => {
    const a = await persona('trial');
    for (let i = 0; i < 30; i++) expect((await createCategory(a)).status).toBe(201);
  });
});

describe('tracked events per user and prompt', () => {
  it('a person cannot raise one prompt’s popularity past RATE_LIMIT_EVENTS_PER_PROMPT', async () => {
    configure({ RATE_LIMIT_EVENTS_PER_PROMPT: '2' });
    const who = await persona('free');
    const db = await getDb();
    const score = async (id: string) => (await db.select().from(prompts).where(eq(prompts.id, id)))[0]!.popularityScore;
    const [first, second] = promptIds as [string, string];
    const before = await score(first);
    const track = (promptId: string) =>
      call(trackRoute.POST, { method: 'POST', path: '/api/events/track', headers: asCookie(who), body: { eventType: 'generate', promptId } });
    expect((await track(first)).status).toBe(200);
    expect((await track(first.toUpperCase())).status).toBe(200);
    // Another spelling of the same id is the same prompt.
    expectRateLimited(await track(first.toUpperCase()));
    expectRateLimited(await track(first));
    expect(await score(first)).toBe(before + 2);
    expect((await track(second)).status).toBe(200);
  });
});

describe('lifetime checkouts per address', () => {
  it('one address cannot hold every lifetime spot through many accounts', async () => {
    configure({ RATE_LIMIT_LIFETIME_CHECKOUTS_PER_IP: '2', LOCAL_CHECKOUT: 'on' });
    const buyers = await Promise.all([persona('free'), persona('free'), persona('free')]);
    const open = (who: Session, ip: string) => call(lifetimeRoute.POST, { method: 'POST', path: '/api/checkout/lifetime', headers: { ...asBearer(who), [PEER_ADDRESS_HEADER]: peerHeaderValue(ip) } });
    expect((await open(buyers[0]!, '203.0.113.50')).status).toBe(200);
    expect((await open(buyers[1]!, '203.0.113.50')).status).toBe(200);
    expectRateLimited(await open(buyers[2]!, '203.0.113.50'));
    expect((await open(buyers[2]!, '203.0.113.51')).status).toBe(200);
  });

  it("the pricing page's action counts against the same per-address limit", async () => {
    configure({ RATE_LIMIT_LIFETIME_CHECKOUTS_PER_IP: '1', LOCAL_CHECKOUT: 'on' });
    const buyers = await Promise.all([persona('free'), persona('free')]);
    const viaAction = (who: Session, ip: string) =>
      runAction(definitionOf(startLifetimeCheckoutAction), () => viewerFromHeaders(new Headers(asCookie(who))), {}, {}, { ip });
    expect((await viaAction(buyers[0]!, '203.0.113.60')).ok).toBe(true);
    expect(await viaAction(buyers[1]!, '203.0.113.60')).toMatchObject({ ok: false, status: 429, code: 'RATE_LIMITED' });
    expect((await viaAction(buyers[1]!, '203.0.113.61')).ok).toBe(true);
  });
});

describe('sign-in and sign-up', () => {
  // `ip` is the connection's address (the server process writes it into PEER_ADDRESS_HEADER); `forwarded` what the client claims.
  const signIn = (email: string, ip: string, password = 'wrong-password-123', forwarded?: string) =>
    call(localAuthRoute.POST, {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { [PEER_ADDRESS_HEADER]: peerHeaderValue(ip), ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
      body: { email, password },
    });

  it('per address: attempts past RATE_LIMIT_AUTH_PER_IP answer 429 in our shape; another address goes on', async () => {
    configure({ RATE_LIMIT_AUTH_PER_IP: '3' });
    for (let i = 0; i < 3; i++) expect((await signIn(uniqueEmail(), '203.0.113.7')).status).toBe(401);
    expectRateLimited(await signIn(uniqueEmail(), '203.0.113.7'));
    // A client cannot pick its bucket by writing its own X-Forwarded-For (no proxy is trusted by default).
    expectRateLimited(await signIn(uniqueEmail(), '203.0.113.7', undefined, '198.51.100.1'));
    expect((await signIn(uniqueEmail(), '203.0.113.8')).status).toBe(401);
  });

  it('a form-encoded attempt cannot slip past the per-email limit: credential calls take JSON only (415)', async () => {
    const victim = await signUp();
    const res = await localAuthRoute.POST(
      new Request('http://localhost:3000/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', [PEER_ADDRESS_HEADER]: peerHeaderValue('203.0.113.30') },
        body: new URLSearchParams({ email: victim.email, password: 'guess-number-1' }).toString(),
      }),
    );
    expect(res.status).toBe(415);
  });

  it('a sign-up name longer than the form allows (100) is a 400, not stored', async () => {
    const res = await call(localAuthRoute.POST, {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: { email: uniqueEmail(), password: 'correct-horse-battery', name: 'n'.repeat(101) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Name must be at most 100 characters' });
  });

  it('password changes are limited per address too (a stolen session guessing the current password)', async () => {
    configure({ RATE_LIMIT_AUTH_PER_IP: '2' });
    const who = await signUp();
    const change = () =>
      call(localAuthRoute.POST, {
        method: 'POST',
        path: '/api/auth/change-password',
        headers: { ...asBearer(who), [PEER_ADDRESS_HEADER]: peerHeaderValue('203.0.113.40') },
        body: { currentPassword: 'a-wrong-guess-1', newPassword: 'new-password-123' },
      });
    expect((await change()).status).toBe(400);
    expect((await change()).status).toBe(400);
    expectRateLimited(await change());
  });

  // 10 wrong passwords from anywhere used to lock the owner out of sign-in and reset.
  it('10 wrong passwords from one address stop that address for that email; the right password from a new address still signs in, and the reset still mails', async () => {
    const victim = await signUp();
    for (let i = 0; i < 10; i++) expect((await signIn(victim.email, '203.0.113.20')).status).toBe(401);
    expectRateLimited(await signIn(victim.email, '203.0.113.20'));
    // Even the right password, from the attacker's address.
    expectRateLimited(await signIn(victim.email, '203.0.113.20', 'correct-horse-battery'));
    // The same address may still try other emails (its own per-address limit aside).
    expect((await signIn(uniqueEmail(), '203.0.113.20')).status).toBe(401);
    expect((await signIn(victim.email, '203.0.113.21', 'correct-horse-battery')).status).toBe(200);
    const reset = await call(localAuthRoute.POST, {
      method: 'POST',
      path: '/api/auth/request-password-reset',
      headers: { [PEER_ADDRESS_HEADER]: peerHeaderValue('203.0.113.21') },
      body: { email: victim.email, redirectTo: '/reset-password' },
    });
    expect(reset.status).toBe(200);
  });

  it('a right password clears its pair’s failures', async () => {
    configure({ RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR: '3' });
    const who = await signUp();
    for (let i = 0; i < 2; i++) expect((await signIn(who.email, '203.0.113.23')).status).toBe(401);
    expect((await signIn(who.email, '203.0.113.23', 'correct-horse-battery')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(who.email, '203.0.113.23')).status).toBe(401);
    expectRateLimited(await signIn(who.email, '203.0.113.23'));
  });

  it('failures from many addresses stop at the per-email ceiling (RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL), with Retry-After', async () => {
    configure({ RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '3' });
    const victim = await signUp();
    expect((await signIn(victim.email, '203.0.113.24')).status).toBe(401);
    expect((await signIn(victim.email.toUpperCase(), '203.0.113.25')).status).toBe(401);
    expect((await signIn(victim.email, '203.0.113.26')).status).toBe(401);
    const limited = await signIn(victim.email, '203.0.113.27', 'correct-horse-battery');
    expectRateLimited(limited);
    // The wait runs to the end of the hour's window, not forever.
    expect(Number(limited.response.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });

  it('20 parallel wrong passwords from one address: at most 10 reach the password check, the rest answer 429', async () => {
    const victim = await signUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(victim.email, '203.0.113.60')));
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(10);
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
  });

  it('past the per-email ceiling, an address that signed in to the account before still signs in, and a reset through the mailed link clears the ceiling', async () => {
    configure({ RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '3' });
    const victim = await signUp(undefined, 'first-password-1');
    // The owner's own device signed in before.
    expect((await signIn(victim.email, '198.51.100.80', 'first-password-1')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(victim.email, `203.0.113.${70 + i}`)).status).toBe(401);
    expectRateLimited(await signIn(victim.email, '203.0.113.79', 'first-password-1'));
    // The known device is stopped only by its own pair's count.
    const again = await signIn(victim.email, '198.51.100.80', 'first-password-1');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    // From a new address, the reset through the mailed link lets the owner back in at once.
    expect(
      (await call(localAuthRoute.POST, { method: 'POST', path: '/api/auth/request-password-reset', headers: { [PEER_ADDRESS_HEADER]: peerHeaderValue('198.51.100.81') }, body: { email: victim.email } })).status,
    ).toBe(200);
    await settleMail();
    const mail = (await listOutboxMails(1000)).find((m) => m.to === victim.email && m.subject === 'Reset your Promptloom password')!;
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    const reset = await call(localAuthRoute.POST, { method: 'POST', path: '/api/auth/reset-password', headers: { [PEER_ADDRESS_HEADER]: peerHeaderValue('198.51.100.81') }, body: { token, newPassword: 'second-password-2' } });
    expect(reset.status).toBe(200);
    expect((await signIn(victim.email, '198.51.100.81', 'second-password-2')).status).toBe(200);
  });

  it('sign-in failures and reset requests never share a bucket: a flood of resets leaves sign-in alone, and the reverse', async () => {
    configure({ RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: '2' });
    const who = await signUp();
    const requestReset = (ip: string) =>
      call(localAuthRoute.POST, { method: 'POST', path: '/api/auth/request-password-reset', headers: { [PEER_ADDRESS_HEADER]: peerHeaderValue(ip) }, body: { email: who.email, redirectTo: '/reset-password' } });
    for (let i = 0; i < 2; i++) expect((await signIn(who.email, `203.0.113.${30 + i}`)).status).toBe(401);
    expectRateLimited(await signIn(who.email, '203.0.113.33', 'correct-horse-battery'));
    expect((await requestReset('203.0.113.34')).status).toBe(200);
    const other = await signUp();
    for (let i = 0; i < 6; i++)
      await call(localAuthRoute.POST, { method: 'POST', path: '/api/auth/request-password-reset', headers: { [PEER_ADDRESS_HEADER]: peerHeaderValue(`203.0.113.${40 + i}`) }, body: { email: other.email, redirectTo: '/reset-password' } });
    expect((await signIn(other.email, '203.0.113.50', 'correct-horse-battery')).status).toBe(200);
  });
});

// The limits are shared by every instance through Redis (tests/redis.ts: required in CI).
const redisUp = await isRedisUp();

describe.runIf(redisUp || redisRequired)('with REDIS_URL', () => {
  it('counts in Redis, so a second instance (fresh limiters) sees the first one’s writes', async () => {
    configure({ RATE_LIMIT_WRITES_PER_MINUTE: '3', REDIS_URL: redisUrl });
    const a = await persona('trial');
    for (let i = 0; i < 2; i++) expect((await createCategory(a)).status).toBe(201);
    resetRateLimits(); // a second instance: no limiter objects, no memory of its own
    expect((await createCategory(a)).status).toBe(201);
    expectRateLimited(await createCategory(a));
  });

  it('while Redis cannot be reached, writes go on, limited in memory', async () => {
    configure({ RATE_LIMIT_WRITES_PER_MINUTE: '2', REDIS_URL: 'redis://127.0.0.1:1' });
    const a = await persona('trial');
    expect((await createCategory(a)).status).toBe(201);
    expect((await createCategory(a)).status).toBe(201);
    expectRateLimited(await createCategory(a));
  });
});
