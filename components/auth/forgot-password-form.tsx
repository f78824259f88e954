'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RESET_REQUESTED_MESSAGE } from '@/lib/password-reset';
import { FormAlert } from './form-alert';
import { callLocalAuth } from './local-auth-client';

/** Ask for a reset link. The answer is the same whether or not an account exists for the address. */
export function ForgotPasswordForm({ onBack, autoFocus = true }: { onBack?: () => void; autoFocus?: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setPending(true);
    setError(null);
    const result = await callLocalAuth('request-password-reset', { email });
    setPending(false);
    if (result.error) setError(result.error);
    else setSent(true);
  }

  return (
    <form onSubmit={submit} className="space-y-4 text-left">
      {sent ? (
        <FormAlert tone="success">{RESET_REQUESTED_MESSAGE}</FormAlert>
      ) : (
        <p className="text-sm text-muted-foreground">Enter the email you signed up with and we will send you a link to choose a new password.</p>
      )}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Email</span>
        <Input name="email" type="email" required autoComplete="email" placeholder="you@company.com" maxLength={254} autoFocus={autoFocus} />
      </label>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Button type="submit" className="w-full" loading={pending}>
        {sent ? 'Send the link again' : 'Send reset link'}
      </Button>
      {onBack && (
        <p className="text-center text-sm text-muted-foreground">
          Remembered it?{' '}
          <button type="button" className="font-medium text-accent underline-offset-2 hover:underline" onClick={onBack}>
            Back to sign in
          </button>
        </p>
      )}
    </form>
  );
}
