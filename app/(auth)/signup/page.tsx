import { redirect } from 'next/navigation';
import { SignInScreen } from '@/components/auth/sign-in-screen';
import { currentViewer } from '@/lib/services/viewer';
import { safeReturnUrl } from '@/lib/guards';

export const metadata = { title: 'Create your free account' };

// spec P1 §2: /signup is the sign-in screen, where signed-out people are sent: titled for
// signing up, with the form shown at once (and a link to sign in instead).
export default async function Page(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await props.searchParams).returnUrl;
  const returnUrl = safeReturnUrl(Array.isArray(raw) ? raw[0] : raw);
  if (await currentViewer()) redirect(returnUrl);
  return <SignInScreen returnUrl={returnUrl} signUp />;
}
