'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { normalizeMemory, valuesFromMemory, type ParameterMemory } from '@/lib/parameter-memory';
import { loadMemory, PARAMETER_MEMORY_CHANGE_EVENT, storeMemory } from './parameter-memory-storage';
import { useSaveParameters } from './queries/user';

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
