import { SignInScreen } from '@/components/auth/sign-in-screen';

export const metadata = { title: 'Sign in' };

export default function Page(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SignInScreen searchParams={props.searchParams} />;
}
