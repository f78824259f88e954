'use client';

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { extendTrialAction, moderatePromptAction, setUserRoleAction } from '@/actions/admin';
import { deletePromptAction } from '@/actions/prompts';
import { apiRequest, unwrap, type ActionInput } from '@/lib/api-client';
import type { AnalyticsPeriod } from '@/lib/admin-periods';
import { ADMIN_TEXT } from '@/lib/admin-text';
import type { AnalyticsKind, AnalyticsReads, GridAnswer, PromptModeration } from '@/lib/dto/admin';
import { promptKeys } from './keys';

// The admin screens' data: analytics by period, the prompt grid, the users list.

export const adminKeys = {
  all: ['admin'] as const,
  analytics: (kind: AnalyticsKind, period: AnalyticsPeriod) => [...adminKeys.all, 'analytics', kind, period] as const,
  grids: () => [...adminKeys.all, 'grid'] as const,
  grid: (query: string) => [...adminKeys.grids(), query] as const,
  users: (search: string, page: number) => [...adminKeys.all, 'users', search, page] as const,
  audit: (userId: string) => [...adminKeys.all, 'audit', userId] as const,
};

const analyticsRoute = {
  summary: 'GET /api/admin/analytics/summary',
  timeseries: 'GET /api/admin/analytics/timeseries',
  categories: 'GET /api/admin/analytics/categories',
  events: 'GET /api/admin/analytics/events',
  'users-activity': 'GET /api/admin/analytics/users-activity',
} as const;

export function useAnalytics<K extends AnalyticsKind>(kind: K, period: AnalyticsPeriod, enabled = true) {
  return useQuery(
    queryOptions({
      enabled,
      queryKey: adminKeys.analytics(kind, period),
      // The five reads share their options; the key names which, and its answer type follows it.
      queryFn: () => apiRequest(analyticsRoute[kind] as (typeof analyticsRoute)['summary'], { query: `period=${period}`, fallbackMessage: ADMIN_TEXT.analyticsFailed }) as Promise<AnalyticsReads[K]>,
      placeholderData: keepPreviousData,
    }),
  );
}

/** `query` is the grid's query string (components/admin/analytics/grid-filters.ts). */
export const useGrid = (query: string) =>
  useQuery({
    queryKey: adminKeys.grid(query),
    queryFn: () => apiRequest('GET /api/prompts/grid', { query }),
    placeholderData: keepPreviousData,
  });

/** The grid's inline edit: shown at once, rolled back with a message when the server refuses. */
export function useModeratePrompt(query: string) {
  const queryClient = useQueryClient();
  const key = adminKeys.grid(query);
  const patchRow = (at: readonly unknown[], id: string, changes: PromptModeration) =>
    queryClient.setQueryData<GridAnswer>(at, (page) => page && { ...page, prompts: page.prompts.map((p) => (p._id === id ? { ...p, ...changes } : p)) });
  return useMutation({
    mutationFn: (input: ActionInput<typeof moderatePromptAction>) => unwrap(moderatePromptAction(input), ADMIN_TEXT.moderationFailed),
    onMutate: async ({ id, ...changes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const row = queryClient.getQueryData<GridAnswer>(key)?.prompts.find((p) => p._id === id);
      // What this edit replaced, field by field: a rollback restores only those, so a refused edit
      // never undoes another row's edit made while it was in flight (a whole-page snapshot would).
      const previous: PromptModeration = {};
      if (row && changes.approved !== undefined) previous.approved = row.approved;
      if (row && changes.accessLevel !== undefined) previous.accessLevel = row.accessLevel;
      patchRow(key, id, changes);
      // The page it was made on: the admin may have moved to another before the answer comes.
      return { previous, key };
    },
    onError: (_error, { id }, context) => {
      if (context) patchRow(context.key, id, context.previous);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.grids() }), queryClient.invalidateQueries({ queryKey: promptKeys.all })]),
  });
}

export function useDeleteGridPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(deletePromptAction({ id }), ADMIN_TEXT.deleteFailed),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), queryClient.invalidateQueries({ queryKey: promptKeys.all })]),
  });
}

export const useAdminUsers = (search: string, page: number) =>
  useQuery({
    queryKey: adminKeys.users(search, page),
    queryFn: () => apiRequest('GET /api/admin/users', { query: new URLSearchParams({ ...(search ? { search } : {}), page: String(page) }).toString() }),
    placeholderData: keepPreviousData,
  });

export const useUserAudit = (userId: string, enabled: boolean) =>
  useQuery({ queryKey: adminKeys.audit(userId), queryFn: () => apiRequest('GET /api/admin/users/[id]/audit', { params: { id: userId } }), enabled });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<typeof setUserRoleAction>) => unwrap(setUserRoleAction(input), ADMIN_TEXT.roleFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useExtendTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<typeof extendTrialAction>) => unwrap(extendTrialAction(input), ADMIN_TEXT.trialFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
