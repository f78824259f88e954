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
  const answer = await queryClient.fetchQuery(userQueries.parameters());
  const server = normalizeMemory(answer.parameters);
  // Read after the answer came: a save made on this page meanwhile must not be overwritten. A value
  // forgotten everywhere (docs/memory.md#the-usage-trail) is dropped from this device's copy, not saved back.
  const local = forgetLocally(loadMemory(), answer.forgotten ?? []);
  const merged = mergeMemories(local, server);
  if (JSON.stringify(merged) !== JSON.stringify(local)) storeMemory(merged);
  if (JSON.stringify(merged) !== JSON.stringify(server)) {
    const saved = await unwrap(saveParametersAction({ parameters: merged }), PARAMETER_MESSAGES.saveFailed);
    queryClient.setQueryData(userKeys.parameters(), saved);
  }
}
