// Values the browser may see. Next inlines `process.env.NEXT_PUBLIC_*` only when written out
// literally, so this module names each one.
export const publicEnv = {
  clerkPublishableKey: process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY || '',
};

export const isClerkConfiguredOnClient = (): boolean => publicEnv.clerkPublishableKey.length > 0;
