import { Sparkles } from 'lucide-react';
import { AuthButtons } from '@/components/auth/auth-buttons';
import { BackButton } from './back-button';
import { FormAlert } from './form-alert';
import { InlineAuth } from './inline-auth';

// spec P1 §2, P2 §2: /sign-in and /signup are the same screen. The page reads returnUrl and sends
// a signed-in person on; this screen only renders. /signup is titled for signing up and
// shows its form at once, with a link to sign in instead.
export function SignInScreen({ returnUrl, notice, signUp = false }: { returnUrl: string; notice?: string; signUp?: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-6 py-12 text-center">
      <Sparkles className="size-10 text-accent" aria-hidden />
      <div>
        <h1 className="text-2xl font-semibold">{signUp ? 'Join Promptloom' : 'Sign in to Promptloom'}</h1>
        <p className="mt-2 text-muted-foreground">Your prompt library, your parameter memory, on every device.</p>
      </div>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {signUp ? (
        <InlineAuth returnUrl={returnUrl} />
      ) : (
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <AuthButtons returnUrl={returnUrl} size="lg" />
        </div>
      )}
      {returnUrl !== '/' && <BackButton />}
    </div>
  );
}
