'use client';

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clonePromptAction, createPromptAction, deletePromptAction, restoreVersionAction, updatePromptAction } from '@/actions/prompts';
import { trackEventAction } from '@/actions/events';
import { apiRequest, createOnce, unwrap, type ActionInput } from '@/lib/api-client';
import { categoryKeys, promptKeys } from './keys';
import { MESSAGES, PROMPT_MESSAGES } from '@/lib/constants';
import type { PromptFormInput } from '@/lib/prompt-schema';
import type { PromptDTO, PromptListAnswer } from '@/lib/dto/prompts';

// Prompts on the client: reads through GET /api/prompts…, writes through actions/prompts.ts.

export { promptKeys };

export const promptQueries = {
  list: (query: string) =>
    queryOptions({
      queryKey: promptKeys.list(query),
      queryFn: () => apiRequest('GET /api/prompts', { query, fallbackMessage: MESSAGES.promptsFetchDefault }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: promptKeys.detail(id),
      queryFn: () => apiRequest('GET /api/prompts/[id]', { params: { id } }),
    }),
  versions: (id: string) =>
    queryOptions({
      queryKey: promptKeys.versions(id),
      queryFn: () => apiRequest('GET /api/prompts/[id]/versions', { params: { id }, fallbackMessage: 'Failed to load the history' }),
    }),
};

/** One page of Browse; `initial` is the page the server rendered for the same query. */
export function usePrompts(query: string, initial?: { query: string; data: PromptListAnswer }) {
  return useQuery({
    ...promptQueries.list(query),
    initialData: initial?.query === query ? initial.data : undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePrompt(id: string, initial?: PromptDTO) {
  return useQuery({ ...promptQueries.detail(id), initialData: initial });
}

export function usePromptVersions(id: string, enabled = true) {
  return useQuery({ ...promptQueries.versions(id), enabled });
}

/** After a prompt changed: its detail takes the answer, the lists and its history refetch. */
function promptChanged(queryClient: QueryClient, prompt: PromptDTO) {
  queryClient.setQueryData(promptKeys.detail(prompt._id), prompt);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: promptKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: promptKeys.versions(prompt._id) }),
    // Custom categories show how many prompts they hold.
    queryClient.invalidateQueries({ queryKey: categoryKeys.custom }),
  ]);
}

export function useCreatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromptFormInput) => createOnce((meta) => createPromptAction(input, meta), PROMPT_MESSAGES.createFailed),
    onSuccess: (prompt) => promptChanged(queryClient, prompt),
  });
}

export function useUpdatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<typeof updatePromptAction>) => unwrap(updatePromptAction(input), PROMPT_MESSAGES.updateFailed),
    onSuccess: (prompt) => promptChanged(queryClient, prompt),
  });
}

export function useDeletePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(deletePromptAction({ id }), PROMPT_MESSAGES.deleteFailed),
    onSuccess: ({ _id }) => {
      queryClient.removeQueries({ queryKey: promptKeys.detail(_id) });
      queryClient.removeQueries({ queryKey: promptKeys.versions(_id) });
      return Promise.all([queryClient.invalidateQueries({ queryKey: promptKeys.lists() }), queryClient.invalidateQueries({ queryKey: categoryKeys.custom })]);
    },
  });
}

export function useClonePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<typeof clonePromptAction>) => createOnce((meta) => clonePromptAction(input, meta), PROMPT_MESSAGES.cloneFailed),
    onSuccess: (prompt) => promptChanged(queryClient, prompt),
  });
}

export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<typeof restoreVersionAction>) => unwrap(restoreVersionAction(input), PROMPT_MESSAGES.restoreFailed),
    onSuccess: (prompt) => promptChanged(queryClient, prompt),
  });
}

/**
 * A use of a prompt (Copy, Open in…): counted for popularity, and its values in the usage trail; a
 * failure is only logged (spec P1 §4).
 */
export function useTrackUse() {
  return useMutation({
    mutationFn: (use: Omit<ActionInput<typeof trackEventAction>, 'eventType'>) => unwrap(trackEventAction({ eventType: 'generate', ...use })),
    onError: (error) => console.error('[track] failed', error),
  });
}
