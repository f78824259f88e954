'use client';

import { SignInButton, SignUpButton, useClerk } from '@clerk/nextjs';
import { Button } from '@/components/ui/button';
import type { AuthButtonsProps } from './auth-types';

// Clerk's controls, loaded only when Clerk is the provider so its code stays out of other bundles.

export default function ClerkAuthButtons({ returnUrl, size = 'md', signInLabel = 'Sign In', signUpLabel = 'Create Free Account' }: AuthButtonsProps) {
  return (
    <>
      <SignInButton mode="modal" forceRedirectUrl={returnUrl} signUpForceRedirectUrl={returnUrl}>
        <Button variant="secondary" size={size}>
          {signInLabel}
        </Button>
      </SignInButton>
      <SignUpButton mode="modal" forceRedirectUrl={returnUrl} signInForceRedirectUrl={returnUrl}>
        <Button size={size}>{signUpLabel}</Button>
      </SignUpButton>
    </>
  );
}

export function ClerkSignOut({ render }: { render: (signOut: () => Promise<void>) => React.ReactNode }) {
  const clerk = useClerk();
  return <>{render(() => clerk.signOut({ redirectUrl: '/' }))}</>;
}
