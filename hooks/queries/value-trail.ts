'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forgetValueAction, setKeepDaysAction, setValueFlagsAction } from '@/actions/value-trail';
import { apiRequest, unwrap } from '@/lib/api-client';
import type { ValueTrailDTO } from '@/lib/dto/value-trail';
import { forgetLocally, memoryParameter, parameterForKey } from '@/lib/parameter-memory';
import { placeholderKey } from '@/lib/placeholders';
import { TRAIL_UI, VALUE_UI } from '@/lib/trail-text';
import { loadMemory, loadPlaceholderValues, storeMemory, storePlaceholderValues } from '../parameter-memory-storage';
import { profileKeys } from './profiles';
import { userKeys } from './user';

// The usage trail and each value's page (docs/memory.md#the-usage-trail): reads from GET
// /api/user/trail and /api/user/values/{key}, changes through actions/value-trail.ts.

export const trailKeys = { all: ['user', 'trail'] as const, value: (key: string) => ['user', 'trail', 'value', key] as const };

export const trailQueries = {
  trail: () => queryOptions({ queryKey: trailKeys.all, queryFn: () => apiRequest('GET /api/user/trail', { fallbackMessage: TRAIL_UI.loadFailed }) }),
  value: (key: string) => queryOptions({ queryKey: trailKeys.value(key), queryFn: () => apiRequest('GET /api/user/values/[key]', { params: { key }, fallbackMessage: VALUE_UI.loadFailed }), retry: false }),
};

export const useTrail = () => useQuery(trailQueries.trail());
export const useValueTrail = (key: string) => useQuery(trailQueries.value(key));

export function useSetKeepDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keepDays: number) => unwrap(setKeepDaysAction({ keepDays }), TRAIL_UI.keepFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trailKeys.all }),
  });
}

export function useSetValueFlags(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: { neverExtension?: boolean; neverMcp?: boolean }) => unwrap(setValueFlagsAction({ key, ...flags }), VALUE_UI.flagsFailed),
    // The box shows its new state at once; a refusal puts the page back as it was.
    onMutate: (flags) => {
      const before = queryClient.getQueryData<ValueTrailDTO>(trailKeys.value(key));
      if (before) queryClient.setQueryData<ValueTrailDTO>(trailKeys.value(key), { ...before, ...flags });
      return { before };
    },
    onError: (_error, _flags, context) => {
      if (context?.before) queryClient.setQueryData(trailKeys.value(key), context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData<ValueTrailDTO>(trailKeys.value(key), (page) => (page ? { ...page, neverExtension: saved.neverExtension, neverMcp: saved.neverMcp } : page)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trailKeys.all }),
  });
}

/**
 * Forget a value everywhere: on the server, then this device's copies (the memory in local storage and
 * what was typed for a placeholder that answers to it), so nothing here sends it back.
 */
export function useForgetValue(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(forgetValueAction({ key }), VALUE_UI.forgetFailed),
    onSuccess: () => {
      const memory = loadMemory();
      const param = parameterForKey(memory, placeholderKey(key)) ?? key;
      const names = new Set([param, ...(memoryParameter(memory, param)?.aliases ?? [])].map(placeholderKey));
      storeMemory(forgetLocally(memory, [param]));
      const typed = loadPlaceholderValues() as Record<string, unknown>;
      const kept = Object.fromEntries(Object.entries(typed).filter(([name]) => !names.has(placeholderKey(name))));
      if (Object.keys(kept).length !== Object.keys(typed).length) storePlaceholderValues(kept);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: trailKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.list });
      void queryClient.invalidateQueries({ queryKey: userKeys.parameters() });
    },
  });
}
