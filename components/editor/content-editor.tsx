'use client';

import { useLayoutEffect, useMemo, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Braces, Columns2, Eraser, Eye, EyeOff, List, Rows2, SlidersHorizontal, SquareDashedText, Terminal, TriangleAlert } from 'lucide-react';
import { isUserFacing, parsePlaceholders, uniquePlaceholders, type PlaceholderKind } from '@/lib/placeholders';
import { contentStats, DEFAULT_LABELS, insertAt, placeholderSnippet, TAB, TAB_TRAP_ON, tabHint, tabKeyAction, type TabTrap } from '@/lib/editor-text';
import { PROMPT_TEMPLATES, findTemplate } from '@/lib/prompt-templates';
import { EDITOR_TEXT } from '@/lib/editor-constants';
import { PlaceholderText } from '@/components/prompts/placeholder-text';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { cn } from '@/components/ui/cn';
import { ListParameterDialog } from './list-parameter-dialog';
import { TypedInputDialog } from './typed-input-dialog';
import { keepRename, unkeptRenames } from '@/lib/prompt-diff';
import { InputsPreview } from './inputs-preview';

export type EditorLayout = 'side' | 'stack';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

type Props = {
  content: string;
  onChange: (content: string) => void;
  error?: string;
  /** Admins who chose to see all parameters get curly and caret highlighted too (spec P1 §3). */
  showAllParameters: boolean;
  variant: 'simple' | 'advanced';
  layout?: EditorLayout;
  onLayoutChange?: (layout: EditorLayout) => void;
  showPreview?: boolean;
  onShowPreviewChange?: (show: boolean) => void;
  /** The AI Prompt Builder, given what it needs to put an answer into the content. */
  assistant?: ComponentType<AssistantProps>;
  /** The saved content, in edit mode: renamed inputs are offered to keep their old name. */
  baseline?: string;
};

export type AssistantProps = { content: string; insert: (text: string) => void; replace: (text: string) => void };

const INSERT_BUTTONS: { kind: Exclude<PlaceholderKind, 'pipe'>; label: string; title: string; icon: typeof Braces }[] = [
  { kind: 'angle', label: 'Input', title: 'Insert a text input !<…>!', icon: SquareDashedText },
  { kind: 'curly', label: 'Admin', title: 'Insert an admin parameter !{…}!', icon: Braces },
  { kind: 'caret', label: 'System', title: 'Insert a system parameter !^…^!', icon: Terminal },
];

