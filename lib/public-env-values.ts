// The public values (NEXT_PUBLIC_*) as the app uses them, from the raw strings, with no validation
// library: the browser runs this. next.config.ts validated the same strings with
// lib/public-env-schema.ts before Next inlined them, and tests/unit/public-env.test.ts checks that
// this reading and the schema's agree on every value the schema accepts.

export type PublicEnvRaw = {
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY?: string;
  NEXT_PUBLIC_PADDLE_CLIENT_TOKEN?: string;
  NEXT_PUBLIC_PADDLE_ENV?: string;
  NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY?: string;
  NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY?: string;
  NEXT_PUBLIC_PADDLE_PRICE_LIFETIME?: string;
};

const text = (v: string | undefined) => (v ?? '').trim();

export function readPublicEnv(raw: PublicEnvRaw) {
  return {
    clerkPublishableKey: text(raw.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY),
    paddleClientToken: text(raw.NEXT_PUBLIC_PADDLE_CLIENT_TOKEN),
    paddleEnv: text(raw.NEXT_PUBLIC_PADDLE_ENV) === 'production' ? ('production' as const) : ('sandbox' as const),
    paddlePrices: {
      monthly: text(raw.NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY),
      yearly: text(raw.NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY),
      lifetime: text(raw.NEXT_PUBLIC_PADDLE_PRICE_LIFETIME),
    },
  };
}

export type PublicEnv = ReturnType<typeof readPublicEnv>;
