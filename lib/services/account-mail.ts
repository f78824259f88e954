import { appUrl, getEnv } from '../env';
import { logger } from '../logger';
import { passwordResetMail, trialReminderMail, TRIAL_REMINDER_DAYS, verifyEmailMail, welcomeMail } from '../mail-templates';
import { deriveUserState } from '../user-state';
import { isResetTokenLive } from '../../models/password-resets';
import { claimTrialReminder, listTrialsEndingWithoutReminder, releaseTrialReminder } from '../../models/users';
import { sendMail, sendMailInBackground } from './mail';

// The account's mails: the password reset link, the welcome on sign-up and the
// trial-ending reminder. Each is sent through lib/services/mail.ts.

type Recipient = { id: string; email: string; name?: string | null };

/** The page a reset link opens. Built from APP_URL, never from the request's Host (link poisoning). */
export function resetPasswordUrl(token: string): string {
  return `${appUrl()}/reset-password?token=${encodeURIComponent(token)}`;
}

/** better-auth's sendResetPassword: the link goes out in the background (see sendMailInBackground). */
export function sendPasswordResetMail(user: Recipient, token: string): void {
  sendMailInBackground({ to: user.email, ...passwordResetMail({ url: resetPasswordUrl(token) }) }, { userId: user.id, mail: 'password-reset' });
}

/**
 * The address-confirmation link: better-auth's own endpoint, built from APP_URL. Where it
 * lands is fixed here, never taken from the request: the account page, which says how it went.
 */
export function verifyEmailUrl(token: string): string {
  return `${appUrl()}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFY_EMAIL_CALLBACK)}`;
}
export const VERIFY_EMAIL_CALLBACK = '/account?emailVerified=1';

/** better-auth's sendVerificationEmail: in the background, so sign-up never waits for the mail server. */
export function sendVerificationMail(user: Recipient, token: string): void {
  sendMailInBackground({ to: user.email, ...verifyEmailMail({ name: user.name, url: verifyEmailUrl(token) }) }, { userId: user.id, mail: 'verify-email' });
}

/** Whether the reset page should offer the new-password form for this token (it is used up on success). */
export async function isResetTokenUsable(token: string | null | undefined): Promise<boolean> {
  if (!token || token.length > 200 || !/^[\w-]+$/.test(token)) return false;
  return isResetTokenLive(token);
}

/** A new account's welcome, unless MAIL_WELCOME=off. Never throws: sign-up goes on whatever happens. */
export function sendWelcomeMail(user: Recipient): void {
  if (getEnv().MAIL_WELCOME === 'off') return;
  sendMailInBackground({ to: user.email, ...welcomeMail({ name: user.name, appUrl: appUrl() }) }, { userId: user.id, mail: 'welcome' });
}

const DAY_MS = 86_400_000;
export const TRIAL_REMINDER_WINDOW_MS = TRIAL_REMINDER_DAYS * DAY_MS;

export type TrialReminderRun =
  | { disabled: true }
  | { disabled: false; sent: string[]; failed: string[]; skippedPaying: number };

/**
 * Remind everyone whose trial ends within 3 days and who does not pay, once per trial
 * (`npm run mail -- trial-reminders`, from cron). Each person is claimed before the mail goes, so two
 * runs at once send one reminder; a send that fails releases the claim for the next run.
 */
export async function sendTrialReminders(now = new Date()): Promise<TrialReminderRun> {
  if (getEnv().MAIL_TRIAL_REMINDER === 'off') return { disabled: true };
  const candidates = await listTrialsEndingWithoutReminder(now, TRIAL_REMINDER_WINDOW_MS);
  const run = { disabled: false as const, sent: [] as string[], failed: [] as string[], skippedPaying: 0 };
  for (const user of candidates) {
    // Paying people (a current subscription, lifetime, admins) lose nothing when the trial ends.
    if (deriveUserState(user, now).isCurrent) {
      run.skippedPaying++;
      continue;
    }
    const claim = await claimTrialReminder(user.id, now, TRIAL_REMINDER_WINDOW_MS);
    if (!claim.claimed) continue;
    try {
      await sendMail({ to: user.email, ...trialReminderMail({ name: user.firstName ?? user.name, endsAt: user.freeExpiryDate!, appUrl: appUrl() }) });
      run.sent.push(user.email);
    } catch (error) {
      logger().error({ err: error, userId: user.id, mail: 'trial-reminder' }, 'sending mail failed');
      await releaseTrialReminder(user.id, now, claim.previous);
      run.failed.push(user.email);
    }
  }
  return run;
}
