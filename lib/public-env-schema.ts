import { z } from 'zod';
import { issuesText } from './errors';
import { readPublicEnv, type PublicEnv } from './public-env-values';

export type { PublicEnv };

// The browser's variables (NEXT_PUBLIC_*) and what they may be. next.config.ts checks them with this
// schema when `next dev` or `next build` starts (a bad value stops it, naming the variable), and
// lib/env.ts takes it into the server's, so both refuse the same values. The browser reads the
// values Next inlined through lib/public-env-values.ts, without zod in its bundle. Reads nothing
// itself, so importing it never throws.

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const prefixed = (pattern: RegExp, message: string) => optional.pipe(z.string().regex(pattern, message).optional());

export const publicEnvSchema = z.object({
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: prefixed(/^pk_(test|live)_/, 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY must start with pk_test_ or pk_live_'),
  NEXT_PUBLIC_PADDLE_CLIENT_TOKEN: optional,
  NEXT_PUBLIC_PADDLE_ENV: optional.pipe(z.enum(['sandbox', 'production'], { error: "NEXT_PUBLIC_PADDLE_ENV must be 'sandbox' or 'production'" }).default('sandbox')),
  NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY: optional,
  NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY: optional,
  NEXT_PUBLIC_PADDLE_PRICE_LIFETIME: optional,
});

export type PublicEnvInput = Partial<Record<keyof z.input<typeof publicEnvSchema>, string | undefined>>;

/** Read the public values, or throw naming every bad one (the server's getEnv refuses them too). */
export function parsePublicEnv(raw: PublicEnvInput): PublicEnv {
  const parsed = publicEnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid public environment: ${issuesText(parsed.error)}`);
  }
  return readPublicEnv(parsed.data);
}
