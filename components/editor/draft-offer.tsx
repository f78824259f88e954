'use client';

import { History } from 'lucide-react';
import { draftTime, type EditorDraft } from '@/lib/editor-draft';
import { EDITOR_TEXT } from '@/lib/editor-constants';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';

/** 'Restore your unsaved draft from 14:32?', with Restore draft and Discard, above the editor's form. */
export function DraftOffer({ draft, onRestore, onDiscard }: { draft: EditorDraft; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div
      role="region"
      aria-label={EDITOR_TEXT.draftRegion}
      className="flex flex-wrap items-center gap-3 rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
    >
      <History className="size-4 shrink-0" aria-hidden />
      <p className="min-w-[12rem] flex-1 font-medium">{EDITOR_TEXT.restoreDraft(draftTime(draft.savedAt))}</p>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => {
            onRestore();
            notify.success(EDITOR_TEXT.draftRestored);
          }}
        >
          Restore draft
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            onDiscard();
            notify.info(EDITOR_TEXT.draftDiscarded);
          }}
        >
          Discard
        </Button>
      </div>
    </div>
  );
}
