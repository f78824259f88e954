'use client';

import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import { ApiError } from '@/lib/api-client';
import { fieldErrors as issueFields } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { promptFormSchema, PROMPT_FORM_MESSAGES } from '@/lib/prompt-schema';
import { PROMPT_MESSAGES } from '@/lib/constants';
import { EDITOR_TEXT, EDIT_REDIRECT_MS } from '@/lib/editor-constants';
import { useEditorStore } from '@/stores/editor-store';
import { useCreatePrompt, useUpdatePrompt } from './queries/prompts';

/**
 * The editor's submit (spec P1 §4): blocked while saving or loading; checked with the form's schema;
 * in edit mode 'Prompt updated successfully!' then /prompts after 1.5 s, in create mode /prompts at
 * once with a toast that opens the new prompt. A failed submit brings its first error into view: the
 * first invalid field in the form's order, or the banner (`data-editor-error`) when the server named
 * none. `onSaved` runs once a save went through (the draft goes), `onUpdated` after an edit's.
 */
export function usePromptSave({
  mode,
  promptId,
  ready,
  formRef,
  onSaved,
  onUpdated,
}: {
  mode: 'create' | 'edit';
  promptId: string | null;
  ready: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onSaved: () => void;
  onUpdated: () => void;
}) {
  const router = useRouter();
  const createPrompt = useCreatePrompt();
  const updatePrompt = useUpdatePrompt();
  const { form, fieldErrors, error, reset, setErrors } = useEditorStore();
  // Blocked while saving, and after a save until the page moves on (the redirect), as the spec asks.
  const saving = createPrompt.isPending || updatePrompt.isPending || createPrompt.isSuccess || updatePrompt.isSuccess;
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const showFirstError = useRef(false);

  useEffect(() => () => clearTimeout(redirect.current), []);

  useEffect(() => {
    if (!showFirstError.current) return;
    showFirstError.current = false;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('[data-editor-error]');
    if (!target) return;
    target.scrollIntoView({ block: 'center', behavior: 'auto' });
    target.focus({ preventScroll: true });
  }, [fieldErrors, error, formRef]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving || !ready) return;
    const parsed = promptFormSchema.safeParse(form);
    if (!parsed.success) {
      showFirstError.current = true;
      setErrors(issueFields(parsed.error, (path) => String(path[0] ?? '_')), PROMPT_FORM_MESSAGES.invalidForm);
      return;
    }
    setErrors({}, null);
    try {
      if (mode === 'edit' && promptId) {
        await updatePrompt.mutateAsync({ id: promptId, prompt: parsed.data });
        onSaved();
        reset(form);
        onUpdated();
        redirect.current = setTimeout(() => router.push('/prompts'), EDIT_REDIRECT_MS);
      } else {
        const created = await createPrompt.mutateAsync(parsed.data);
        onSaved();
        reset();
        // To /prompts at once; there, the user's own prompts, where the new one is, and a
        // confirmation that opens it.
        notify.success(PROMPT_MESSAGES.created, { label: PROMPT_MESSAGES.viewPrompt, onClick: () => router.push(`/prompts/${created._id}`) });
        router.push('/prompts?showOnlyMyPrompts=true');
      }
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.body.fields ?? {}) : {};
      showFirstError.current = true;
      setErrors(fields, failure instanceof ApiError ? failure.message : mode === 'edit' ? EDITOR_TEXT.updateFailed : EDITOR_TEXT.createFailed);
    }
  }

  return { saving, submit };
}
