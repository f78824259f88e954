import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { EXTENSION_ORIGIN } from './extension';
import { localSecret } from './local-secret';
import { parseMemoryKeys, type MemoryKey } from './memory-crypto';
import { issuesText } from './errors';
import { setLogLevelSource } from './logger';
import { publicEnvSchema } from './public-env-schema';

// The one place that reads process.env on the server (STYLE: a typed, validated env module);
// lib/public-env.ts is the browser's, for the NEXT_PUBLIC_* values only.
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const commaList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
  );

/** A positive whole number setting with a default (rate limits). */
const limit = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

// The NEXT_PUBLIC_* values are the browser's schema (lib/public-env.ts), so both read them alike.
const envSchema = publicEnvSchema.extend({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: optional.pipe(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://').optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  // Parallel workers PostgreSQL may start for one of the app's queries (max_parallel_workers_per_gather);
  // 0, the default, none; `server`: the server's (or role's) own setting, left alone. docs/SCALING.md.
  DATABASE_PARALLEL_WORKERS: z
    .union([z.literal('server').transform(() => null), z.coerce.number().int().min(0).max(64)])
    .default(0),
  DATA_DIR: z.string().default('.data'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: optional.pipe(z.string().url().optional()),
  // Further origins (comma-separated, e.g. https://www.promptloom.app) trusted like APP_URL.
  TRUSTED_ORIGINS: commaList.pipe(z.array(z.string().url().transform((u) => new URL(u).origin))),
  // Browser extensions (chrome-extension://<id>, comma-separated) the API answers CORS for; unset: ours
  // (lib/extension.ts). Set it empty to answer none.
  EXTENSION_ORIGINS: z
    .string()
    .optional()
    .transform((s) => (s === undefined ? [EXTENSION_ORIGIN] : s.split(',').map((o) => o.trim()).filter(Boolean)))
    // Browsers send the id in lower case: an entry in capitals is lowered, or it would never match.
    .pipe(z.array(z.string().toLowerCase().regex(/^(chrome|moz)-extension:\/\/[a-z0-9-]+$/, 'EXTENSION_ORIGINS holds origins such as chrome-extension://<id>'))),
  BETTER_AUTH_SECRET: optional,
  // The key the parameter memory's values are encrypted with at rest (docs/memory.md): 32 bytes in hex or
  // base64; several separated by commas while one replaces another (the first encrypts). Production must set it.
  MEMORY_ENCRYPTION_KEY: optional.superRefine((value, ctx) => {
    if (!value) return;
    try {
      parseMemoryKeys(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
  // Shared state of several instances (rate limits); memory of this process without it.
  REDIS_URL: optional.pipe(z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://').optional()),
  // How many proxies in front are trusted: 0 (no proxy) reads the connection's own address and
  // never X-Forwarded-For; N reads the N-th X-Forwarded-For entry from the right (1 behind one proxy that
  // appends the address it saw, one more for each further proxy in front).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Rate limits (docs/security.md): high enough that a person working fast never meets them.
  RATE_LIMIT_AUTH_PER_IP: limit(60), // sign-in and sign-up attempts per IP per 10 minutes
  RATE_LIMIT_AUTH_PER_EMAIL: limit(10), // sign-up attempts per email per 10 minutes
  // Failed sign-ins (OWASP's lockout advice): per email and client address pair, so an
  // attacker elsewhere never locks the owner out; and a high per-email ceiling for many addresses.
  RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR: limit(10), // failed sign-ins per email and address per 15 minutes
  RATE_LIMIT_SIGN_IN_FAILURES_PER_EMAIL: limit(100), // failed sign-ins per email per hour, from any address
  RATE_LIMIT_WRITES_PER_MINUTE: limit(120), // API writes per user per minute
  RATE_LIMIT_EVENTS_PER_PROMPT: limit(10), // tracked events per user (or IP) and prompt per 10 minutes
  RATE_LIMIT_LIFETIME_CHECKOUTS_PER_IP: limit(20), // lifetime checkouts opened per client address per hour
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: limit(5), // reset emails asked for per email per hour (mail bombing)
  RATE_LIMIT_VERIFICATION_MAIL_PER_EMAIL: limit(5), // address-confirmation links sent again per email per hour
  RATE_LIMIT_API_TOKEN_PER_MINUTE: limit(120), // API requests (reads and writes) per personal API token per minute
  // Requests that only list (GET /api/prompts without a search, MCP's */list), per token per minute, counted
  // apart: a client lists a 10,000-prompt library (100 pages of 100) in one go, and its tools stay usable.
  RATE_LIMIT_API_TOKEN_LISTS_PER_MINUTE: limit(300),
  // The AI prompt generator (docs/ai.md): any OpenAI-compatible server through the openai SDK. Without
  // a key the editor's panel says that AI generation is not configured here.
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.string().url('OPENAI_BASE_URL must be a URL such as http://127.0.0.1:11434/v1').optional()),
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_MONTHLY_LIMIT: limit(100), // generations per calendar month (UTC) with a subscription or lifetime
  AI_TRIAL_LIMIT: limit(10), // generations per calendar month while the trial has days left
  AI_RATE_LIMIT_PER_MINUTE: limit(20), // generation requests per user per minute, on top of the monthly count
  AI_TIMEOUT_MS: limit(60_000), // a generation running longer is cancelled
  ADMIN_EMAILS: commaList.transform((emails) => emails.map((e) => e.toLowerCase())),
  PADDLE_API_KEY: optional,
  // Another base URL for Paddle's API (a local stand-in in tests); ignored in production.
  PADDLE_API_URL: optional.pipe(z.string().url().optional()),
  PADDLE_WEBHOOK_SECRET: optional,
  // The local checkout grants plans without payment: off unless asked for (`npm run dev` and the e2e suite do).
  LOCAL_CHECKOUT: z.enum(['on', 'off']).default('off'),
  // Mail (lib/services/mail.ts): SMTP when SMTP_URL is set (smtp://user:pass@host:587, smtps://… for
  // TLS from the start); without it mails go to the local outbox, readable at /dev/outbox only outside
  // production or with MAIL_OUTBOX=on (docs/security.md: never with real users).
  SMTP_URL: optional.pipe(z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional()),
  MAIL_FROM: optional.transform((v) => v ?? 'Promptloom <no-reply@promptloom.local>'),
  MAIL_OUTBOX: z.enum(['on', 'off']).default('off'),
  MAIL_WELCOME: z.enum(['on', 'off']).default('on'),
  MAIL_TRIAL_REMINDER: z.enum(['on', 'off']).default('on'),
  CLERK_SECRET_KEY: optional,
  CLERK_JWT_KEY: optional,
  CLERK_WEBHOOK_SIGNING_SECRET: optional,
  CLERK_AUTHORIZED_PARTIES: commaList,
  // Structured logs (lib/logger.ts): pino's levels; unset means 'info', or 'silent' under vitest.
  LOG_LEVEL: optional.pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  // Set by vitest itself.
  VITEST: optional,
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | null = null;

export function getEnv(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${issuesText(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** The app's own origin: APP_URL, or localhost on PORT. */
export function appUrl(): string {
  const env = getEnv();
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

// Tests change process.env between cases (for example to turn the Clerk provider on).
export function resetEnvCache(): void {
  cached = null;
  setLogLevelSource(logLevel);
}

/** LOG_LEVEL, else 'info'; 'silent' under vitest unless LOG_LEVEL is set. */
function logLevel(): NonNullable<Env['LOG_LEVEL']> {
  const env = getEnv();
  return env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info');
}
setLogLevelSource(logLevel);

export const LOCAL_AUTH_SECRET_FILE = 'local-auth-secret';

/**
 * BETTER_AUTH_SECRET; production must set it. Development and the test suites without one get a
 * random secret kept with the local data (DATA_DIR), so sessions survive a restart of `npm run dev`
 * and no secret is a constant in the code. A production build signs nothing, so it gets a throwaway.
 */
export function authSecret(): string {
  const env = getEnv();
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === 'production') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return randomBytes(32).toString('hex');
    throw new Error('BETTER_AUTH_SECRET must be set in production');
  }
  return localSecret(env.DATA_DIR, LOCAL_AUTH_SECRET_FILE);
}

export const LOCAL_MEMORY_KEY_FILE = 'local-memory-key';
let memoryKeysRead: { raw: string; keys: MemoryKey[] } | null = null;

/**
 * The keys of MEMORY_ENCRYPTION_KEY, the first one sealing; production must set it, and so must anything
 * that reaches a database server (DATABASE_URL), which may be another machine's or production's: a key
 * made here would seal values that no other machine can open. Development on the embedded database and
 * the test suites without one get a random key kept with the local data (DATA_DIR), beside the database
 * it seals, like the auth secret. There is no throwaway for a build: a value sealed under a key nobody
 * keeps would be lost.
 */
export function memoryKeys(): MemoryKey[] {
  const env = getEnv();
  let raw = env.MEMORY_ENCRYPTION_KEY;
  if (!raw) {
    const where = env.NODE_ENV === 'production' ? 'in production' : env.DATABASE_URL && env.NODE_ENV !== 'test' ? 'to use a database server (DATABASE_URL)' : null;
    if (where) {
      throw new Error(`MEMORY_ENCRYPTION_KEY must be set ${where}: the parameter memory is encrypted with it (openssl rand -hex 32 makes one; docs/memory.md)`);
    }
    raw = localSecret(env.DATA_DIR, LOCAL_MEMORY_KEY_FILE);
  }
  if (memoryKeysRead?.raw !== raw) memoryKeysRead = { raw, keys: parseMemoryKeys(raw) };
  return memoryKeysRead.keys;
}

export function isClerkEnabled(): boolean {
  const env = getEnv();
  return Boolean(env.CLERK_SECRET_KEY && env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY);
}
