'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { Compass, Copy, History, Sparkles, Trash2 } from 'lucide-react';
import type { PromptFormInput } from '@/lib/prompt-schema';
import { PROMPT_MESSAGES } from '@/lib/constants';
import { EDITOR_TEXT } from '@/lib/editor-constants';
import { useEditorStore, EMPTY_PROMPT_FORM } from '@/stores/editor-store';
import { useEditorPreferences } from '@/hooks/use-editor-preferences';
import { useEditorDraft } from '@/hooks/use-editor-draft';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { usePromptSave } from '@/hooks/use-prompt-save';
import { usePromptActions } from '@/hooks/use-prompt-actions';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/components/ui/cn';
import { PromptDialogs } from '@/components/prompts/prompt-dialogs';
import { ContentEditor } from './content-editor';
import { EditorTips } from './editor-tips';
import { DraftOffer } from './draft-offer';
import { AiSection } from './ai/ai-section';
import { DetailsFields, AdminSettings } from './details-fields';
import { VersionHistory } from './version-history';
import { EditorTour, TOUR_MIN_WIDTH } from './editor-tour';
import type { PromptDTO } from '@/lib/dto/prompts';

type Props = { mode: 'create' | 'edit'; prompt?: PromptDTO; isAdmin: boolean; canUseCustomCategories: boolean; userId: string };

const formOf = (p: PromptDTO): PromptFormInput => ({
  title: p.title,
  description: p.description,
  content: p.content,
  category: p.category?._id ?? null,
  userCategoryId: p.userCategoryId?._id ?? null,
  accessLevel: p.accessLevel,
  approved: p.approved,
  viewable: p.viewable,
});

