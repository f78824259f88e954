'use client';

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

// One QueryClient per browser tab, shared by every provider that renders one (components/query-provider.tsx)
// and by code that runs on an event (sign-out clears it, a purchase refreshes the user): the query
// library is no part of a page's first load unless that page reads through it when it hydrates.

/**
 * spec P1 §7's 2 retries, for a failure that asking again may mend: a refusal (401: the session
 * ended, sent to /signup at once; 400, 403, 404) gives the same answer the next time.
 */
const retryUnlessRefused = (count: number, error: unknown): boolean => !(error instanceof ApiError && error.status < 500) && count < 2;

// spec P1 §7 client query defaults: 2 retries, 10 s stale time, no refetch on window focus.
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: retryUnlessRefused, staleTime: 10_000, refetchOnWindowFocus: false } },
  });
}

let browserClient: QueryClient | undefined;

/** The tab's client; on the server a fresh one per call, so no request sees another's data. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/**
 * Resolves once no read is under way in `client` (sign-out waits for it): watched, never driven, so a
 * read that started meanwhile is waited for too, and nothing is asked again.
 */
export function fetchesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}
