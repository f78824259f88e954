import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { getDb, type Database } from '../db';
import { appUrl, authSecret } from '../env';
import { trustedOrigins } from '../security/origins';
import { bearerTokenFrom, usesAuthorizationHeader, withoutCookies } from './credentials';
import { trialEndFrom } from '../user-state';
import { createCache } from '../cache';
import { RESET_LINK_HOURS, VERIFY_LINK_HOURS } from '../mail-templates';
import { authReactions } from './events';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import * as schema from '../../models/schema';

// The local provider: better-auth with email + password, sessions in our database.

function createLocalAuth(db: Database) {
  const base = appUrl();
  return betterAuth({
    appName: 'Promptloom',
    baseURL: base,
    basePath: '/api/auth',
    secret: authSecret(),
    trustedOrigins: trustedOrigins(),
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Forgot password. The mail carries our own page's link (APP_URL/reset-password?token=…),
      // not better-auth's redirecting one; the link works once, for an hour, and signs out every session.
      sendResetPassword: ({ user, token }) => authReactions().passwordResetRequested(user, token),
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 3600,
      revokeSessionsOnPasswordReset: true,
      // The app revokes every API token, marks the address confirmed and clears the sign-in failures.
      onPasswordReset: ({ user }) => authReactions().passwordReset(user),
    },
    // The address is confirmed through a mailed link (better-auth's own flow). Until then the
    // account keeps its trial for browsing and building; ADMIN_EMAILS, AI, API tokens and the lifetime plan
    // wait for it (hasVerifiedEmail in lib/permissions.ts).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_HOURS * 3600,
      sendVerificationEmail: ({ user, token }) => authReactions().verificationRequested(user, token),
      // ADMIN_EMAILS makes an admin only when the link is opened in a browser signed in to that account.
      afterEmailVerification: async (user, request) => {
        const clicker = request ? await localSessionUserId(request.headers) : null;
        await authReactions().emailVerified(user.id, clicker === user.id);
      },
    },
    hooks: {
      // A password change that signs out the other sessions (the account page offers it) revokes every
      // API token too, as a reset does.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password' || ctx.body?.revokeOtherSessions !== true) return;
        const userId = ctx.context.session?.user.id;
        if (userId && !(ctx.context.returned instanceof APIError)) await authReactions().passwordChangedEverywhere(userId);
      }),
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: { database: { generateId: () => crypto.randomUUID() } },
    telemetry: { enabled: false },
    // Sign-in and sign-up are limited in lib/auth/handlers.ts, so every 429 has our one shape.
    rateLimit: { enabled: false },
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        firstName: { type: 'string', input: false, required: false },
        lastName: { type: 'string', input: false, required: false },
        authProvider: { type: 'string', input: false, defaultValue: 'local' },
        freeExpiryDate: { type: 'date', input: false, required: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // spec P1 §3 / P2 §9: every new person starts a 14-day trial. ADMIN_EMAILS makes an admin only
          // once the address is confirmed (markEmailVerified), never at sign-up.
          before: async (user) => {
            const [firstName, ...rest] = (user.name ?? '').trim().split(/\s+/);
            return {
              data: {
                ...user,
                role: 'user',
                firstName: firstName || null,
                lastName: rest.join(' ') || null,
                authProvider: 'local',
                freeExpiryDate: trialEndFrom(new Date()),
              },
            };
          },
          // After the user's commit: the app sends the welcome mail and seeds 'Your name'.
          after: (user) => authReactions().signedUp(user),
        },
      },
    },
    plugins: [bearer()],
  });
}

export type LocalAuth = ReturnType<typeof createLocalAuth>;

// One instance per database (tests swap databases between files).
const instances = new WeakMap<Database, LocalAuth>();

export async function getLocalAuth(): Promise<LocalAuth> {
  const db = await getDb();
  let auth = instances.get(db);
  if (!auth) {
    auth = createLocalAuth(db);
    instances.set(db, auth);
  }
  return auth;
}

// Resolving a session costs better-auth a signature check and two queries; API clients send the
// same token many times a second. The answer is kept for a few seconds per token (a signed-out
// token keeps working that long at most, and never on this process: sign-out clears the cache).
const sessionCache = createCache<{ userId: string | null }>({ name: 'sessions', max: 10_000, ttlMs: 5_000 });

export function forgetCachedSessions(): void {
  sessionCache.clear();
}

function sessionKey(headers: Headers): string | null {
  if (usesAuthorizationHeader(headers)) {
    const token = bearerTokenFrom(headers);
    return token ? `b:${token}` : null;
  }
  const match = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(headers.get('cookie') ?? '');
  return match?.[1] ? `c:${match[1]}` : null;
}

/** The user id of a better-auth session found in these headers (cookie or bearer), or null. */
export async function localSessionUserId(headers: Headers): Promise<string | null> {
  const key = sessionKey(headers);
  if (!key) return null;
  const hit = sessionCache.get(key);
  if (hit) return hit.userId;
  // A lookup that overlaps a clear (an account deleted, a sign-out) is answered but not kept.
  const since = sessionCache.version();
  const auth = await getLocalAuth();
  // A failed lookup (the database is down) throws and answers 503: it must never read as "signed
  // out", or every user would be sent to sign in again. Nothing is cached then.
  const session = await auth.api.getSession({ headers: key.startsWith('b:') ? withoutCookies(headers) : headers });
  const userId = session?.user.id ?? null;
  sessionCache.set(key, { userId }, since);
  return userId;
}
