'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mergeMemories, normalizeMemory, valuesFromMemory, type ParameterMemory } from '@/lib/parameter-memory';
import { loadMemory, PARAMETER_MEMORY_CHANGE_EVENT, storeMemory } from './parameter-memory-storage';
import { useSaveParameters, userQueries } from './queries/user';

/** The parameter memory from local storage (the fast path), with a save that also updates the server. */
export function useParameterMemory() {
  const [memory, setMemory] = useState<ParameterMemory>(() => normalizeMemory(null));
  // False until local storage was read (after mount): screens that edit the memory wait for it.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const load = () => {
      setMemory(loadMemory());
      setLoaded(true);
    };
    load();
    window.addEventListener(PARAMETER_MEMORY_CHANGE_EVENT, load);
    return () => window.removeEventListener(PARAMETER_MEMORY_CHANGE_EVENT, load);
  }, []);
  const values = useMemo(() => valuesFromMemory(memory), [memory]);
  const { mutateAsync: saveOnServer } = useSaveParameters();
  const save = useCallback(
    async (next: ParameterMemory) => {
      storeMemory(next);
      await saveOnServer(next);
    },
    [saveOnServer],
  );
  return { memory, values, save, loaded };
}

/**
 * On sign-in, merge the server copy into local storage and send back what only this device knew.
 * The parameter memory follows the user across devices; a failure here only costs that.
 */
export function useParameterMemorySync(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { mutateAsync: saveOnServer } = useSaveParameters();
  useEffect(() => {
    if (!userId) return;
    const sync = async () => {
      const server = normalizeMemory((await queryClient.fetchQuery(userQueries.parameters())).parameters);
      // Read after the answer came: a save made on this page meanwhile must not be overwritten.
      const local = loadMemory();
      const merged = mergeMemories(local, server);
      if (JSON.stringify(merged) !== JSON.stringify(local)) storeMemory(merged);
      if (JSON.stringify(merged) !== JSON.stringify(server)) await saveOnServer(merged);
    };
    sync().catch((error: unknown) => console.error('[parameters] sync failed', error));
  }, [userId, queryClient, saveOnServer]);
}
