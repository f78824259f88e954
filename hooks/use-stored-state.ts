'use client';

import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { readStorage, writeStorage, type StorageKind } from './use-local-storage';

const subscribeNever = () => () => {};

// How many times React asked for the server's answer, which it does only on the server and while hydrating.
let serverAnswers = 0;
const zero = () => 0;
const serverZero = () => {
  serverAnswers += 1;
  return 0;
};

/**
 * True while this render hydrates server HTML (and on the server), without forcing a render: both
 * answers are the same, and React asks for the server's only while hydrating.
 */
function useHydrating(): boolean {
  const before = serverAnswers;
  useSyncExternalStore(subscribeNever, zero, serverZero);
  return serverAnswers !== before;
}

/**
 * False on the server and in the render that hydrates, then true from a transition started as the
 * component mounts; true at once in a component mounted later. The browser's state can be read where
 * it is true without a hydration mismatch. Not useSyncExternalStore's two answers (false, true): React
 * then renders again at once and synchronously, and right after a hydration that render joins the
 * hydration's effects in one long task, taking every other pending update with it (a phone's Total
 * Blocking Time, docs/library.md); a transition waits for the main thread and can be split.
 */
export function useIsClient(): boolean {
  const hydrating = useHydrating();
  const [mounted, setMounted] = useState(() => !hydrating);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
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
  // Read during render, not in an effect, so the first render where `isClient` is true already shows it
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
