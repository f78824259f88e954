'use client';

import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { mergeOnce } from './parameter-memory-storage';

/**
 * The sign-in merge of the server copy into local storage (./parameter-memory-sync.ts, loaded on
 * first use), once per person and page load, however many screens ask for it.
 */
export function syncParameterMemoryOnce(userId: string, queryClient: QueryClient): Promise<void> {
  return mergeOnce(userId, () => import('./parameter-memory-sync').then(({ syncParameterMemory }) => syncParameterMemory(queryClient)));
}

const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * On sign-in, merge the server copy into local storage and send back what only this device knew.
 * The parameter memory follows the user across devices. True once the merge is done: until then a
 * screen that edits the memory would save a copy without the server's values over them. A failed
 * merge is tried again, later and later (only that is lost while it fails).
 */
export function useParameterMemorySync(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [synced, setSynced] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    syncParameterMemoryOnce(userId, queryClient).then(
      () => live && setSynced(userId),
      (error: unknown) => {
        console.error('[parameters] sync failed', error);
        if (live) timer = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId, queryClient, attempt]);
  return userId !== undefined && synced === userId;
}
