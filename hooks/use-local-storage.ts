'use client';

import { useCallback, useEffect, useState } from 'react';

/** Read a JSON value from local storage (after mount, so server and client render alike). */
export function readStorage<T>(key: string, fallback: T, storage: 'local' | 'session' = 'local'): T {
  try {
    const raw = (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStorage(key: string, value: unknown, storage: 'local' | 'session' = 'local'): void {
  try {
    (storage === 'local' ? window.localStorage : window.sessionStorage).setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the value just is not remembered */
  }
}

export function useLocalStorage<T>(key: string, fallback: T): [T, (value: T) => void, boolean] {
  const [value, setValue] = useState<T>(fallback);
  const [loaded, setLoaded] = useState(false);
  // Storage exists only after mount; reading it here keeps the server's and the first client render alike.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after mount
    setValue(readStorage(key, fallback));
    setLoaded(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per key
  }, [key]);
  const update = useCallback(
    (next: T) => {
      setValue(next);
      writeStorage(key, next);
    },
    [key],
  );
  return [value, update, loaded];
}
