'use client';

import { useState } from 'react';
import { AuthButtons } from './auth-buttons';
import { AUTH_TITLES, type Mode } from './auth-types';
import { ForgotPasswordForm } from './forgot-password-form';
import { LocalAuthForm } from './local-auth-form';
import { isClerkConfiguredOnClient } from '@/lib/public-env';

/**
 * The sign-up form on the page itself (/signup showed two buttons, and the form only after
 * a click). Its links switch it in place to signing in or to a reset. Clerk brings its own screens, so
 * with Clerk this is the two buttons that open them.
 */
export function InlineAuth({ returnUrl, initialMode = 'sign-up' }: { returnUrl: string; initialMode?: Mode }) {
  const [mode, setMode] = useState<Mode>(initialMode);
  if (isClerkConfiguredOnClient()) {
    return (
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <AuthButtons returnUrl={returnUrl} size="lg" />
      </div>
    );
  }
  return (
    <section aria-labelledby="inline-auth-heading" className="w-full rounded-lg border border-border bg-card p-6 text-left shadow-sm">
      <h2 id="inline-auth-heading" className="mb-4 text-lg font-semibold">
        {AUTH_TITLES[mode]}
      </h2>
      {mode === 'forgot' ? (
        <ForgotPasswordForm onBack={() => setMode('sign-in')} />
      ) : (
        <LocalAuthForm key={mode} mode={mode} returnUrl={returnUrl} onSwitch={setMode} />
      )}
    </section>
  );
}
