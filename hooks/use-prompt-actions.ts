'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/api-client';
import { useClonePrompt, useDeletePrompt } from './queries/prompts';
import { PROMPT_MESSAGES } from '@/lib/constants';

/** Which of the viewer's modals is open (components/prompts/prompt-dialogs.tsx draws them). */
export type PromptDialog =
  | { kind: 'none' }
  | { kind: 'delete' }
  | { kind: 'clone' }
  | { kind: 'pro-feature' }
  | { kind: 'pro-content' }
  | { kind: 'subscription-required'; message: string }
  | { kind: 'permission-denied'; message: string };

/** Delete and clone a prompt, with the spec's dialogs for each failure (P1 §8). */
export function usePromptActions(opts: { afterDelete?: () => void } = {}) {
  const router = useRouter();
  const remove = useDeletePrompt();
  const clone = useClonePrompt();
  const [dialog, setDialog] = useState<PromptDialog>({ kind: 'none' });
  const busy = remove.isPending || clone.isPending;

  async function deletePrompt(id: string) {
    try {
      await remove.mutateAsync(id);
      setDialog({ kind: 'none' });
      notify.success(PROMPT_MESSAGES.deleted);
      if (opts.afterDelete) opts.afterDelete();
      else router.push('/prompts');
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        setDialog(
          error.code === 'SUBSCRIPTION_ERROR'
            ? { kind: 'subscription-required', message: error.message }
            : { kind: 'permission-denied', message: error.message },
        );
      } else {
        setDialog({ kind: 'none' });
        notify.error(PROMPT_MESSAGES.deleteFailed);
      }
    }
  }

  async function clonePrompt(id: string, newTitle: string) {
    try {
      const copy = await clone.mutateAsync({ id, newTitle });
      setDialog({ kind: 'none' });
      notify.success(PROMPT_MESSAGES.cloned, { label: PROMPT_MESSAGES.viewPrompt, onClick: () => router.push(`/prompts/${copy._id}`) });
      router.push('/prompts');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SUBSCRIPTION_ERROR') setDialog({ kind: 'pro-feature' });
      else notify.error(error instanceof ApiError ? error.message : PROMPT_MESSAGES.cloneFailed);
    }
  }

  return { dialog, setDialog, busy, deletePrompt, clonePrompt, close: () => setDialog({ kind: 'none' }) };
}
