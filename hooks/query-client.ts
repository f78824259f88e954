'use client';

import { QueryClient } from '@tanstack/react-query';

// One QueryClient per browser tab, shared by every provider that renders one (components/query-provider.tsx)
// and by code that runs on an event (sign-out clears it, a purchase refreshes the user): the query
// library is no part of a page's first load unless that page reads through it when it hydrates.

// spec P1 §7 client query defaults: 2 retries, 10 s stale time, no refetch on window focus.
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 2, staleTime: 10_000, refetchOnWindowFocus: false } },
  });
}

let browserClient: QueryClient | undefined;

/** The tab's client; on the server a fresh one per call, so no request sees another's data. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
