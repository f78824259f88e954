'use client';

import type { QueryClient } from '@tanstack/react-query';
import { saveParametersAction } from '@/actions/parameters';
import { unwrap } from '@/lib/api-client';
import { PARAMETER_MESSAGES } from '@/lib/constants';
import { forgetLocally, mergeMemories, normalizeMemory } from '@/lib/parameter-memory';
import { loadMemory, storeMemory } from './parameter-memory-storage';
import { userKeys, userQueries } from './queries/user';

/** The sign-in merge of useParameterMemorySync (./use-parameter-memory-sync.ts), loaded on first use. */
export async function syncParameterMemory(queryClient: QueryClient): Promise<void> {
  const server = normalizeMemory((await queryClient.fetchQuery(userQueries.parameters())).parameters);
  // Read after the answer came: a save made on this page meanwhile must not be overwritten.
  const local = loadMemory();
  const merged = mergeMemories(local, server);
  if (JSON.stringify(merged) !== JSON.stringify(local)) storeMemory(merged);
  if (JSON.stringify(merged) !== JSON.stringify(server)) {
    // As a merge: a value forgotten everywhere since this copy was made (docs/memory.md#the-usage-trail)
    // is not brought back, and this device drops its own copy of it.
    const { forgotten, ...saved } = await unwrap(saveParametersAction({ parameters: merged, merge: true }), PARAMETER_MESSAGES.saveFailed);
    if (forgotten?.length) storeMemory(forgetLocally(loadMemory(), forgotten));
    queryClient.setQueryData(userKeys.parameters(), saved);
  }
}
