// Values the browser may see. Next inlines `process.env.NEXT_PUBLIC_*` only when written out
// literally, so this module names each one.
export const publicEnv = {
  clerkPublishableKey: process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY || '',
  paddleClientToken: process.env.NEXT_PUBLIC_PADDLE_CLIENT_TOKEN || '',
  paddleEnv: process.env.NEXT_PUBLIC_PADDLE_ENV === 'production' ? ('production' as const) : ('sandbox' as const),
  paddlePrices: {
    monthly: process.env.NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY || '',
    yearly: process.env.NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY || '',
    lifetime: process.env.NEXT_PUBLIC_PADDLE_PRICE_LIFETIME || '',
  },
};

export const isClerkConfiguredOnClient = (): boolean => publicEnv.clerkPublishableKey.length > 0;
