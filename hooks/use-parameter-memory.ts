'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import { mergeMemories, normalizeMemory, STORAGE_KEYS, valuesFromMemory, type ParameterMemory } from '@/lib/parameter-memory';
import { readStorage, writeStorage } from './use-local-storage';

const CHANGE_EVENT = 'promptloom:parameter-memory';

function storeMemory(memory: ParameterMemory) {
  writeStorage(STORAGE_KEYS.memory, memory);
  // The spec's legacy summary key (P1 §3 parameterMemory).
  writeStorage(STORAGE_KEYS.legacyMemory, {
    name: memory.name?.value ?? '',
    title: memory.title?.value ?? '',
    role: memory.department?.value ?? '',
    company: memory.company_name?.value ?? '',
    website: memory.website?.value ?? '',
    setupDate: new Date().toISOString(),
  });
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The parameter memory from local storage (the fast path), with a save that also updates the server. */
export function useParameterMemory() {
  const [memory, setMemory] = useState<ParameterMemory>(() => normalizeMemory(null));
  useEffect(() => {
    const load = () => setMemory(normalizeMemory(readStorage(STORAGE_KEYS.memory, null)));
    load();
    window.addEventListener(CHANGE_EVENT, load);
    return () => window.removeEventListener(CHANGE_EVENT, load);
  }, []);
  const values = useMemo(() => valuesFromMemory(memory), [memory]);
  const save = useCallback(async (next: ParameterMemory) => {
    storeMemory(next);
    await apiFetch('/api/user/parameters', { method: 'PUT', body: JSON.stringify({ parameters: next }) }, 'Error saving parameters');
  }, []);
  return { memory, values, save };
}

/** On sign-in, merge the server copy into local storage and send back what only this device knew. */
export async function syncParameterMemory(): Promise<void> {
  const local = normalizeMemory(readStorage(STORAGE_KEYS.memory, null));
  const { parameters } = await apiFetch<{ parameters: ParameterMemory }>('/api/user/parameters');
  const merged = mergeMemories(local, normalizeMemory(parameters));
  if (JSON.stringify(merged) !== JSON.stringify(local)) storeMemory(merged);
  if (JSON.stringify(merged) !== JSON.stringify(normalizeMemory(parameters))) {
    await apiFetch('/api/user/parameters', { method: 'PUT', body: JSON.stringify({ parameters: merged }) });
  }
}
