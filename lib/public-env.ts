import { parsePublicEnv, type PublicEnv } from './public-env-schema';

// Values the browser may see, validated (lib/public-env-schema.ts) when this module loads: a bad
// value fails the page at once, naming the variable. Next inlines `process.env.NEXT_PUBLIC_*` only
// when written out literally, so this module names each one; it never names a server variable.
export const publicEnv: PublicEnv = parsePublicEnv({
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY,
  NEXT_PUBLIC_PADDLE_CLIENT_TOKEN: process.env.NEXT_PUBLIC_PADDLE_CLIENT_TOKEN,
  NEXT_PUBLIC_PADDLE_ENV: process.env.NEXT_PUBLIC_PADDLE_ENV,
  NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY: process.env.NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY,
  NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY: process.env.NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY,
  NEXT_PUBLIC_PADDLE_PRICE_LIFETIME: process.env.NEXT_PUBLIC_PADDLE_PRICE_LIFETIME,
});

export const isClerkConfiguredOnClient = (): boolean => publicEnv.clerkPublishableKey.length > 0;