export function PromptEditor({ mode, prompt, isAdmin, canUseCustomCategories, userId }: Props) {
  const { form, dirty, fieldErrors, error, reset, restore, setField } = useEditorStore();
  const prefs = useEditorPreferences(mode === 'edit' ? 'advanced' : 'simple');
  const editorMode = prefs.mode;
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [tourRun, setTourRun] = useState(0);
  const [wide, setWide] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const actions = usePromptActions();
  // The prompt as this page opened it. A save revalidates the page and the server renders it again
  // with the saved prompt: that must neither reset the form nor cancel the redirect after a save (the
  // edit page keys the editor by id, so another prompt gets a fresh editor).
  const [loaded] = useState(prompt);
  // The prompt as last saved (a restore changes it), for the clone dialog's prefilled title.
  const [saved, setSaved] = useState(prompt);

  // spec P1 §4: create mode resets the form on entry and on leaving; edit mode loads the prompt.
  // The window exists only after mount: reading it here keeps the server's and the first client
  // render alike (the preferences in storage come from useEditorPreferences the same way).
  useEffect(() => {
    reset(loaded ? formOf(loaded) : EMPTY_PROMPT_FORM);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the window's width, read after mount; ready once the form is reset
    setWide(window.innerWidth >= TOUR_MIN_WIDTH);
    setReady(true);
    return () => reset();
  }, [loaded, reset]);

  // Unsaved work is not lost: a draft kept on this device is offered back on return, and leaving
  // asks first.
  const draft = useEditorDraft({ userId, promptId: loaded?._id ?? null, baseline: loaded ? formOf(loaded) : EMPTY_PROMPT_FORM, form, dirty, ready });
  const { saving, submit } = usePromptSave({
    mode,
    promptId: prompt?._id ?? null,
    ready,
    formRef,
    onSaved: draft.clear,
    onUpdated: () => setNotice(EDITOR_TEXT.updated),
  });
  const guard = useLeaveGuard(dirty && !saving);

  const chooseMode = prefs.setMode;

  const tourEnabled = ready && mode === 'create' && wide;

  const details = (
    <DetailsFields
      form={form}
      fieldErrors={fieldErrors}
      canUseCustomCategories={canUseCustomCategories}
      onField={setField}
    />
  );

  const actionButtons = (
    <div className="flex flex-wrap items-center justify-end gap-2" data-tour="actions">
      {mode === 'edit' && prompt && (
        <>
          <Button variant="ghostDanger" className="mr-auto" onClick={() => actions.setDialog({ kind: 'delete' })}>
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
          <Button variant="secondary" onClick={() => actions.setDialog({ kind: 'clone' })}>
            <Copy className="size-4" aria-hidden />
            Clone
          </Button>
        </>
      )}
      <Link href="/prompts" className={buttonClasses('secondary')}>
        Cancel
      </Link>
      <Button type="submit" loading={saving} disabled={!ready}>
        {mode === 'edit' ? 'Save Changes' : 'Create Prompt'}
      </Button>
    </div>
  );

  const content = (
    <ContentEditor
      content={form.content ?? ''}
      onChange={(text) => setField('content', text)}
      error={fieldErrors.content}
      showAllParameters={isAdmin}
      variant={editorMode}
      layout={prefs.layout}
      onLayoutChange={prefs.setLayout}
      showPreview={prefs.showPreview}
      onShowPreviewChange={prefs.setShowPreview}
      assistant={AiSection}
      baseline={loaded?.content}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={!ready} className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{mode === 'edit' ? 'Edit Prompt' : 'Create Prompt'}</h1>
        {dirty && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-200">
            {EDITOR_TEXT.unsavedChanges}
          </span>
        )}
        {mode === 'edit' && (
          <Button size="sm" variant="secondary" onClick={() => setHistoryOpen(true)}>
            <History className="size-4" aria-hidden />
            History
          </Button>
        )}
        {mode === 'create' && wide && (
          <Button size="sm" variant="secondary" onClick={() => setTourRun((n) => n + 1)}>
            <Compass className="size-4" aria-hidden />
            Tour
          </Button>
        )}
        <div role="group" aria-label="Editor mode" className="inline-flex rounded-md border border-border p-0.5" data-tour="mode">
          {(['simple', 'advanced'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={editorMode === m}
              onClick={() => chooseMode(m)}
              className={cn('rounded px-3 py-1 text-sm font-medium', editorMode === m ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted')}
            >
              {m === 'simple' ? 'Simple' : 'Advanced'}
            </button>
          ))}
        </div>
      </header>

      {draft.offer && (
        <DraftOffer
          draft={draft.offer}
          onRestore={() => {
            if (draft.offer) restore(draft.offer.form);
            draft.resolve();
          }}
          onDiscard={draft.discard}
        />
      )}
      {error && (
        <p role="alert" data-editor-error tabIndex={-1} className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-2 text-sm text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          {notice}
        </p>
      )}

      {editorMode === 'simple' ? (
        <div className="mx-auto max-w-3xl space-y-6">
          {details}
          {content}
          <EditorTips />
          <aside aria-label="Advanced mode" className="flex flex-wrap items-center gap-3 rounded-lg border border-accent/40 bg-accent/5 p-4 text-sm">
            <Sparkles className="size-5 shrink-0 text-accent" aria-hidden />
            <p className="min-w-[14rem] flex-1">
              <span className="font-medium">Want more control?</span> Advanced mode adds framework templates, a live preview beside your text and every placeholder tool.
            </p>
            <Button size="sm" variant="secondary" onClick={() => chooseMode('advanced')}>
              Switch to Advanced
            </Button>
          </aside>
          {actionButtons}
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-6 lg:col-start-1 lg:row-start-1">
            {details}
            <AdminSettings form={form} isAdmin={isAdmin} onField={setField} />
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{content}</div>
          {/* spec P1 §2: the actions sit in the left column on large screens and below on small ones. */}
          <div className="lg:col-start-1 lg:row-start-2">{actionButtons}</div>
        </div>
      )}

      {prompt && (
        <>
          <VersionHistory
            promptId={prompt._id}
            open={historyOpen}
            onClose={() => setHistoryOpen(false)}
            dirty={dirty}
            currentContent={form.content ?? ''}
            showAllParameters={isAdmin}
            onRestored={(restored, version) => {
              reset(formOf(restored));
              setSaved(restored);
              setNotice(EDITOR_TEXT.restored(version));
              setHistoryOpen(false);
            }}
          />
          <PromptDialogs
            dialog={actions.dialog}
            onClose={actions.close}
            title={saved?.title ?? prompt.title}
            deleteMessage={PROMPT_MESSAGES.listDeleteConfirm(saved?.title ?? prompt.title)}
            busy={actions.busy}
            onDelete={() => actions.deletePrompt(prompt._id)}
            onClone={(newTitle) => actions.clonePrompt(prompt._id, newTitle)}
          />
        </>
      )}
      <ConfirmDialog
        open={guard.pending}
        onClose={guard.stay}
        title={EDITOR_TEXT.leaveTitle}
        message={EDITOR_TEXT.leaveMessage}
        confirmLabel={EDITOR_TEXT.leaveConfirm}
        onConfirm={guard.leave}
        danger
      />
      <EditorTour mode={editorMode} userId={userId} enabled={tourEnabled} forcedRun={tourRun} />
    </form>
  );
}
