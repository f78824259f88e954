'use client';

import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { normalizeMemory, valuesFromMemory, type ParameterMemory } from '@/lib/parameter-memory';
import { loadMemory, PARAMETER_MEMORY_CHANGE_EVENT, storeMemory } from './parameter-memory-storage';
import { useSaveParameters } from './queries/user';
import { useMergedParameterMemory } from './use-parameter-memory-sync';

/**
 * The parameter memory from local storage (the fast path), with a save that also updates the server.
 * Every screen that shows it is for signed-in people: this hook starts the sign-in merge itself
 * rather than wait for the nav bar's user sync, which loads after the page.
 */
export function useParameterMemory() {
  const [memory, setMemory] = useState<ParameterMemory>(() => normalizeMemory(null));
  const [read, setRead] = useState(false);
  const synced = useMergedParameterMemory();
  // False until local storage was read (after mount) and the server's copy merged into it: screens
  // that edit the memory wait, or a save would put this device's copy over the server's values.
  const loaded = read && synced;
  useEffect(() => {
    const load = () => {
      setMemory(loadMemory());
      setRead(true);
    };
    // The first read in a transition: after a hydration it need not join the effects' long task.
    startTransition(load);
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
