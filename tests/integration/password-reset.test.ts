import { afterEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { viewerFromHeaders } from '@/lib/services/viewer';
import { getDb } from '@/lib/db';
import { appUrl } from '@/lib/env';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { isResetTokenUsable } from '@/lib/services/account-mail';
import { settleMail } from '@/lib/services/mail';
import { RESET_REQUESTED_MESSAGE } from '@/lib/password-reset';
import { listOutboxMails } from '@/models/mail-outbox';
import { verifications } from '@/models/schema';
import { asCookie, call, setEnv, signUp, uniqueEmail } from '../factories';
import { PEER_ADDRESS_HEADER, peerHeaderValue } from '@/lib/security/peer-address';
import { deadSmtpUrl, startSmtpSink } from '../smtp-sink';

// Forgot password through better-auth's reset endpoints, the mail in the local outbox (or
// an SMTP server), the link's token, and the limits around it.

type Handler = Parameters<typeof call>[0];
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(localAuthRoute.POST as Handler, { method: 'POST', path, body, headers });
const requestReset = (email: string, headers: Record<string, string> = {}) => post('/api/auth/request-password-reset', { email }, headers);
const resetPassword = (token: string, newPassword: string) => post('/api/auth/reset-password', { token, newPassword });
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });

const SETTINGS = ['RATE_LIMIT_AUTH_PER_IP', 'RATE_LIMIT_AUTH_PER_EMAIL', 'RATE_LIMIT_PASSWORD_RESET_PER_EMAIL', 'SMTP_URL', 'MAIL_WELCOME'];
afterEach(() => {
  setEnv(Object.fromEntries(SETTINGS.map((k) => [k, undefined])));
  resetRateLimits();
});

async function mailsTo(email: string) {
  await settleMail();
  return (await listOutboxMails(1000)).filter((m) => m.to === email);
}

function tokenOf(text: string): string {
  const match = /\/reset-password\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe('password reset through the outbox', () => {
  it('mails a working link: the new password signs in, the old one no longer does, the link works once and old sessions end', async () => {
    const email = uniqueEmail('reset');
    const session = await signUp(email, 'old-password-123');
    const asked = await requestReset(email.toUpperCase());
    expect(asked.status).toBe(200);

    const [mail] = (await mailsTo(email)).filter((m) => m.subject === 'Reset your Promptloom password');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(`${appUrl()}/reset-password?token=`);
    expect(mail!.html).toContain(`href="${appUrl()}/reset-password?token=`);
    const token = tokenOf(mail!.text);
    expect(await isResetTokenUsable(token)).toBe(true);

    const reset = await resetPassword(token, 'new-password-456');
    expect(reset.status).toBe(200);
    expect((await signIn(email, 'old-password-123')).status).toBe(401);
    expect((await signIn(email, 'new-password-456')).status).toBe(200);

    // The link works once; the sessions from before the reset are signed out.
    expect(await isResetTokenUsable(token)).toBe(false);
    const again = await resetPassword(token, 'third-password-789');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    expect(await viewerFromHeaders(new Headers(asCookie(session)))).toBeNull();
  });

  it('an unknown address gets the same answer as a known one, and no mail goes anywhere', async () => {
    const known = uniqueEmail('known');
    await signUp(known);
    const unknown = uniqueEmail('nobody');
    // The sign-up's own mails (welcome, address confirmation) leave in the background: counted before.
    await settleMail();
    const before = (await listOutboxMails(1000)).length;
    const forKnown = await requestReset(known);
    const forUnknown = await requestReset(unknown);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    await settleMail();
    const after = await listOutboxMails(1000);
    expect(after.filter((m) => m.to === unknown)).toEqual([]);
    expect(after.length).toBe(before + 1);
    // The form's own text never tells either.
    expect(RESET_REQUESTED_MESSAGE).toMatch(/^If an account exists/);
  });

  it('a too short new password is refused and the link still works', async () => {
    const email = uniqueEmail('short');
    await signUp(email, 'old-password-123');
    await requestReset(email);
    const token = tokenOf((await mailsTo(email)).find((m) => m.subject.startsWith('Reset'))!.text);
    const short = await resetPassword(token, 'short');
    expect(short.status).toBe(400);
    expect(await isResetTokenUsable(token)).toBe(true);
    expect((await resetPassword(token, 'x'.repeat(129))).status).toBe(400);
    expect((await signIn(email, 'old-password-123')).status).toBe(200);
  });

  it('an expired link is refused, and a made-up token is not usable', async () => {
    const email = uniqueEmail('expired');
    await signUp(email, 'old-password-123');
    await requestReset(email);
    const token = tokenOf((await mailsTo(email)).find((m) => m.subject.startsWith('Reset'))!.text);
    const db = await getDb();
    await db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.identifier, `reset-password:${token}`));
    expect(await isResetTokenUsable(token)).toBe(false);
    const refused = await resetPassword(token, 'new-password-456');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INVALID_TOKEN');
    expect(await isResetTokenUsable('not-a-real-token')).toBe(false);
    expect(await isResetTokenUsable("'; drop table users; --")).toBe(false);
    expect(await isResetTokenUsable(undefined)).toBe(false);
  });

  it('tokens live an hour', async () => {
    const email = uniqueEmail('hour');
    await signUp(email);
    await requestReset(email);
    const token = tokenOf((await mailsTo(email)).find((m) => m.subject.startsWith('Reset'))!.text);
    const db = await getDb();
    const [row] = await db.select().from(verifications).where(like(verifications.identifier, `reset-password:${token}`));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });
});

