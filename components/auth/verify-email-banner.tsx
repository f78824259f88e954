'use client';

import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { EMAIL_VERIFICATION_TEXT } from '@/lib/email-verification-text';
import { notify } from '@/lib/notify';
import { useSyncedUser } from '@/hooks/synced-user';
import { Button } from '@/components/ui/button';
import { callLocalAuth } from './local-auth-client';

/**
 * Shown on every page while the signed-in person's address is not confirmed. It offers to
 * send the link again; where mail goes to the local outbox (development, the e2e build), it links there.
 */
export function VerifyEmailBanner({ email, outbox }: { email: string; outbox: boolean }) {
  const synced = useSyncedUser();
  const [sending, setSending] = useState(false);
  // The server drew it; the user sync (components/layout/user-sync.tsx) hides it once the address is confirmed in another tab.
  if (synced?.emailVerified || synced?.isAdmin) return null;

  async function resend() {
    setSending(true);
    const answer = await callLocalAuth('send-verification-email', { email });
    setSending(false);
    if (answer.error) notify.error(answer.code === 'RATE_LIMITED' ? answer.error : EMAIL_VERIFICATION_TEXT.resendFailed);
    else notify.success(EMAIL_VERIFICATION_TEXT.sent);
  }

  return (
    <div role="region" aria-label="Confirm your email address" className="border-b border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <MailCheck aria-hidden className="size-4 shrink-0" />
        <p className="min-w-0 flex-1">{EMAIL_VERIFICATION_TEXT.banner}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="secondary" onClick={resend} disabled={sending}>
            {sending ? EMAIL_VERIFICATION_TEXT.sending : EMAIL_VERIFICATION_TEXT.resend}
          </Button>
          {outbox && (
            <a href="/dev/outbox" className="font-medium underline underline-offset-2">
              {EMAIL_VERIFICATION_TEXT.openOutbox}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
