'use server';

import { defineAction } from '@/lib/action';
import type { PromptModeration } from '@/lib/dto/admin';
import { extendTrialForViewer, setRoleForViewer } from '@/lib/services/admin-users';
import { moderatePrompt } from '@/lib/services/prompt-grid';

// The admin screens' writes (issue #14): the grid's inline moderation, and the users list's changes.

export const moderatePromptAction = defineAction({
  name: 'admin.moderatePrompt',
  access: 'admin',
  run: (viewer, input: { id: string } & PromptModeration) => {
    const { id, ...changes } = input ?? ({} as { id: string });
    return moderatePrompt(viewer, id, changes);
  },
  revalidate: () => ['/prompts'],
});

export const setUserRoleAction = defineAction({
  name: 'admin.setRole',
  access: 'admin',
  run: (viewer, input: { userId: string; role: 'user' | 'admin' }) => setRoleForViewer(viewer, input),
});

export const extendTrialAction = defineAction({
  name: 'admin.extendTrial',
  access: 'admin',
  run: (viewer, input: { userId: string; days: number }) => extendTrialForViewer(viewer, input),
});
