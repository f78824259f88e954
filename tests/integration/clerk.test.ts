import { randomBytes } from 'node:crypto';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as clerkWebhook } from '@/app/api/webhooks/clerk/route';
import { POST as syncRoute } from '@/app/api/user/sync/route';
import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { resetEnvCache } from '@/lib/env';
import { findUserByProviderId } from '@/models/users';
import { BASE, call } from '../factories';

// The Clerk provider, tested offline: our own signing keys stand in for Clerk's, and the real
// @clerk/backend and svix libraries verify them.

const CLERK_ENV = ['CLERK_SECRET_KEY', 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'CLERK_JWT_KEY', 'CLERK_WEBHOOK_SIGNING_SECRET', 'CLERK_AUTHORIZED_PARTIES'];
const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
let privateKey: CryptoKey;
let otherPrivateKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey as CryptoKey;
  otherPrivateKey = (await generateKeyPair('RS256')).privateKey as CryptoKey;
  process.env.CLERK_SECRET_KEY = 'sk_test_offline';
  process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY = `pk_test_${Buffer.from('offline.clerk.accounts.dev$').toString('base64')}`;
  process.env.CLERK_JWT_KEY = await exportSPKI(pair.publicKey as CryptoKey);
  process.env.CLERK_WEBHOOK_SIGNING_SECRET = webhookSecret;
  process.env.CLERK_AUTHORIZED_PARTIES = BASE;
  resetEnvCache();
});

afterAll(() => {
  for (const key of CLERK_ENV) delete process.env[key];
  resetEnvCache();
});

function signedWebhook(payload: unknown, secret = webhookSecret) {
  const body = JSON.stringify(payload);
  const id = `msg_${randomBytes(8).toString('hex')}`;
  const timestamp = new Date();
  const signature = new Webhook(secret).sign(id, timestamp, body);
  return {
    body,
    headers: { 'svix-id': id, 'svix-timestamp': String(Math.floor(timestamp.getTime() / 1000)), 'svix-signature': signature },
  };
}

const userEvent = (type: 'user.created' | 'user.updated', id: string, email: string, first = 'Grace', last = 'Hopper') => ({
  type,
  data: {
    id,
    email_addresses: [{ id: 'idn_1', email_address: email }],
    primary_email_address_id: 'idn_1',
    first_name: first,
    last_name: last,
    image_url: null,
  },
});

async function sessionToken(sub: string, key = privateKey, claims: Record<string, unknown> = {}) {
  return new SignJWT({ sid: 'sess_1', azp: BASE, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'ins_test' })
    .setSubject(sub)
    .setIssuer('https://offline.clerk.accounts.dev')
    .setIssuedAt()
    .setNotBefore(Math.floor(Date.now() / 1000) - 5)
    .setExpirationTime('5m')
    .sign(key);
}

describe('Clerk webhook (svix signature checked)', () => {
  it('user.created creates our user with a 14-day trial; user.updated updates it; user.deleted deletes it', async () => {
    const created = signedWebhook(userEvent('user.created', 'user_abc', 'grace@example.com'));
    const res = await call(clerkWebhook, { method: 'POST', path: '/api/webhooks/clerk', headers: created.headers, body: created.body });
    expect(res.status).toBe(200);
    const row = await findUserByProviderId('clerk', 'user_abc');
    expect(row).toMatchObject({ email: 'grace@example.com', firstName: 'Grace', role: 'user', authProvider: 'clerk' });
    expect(row!.freeExpiryDate!.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    const updated = signedWebhook(userEvent('user.updated', 'user_abc', 'grace@example.com', 'Admiral', 'Hopper'));
    await call(clerkWebhook, { method: 'POST', path: '/api/webhooks/clerk', headers: updated.headers, body: updated.body });
    expect((await findUserByProviderId('clerk', 'user_abc'))?.firstName).toBe('Admiral');

    const deleted = signedWebhook({ type: 'user.deleted', data: { id: 'user_abc', deleted: true } });
    const del = await call(clerkWebhook, { method: 'POST', path: '/api/webhooks/clerk', headers: deleted.headers, body: deleted.body });
    expect(del.body).toMatchObject({ deleted: true });
    expect(await findUserByProviderId('clerk', 'user_abc')).toBeNull();
  });

  it('refuses a forged signature with 401 and creates nobody', async () => {
    const forged = signedWebhook(userEvent('user.created', 'user_forged', 'mallory@example.com'), `whsec_${randomBytes(24).toString('base64')}`);
    const res = await call(clerkWebhook, { method: 'POST', path: '/api/webhooks/clerk', headers: forged.headers, body: forged.body });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_SIGNATURE');
    expect(await findUserByProviderId('clerk', 'user_forged')).toBeNull();
  });

  it('refuses a body changed after signing', async () => {
    const signed = signedWebhook(userEvent('user.created', 'user_tampered', 'eve@example.com'));
    const tampered = signed.body.replace('eve@example.com', 'eve@evil.test');
    const res = await call(clerkWebhook, { method: 'POST', path: '/api/webhooks/clerk', headers: signed.headers, body: tampered });
    expect(res.status).toBe(401);
    expect(await findUserByProviderId('clerk', 'user_tampered')).toBeNull();
  });

  it('acknowledges event types it does not handle', async () => {
    const other = signedWebhook({ type: 'session.created', data: { id: 'sess_9' } });
    const res = await call(clerkWebhook, { method: 'POST', path: '/api/webhooks/clerk', headers: other.headers, body: other.body });
    expect(res.status).toBe(200);
    expect(res.body.ignored).toBe('session.created');
  });
});

describe('Clerk session tokens (networkless verification with CLERK_JWT_KEY)', () => {
  it('a bearer token from Clerk signs the user in to the API', async () => {
    const created = signedWebhook(userEvent('user.created', 'user_token', 'ada@example.com', 'Ada', 'Lovelace'));
    await call(clerkWebhook, { method: 'POST', path: '/api/webhooks/clerk', headers: created.headers, body: created.body });
    const token = await sessionToken('user_token');
    const res = await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'ada@example.com', authProviderId: 'user_token', trialDaysRemaining: 14 });
  });

  it('the __session cookie works the same way', async () => {
    const token = await sessionToken('user_token');
    const res = await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: { cookie: `__session=${token}` } });
    expect(res.status).toBe(200);
  });

  it('a token that carries the email creates the user on first use', async () => {
    const token = await sessionToken('user_jit', privateKey, { email: 'jit@example.com' });
    const res = await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('jit@example.com');
  });

  it('refuses a token signed by another key, an expired token, or one for another site', async () => {
    const wrongKey = await sessionToken('user_token', otherPrivateKey);
    const expired = await new SignJWT({ azp: BASE })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('user_token')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(privateKey);
    const otherSite = await sessionToken('user_token', privateKey, { azp: 'https://evil.test' });
    for (const token of [wrongKey, expired, otherSite]) {
      const res = await call(syncRoute, { method: 'POST', path: '/api/user/sync', headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
    }
  });

  it('turns off local sign-up while Clerk is the provider', async () => {
    const res = await call(localAuthRoute.POST as never, {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      headers: { origin: BASE },
      body: { email: 'local@example.com', password: 'password-123', name: 'Local' },
    });
    expect(res.status).toBe(404);
  });
});
