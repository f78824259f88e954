import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { getDb, type Database } from '../db';
import { appUrl, authSecret, getEnv } from '../env';
import { trialEndFrom } from '../user-state';
import * as schema from '../../models/schema';

// The local provider: better-auth with email + password, sessions in our database.

function createLocalAuth(db: Database) {
  const base = appUrl();
  const loopbackTwin = base.includes('localhost') ? base.replace('localhost', '127.0.0.1') : base;
  return betterAuth({
    appName: 'Promptloom',
    baseURL: base,
    basePath: '/api/auth',
    secret: authSecret(),
    trustedOrigins: [base, loopbackTwin],
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: { enabled: true, autoSignIn: true, minPasswordLength: 8, maxPasswordLength: 128 },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: { database: { generateId: () => crypto.randomUUID() } },
    telemetry: { enabled: false },
    rateLimit: { enabled: getEnv().AUTH_RATE_LIMIT === 'on' && getEnv().NODE_ENV === 'production' },
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
          // spec P1 §3 / P2 §9: every new person starts a 14-day trial; ADMIN_EMAILS makes admins.
          before: async (user) => {
            const [firstName, ...rest] = (user.name ?? '').trim().split(/\s+/);
            const isAdminEmail = getEnv().ADMIN_EMAILS.includes(user.email.toLowerCase());
            return {
              data: {
                ...user,
                role: isAdminEmail ? 'admin' : 'user',
                firstName: firstName || null,
                lastName: rest.join(' ') || null,
                authProvider: 'local',
                freeExpiryDate: trialEndFrom(new Date()),
              },
            };
          },
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
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
const sessionCache = new Map<string, { userId: string | null; at: number }>();

export function forgetCachedSessions(): void {
  sessionCache.clear();
}

function sessionKey(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) return `b:${authorization.slice(7).trim()}`;
  const match = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(headers.get('cookie') ?? '');
  return match?.[1] ? `c:${match[1]}` : null;
}

/** The user id of a better-auth session found in these headers (cookie or bearer), or null. */
export async function localSessionUserId(headers: Headers): Promise<string | null> {
  const key = sessionKey(headers);
  if (!key) return null;
  const hit = sessionCache.get(key);
  if (hit && Date.now() - hit.at < SESSION_CACHE_MS) return hit.userId;
  const auth = await getLocalAuth();
  const session = await auth.api.getSession({ headers }).catch(() => null);
  const userId = session?.user.id ?? null;
  if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
  sessionCache.set(key, { userId, at: Date.now() });
  return userId;
}
