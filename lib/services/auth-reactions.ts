import { wireAuthReactions, type AuthReactions } from '../auth/events';
import { logger } from '../logger';
import { sendPasswordResetMail, sendVerificationMail, sendWelcomeMail } from './account-mail';
import { revokeAllApiTokens } from './api-tokens';
import { isDatabaseReachable } from './health';
import { clearRateLimit } from '../security/rate-limit';
import { deleteProviderUser, markEmailVerified, seedNameParameter, upsertProviderUser } from './users';

// What the app does when the auth adapter reports something (lib/auth/events.ts). The auth routes
// wire these before they answer; lib/auth itself calls no service.
export const authReactionsOfTheApp: AuthReactions = {
  // The welcome mail (in the background, MAIL_WELCOME), and the sign-up name seeds 'Your name' in the
  // parameter memory. Runs after the user's commit; a failure costs only that mail or value, never the account.
  async signedUp(user) {
    sendWelcomeMail(user);
    await seedNameParameter(user.id, user.name).catch((error: unknown) =>
      logger().error({ err: error, userId: user.id }, 'seeding the name parameter failed'),
    );
  },
  async verificationRequested(user, token) {
    sendVerificationMail(user, token);
  },
  // The mail carries our own page's link (APP_URL/reset-password?token=…), not better-auth's redirecting one.
  async passwordResetRequested(user, token) {
    sendPasswordResetMail(user, token);
  },
  async passwordReset(user) {
    // A reset through the mailed link revokes every API token (the mail says so).
    await revokeAllApiTokens(user.id, 'password reset');
    // It proves the inbox and sets a password only its owner knows.
    await markEmailVerified(user.id, true);
    // The owner proved the inbox: sign-ins for this email start afresh, whatever an attacker's guesses counted.
    await clearRateLimit('signInFailuresEmail', user.email.trim().toLowerCase());
  },
  // A password change that signs out the other sessions revokes every API token too, as a reset does.
  async passwordChangedEverywhere(userId) {
    await revokeAllApiTokens(userId, 'password change');
  },
  // ADMIN_EMAILS makes an admin only when the link is opened in a browser signed in to that account.
  async emailVerified(userId, inOwnBrowser) {
    await markEmailVerified(userId, inOwnBrowser);
  },
  clerkUserChanged: (identity) => upsertProviderUser('clerk', identity),
  clerkUserDeleted: (providerId) => deleteProviderUser('clerk', providerId),
  isDatabaseReachable,
};

/** Wire the app's reactions into the auth adapter (idempotent). */
export function wireAuth(): void {
  wireAuthReactions(authReactionsOfTheApp);
}
