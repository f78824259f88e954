'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_SAVE_DELAY_MS, draftKey, parseDraft, sameForm, type EditorDraft } from '@/lib/editor-draft';
import type { PromptFormInput } from '@/lib/prompt-schema';
import { readStorage, writeStorage } from './use-local-storage';

type Phase = 'reading' | 'offering' | 'saving';

/**
 * The editor's draft on this device. Once the editor is ready it looks for a draft of
 * this prompt that differs from `baseline` (the prompt as opened) and offers it; after that it writes
 * the form a moment after each change while there are unsaved changes, and removes the draft when
 * there are none (saved, restored from history, discarded). Nothing is written while the offer is
 * open, so an old draft is never overwritten before its owner has chosen.
 */
export function useEditorDraft({
  userId,
  promptId,
  baseline,
  form,
  dirty,
  ready,
}: {
  userId: string;
  promptId: string | null;
  baseline: PromptFormInput;
  form: PromptFormInput;
  dirty: boolean;
  ready: boolean;
}) {
  const key = draftKey(userId, promptId);
  const [phase, setPhase] = useState<Phase>('reading');
  const [offer, setOffer] = useState<EditorDraft | null>(null);
  const [baselineAtOpen] = useState(baseline);
  // The write waiting for its delay, flushed at once if the page goes away first.
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!ready || phase !== 'reading') return;
    const draft = parseDraft(readStorage<unknown>(key, null));
    if (draft && !sameForm(draft.form, baselineAtOpen)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after mount
      setOffer(draft);
      setPhase('offering');
    } else {
      if (draft) window.localStorage.removeItem(key);
      setPhase('saving');
    }
  }, [ready, phase, key, baselineAtOpen]);

  useEffect(() => {
    if (phase !== 'saving') return;
    if (!dirty) {
      pending.current = null;
      window.localStorage.removeItem(key);
      return;
    }
    const write = () => {
      pending.current = null;
      writeStorage(key, { savedAt: Date.now(), form } satisfies EditorDraft);
    };
    pending.current = write;
    const timer = setTimeout(write, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, dirty, form, key]);

  // Leaving (in-app navigation unmounts the editor; a reload or a closed tab fires pagehide) writes
  // what the delay still held.
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const resolve = useCallback(() => {
    setOffer(null);
    setPhase('saving');
  }, []);

  /** Drops the offered draft for good. */
  const discard = useCallback(() => {
    window.localStorage.removeItem(key);
    resolve();
  }, [key, resolve]);

  /** Forgets the draft now (a save went through), whatever the delay still held. */
  const clear = useCallback(() => {
    pending.current = null;
    window.localStorage.removeItem(key);
  }, [key]);

  return { offer, resolve, discard, clear };
}
