'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PASSWORD_MAX, PASSWORD_MIN, RESET_LINK_INVALID_MESSAGE } from '@/lib/password-reset';
import { newPasswordSchema } from '@/lib/password-reset-schema';
import { ForgotPasswordForm } from './forgot-password-form';
import { FormAlert } from './form-alert';
import { callLocalAuth } from './local-auth-client';
import { useIsClient } from '@/hooks/use-stored-state';

/** Choose a new password with the token of a reset link; success leads to sign-in with a confirmation. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [pending, setPending] = useState(false);
  // Before React takes over, a press would submit the form natively: a GET to this page with the
  // passwords in the address and without the token. So the button waits, and the form posts.
  const ready = useIsClient();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = newPasswordSchema.safeParse({ password: String(form.get('password') ?? ''), confirm: String(form.get('confirm') ?? '') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the password.');
      return;
    }
    setPending(true);
    setError(null);
    const result = await callLocalAuth('reset-password', { token, newPassword: parsed.data.password });
    if (result.code === 'INVALID_TOKEN' || result.code === 'USER_NOT_FOUND') {
      setPending(false);
      setExpired(true);
      return;
    }
    if (result.error) {
      setPending(false);
      setError(result.error);
      return;
    }
    router.replace('/sign-in?passwordReset=done');
  }

  if (expired) return <ExpiredResetLink />;
  return (
    <form onSubmit={submit} method="post" className="space-y-4 text-left">
      <label className="block text-sm">
        <span className="mb-1 block font-medium">New password</span>
        <Input
          name="password"
          type="password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          placeholder={`At least ${PASSWORD_MIN} characters`}
          autoFocus
        />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Repeat the new password</span>
        <Input name="confirm" type="password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </label>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Button type="submit" className="w-full" loading={pending} disabled={!ready}>
        Set new password
      </Button>
    </form>
  );
}

/** A link that no longer works: say so, and ask for a new one in place. */
export function ExpiredResetLink() {
  return (
    <div className="space-y-4">
      <FormAlert tone="error">{RESET_LINK_INVALID_MESSAGE}</FormAlert>
      <ForgotPasswordForm autoFocus={false} />
    </div>
  );
}
