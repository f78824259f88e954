'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveParametersAction } from '@/actions/parameters';
import { apiRequest, ApiError, isTransient, unwrap } from '@/lib/api-client';
import { MESSAGES, PARAMETER_MESSAGES, SUBSCRIPTION_REFRESH_MS, SYNC_RETRIES, syncBackoffMs } from '@/lib/constants';
import { isAuthScreen, signUpWithReturn } from '@/lib/guards';
import type { ParameterMemory } from '@/lib/parameter-memory';
import { withRetry } from '@/lib/retry';
import type { UserDTO } from '@/lib/dto/users';
import { userKeys } from './user-keys';

// The signed-in person on the client: who they are (the spec's user sync), their subscription,
// kept fresh, and their parameter memory on the server. Server state lives here, not in a store.

// The keys live apart (./user-keys.ts): code that only invalidates them loads no query library.
export { userKeys };

/** POST /api/user/sync with the spec's retries (P1 §4: 3 retries, 1 s, 2 s, 4 s). */
export function syncUserWithRetry(sleep?: (ms: number) => Promise<void>): Promise<UserDTO> {
  return withRetry(() => apiRequest('POST /api/user/sync', { fallbackMessage: MESSAGES.syncUserDefault }), {
    retries: SYNC_RETRIES,
    delayMs: syncBackoffMs,
    sleep,
    // A 503 is the server saying "not now" (the database is restarting): worth the same retries.
    isRetryable: isTransient,
  });
}

export const userQueries = {
  // The sync retries itself on the spec's schedule; the query adds none.
  me: () => queryOptions({ queryKey: userKeys.me(), queryFn: () => syncUserWithRetry(), retry: false }),
  subscription: () =>
    queryOptions({ queryKey: userKeys.subscription(), queryFn: () => apiRequest('GET /api/user/subscription', { fallbackMessage: MESSAGES.fetchSubscriptionDefault }) }),
  parameters: () =>
    queryOptions({ queryKey: userKeys.parameters(), queryFn: () => apiRequest('GET /api/user/parameters') }),
};

/**
 * The signed-in user, synced once per session. Only a 401 (the session is gone) sends the user to
 * /signup; any other failure keeps the session and the caller offers 'Try Again' (refetch).
 */
export function useMe(signedIn = true) {
  const me = useQuery({ ...userQueries.me(), enabled: signedIn, staleTime: Infinity });
  useSignUpWhenSessionEnds(me.error);
  return me;
}

/** The session ended: a read answered 401 (spec P1 §8). */
export const isSessionGone = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * spec P1 §8: status 401 sends the user to /signup, here with the page they were on (its query too)
 * as the return address. The person's cached data goes with the session.
 */
export function useSignUpWhenSessionEnds(error: unknown) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const sessionGone = isSessionGone(error);
  useEffect(() => {
    if (!sessionGone) return;
    queryClient.removeQueries({ queryKey: userKeys.all });
    // Already on the sign-in screen: nowhere to send them, and the page refreshes as signed out.
    if (isAuthScreen(window.location.pathname)) router.refresh();
    else router.push(signUpWithReturn(`${window.location.pathname}${window.location.search}`));
  }, [sessionGone, queryClient, router]);
  return sessionGone;
}

/**
 * Fetches the signed-in user afresh (the account's refresh after a change, spec P2 §4) and rejects
 * when that fails; joins a sync already under way.
 */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...userQueries.me(), staleTime: 0 });
}

/** The subscription (spec P1 §4): fetched once signed in, then every 5 minutes while active or on trial. */
export function useSubscription(enabled: boolean) {
  return useQuery({
    ...userQueries.subscription(),
    enabled,
    refetchInterval: (query) => {
      const s = query.state.data;
      return s && (s.subscriptionStatus === 'active' || s.isTrialActive) ? SUBSCRIPTION_REFRESH_MS : false;
    },
  });
}

export function useSaveParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parameters: ParameterMemory) => unwrap(saveParametersAction({ parameters }), PARAMETER_MESSAGES.saveFailed),
    onSuccess: (saved) => queryClient.setQueryData(userKeys.parameters(), saved),
  });
}
