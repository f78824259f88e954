'use client';

import { useEffect, useState } from 'react';
import { isCancelledError, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { mergeOnce } from './parameter-memory-storage';
import { isSessionGone, userQueries } from './queries/user';

/**
 * The sign-in merge of the server copy into local storage (./parameter-memory-sync.ts, loaded on
 * first use), once per person and page load, however many screens ask for it.
 */
export function syncParameterMemoryOnce(userId: string, queryClient: QueryClient): Promise<void> {
  return mergeOnce(userId, () => import('./parameter-memory-sync').then(({ syncParameterMemory }) => syncParameterMemory(queryClient)));
}

const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

/** Runs `merge` on mount (and when `key` changes): true once it is done; a failure is tried again, later and later. */
function useMergeWithRetries(key: string | null, merge: () => Promise<void>): boolean {
  const [done, setDone] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    merge().then(
      () => live && setDone(key),
      (error: unknown) => {
        // The session ended (an account deleted, a sign-out elsewhere): the user sync sends the person on.
        // A read cancelled by a sign-out on this page (the query cache cleared) failed at nothing.
        if (isSessionGone(error) || isCancelledError(error)) return;
        console.error('[parameters] sync failed', error);
        if (live) timer = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `merge` is the caller's closure over `key`: a new one each render, the same work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return key !== null && done === key;
}

/**
 * On sign-in, merge the server copy into local storage and send back what only this device knew:
 * the nav bar's user sync, once it knows who signed in. The parameter memory follows the user across
 * devices. True once the merge is done.
 */
export function useParameterMemorySync(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  return useMergeWithRetries(userId ?? null, () => syncParameterMemoryOnce(userId!, queryClient));
}

/**
 * The same merge, started by a screen that shows the memory (useParameterMemory) as it mounts, without
 * waiting for the nav bar's user sync, which loads after the page. Until it is done, a screen that
 * edits the memory would save this device's copy over the server's values. Who is signed in is asked
 * once (the user sync's own query, shared), not watched: a screen left after the account was deleted
 * asks nothing again.
 */
export function useMergedParameterMemory(): boolean {
  const queryClient = useQueryClient();
  return useMergeWithRetries('screen', () =>
    queryClient.fetchQuery({ ...userQueries.me(), staleTime: Infinity }).then((user) => syncParameterMemoryOnce(user.id, queryClient)),
  );
}
