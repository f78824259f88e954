'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Mode } from './auth-types';
import { callLocalAuth } from './local-auth-client';

// The local provider's sign-in and sign-up form, in the auth dialog (loaded when the dialog opens).

const localAuth = {
  signUp: (body: { email: string; password: string; name: string }) => callLocalAuth('sign-up/email', body),
  signIn: (body: { email: string; password: string }) => callLocalAuth('sign-in/email', body),
};

export function LocalAuthForm({ mode, returnUrl, onSwitch }: { mode: 'sign-in' | 'sign-up'; returnUrl: string; onSwitch: (m: Mode) => void }) {
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

