'use client';

import { useEffect } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { MESSAGES } from '@/lib/constants';
import { ApiError } from '@/lib/api-client';
import { useMe, useSubscription } from '@/hooks/queries/user';
import { useParameterMemorySync } from '@/hooks/use-parameter-memory-sync';
import { publishSyncedUser } from '@/hooks/synced-user';

/**
 * The spec's user sync on sign-in (P1 §4), the subscription kept fresh, the parameter memory merged:
 * loaded by the nav bar after the page (next/dynamic), with the query library it needs. While signing
 * out, the user query stays off: a refetch answering 401 would send the person to /signup.
 */
export default function UserSync({ enabled }: { enabled: boolean }) {
  return (
    <QueryProvider>
      <Sync enabled={enabled} />
    </QueryProvider>
  );
}

function Sync({ enabled }: { enabled: boolean }) {
  const me = useMe(enabled);
  useSubscription(enabled && me.isSuccess);
  // Every page merges the memory on sign-in; the screens that show it start the same merge at once.
  useParameterMemorySync(enabled ? me.data?.id : undefined);
  const user = me.data;
  useEffect(() => {
    publishSyncedUser(user ? { isAdmin: user.isAdmin, emailVerified: user.emailVerified } : null);
  }, [user]);
  // Signed out: nothing of this person stays for whoever signs in next.
  useEffect(() => () => publishSyncedUser(null), []);
  const syncError = me.isError && !(me.error instanceof ApiError && me.error.status === 401);
  if (!syncError) return null;
  return (
    <div role="alert" className="border-t border-red-200 bg-red-50 px-4 py-2 text-center text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
      {MESSAGES.syncFailed}.{' '}
      <button type="button" className="font-medium underline" onClick={() => void me.refetch()}>
        {MESSAGES.tryAgain}
      </button>
    </div>
  );
}
