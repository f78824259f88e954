import { redirect } from 'next/navigation';
import { Sparkles } from 'lucide-react';
import { currentViewer } from '@/lib/auth';
import { AuthButtons } from '@/lib/auth/client';
import { safeReturnUrl } from '@/lib/guards';
import { BackButton } from './back-button';

// spec P1 §2, P2 §2: /sign-in and /signup are the same screen; it reads returnUrl (default /).
export async function SignInScreen({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).returnUrl;
  const returnUrl = safeReturnUrl(Array.isArray(raw) ? raw[0] : raw);
  if (await currentViewer()) redirect(returnUrl);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-6 py-12 text-center">
      <Sparkles className="size-10 text-accent" aria-hidden />
      <div>
        <h1 className="text-2xl font-semibold">Sign in to Promptloom</h1>
        <p className="mt-2 text-muted-foreground">Your prompt library, your parameter memory, on every device.</p>
      </div>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <AuthButtons returnUrl={returnUrl} size="lg" />
      </div>
      {returnUrl !== '/' && <BackButton />}
    </div>
  );
}
