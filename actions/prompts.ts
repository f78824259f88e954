'use server';

import { defineAction, type IdInput, type WithId } from '@/lib/action';
import type { PromptFormInput } from '@/lib/prompt-schema';
import {
  clonePrompt,
  createPrompt,
  deletePrompt,
  restoreVersion,
  updatePrompt,
  type CloneInput,
  type RestoreVersionInput,
  type UpdatePromptInput,
} from '@/lib/services/prompts';

// The editor's and viewer's writes (spec P1 §7): the services the /api/prompts routes call.

const promptPages = (id?: string) => (id ? ['/prompts', `/prompts/${id}`] : ['/prompts']);

export const createPromptAction = defineAction({
  name: 'prompts.create',
  idempotent: true,
  run: (viewer, input: PromptFormInput) => createPrompt(viewer, input),
  revalidate: () => promptPages(),
});

export const updatePromptAction = defineAction({
  name: 'prompts.update',
  run: (viewer, input: WithId<UpdatePromptInput>) => updatePrompt(viewer, input?.id, input?.prompt),
  revalidate: (input) => promptPages(input?.id),
});

export const deletePromptAction = defineAction({
  name: 'prompts.delete',
  run: (viewer, input: IdInput) => deletePrompt(viewer, input?.id),
  revalidate: (input) => promptPages(input?.id),
});

export const clonePromptAction = defineAction({
  name: 'prompts.clone',
  idempotent: true,
  run: (viewer, input: WithId<CloneInput>) => clonePrompt(viewer, input?.id, { newTitle: input?.newTitle }),
  revalidate: () => promptPages(),
});

export const restoreVersionAction = defineAction({
  name: 'prompts.restoreVersion',
  run: (viewer, input: WithId<RestoreVersionInput>) => restoreVersion(viewer, input?.id, input?.versionId),
  revalidate: (input) => promptPages(input?.id),
});
