import { KeyRound } from 'lucide-react';
import { ExpiredResetLink, ResetPasswordForm } from '@/components/auth/reset-password-form';
import { notFound } from 'next/navigation';
import { isResetTokenUsable } from '@/lib/services/account-mail';
import { isClerkEnabled } from '@/lib/env';

export const metadata = { title: 'Reset your password' };

// The page a reset mail links to (APP_URL/reset-password?token=…). A link that has expired
// or was used says so at once and offers a new one.
export default async function Page(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // With Clerk, Clerk resets passwords in its own screens.
  if (isClerkEnabled()) notFound();
  const raw = (await props.searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const usable = await isResetTokenUsable(token);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-6 py-12 text-center">
      <KeyRound className="size-10 text-accent" aria-hidden />
      <div>
        <h1 className="text-2xl font-semibold">Reset your password</h1>
        <p className="mt-2 text-muted-foreground">{usable ? 'Choose a new password for your Promptloom account.' : 'This link cannot be used.'}</p>
      </div>
      <div className="w-full">{usable && token ? <ResetPasswordForm token={token} /> : <ExpiredResetLink />}</div>
    </div>
  );
}
