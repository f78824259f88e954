import { z } from 'zod';

// The one place that reads process.env on the server (STYLE: a typed, validated env module).
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: optional.pipe(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://').optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default('.data'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: optional.pipe(z.string().url().optional()),
  BETTER_AUTH_SECRET: optional,
  // better-auth's sign-in rate limit (on in production); the end-to-end suite turns it off.
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  PADDLE_API_KEY: optional,
  PADDLE_WEBHOOK_SECRET: optional,
  NEXT_PUBLIC_PADDLE_CLIENT_TOKEN: optional,
  LOCAL_CHECKOUT: z.enum(['on', 'off']).default('off'),
  NEXT_PUBLIC_PADDLE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY: optional,
  NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY: optional,
  NEXT_PUBLIC_PADDLE_PRICE_LIFETIME: optional,
  CLERK_SECRET_KEY: optional,
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: optional,
  CLERK_JWT_KEY: optional,
  CLERK_WEBHOOK_SIGNING_SECRET: optional,
  CLERK_AUTHORIZED_PARTIES: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    ),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | null = null;

export function getEnv(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid environment: ${detail}`);
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
}

// Development and tests run without a configured secret; production must set one.
const DEV_AUTH_SECRET = 'promptloom-development-secret-change-me-in-production';

export function authSecret(): string {
  const env = getEnv();
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('BETTER_AUTH_SECRET must be set in production');
  }
  return DEV_AUTH_SECRET;
}

export function isClerkEnabled(): boolean {
  const env = getEnv();
  return Boolean(env.CLERK_SECRET_KEY && env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY);
}
