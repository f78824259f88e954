import { afterEach, describe, expect, it } from 'vitest';
import { POST as syncRoute } from '@/app/api/user/sync/route';
import { GET as subscriptionRoute } from '@/app/api/user/subscription/route';
import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { resetEnvCache } from '@/lib/env';
import { setUserByEmail } from '@/lib/services/operators';
import { markEmailVerified } from '@/lib/services/users';
import { findUserByEmail } from '@/models/users';
import { asBearer, asCookie, BASE, call, signUp, uniqueEmail } from '../factories';

const signInWithPassword = (email: string, password: string) =>
  call(localAuthRoute.POST as never, { method: 'POST', path: '/api/auth/sign-in/email', headers: { origin: BASE }, body: { email, password } });

afterEach(() => {
  delete process.env.ADMIN_EMAILS;
  resetEnvCache();
});

describe('local sign-up and sign-in (better-auth)', () => {
  it('a new user starts a 14-day trial as a regular user, with a hashed password', async () => {
    const session = await signUp();
    const { status, body } = await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: asCookie(session) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: session.userId, id: session.userId, email: session.email, role: 'user', subscriptionStatus: 'inactive' });
    expect(body.trialDaysRemaining).toBe(14);
    expect(body.isTrialActive).toBe(true);
    expect(body.canAccessProFeatures).toBe(true);
    expect(body.isCurrent).toBe(false);
  });

  it('an email listed in ADMIN_EMAILS becomes admin once it is confirmed, not at sign-up', async () => {
    const email = uniqueEmail('boss');
    process.env.ADMIN_EMAILS = `someone@else.test, ${email.toUpperCase()}`;
    resetEnvCache();
    const session = await signUp(email);
    expect((await findUserByEmail(email))?.role).toBe('user');
    await markEmailVerified(session.userId, true);
    expect((await findUserByEmail(email))?.role).toBe('admin');
  });

  it('signs in again at /api/auth/sign-in/email and the bearer token works on the API', async () => {
    const email = uniqueEmail();
    await signUp(email, 'a-long-password');
    const signIn = await signInWithPassword(email, 'a-long-password');
    expect(signIn.status).toBe(200);
    const token = signIn.response.headers.get('set-auth-token')!;
    const sync = await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: { authorization: `Bearer ${token}` } });
    expect(sync.status).toBe(200);
    expect(sync.body.email).toBe(email);
  });

  it('refuses a wrong password without creating a session', async () => {
    const email = uniqueEmail();
    await signUp(email, 'a-long-password');
    const signIn = await signInWithPassword(email, 'not-the-password');
    expect(signIn.status).toBe(401);
    expect(signIn.response.headers.get('set-auth-token')).toBeNull();
  });

  it('signing out ends the session at once, even though sessions are briefly cached', async () => {
    const session = await signUp();
    expect((await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: asCookie(session) })).status).toBe(200);
    const out = await call(localAuthRoute.POST as never, { method: 'POST', path: '/api/auth/sign-out', headers: { origin: BASE, ...asCookie(session) }, body: {} });
    expect(out.status).toBe(200);
    expect((await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: asCookie(session) })).status).toBe(401);
  });

  it('refuses a duplicate sign-up for the same email in another letter case', async () => {
    const email = uniqueEmail();
    await signUp(email);
    await expect(signUp(email.toUpperCase())).rejects.toThrow(/sign-up failed/);
  });
});

describe('user sync and subscription', () => {
  it('answer 401 with the error shape when signed out, or with a forged token', async () => {
    for (const headers of [{}, { authorization: 'Bearer forged.token.value' }, { cookie: 'better-auth.session_token=nope' }] as Record<string, string>[]) {
      const { status, body } = await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers });
      expect(status).toBe(401);
      expect(body).toEqual({ error: 'Authentication required', code: 'UNAUTHORIZED', status: 401 });
    }
  });

  it('GET /api/user/subscription answers the subscription fields', async () => {
    const session = await signUp();
    const { status, body } = await call(subscriptionRoute, { path: '/api/user/subscription', headers: asBearer(session) });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['subscriptionStatus', 'subscriptionTier', 'subscriptionEndDate', 'nextBillingDate', 'lastBillingDate', 'billingCycle']),
    );
  });

  it('reflects operator changes made from the command line service', async () => {
    const session = await signUp();
    const changed = await setUserByEmail(session.email, { role: 'admin', tier: 'pro', status: 'active', trialDays: 0 });
    expect(changed.ok).toBe(true);
    const { body } = await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: asCookie(session) });
    expect(body).toMatchObject({ role: 'admin', isAdmin: true, subscriptionTier: 'pro', subscriptionStatus: 'active', trialDaysRemaining: 0 });
  });

  it('the operator service refuses bad values and unknown people with clear messages', async () => {
    const bad = await setUserByEmail('x@example.com', { role: 'boss' as never });
    expect(bad).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_ERROR' });
    const missing = await setUserByEmail('nobody-here@example.com', { role: 'admin' });
    expect(missing).toMatchObject({ ok: false, status: 404, error: 'No user with email nobody-here@example.com' });
  });
});

describe('the session user cache', () => {
  it('a change through the users module is seen by the next request at once', async () => {
    const { updateUser } = await import('@/models/users');
    const session = await signUp();
    const before = await call(subscriptionRoute, { path: '/api/user/subscription', headers: asCookie(session) });
    expect(before.body.subscriptionTier).not.toBe('pro');
    await updateUser(session.userId, { subscriptionStatus: 'active', subscriptionTier: 'pro', billingCycle: 'monthly' });
    const after = await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: asCookie(session) });
    expect(after.body).toMatchObject({ subscriptionTier: 'pro', canAccessProFeatures: true });
  });

  it('a write from elsewhere (another process) is seen once the entry is forgotten or expires', async () => {
    const { findSessionUser, forgetCachedUser } = await import('@/models/users');
    const { getDb } = await import('@/lib/db');
    const { users } = await import('@/models/schema');
    const { eq } = await import('drizzle-orm');
    const session = await signUp();
    expect((await findSessionUser(session.userId))?.role).toBe('user');
    await (await getDb()).update(users).set({ role: 'admin' }).where(eq(users.id, session.userId));
    expect((await findSessionUser(session.userId))?.role).toBe('user');
    forgetCachedUser(session.userId);
    expect((await findSessionUser(session.userId))?.role).toBe('admin');
  });
});
