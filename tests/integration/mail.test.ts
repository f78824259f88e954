import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOutboxReadable, readOutbox, sendMail, settleMail } from '@/lib/services/mail';
import { sendTrialReminders } from '@/lib/services/account-mail';
import { listOutboxMails } from '@/models/mail-outbox';
import { findUserById, updateUser } from '@/models/users';
import { setEnv, signUp, uniqueEmail } from '../factories';
import { deadSmtpUrl } from '../smtp-sink';

// The trial-ending reminder (3 days before freeExpiryDate, unpaid trials, once per trial,
// MAIL_TRIAL_REMINDER) and who may read the local outbox.

const DAY = 86_400_000;
afterEach(() => setEnv({ SMTP_URL: undefined, MAIL_TRIAL_REMINDER: undefined, MAIL_OUTBOX: undefined, NODE_ENV: 'test', BETTER_AUTH_SECRET: undefined }));

async function userWith(values: Parameters<typeof updateUser>[1]) {
  const session = await signUp(uniqueEmail('trial'));
  await updateUser(session.userId, values);
  return session;
}

async function remindersTo(email: string) {
  await settleMail();
  return (await listOutboxMails(1000)).filter((m) => m.to === email && m.subject === 'Your Promptloom trial ends soon');
}

describe('trial reminders', () => {
  it('go to unpaid trials ending within 3 days, once, however often the command runs', async () => {
    const now = new Date();
    const endsIn2Days = await userWith({ freeExpiryDate: new Date(now.getTime() + 2 * DAY), firstName: 'Grace' });
    const endsIn3Days = await userWith({ freeExpiryDate: new Date(now.getTime() + 3 * DAY - 60_000) });
    const endsIn5Days = await userWith({ freeExpiryDate: new Date(now.getTime() + 5 * DAY) });
    const ended = await userWith({ freeExpiryDate: new Date(now.getTime() - DAY) });
    const paying = await userWith({
      freeExpiryDate: new Date(now.getTime() + 2 * DAY),
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      billingCycle: 'monthly',
      subscriptionEndDate: new Date(now.getTime() + 30 * DAY),
    });
    const lifetime = await userWith({ freeExpiryDate: new Date(now.getTime() + DAY), subscriptionTier: 'pro', subscriptionStatus: 'active', billingCycle: 'lifetime' });
    const admin = await userWith({ freeExpiryDate: new Date(now.getTime() + DAY), role: 'admin' });

    const first = await sendTrialReminders(now);
    if (first.disabled) throw new Error('reminders are on by default');
    expect(first.sent).toEqual(expect.arrayContaining([endsIn2Days.email, endsIn3Days.email]));
    for (const s of [endsIn5Days, ended, paying, lifetime, admin]) expect(first.sent).not.toContain(s.email);
    expect(first.skippedPaying).toBeGreaterThanOrEqual(3);

    const [mail] = await remindersTo(endsIn2Days.email);
    expect(mail!.text).toMatch(/^Hi Grace,/);
    expect(mail!.text).toContain('/pricing');
    expect((await findUserById(endsIn2Days.userId))!.trialReminderSentAt).toEqual(now);

    const second = await sendTrialReminders(new Date(now.getTime() + 60 * 60_000));
    if (second.disabled) throw new Error('reminders are on by default');
    expect(second.sent).not.toContain(endsIn2Days.email);
    expect(second.sent).not.toContain(endsIn3Days.email);
    expect(await remindersTo(endsIn2Days.email)).toHaveLength(1);
    expect(await remindersTo(endsIn5Days.email)).toHaveLength(0);
  });

  it('two runs at once send one reminder', async () => {
    const now = new Date();
    const who = await userWith({ freeExpiryDate: new Date(now.getTime() + DAY) });
    await Promise.all([sendTrialReminders(now), sendTrialReminders(now), sendTrialReminders(now)]);
    expect(await remindersTo(who.email)).toHaveLength(1);
  });

  it('a trial extended past its reminder earns a new one when the new end comes near', async () => {
    const now = new Date();
    const who = await userWith({ freeExpiryDate: new Date(now.getTime() + DAY) });
    await sendTrialReminders(now);
    await updateUser(who.userId, { freeExpiryDate: new Date(now.getTime() + 10 * DAY) });
    await sendTrialReminders(now);
    expect(await remindersTo(who.email)).toHaveLength(1);
    await sendTrialReminders(new Date(now.getTime() + 8 * DAY));
    expect(await remindersTo(who.email)).toHaveLength(2);
  });

  it('MAIL_TRIAL_REMINDER=off sends none and remembers no one', async () => {
    setEnv({ MAIL_TRIAL_REMINDER: 'off' });
    const now = new Date();
    const who = await userWith({ freeExpiryDate: new Date(now.getTime() + DAY) });
    expect(await sendTrialReminders(now)).toEqual({ disabled: true });
    expect(await remindersTo(who.email)).toHaveLength(0);
    expect((await findUserById(who.userId))!.trialReminderSentAt).toBeNull();
  });

  it('a reminder the mail server refused is tried again on the next run', async () => {
    const now = new Date();
    const who = await userWith({ freeExpiryDate: new Date(now.getTime() + DAY) });
    setEnv({ SMTP_URL: await deadSmtpUrl() });
    const failed = await sendTrialReminders(now);
    if (failed.disabled) throw new Error('on');
    expect(failed.failed).toContain(who.email);
    expect((await findUserById(who.userId))!.trialReminderSentAt).toBeNull();
    setEnv({ SMTP_URL: undefined });
    const retried = await sendTrialReminders(now);
    if (retried.disabled) throw new Error('on');
    expect(retried.sent).toContain(who.email);
    expect(await remindersTo(who.email)).toHaveLength(1);
  });
});

describe('the local outbox', () => {
  // app/dev/outbox/page.tsx answers 404 exactly when readOutbox() is null (its first call needs
  // Next's request scope, so the page itself is exercised by e2e/password-reset.spec.ts).
  it('is readable in development and tests, newest first', async () => {
    expect(isOutboxReadable()).toBe(true);
    // Sent one right after the other, most within the same millisecond (a flake once: equal times).
    // The clock held still makes it certain (PGlite reads the same clock).
    const subjects = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T09:00:00Z') });
    try {
      for (const subject of subjects) await sendMail({ to: `${subject.toLowerCase()}@example.com`, subject, text: subject, html: `<p>${subject}</p>` });
    } finally {
      vi.useRealTimers();
    }
    const mails = (await readOutbox())!;
    expect(mails.map((m) => m.subject).filter((s) => subjects.includes(s))).toEqual([...subjects].reverse());
  });

  it('is never readable with an SMTP server, and in production only with MAIL_OUTBOX=on; otherwise the page has nothing to show (404)', async () => {
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(isOutboxReadable()).toBe(false);
    expect(await readOutbox()).toBeNull();

    setEnv({ SMTP_URL: undefined, NODE_ENV: 'production', BETTER_AUTH_SECRET: 'test-secret-0123456789abcdef0123456789' });
    expect(isOutboxReadable()).toBe(false);
    expect(await readOutbox()).toBeNull();
    // Nothing is kept where nobody may read it.
    expect(await sendMail({ to: 'prod@example.com', subject: 'Dropped', text: 'x', html: 'x' })).toBe('dropped');

    setEnv({ MAIL_OUTBOX: 'on' });
    expect(isOutboxReadable()).toBe(true);
    setEnv({ MAIL_OUTBOX: 'on', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(isOutboxReadable()).toBe(false);
  });
});
