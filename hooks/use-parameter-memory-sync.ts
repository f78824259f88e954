'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * On sign-in, merge the server copy into local storage and send back what only this device knew.
 * The parameter memory follows the user across devices; a failure here only costs that. The work
 * (./parameter-memory-sync.ts) loads after the page: the nav bar of every page runs this hook.
 */
export function useParameterMemorySync(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    import('./parameter-memory-sync')
      .then(({ syncParameterMemory }) => syncParameterMemory(queryClient))
      .catch((error: unknown) => console.error('[parameters] sync failed', error));
  }, [userId, queryClient]);
}