/** The content box with its tools: insert placeholders, templates, clear, counts and the live preview. */
export function ContentEditor({ content, onChange, error, showAllParameters, variant, layout = 'side', onLayoutChange, showPreview = true, onShowPreviewChange, assistant: Assistant, baseline }: Props) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Where the cursor was when a dialog took the focus, so the insertion lands there.
  const selection = useRef<[number, number]>([0, 0]);
  const [listOpen, setListOpen] = useState(false);
  const [typedOpen, setTypedOpen] = useState<{ label: string } | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [pendingTemplate, setPendingTemplate] = useState<string | null>(null);
  const [toolsOpen, setToolsOpen] = useState(true);
  // Tab-trapping: on by default (the spec's Tab); Escape then Tab leaves once, Ctrl+M switches it.
  const tabTrap = useRef<TabTrap>(TAB_TRAP_ON);
  const [trapping, setTrapping] = useState(true);

  // The content parsed once per change: the inputs, the statistics and the warnings all read it.
  const parsed = useMemo(() => parsePlaceholders(content), [content]);
  const placeholders = useMemo(() => uniquePlaceholders(parsed), [parsed]);
  const stats = useMemo(() => contentStats(content, placeholders.length), [content, placeholders]);
  // What the author wrote in a typed input that could not be understood (docs/placeholders.md).
  const warnings = useMemo(() => parsed.flatMap((p) => p.warnings.map((w) => `${p.label}: ${w}`)), [parsed]);
  const fields = placeholders.filter((p) => isUserFacing(p, showAllParameters));
  const renames = useMemo(() => (baseline === undefined ? [] : unkeptRenames(baseline, content)), [baseline, content]);

  function remember() {
    const el = textarea.current;
    if (el) selection.current = [el.selectionStart, el.selectionEnd];
  }

  // Where the cursor goes once React has written a key's edit into the box: in the same commit, so the
  // next key typed lands after it (a frame later, a fast typist's next keys had already gone before it).
  const cursorAfterKey = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    const range = cursorAfterKey.current;
    const el = textarea.current;
    if (!range || !el) return;
    cursorAfterKey.current = null;
    el.setSelectionRange(range[0], range[1]);
  });

  /** Insert at the remembered selection; from a key in the box itself, or (a frame later, focus back in the box) from a button or dialog. */
  function insert(snippet: string, select?: [number, number], fromKey = false) {
    const [start, end] = selection.current;
    const edit = insertAt(content, start, end, snippet);
    // Select the default label so typing replaces it.
    const range: [number, number] = select ? [start + select[0], start + select[1]] : [edit.cursor, edit.cursor];
    onChange(edit.text);
    selection.current = [edit.cursor, edit.cursor];
    if (fromKey) {
      cursorAfterKey.current = range;
      return;
    }
    requestAnimationFrame(() => {
      const el = textarea.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(range[0], range[1]);
    });
  }

  function insertPlaceholder(kind: Exclude<PlaceholderKind, 'pipe'>) {
    remember();
    const [start, end] = selection.current;
    const selected = content.slice(start, end).trim();
    const label = selected && !selected.includes('!') ? selected : DEFAULT_LABELS[kind];
    insert(placeholderSnippet(kind, label), [2, 2 + label.length]);
  }

  // spec P1 §5: Tab inserts two spaces, unless the person chose to move on (lib/editor-text.ts).
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    const { trap, indent, handled } = tabKeyAction(tabTrap.current, e);
    tabTrap.current = trap;
    if (trap.trapping !== trapping) setTrapping(trap.trapping);
    if (handled) e.preventDefault();
    if (indent) {
      remember();
      insert(TAB, undefined, true);
    }
  }

  function applyTemplate(key: string) {
    const template = findTemplate(key);
    if (!template) return;
    if (content.trim()) setPendingTemplate(key);
    else onChange(template.content);
  }

  const toolbar = (
    <div role="toolbar" aria-label="Content tools" className="flex flex-wrap items-center gap-1.5" data-tour="toolbar">
      {INSERT_BUTTONS.filter((b) => b.kind === 'angle' || showAllParameters).map(({ kind, label, title, icon: Icon }) => (
        <Button key={kind} size="sm" variant="secondary" title={title} onMouseDown={remember} onClick={() => insertPlaceholder(kind)}>
          <Icon className="size-4" aria-hidden />
          {label}
        </Button>
      ))}
      <Button
        size="sm"
        variant="secondary"
        title="Insert a list parameter !|a, b|!"
        onMouseDown={remember}
        onClick={() => {
          remember();
          setListOpen(true);
        }}
      >
        <List className="size-4" aria-hidden />
        Add List Parameter
      </Button>
      <Button
        size="sm"
        variant="secondary"
        title="Insert a typed input: a date, a number, a checkbox, a select … !<Label | type>!"
        onMouseDown={remember}
        onClick={() => {
          remember();
          const [start, end] = selection.current;
          const selected = content.slice(start, end).trim();
          setTypedOpen({ label: selected && !/[!\n]/.test(selected) ? selected.slice(0, 200) : '' });
        }}
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        Typed Input
      </Button>
      <label className="ml-auto flex items-center gap-2 text-sm" data-tour="templates">
        <span className="sr-only">Template</span>
        <select
          aria-label="Template"
          value=""
          onChange={(e) => applyTemplate(e.target.value)}
          className="h-9 rounded-md border border-border bg-background px-2 text-sm"
        >
          <option value="">Start from a framework…</option>
          {PROMPT_TEMPLATES.map((t) => (
            <option key={t.key} value={t.key} title={t.summary}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <Button size="sm" variant="ghost" title="Clear all content" disabled={!content} onClick={() => setConfirmClear(true)}>
        <Eraser className="size-4" aria-hidden />
        Clear
      </Button>
    </div>
  );

  const box = (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor="prompt-content" className="block text-sm font-medium">
        Prompt Content
      </label>
      <textarea
        id="prompt-content"
        ref={textarea}
        value={content}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onSelect={remember}
        onBlur={remember}
        rows={12}
        spellCheck
        aria-invalid={Boolean(error)}
        aria-describedby={`content-keys content-stats${error ? ' content-error' : ''}`}
        placeholder={EDITOR_TEXT.contentPlaceholder}
        className="block min-h-[200px] max-h-[600px] w-full resize-y rounded-md border border-border bg-background px-3 py-2 font-mono text-sm leading-6 focus:outline-none focus:ring-2 focus:ring-ring"
      />
      <p id="content-keys" className="text-xs text-muted-foreground" aria-live="polite">
        {tabHint(trapping)}
      </p>
      {error && (
        <p id="content-error" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {renames.length > 0 && (
        <div role="status" className="space-y-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-xs text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
          {renames.map((r) => (
            <p key={r.toKey} className="flex flex-wrap items-center gap-2">
              <span>{EDITOR_TEXT.renameOffer(r.from, r.to)}</span>
              <Button size="sm" variant="secondary" onClick={() => onChange(keepRename(content, r))}>
                {EDITOR_TEXT.renameKeep}
              </Button>
            </p>
          ))}
        </div>
      )}
      {warnings.length > 0 && (
        <div id="content-warnings" role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
          <p className="flex items-center gap-1.5 font-medium">
            <TriangleAlert className="size-3.5" aria-hidden />
            {EDITOR_TEXT.inputWarnings}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {warnings.slice(0, 10).map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <p id="content-stats" className="flex gap-3 text-xs tabular-nums text-muted-foreground" aria-live="polite">
        <span>{plural(stats.characters, 'character')}</span>
        <span>{plural(stats.words, 'word')}</span>
        <span>{plural(stats.parameters, 'parameter')}</span>
      </p>
    </div>
  );

  const preview = (
    <section aria-labelledby="preview-heading" className="min-w-0" data-tour="preview">
      <h2 id="preview-heading" className="mb-1.5 text-sm font-medium">
        Preview
      </h2>
      <div className="max-h-[600px] min-h-[200px] overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-card p-4 font-mono text-sm leading-6">
        {content ? <PlaceholderText text={content} showAll={showAllParameters} /> : <span className="text-muted-foreground">{EDITOR_TEXT.emptyPreview}</span>}
      </div>
      {fields.length > 0 && <InputsPreview placeholders={fields} />}
    </section>
  );

  // An answer goes in at the cursor (as the tools insert), or replaces the whole content.
  const assistantPanel = Assistant && (
    <Assistant
      content={content}
      insert={(text) => insert(text)}
      replace={(text) => {
        onChange(text);
        selection.current = [text.length, text.length];
      }}
    />
  );

  const dialogs = (
    <>
      <ListParameterDialog open={listOpen} onClose={() => setListOpen(false)} onInsert={(snippet) => insert(snippet)} />
      <TypedInputDialog open={typedOpen !== null} initialLabel={typedOpen?.label ?? ''} onClose={() => setTypedOpen(null)} onInsert={(snippet) => insert(snippet)} />
      <ConfirmDialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title="Clear Content"
        message={EDITOR_TEXT.clearConfirm}
        confirmLabel="Clear"
        danger
        onConfirm={() => {
          onChange('');
          setConfirmClear(false);
          textarea.current?.focus();
        }}
      />
      <ConfirmDialog
        open={pendingTemplate !== null}
        onClose={() => setPendingTemplate(null)}
        title="Replace Content?"
        message={EDITOR_TEXT.replaceWithTemplate(findTemplate(pendingTemplate ?? '')?.name ?? '')}
        confirmLabel="Use Template"
        onConfirm={() => {
          onChange(findTemplate(pendingTemplate ?? '')?.content ?? content);
          setPendingTemplate(null);
        }}
      />
    </>
  );

  if (variant === 'simple') {
    return (
      <div className="space-y-4" data-tour="content">
        {box}
        {/* spec P1 §2: the tools appear once the user has begun writing. */}
        {content.trim() && (
          <section className="rounded-lg border border-border" data-tour="tools">
            <DisclosureButton open={toolsOpen} onToggle={() => setToolsOpen((o) => !o)} controls="template-tools">
              Template &amp; Parameter Tools
            </DisclosureButton>
            {toolsOpen && (
              <div id="template-tools" className="border-t border-border px-4 py-3">
                {toolbar}
              </div>
            )}
          </section>
        )}
        {assistantPanel}
        {dialogs}
      </div>
    );
  }

  return (
    <div className="space-y-4" data-tour="content">
      <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted/40 p-2">
        {toolbar}
      </div>
      <div className="flex items-center justify-end gap-3 text-sm">
        <button
          type="button"
          aria-pressed={showPreview}
          onClick={() => onShowPreviewChange?.(!showPreview)}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-muted-foreground hover:bg-muted aria-pressed:text-foreground"
        >
          {showPreview ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          {showPreview ? 'Hide preview' : 'Show preview'}
        </button>
        {showPreview && (
          <div className="hidden items-center gap-1 xl:flex" role="group" aria-label="Layout" data-tour="layout">
            <span className="mr-1 text-muted-foreground">Layout</span>
            {(['side', 'stack'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={layout === choice}
                onClick={() => onLayoutChange?.(choice)}
                className={cn(
                  'inline-flex items-center gap-1 rounded-md px-2 py-1',
                  layout === choice ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted',
                )}
              >
                {choice === 'side' ? <Columns2 className="size-4" aria-hidden /> : <Rows2 className="size-4" aria-hidden />}
                {choice === 'side' ? 'Side' : 'Stack'}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className={cn('grid gap-4', showPreview && layout === 'side' && 'xl:grid-cols-2')}>
        {box}
        {showPreview && preview}
      </div>
      {assistantPanel}
      {dialogs}
    </div>
  );
}
