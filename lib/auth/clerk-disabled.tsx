// Stands in for @clerk/nextjs in builds made without Clerk keys (next.config.ts aliases it), so
// Clerk's client code never ships to deployments that use the local provider. Clerk's publishable
// key is inlined at build time anyway: turning Clerk on means setting its keys and rebuilding.
import type { ReactNode } from 'react';

const rebuild = (): never => {
  throw new Error('Clerk keys were not set when this app was built: set CLERK_SECRET_KEY and NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY, then rebuild');
};

export function ClerkProvider(_props: { children: ReactNode }): ReactNode {
  return rebuild();
}
export const SignInButton = ClerkProvider;
export const SignUpButton = ClerkProvider;
export function useClerk(): { signOut: (opts: { redirectUrl: string }) => Promise<void> } {
  return rebuild();
}
