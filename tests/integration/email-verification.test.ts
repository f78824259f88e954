import { afterEach, describe, expect, it } from 'vitest';
import * as tokensRoute from '@/app/api/user/tokens/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as lifetimeRoute from '@/app/api/checkout/lifetime/route';
import * as generateRoute from '@/app/api/ai-prompt/generate/route';
import * as syncRoute from '@/app/api/user/sync/route';
import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { viewerFromHeaders } from '@/lib/services/viewer';
import { EMAIL_VERIFICATION_TEXT } from '@/lib/account-text';
import { appUrl } from '@/lib/env';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { settleMail } from '@/lib/services/mail';
import { setUserByEmail } from '@/lib/services/operators';
import { listOutboxMails } from '@/models/mail-outbox';
import { findUserById, updateUser } from '@/models/users';
import { demoteUnconfirmedListedAdmins } from '@/lib/services/users';
import { newPersonalToken } from '@/lib/auth/personal-tokens';
import { insertApiTokenWithin } from '@/models/api-tokens';
import { asBearer, asCookie, call, setEnv, signUp, uniqueEmail, type Session } from '../factories';

// Better-auth's email verification, mailed
// through our mailer; ADMIN_EMAILS counts only for a confirmed address; what costs money or reaches
// outside waits for one; the operator marks one confirmed. And: a password reset through the mailed
// link revokes every API token, as a password change that signs out the other sessions does.

type Handler = Parameters<typeof call>[0];
const auth = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(localAuthRoute.POST as Handler, { method: 'POST', path, body, headers });

afterEach(() => {
  setEnv({ ADMIN_EMAILS: undefined, LOCAL_CHECKOUT: undefined, OPENAI_API_KEY: undefined, PADDLE_API_KEY: undefined });
  resetRateLimits();
});