describe('reset requests are limited and guarded like sign-in', () => {
  it('per email: past RATE_LIMIT_PASSWORD_RESET_PER_EMAIL an address gets 429 and no further mail, known or not', async () => {
    setEnv({ RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '2' });
    resetRateLimits();
    const email = uniqueEmail('flood');
    await signUp(email);
    expect((await requestReset(email)).status).toBe(200);
    expect((await requestReset(email)).status).toBe(200);
    const third = await requestReset(email);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(2);
    // An unknown address meets the same limit, so the 429 tells nothing either.
    const unknown = uniqueEmail('flood-nobody');
    await requestReset(unknown);
    await requestReset(unknown);
    expect((await requestReset(unknown)).status).toBe(429);
  });

  it('per address: asking for links and guessing tokens count against RATE_LIMIT_AUTH_PER_IP', async () => {
    setEnv({ RATE_LIMIT_AUTH_PER_IP: '3' });
    resetRateLimits();
    const from = { [PEER_ADDRESS_HEADER]: peerHeaderValue('203.0.113.9') };
    expect((await requestReset(uniqueEmail('ip'), from)).status).toBe(200);
    expect((await post('/api/auth/reset-password', { token: 'guess-1', newPassword: 'new-password-456' }, from)).status).toBe(400);
    expect((await post('/api/auth/reset-password', { token: 'guess-2', newPassword: 'new-password-456' }, from)).status).toBe(400);
    expect((await post('/api/auth/reset-password', { token: 'guess-3', newPassword: 'new-password-456' }, from)).status).toBe(429);
    expect((await requestReset(uniqueEmail('ip'), from)).status).toBe(429);
    expect((await requestReset(uniqueEmail('ip'), { [PEER_ADDRESS_HEADER]: peerHeaderValue('203.0.113.10') })).status).toBe(200);
  });

  it('a reset asked for from another site, or form-encoded, is refused', async () => {
    const email = uniqueEmail('csrf');
    await signUp(email);
    const crossSite = await requestReset(email, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const formEncoded = await localAuthRoute.POST(
      new Request('http://localhost:3000/api/auth/request-password-reset', {
        method: 'POST',
        headers: { origin: appUrl(), 'content-type': 'application/x-www-form-urlencoded' },
        body: `email=${encodeURIComponent(email)}`,
      }),
    );
    expect(formEncoded.status).toBe(415);
    const crossSiteReset = await post('/api/auth/reset-password', { token: 'x', newPassword: 'new-password-456' }, { origin: 'https://evil.example' });
    expect(crossSiteReset.status).toBe(403);
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Reset'))).toEqual([]);
  });
});

describe('through an SMTP server', () => {
  it('with SMTP_URL the reset mail goes to the server (From: MAIL_FROM), not to the outbox', async () => {
    const sink = await startSmtpSink();
    try {
      const email = uniqueEmail('smtp');
      await signUp(email, 'old-password-123');
      setEnv({ SMTP_URL: sink.url });
      await requestReset(email);
      await settleMail();
      const sent = sink.mails.filter((m) => m.to.includes(email));
      // The welcome went to the outbox (before SMTP_URL was set); the reset link to the server.
      expect(sent).toHaveLength(1);
      expect(sent[0]!.from).toBe('no-reply@promptloom.local');
      expect(sent[0]!.body).toContain('Subject: Reset your Promptloom password');
      expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Reset'))).toEqual([]);
      setEnv({ SMTP_URL: undefined });
      expect((await resetPassword(tokenOf(sent[0]!.body), 'new-password-456')).status).toBe(200);
      expect((await signIn(email, 'new-password-456')).status).toBe(200);
    } finally {
      await sink.close();
    }
  });
});

describe('the welcome mail', () => {
  it('a new account gets one, greeting them by first name', async () => {
    const email = uniqueEmail('welcome');
    await signUp(email, 'correct-horse-battery', 'Ada Lovelace');
    const [welcome, ...more] = (await mailsTo(email)).filter((m) => m.subject === 'Welcome to Promptloom');
    expect(more).toEqual([]);
    expect(welcome!.text).toMatch(/^Hi Ada,/);
    expect(welcome!.text).toContain(`${appUrl()}/prompts`);
  });

  it('MAIL_WELCOME=off sends no welcome (the address confirmation still goes)', async () => {
    setEnv({ MAIL_WELCOME: 'off' });
    const email = uniqueEmail('quiet');
    await signUp(email);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Confirm your email address for Promptloom']);
  });

  it('a mail server that is down never breaks sign-up', async () => {
    setEnv({ SMTP_URL: await deadSmtpUrl() });
    const email = uniqueEmail('down');
    const session = await signUp(email);
    await settleMail();
    expect(session.userId).toBeTruthy();
    expect((await signIn(email, 'correct-horse-battery')).status).toBe(200);
  });

  it('HTML in a name is escaped in the mail', async () => {
    const email = uniqueEmail('xss');
    await signUp(email, 'correct-horse-battery', '<img src=x onerror=alert(1)>');
    const [welcome] = await mailsTo(email);
    expect(welcome!.html).not.toContain('<img');
  });
});
