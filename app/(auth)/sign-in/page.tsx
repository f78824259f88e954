import { redirect } from 'next/navigation';
import { SignInScreen } from '@/components/auth/sign-in-screen';
import { currentViewer } from '@/lib/services/viewer';
import { safeReturnUrl } from '@/lib/guards';
import { PASSWORD_CHANGED_MESSAGE } from '@/lib/password-reset';

export const metadata = { title: 'Sign in' };

// spec P1 §2, P2 §2: /sign-in and /signup read returnUrl (default /); a signed-in person goes there.
export default async function Page(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await props.searchParams;
  const raw = params.returnUrl;
  const returnUrl = safeReturnUrl(Array.isArray(raw) ? raw[0] : raw);
  if (await currentViewer()) redirect(returnUrl);
  // The reset-password page sends here once the new password is set.
  const notice = params.passwordReset === 'done' ? PASSWORD_CHANGED_MESSAGE : undefined;
  return <SignInScreen returnUrl={returnUrl} notice={notice} />;
}