async function verificationLink(email: string): Promise<string> {
  await settleMail();
  const mails = (await listOutboxMails(1000)).filter((m) => m.to === email && m.subject === 'Confirm your email address for Promptloom');
  expect(mails.length).toBeGreaterThan(0);
  const match = /(http\S+\/api\/auth\/verify-email\?token=[^\s"]+)/.exec(mails[0]!.text);
  if (!match) throw new Error(`no verification link in: ${mails[0]!.text}`);
  return match[1]!;
}

async function openLink(link: string, headers: Record<string, string> = {}) {
  const url = new URL(link);
  return call(localAuthRoute.GET as Handler, { path: `${url.pathname}${url.search}`, headers });
}

const createToken = (s: Session) => call(tokensRoute.POST as Handler, { method: 'POST', path: '/api/user/tokens', headers: asCookie(s), body: { name: 'script' } });

describe('email verification', () => {
  it('a listed ADMIN_EMAILS address is an ordinary user until its mailed link is opened in a browser signed in to the account', async () => {
    const email = uniqueEmail('boss');
    setEnv({ ADMIN_EMAILS: email });
    const session = await signUp(email);
    const before = await findUserById(session.userId);
    expect(before).toMatchObject({ role: 'user', emailVerified: false });
    expect((await viewerFromHeaders(new Headers(asCookie(session))))!.isAdmin).toBe(false);

    const link = await verificationLink(email);
    // Built from APP_URL (never the request's Host), landing on the account page that says how it went.
    expect(link.startsWith(`${appUrl()}/api/auth/verify-email?token=`)).toBe(true);
    expect(decodeURIComponent(link)).toContain('callbackURL=/account?emailVerified=1');

    const opened = await openLink(link, asCookie(session));
    expect(opened.status).toBe(302);
    expect(opened.response.headers.get('location')).toBe('/account?emailVerified=1');
    const after = await findUserById(session.userId);
    expect(after).toMatchObject({ role: 'admin', emailVerified: true });
    expect((await viewerFromHeaders(new Headers(asCookie(session))))!.isAdmin).toBe(true);
    const synced = await call(syncRoute.POST as Handler, { method: 'POST', path: '/api/user/sync', headers: asCookie(session) });
    expect(synced.body).toMatchObject({ emailVerified: true, isAdmin: true });
  });

  it('someone who signed up first with a listed address gets no admin when its owner opens the link elsewhere; the owner’s reset through the mailed link makes it admin and ends the squatter’s sessions', async () => {
    const email = uniqueEmail('owner');
    setEnv({ ADMIN_EMAILS: email });
    const squatter = await signUp(email, 'squatters-password-1');
    const link = await verificationLink(email);
    // The owner opens the mail in a browser that holds no session of this account.
    expect((await openLink(link)).status).toBe(302);
    expect(await findUserById(squatter.userId)).toMatchObject({ emailVerified: true, role: 'user' });
    expect((await viewerFromHeaders(new Headers(asCookie(squatter))))!.isAdmin).toBe(false);

    // The owner takes the account over with a reset through the mailed link: now it is theirs, and admin.
    expect((await auth('/api/auth/request-password-reset', { email })).status).toBe(200);
    await settleMail();
    const mail = (await listOutboxMails(1000)).find((m) => m.to === email && m.subject === 'Reset your Promptloom password')!;
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await auth('/api/auth/reset-password', { token, newPassword: 'owners-password-2' })).status).toBe(200);
    expect(await findUserById(squatter.userId)).toMatchObject({ role: 'admin' });
    expect(await viewerFromHeaders(new Headers(asCookie(squatter)))).toBeNull();
    expect((await auth('/api/auth/sign-in/email', { email, password: 'squatters-password-1' })).status).toBe(401);
  });

  it('a made-up or tampered link confirms nothing and lands on the account page with an error', async () => {
    const email = uniqueEmail('tamper');
    const session = await signUp(email);
    const link = await verificationLink(email);
    const opened = await openLink(link.replace(/token=([^&]+)/, (_, t: string) => `token=${t.slice(0, -3)}abc`));
    expect(opened.status).toBe(302);
    expect(opened.response.headers.get('location')).toMatch(/^\/account\?emailVerified=1&error=/);
    expect((await findUserById(session.userId))!.emailVerified).toBe(false);
  });

  it('an unconfirmed trial user browses and builds, but AI generations, API tokens and lifetime reservations are refused with the resend offer', async () => {
    setEnv({ LOCAL_CHECKOUT: 'on', OPENAI_API_KEY: 'sk-test-unused' });
    const session = await signUp(uniqueEmail('trial'));

    // The trial keeps working for building prompts.
    const list = await call(promptsRoute.GET as Handler, { path: '/api/prompts', headers: asCookie(session) });
    expect(list.status).toBe(200);

    const refusals = [
      await createToken(session),
      await call(lifetimeRoute.POST as Handler, { method: 'POST', path: '/api/checkout/lifetime', headers: asCookie(session), body: {} }),
      await call(generateRoute.POST as Handler, {
        method: 'POST',
        path: '/api/ai-prompt/generate',
        headers: asCookie(session),
        body: { mode: 'create-scratch', userInput: 'A prompt for weekly status notes' },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body).toEqual({ error: EMAIL_VERIFICATION_TEXT.required, code: 'EMAIL_NOT_VERIFIED', status: 403 });
    }

    // The operator marks the address confirmed (npm run user -- set EMAIL --verified): the same calls go through.
    const marked = await setUserByEmail(session.email, { verified: true });
    expect(marked.ok && marked.data.emailVerified).toBe(true);
    expect((await createToken(session)).status).toBe(201);
    expect((await call(lifetimeRoute.POST as Handler, { method: 'POST', path: '/api/checkout/lifetime', headers: asCookie(session), body: {} })).status).toBe(200);
  });

  it('after the deploy, an admin made at sign-up by ADMIN_EMAILS with an unconfirmed address is an ordinary user until it is confirmed', async () => {
    const squatted = uniqueEmail('squatted');
    const confirmed = uniqueEmail('confirmed');
    const appointed = uniqueEmail('appointed');
    setEnv({ ADMIN_EMAILS: `${squatted.toUpperCase()}, ${confirmed}` });
    // As sign-up made them before addresses were confirmed: admin at once, address unconfirmed.
    const [a, b, c] = await Promise.all([signUp(squatted), signUp(confirmed), signUp(appointed)]);
    await updateUser(a.userId, { role: 'admin' });
    await updateUser(b.userId, { role: 'admin', emailVerified: true });
    await updateUser(c.userId, { role: 'admin' }); // made admin by an operator or another admin, not by the list
    expect(await demoteUnconfirmedListedAdmins()).toEqual([squatted]);
    expect((await findUserById(a.userId))!.role).toBe('user');
    expect((await findUserById(b.userId))!.role).toBe('admin');
    expect((await findUserById(c.userId))!.role).toBe('admin');
    expect(await demoteUnconfirmedListedAdmins()).toEqual([]);
  });

  it('a token its owner made before confirming (before addresses were confirmed) is refused until the address is confirmed', async () => {
    const session = await signUp(uniqueEmail('old-token'));
    const { token, tokenHash, prefix } = newPersonalToken();
    expect(await insertApiTokenWithin({ userId: session.userId, name: 'old', tokenHash, prefix }, 20)).not.toBeNull();
    const probe = () => call(promptsRoute.GET as Handler, { path: '/api/prompts', headers: { authorization: `Bearer ${token}` } });
    const refused = await probe();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('EMAIL_NOT_VERIFIED');
    await setUserByEmail(session.email, { verified: true });
    expect((await probe()).status).toBe(200);
  });

  it('the operator CLI marks an ADMIN_EMAILS address confirmed and so makes it admin', async () => {
    const email = uniqueEmail('ops');
    setEnv({ ADMIN_EMAILS: email });
    const session = await signUp(email);
    const marked = await setUserByEmail(email, { verified: true });
    expect(marked.ok).toBe(true);
    expect(await findUserById(session.userId)).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('asking for the link again sends a new one to the signed-in person', async () => {
    const email = uniqueEmail('again');
    const session = await signUp(email);
    await settleMail();
    const asked = await auth('/api/auth/send-verification-email', { email }, asCookie(session));
    expect(asked.status).toBe(200);
    await settleMail();
    const mails = (await listOutboxMails(1000)).filter((m) => m.to === email && m.subject.startsWith('Confirm your email'));
    expect(mails).toHaveLength(2);
  });
});

describe('a new password revokes API tokens', () => {
  async function confirmedWithToken(password: string) {
    const session = await signUp(uniqueEmail('tokens'), password);
    await updateUser(session.userId, { emailVerified: true });
    const created = await createToken(session);
    expect(created.status).toBe(201);
    const token: string = created.body.token;
    const probe = () => call(promptsRoute.GET as Handler, { path: '/api/prompts', headers: { authorization: `Bearer ${token}` } });
    expect((await probe()).status).toBe(200);
    return { session, probe };
  }

  it('a reset through the mailed link revokes every API token, and the mail says so', async () => {
    const { session, probe } = await confirmedWithToken('old-password-123');
    expect((await auth('/api/auth/request-password-reset', { email: session.email })).status).toBe(200);
    await settleMail();
    const mail = (await listOutboxMails(1000)).find((m) => m.to === session.email && m.subject === 'Reset your Promptloom password')!;
    expect(mail.text).toContain('revokes every API token');
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await auth('/api/auth/reset-password', { token, newPassword: 'new-password-456' })).status).toBe(200);
    expect((await probe()).status).toBe(401);
  });

  it('a password change that signs out the other sessions revokes them too; one that does not keeps them', async () => {
    const { session, probe } = await confirmedWithToken('first-password-1');
    const kept = await auth('/api/auth/change-password', { currentPassword: 'first-password-1', newPassword: 'second-password-2' }, asBearer(session));
    expect(kept.status).toBe(200);
    expect((await probe()).status).toBe(200);

    const wrong = await auth('/api/auth/change-password', { currentPassword: 'not-the-password', newPassword: 'third-password-3', revokeOtherSessions: true }, asBearer(session));
    expect(wrong.status).toBe(400);
    expect((await probe()).status).toBe(200);

    const revoked = await auth('/api/auth/change-password', { currentPassword: 'second-password-2', newPassword: 'third-password-3', revokeOtherSessions: true }, asBearer(session));
    expect(revoked.status).toBe(200);
    expect((await probe()).status).toBe(401);
  });
});

describe('asking for the link again is limited', () => {
  it('past RATE_LIMIT_VERIFICATION_MAIL_PER_EMAIL links an hour the answer is 429 with Retry-After, in a bucket apart from reset mails', async () => {
    setEnv({ RATE_LIMIT_VERIFICATION_MAIL_PER_EMAIL: '2' });
    const email = uniqueEmail('flood');
    await signUp(email);
    const ask = () => auth('/api/auth/send-verification-email', { email });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
    expect(Number(third.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await auth('/api/auth/request-password-reset', { email })).status).toBe(200);
    setEnv({ RATE_LIMIT_VERIFICATION_MAIL_PER_EMAIL: undefined });
  });
});
