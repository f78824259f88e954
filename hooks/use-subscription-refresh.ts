'use client';

import { useCallback, useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { SUBSCRIPTION_REFRESH_MS } from '@/lib/constants';
import type { SubscriptionDTO } from '@/lib/services/users';
import { useSubscriptionStore } from '@/stores/subscription-store';
import { useUserStore } from '@/stores/user-store';

/** Keeps the subscription fresh: fetched once signed in, then every 5 minutes while active or on trial. */
export function useSubscriptionRefresh() {
  const user = useUserStore((s) => s.user);
  const setSubscription = useSubscriptionStore((s) => s.setSubscription);
  const subscription = useSubscriptionStore((s) => s.subscription);
  const userId = user?.id;
  const load = useCallback(
    () =>
      apiFetch<SubscriptionDTO>('/api/user/subscription', {}, 'Failed to fetch subscription')
        .then(setSubscription)
        .catch((error: unknown) => console.error('[subscription] refresh failed', error)),
    [setSubscription],
  );

  useEffect(() => {
    if (userId) void load();
    else setSubscription(null);
  }, [userId, load, setSubscription]);

  const keepFresh = subscription?.subscriptionStatus === 'active' || subscription?.isTrialActive === true;
  useEffect(() => {
    if (!userId || !keepFresh) return;
    const timer = setInterval(() => void load(), SUBSCRIPTION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [userId, keepFresh, load]);
}
