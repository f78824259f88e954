'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordPromptUseAction, setFavouriteAction } from '@/actions/prompt-marks';
import { unwrap, type ActionInput } from '@/lib/api-client';
import { PROMPT_MESSAGES } from '@/lib/constants';
import type { PromptDTO, PromptListAnswer } from '@/lib/dto/prompts';
import { promptKeys } from './keys';

// Favourites and Recently used on the client: writes through actions/prompt-marks.ts.
// Whether a prompt is starred arrives with the prompt (its `favourite`), in lists and by id.

/** Star or unstar: the cached prompt and every cached page that holds it take the new state, then the lists refetch (the Favourites filter). */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<typeof setFavouriteAction>) => unwrap(setFavouriteAction(input), PROMPT_MESSAGES.favouriteFailed),
    onSuccess: ({ promptId, favourite }) => {
      queryClient.setQueryData<PromptDTO>(promptKeys.detail(promptId), (p) => (p ? { ...p, favourite } : p));
      queryClient.setQueriesData<PromptListAnswer>({ queryKey: promptKeys.lists() }, (page) =>
        page ? { ...page, prompts: page.prompts.map((p) => (p._id === promptId ? { ...p, favourite } : p)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: promptKeys.lists() });
    },
  });
}

/** A prompt built in the viewer goes to the top of Recently used; a failure is only logged, as a copy's tracking (spec P1 §4). */
export function useRecordUse() {
  return useMutation({
    mutationFn: (use: ActionInput<typeof recordPromptUseAction>) => unwrap(recordPromptUseAction(use)),
    onError: (error) => console.error('[use] failed', error),
  });
}
