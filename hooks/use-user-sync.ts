'use client';

import { useCallback, useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { apiFetch, ApiError } from '@/lib/api-client';
import { MESSAGES, SYNC_RETRIES, syncBackoffMs } from '@/lib/constants';
import { withRetry } from '@/lib/retry';
import type { UserDTO } from '@/lib/services/users';
import { useUserStore } from '@/stores/user-store';
import { syncParameterMemory } from './use-parameter-memory';

export function syncUserWithRetry(sleep?: (ms: number) => Promise<void>): Promise<UserDTO> {
  return withRetry(() => apiFetch<UserDTO>('/api/user/sync', { method: 'POST' }, MESSAGES.syncUserDefault), {
    retries: SYNC_RETRIES,
    delayMs: syncBackoffMs,
    sleep,
  });
}

/** Runs the user sync once the provider has a signed-in user; 401 sends the user to /signup. */
export function useUserSync(signedIn: boolean) {
  const router = useRouter();
  const { setSyncing, setUser, setError, clear } = useUserStore();
  const sync = useCallback(async () => {
    setSyncing();
    try {
      setUser(await syncUserWithRetry());
      // The parameter memory follows the user across devices; a failure here only costs that.
      syncParameterMemory().catch((error: unknown) => console.error('[parameters] sync failed', error));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        clear();
        router.push('/signup');
        return;
      }
      setError(MESSAGES.syncFailed);
    }
  }, [setSyncing, setUser, setError, clear, router]);

  useEffect(() => {
    if (signedIn) void sync();
    else clear();
  }, [signedIn, sync, clear]);

  return sync;
}
