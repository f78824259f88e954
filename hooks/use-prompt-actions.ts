'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { apiFetch, ApiError } from '@/lib/api-client';
import { PROMPT_MESSAGES } from '@/lib/constants';
import type { PromptDialog } from '@/components/prompts/prompt-dialogs';

/** Delete and clone a prompt, with the spec's dialogs for each failure (P1 §8). */
export function usePromptActions(opts: { afterDelete?: () => void } = {}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<PromptDialog>({ kind: 'none' });
  const [busy, setBusy] = useState(false);

  async function deletePrompt(id: string) {
    setBusy(true);
    try {
      await apiFetch(`/api/prompts/${id}`, { method: 'DELETE' }, PROMPT_MESSAGES.deleteFailed);
      setDialog({ kind: 'none' });
      await queryClient.invalidateQueries({ queryKey: ['prompts'] });
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
    } finally {
      setBusy(false);
    }
  }

  async function clonePrompt(id: string, newTitle: string) {
    setBusy(true);
    try {
      await apiFetch(`/api/prompts/${id}/clone`, { method: 'POST', body: JSON.stringify({ newTitle }) }, PROMPT_MESSAGES.cloneFailed);
      setDialog({ kind: 'none' });
      await queryClient.invalidateQueries({ queryKey: ['prompts'] });
      router.push('/prompts');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SUBSCRIPTION_ERROR') setDialog({ kind: 'pro-feature' });
      else notify.error(error instanceof ApiError ? error.message : PROMPT_MESSAGES.cloneFailed);
    } finally {
      setBusy(false);
    }
  }

  return { dialog, setDialog, busy, deletePrompt, clonePrompt, close: () => setDialog({ kind: 'none' }) };
}
