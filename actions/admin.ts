'use server';

import { defineAction, type IdInput, type WithId } from '@/lib/action';
import { extendTrial, setRole, type ExtendTrialInput, type SetRoleInput } from '@/lib/services/admin-users';
import { moderatePrompt, type ModerationInput } from '@/lib/services/prompt-grid';
import { recoverWebhook } from '@/lib/services/webhook-monitoring';

// The admin screens' writes: the grid's inline moderation, the users list's changes, and
// the webhook dashboard's Retry (the service POST /api/webhooks/recover/{id} calls).

export const moderatePromptAction = defineAction({
  name: 'admin.moderatePrompt',
  access: 'admin',
  run: (viewer, input: WithId<ModerationInput>) => {
    const { id, ...changes } = input ?? ({} as { id: string });
    return moderatePrompt(viewer, id, changes);
  },
  revalidate: () => ['/prompts'],
});

export const setUserRoleAction = defineAction({
  name: 'admin.setRole',
  access: 'admin',
  run: (viewer, input: SetRoleInput) => setRole(viewer, input),
});

export const extendTrialAction = defineAction({
  name: 'admin.extendTrial',
  access: 'admin',
  run: (viewer, input: ExtendTrialInput) => extendTrial(viewer, input),
});

export const recoverWebhookAction = defineAction({
  name: 'admin.recoverWebhook',
  access: 'admin',
  run: (viewer, input: IdInput) => recoverWebhook(viewer, input?.id),
});
