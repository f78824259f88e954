'use client';

import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormAlert } from '@/components/auth/form-alert';
import { callLocalAuth } from '@/components/auth/local-auth-client';
import { apiTokenKeys } from '@/hooks/queries/api-tokens';
import { PASSWORD_CHANGE_TEXT } from '@/lib/account-text';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/password-reset';
import { newPasswordSchema } from '@/lib/password-reset-schema';

/**
 * Change the password while signed in (better-auth's change-password). It offers what a reset through
 * the mailed link does: sign out every other session and revoke every API token.
 */
export function PasswordCard() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = newPasswordSchema.safeParse({ password: String(form.get('newPassword') ?? ''), confirm: String(form.get('confirm') ?? '') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PASSWORD_CHANGE_TEXT.failed);
      return;
    }
    const revokeOtherSessions = form.get('revoke') === 'on';
    setPending(true);
    setError(null);
    const answer = await callLocalAuth('change-password', { currentPassword: String(form.get('currentPassword') ?? ''), newPassword: parsed.data.password, revokeOtherSessions });
    setPending(false);
    if (answer.error) {
      setError(answer.code === 'INVALID_PASSWORD' ? PASSWORD_CHANGE_TEXT.wrongCurrent : answer.error);
      return;
    }
    formElement.reset();
    if (revokeOtherSessions) await queryClient.invalidateQueries({ queryKey: apiTokenKeys.list });
    toast.success(revokeOtherSessions ? PASSWORD_CHANGE_TEXT.changedAndRevoked : PASSWORD_CHANGE_TEXT.changed);
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <div>
        <h2 className="font-semibold">Password</h2>
        <p className="mt-1 text-sm text-muted-foreground">{PASSWORD_CHANGE_TEXT.intro}</p>
      </div>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Current password</span>
        <Input name="currentPassword" type="password" required maxLength={PASSWORD_MAX} autoComplete="current-password" />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm">
          <span className="mb-1 block font-medium">New password</span>
          <Input name="newPassword" type="password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} autoComplete="new-password" placeholder={`At least ${PASSWORD_MIN} characters`} />
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">Repeat the new password</span>
          <Input name="confirm" type="password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </label>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="revoke" defaultChecked className="mt-0.5 size-4 accent-[var(--accent)]" />
        <span>{PASSWORD_CHANGE_TEXT.revoke}</span>
      </label>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Button type="submit" variant="secondary" loading={pending}>
        Change password
      </Button>
    </form>
  );
}
