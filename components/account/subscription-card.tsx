'use client';

import { useState } from 'react';
import Link from 'next/link';
import { notify } from '@/lib/notify';
import { SUBSCRIPTION_MESSAGES } from '@/lib/billing-text';
import { ApiError } from '@/lib/api-client';
import { ACCOUNT_MESSAGES } from '@/lib/account-text';
import { useCancelSubscription, useOpenBillingPortal, useResumeSubscription } from '@/hooks/queries/billing';
import { useRefreshAccount } from '@/hooks/queries/user';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { describeSubscription } from './subscription-status';
import type { UserDTO } from '@/lib/dto/users';

const CONFIRM = {
  lifetime: 'Are you sure you want to cancel your lifetime plan? This cannot be undone: your PRO access ends now.',
  recurring: 'Are you sure you want to cancel your subscription? You keep PRO access until the end of your current billing period.',
};

/** spec P2 §4: Cancel only when active and not already scheduled to cancel; otherwise 'Upgrade to PRO'. */
export function SubscriptionCard({ user, billingPortal = false }: { user: UserDTO; billingPortal?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const refreshAccount = useRefreshAccount();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  const subscription = describeSubscription(user);
  const isLifetime = user.billingCycle === 'lifetime';
  const canCancel = user.subscriptionStatus === 'active' && user.scheduledAction !== 'cancel' && Boolean(user.subscriptionId);

  // Busy until the page reloads after a success, so a second click cannot ask again.
  const busy = cancel.isPending || resume.isPending || cancel.isSuccess || resume.isSuccess;
  const callbacks = {
    onSuccess: ({ message }: { message: string }) => {
      notify.success(message);
      setConfirming(false);
      void refreshThenReload();
    },
    onError: (error: unknown) => notify.error(error instanceof ApiError ? error.message : SUBSCRIPTION_MESSAGES.cancelFailed),
  };

  // spec P2 §4: the account is refreshed, then the page reloads: at once for lifetime, after 2 seconds
  // otherwise. A failed refresh says so (spec P2 §8) and offers another try instead of reloading.
  async function refreshThenReload() {
    setRefreshFailed(false);
    try {
      await refreshAccount();
    } catch {
      setRefreshFailed(true);
      return;
    }
    setTimeout(() => window.location.reload(), isLifetime ? 0 : 2000);
  }

  return (
    <div>
      <h2 className="font-semibold">Subscription</h2>
      <p className="mt-3 text-lg font-medium" data-testid="subscription-label">
        {subscription.label}
      </p>
      <p className="text-sm text-muted-foreground" data-testid="subscription-detail">
        {subscription.detail}
      </p>
      {refreshFailed && (
        <ErrorAlert className="mt-3 flex items-center justify-between gap-3">
          {ACCOUNT_MESSAGES.refreshFailed}
          <Button variant="secondary" size="sm" onClick={() => void refreshThenReload()}>
            Try Again
          </Button>
        </ErrorAlert>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {canCancel ? (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        ) : (
          !user.isCurrent && (
            <Link href="/pricing" className={buttonClasses('primary', 'sm')}>
              Upgrade to PRO
            </Link>
          )
        )}
        {billingPortal && (
          <Button
            variant="secondary"
            size="sm"
            loading={portal.isPending || portal.isSuccess}
            onClick={() =>
              portal.mutate(undefined, {
                // Paddle's page, in this tab: its own link back is to this account page.
                onSuccess: ({ url }) => window.location.assign(url),
                onError: (error) => notify.error(error instanceof ApiError ? error.message : SUBSCRIPTION_MESSAGES.portalFailed),
              })
            }
          >
            Manage billing
          </Button>
        )}
        {user.subscriptionStatus === 'active' && user.scheduledAction === 'cancel' && (
          <Button variant="secondary" size="sm" loading={busy} onClick={() => resume.mutate(undefined, callbacks)}>
            Resume Subscription
          </Button>
        )}
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Cancel Subscription">
        <p className="text-sm text-muted-foreground">{isLifetime ? CONFIRM.lifetime : CONFIRM.recurring}</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep My Plan
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={() =>
              cancel.mutate(
                {
                  subscriptionId: user.subscriptionId ?? '',
                  subscriptionType: isLifetime ? 'lifetime' : 'subscription',
                  billingCycle: user.billingCycle ?? undefined,
                },
                callbacks,
              )
            }
          >
            Yes, Cancel
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
