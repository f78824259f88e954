'use client';

// JSON values in local or session storage, read and written without throwing: a disabled or full
// storage means a value is not remembered, never an error. The hook over it is useStoredState.

export type StorageKind = 'local' | 'session';

const storageOf = (kind: StorageKind) => (kind === 'local' ? window.localStorage : window.sessionStorage);

/** Read a JSON value from storage; `fallback` when absent, unreadable or unparsable. Browser only. */
export function readStorage<T>(key: string, fallback: T, storage: StorageKind = 'local'): T {
  try {
    const raw = storageOf(storage).getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStorage(key: string, value: unknown, storage: StorageKind = 'local'): void {
  try {
    storageOf(storage).setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the value just is not remembered */
  }
}
