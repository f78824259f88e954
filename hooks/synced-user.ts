'use client';

import { useSyncExternalStore } from 'react';

/**
 * What the nav bar and the address banner show of the synced user (spec P1 §4), written by the user
 * sync (components/layout/user-sync.tsx) once it has loaded after the page. A plain store, not the
 * query's cache: reading it costs a page no query library in its first load.
 */
export type SyncedUser = { isAdmin: boolean; emailVerified: boolean };

let current: SyncedUser | null = null;
const listeners = new Set<() => void>();

export function publishSyncedUser(user: SyncedUser | null): void {
  if (current?.isAdmin === user?.isAdmin && current?.emailVerified === user?.emailVerified) return;
  current = user;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last synced user, or null before the sync answered (the server's values apply then). */
export function useSyncedUser(): SyncedUser | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
