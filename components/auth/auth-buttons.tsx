'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { isClerkConfiguredOnClient } from '@/lib/public-env';
import { ForgotPasswordForm } from './forgot-password-form';
import { callLocalAuth } from './local-auth-client';

// The client half of the auth facade: sign-in, sign-up and sign-out controls that work the same
// whichever provider is active.

const localAuth = {
  signUp: (body: { email: string; password: string; name: string }) => callLocalAuth('sign-up/email', body),
  signIn: (body: { email: string; password: string }) => callLocalAuth('sign-in/email', body),
  signOut: () => callLocalAuth('sign-out', {}),
};

// Clerk's code is loaded only where Clerk is the provider.
const ClerkAuthButtons = dynamic(() => import('./clerk-buttons'), { ssr: false });
const ClerkSignOut = dynamic(() => import('./clerk-buttons').then((m) => m.ClerkSignOut), { ssr: false });

type Mode = 'sign-in' | 'sign-up' | 'forgot';
const TITLES: Record<Mode, string> = { 'sign-in': 'Sign in', 'sign-up': 'Create your free account', forgot: 'Reset your password' };

export type AuthButtonsProps = { returnUrl: string; size?: 'sm' | 'md' | 'lg'; signInLabel?: string; signUpLabel?: string };

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
      <Dialog open={mode !== null} onClose={() => setMode(null)} title={TITLES[mode ?? 'sign-in']}>
        {mode === 'forgot' && <ForgotPasswordForm onBack={() => setMode('sign-in')} />}
        {(mode === 'sign-in' || mode === 'sign-up') && <LocalAuthForm key={mode} mode={mode} returnUrl={returnUrl} onSwitch={setMode} />}
      </Dialog>
    </>
  );
}

function LocalAuthForm({ mode, returnUrl, onSwitch }: { mode: 'sign-in' | 'sign-up'; returnUrl: string; onSwitch: (m: Mode) => void }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const name = String(form.get('name') ?? '').trim();
    setPending(true);
    setError(null);
    const result =
      mode === 'sign-up'
        ? await localAuth.signUp({ email, password, name: name || email.split('@')[0]! })
        : await localAuth.signIn({ email, password });
    if (result.error) {
      setPending(false);
      setError(result.error);
      return;
    }
    router.replace(returnUrl);
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      {mode === 'sign-up' && (
        <label className="block text-sm">
          <span className="mb-1 block font-medium">Name</span>
          <Input name="name" autoComplete="name" placeholder="Ada Lovelace" maxLength={100} />
        </label>
      )}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Email</span>
        <Input name="email" type="email" required autoComplete="email" placeholder="you@company.com" autoFocus />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Password</span>
        <Input
          name="password"
          type="password"
          required
          minLength={8}
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          placeholder={mode === 'sign-up' ? 'At least 8 characters' : ''}
        />
      </label>
      {mode === 'sign-in' && (
        <p className="-mt-2 text-right text-sm">
          <button type="button" className="font-medium text-accent underline-offset-2 hover:underline" onClick={() => onSwitch('forgot')}>
            Forgot password?
          </button>
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" loading={pending}>
        {mode === 'sign-up' ? 'Create Free Account' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {mode === 'sign-up' ? 'Already have an account? ' : 'New to Promptloom? '}
        <button type="button" className="font-medium text-accent underline-offset-2 hover:underline" onClick={() => onSwitch(mode === 'sign-up' ? 'sign-in' : 'sign-up')}>
          {mode === 'sign-up' ? 'Sign in' : 'Create a free account'}
        </button>
      </p>
    </form>
  );
}

/** Renders a sign-out control for the active provider; signing out returns to / (spec P1 §2). */
export function SignOut({ render }: { render: (signOut: () => Promise<void>) => ReactNode }) {
  const router = useRouter();
  if (isClerkConfiguredOnClient()) return <ClerkSignOut render={render} />;
  return (
    <>
      {render(async () => {
        await localAuth.signOut();
        router.replace('/');
        router.refresh();
      })}
    </>
  );
}
