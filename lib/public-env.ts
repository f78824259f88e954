import { readPublicEnv, type PublicEnv } from './public-env-values';

// Values the browser may see, validated with lib/public-env-schema.ts when `next dev` or `next build`
// starts (next.config.ts), before Next inlines them here. Next inlines `process.env.NEXT_PUBLIC_*`
// only when written out literally, so this module names each one; it never names a server variable.
export const publicEnv: PublicEnv = readPublicEnv({
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY,
  NEXT_PUBLIC_PADDLE_CLIENT_TOKEN: process.env.NEXT_PUBLIC_PADDLE_CLIENT_TOKEN,
  NEXT_PUBLIC_PADDLE_ENV: process.env.NEXT_PUBLIC_PADDLE_ENV,
  NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY: process.env.NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY,
  NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY: process.env.NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY,
  NEXT_PUBLIC_PADDLE_PRICE_LIFETIME: process.env.NEXT_PUBLIC_PADDLE_PRICE_LIFETIME,
});

export const isClerkConfiguredOnClient = (): boolean => publicEnv.clerkPublishableKey.length > 0;

/**
 * A development server (`next dev`): fixed at build time, so a production build carries only its
 * production branches (components/island.ts).
 */
export const IN_DEVELOPMENT = process.env.NODE_ENV !== 'production';
