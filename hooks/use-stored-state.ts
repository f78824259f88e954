'use client';

import { useCallback, useState, useSyncExternalStore } from 'react';
import { readStorage, writeStorage, type StorageKind } from './use-local-storage';

const subscribeNever = () => () => {};

/**
 * False on the server and in the render that hydrates; true from the render after (React renders
 * again at once when the client's answer differs), and from the first render of a component mounted
 * later. The browser's state can be read where it is true without a hydration mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A value only the browser can read (storage, mostly): `fallback` on the server and in the hydrating
 * render, then `read()`, once per `readKey`, kept in state; the setter replaces it in this component
 * only. `loaded` says whether `read` has run.
 */
export function useClientValue<T>(read: () => T, fallback: T, readKey = ''): [T, (next: T) => void, boolean] {
  const isClient = useIsClient();
  const [state, setState] = useState<{ readKey: string; value: T } | null>(null);
  const current = state !== null && state.readKey === readKey ? state : null;
  // Read during render, not in an effect, so the first client render after hydration already shows it
  // (React's "adjust state while rendering": it re-renders at once, before committing).
  if (isClient && current === null) setState({ readKey, value: read() });
  const set = useCallback((value: T) => setState({ readKey, value }), [readKey]);
  return [current !== null ? current.value : fallback, set, current !== null];
}

type StoredStateOptions<T> = {
  /** Local storage (the default) or session storage. */
  storage?: StorageKind;
  /** Turns what is stored (null when nothing is) into a value; without it, nothing stored means `fallback`. */
  parse?: (stored: unknown) => T;
};

/**
 * State kept in local or session storage under `key`, as JSON. SSR-safe: the server and the
 * hydrating render show `fallback`, the next render the stored value. The setter stores what it is
 * given (a failed write is ignored: the value just is not remembered).
 */
export function useStoredState<T>(key: string, fallback: T, { storage = 'local', parse }: StoredStateOptions<T> = {}): [T, (next: T) => void, boolean] {
  const [value, setValue, loaded] = useClientValue<T>(() => (parse ? parse(readStorage<unknown>(key, null, storage)) : readStorage(key, fallback, storage)), fallback, `${storage}:${key}`);
  const set = useCallback(
    (next: T) => {
      setValue(next);
      writeStorage(key, next, storage);
    },
    [setValue, key, storage],
  );
  return [value, set, loaded];
}
