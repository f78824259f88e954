'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isClerkConfiguredOnClient } from '@/lib/public-env';
import { AUTH_TITLES, type AuthButtonsProps, type Mode } from './auth-types';

// The client half of the auth facade: the sign-in and sign-up controls, the same whichever provider is
// active (sign-out is ./sign-out.tsx, so a signed-in page never loads these).

// The dialog's forms load when it first opens: a signed-in page never downloads them.
const formLoading = () => <p className="py-8 text-center text-sm text-muted-foreground">Loading…</p>;
const LocalAuthForm = dynamic(() => import('./local-auth-form').then((m) => m.LocalAuthForm), { ssr: false, loading: formLoading });
const ForgotPasswordForm = dynamic(() => import('./forgot-password-form').then((m) => m.ForgotPasswordForm), { ssr: false, loading: formLoading });

// Clerk's code is loaded only where Clerk is the provider.
const ClerkAuthButtons = dynamic(() => import('./clerk-buttons'), { ssr: false });


/** Sign In and Create Free Account buttons that open the provider's modal carrying returnUrl. */
export function AuthButtons({ returnUrl, size = 'md', signInLabel = 'Sign In', signUpLabel = 'Create Free Account' }: AuthButtonsProps) {
  if (isClerkConfiguredOnClient()) return <ClerkAuthButtons returnUrl={returnUrl} size={size} signInLabel={signInLabel} signUpLabel={signUpLabel} />;
  return <LocalAuthButtons returnUrl={returnUrl} size={size} signInLabel={signInLabel} signUpLabel={signUpLabel} />;
}

function LocalAuthButtons({ returnUrl, size, signInLabel, signUpLabel }: Required<AuthButtonsProps>) {
  const [mode, setMode] = useState<Mode | null>(null);
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setMode('sign-in')}>
        {signInLabel}
      </Button>
      <Button size={size} onClick={() => setMode('sign-up')}>
        {signUpLabel}
      </Button>
      <Dialog open={mode !== null} onClose={() => setMode(null)} title={AUTH_TITLES[mode ?? 'sign-in']}>
        {mode === 'forgot' && <ForgotPasswordForm onBack={() => setMode('sign-in')} />}
        {(mode === 'sign-in' || mode === 'sign-up') && <LocalAuthForm key={mode} mode={mode} returnUrl={returnUrl} onSwitch={setMode} />}
      </Dialog>
    </>
  );
}
