'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { Sparkles, Square, Undo2 } from 'lucide-react';
import { useAiGeneration, useAiUsage } from '@/hooks/queries/ai';
import { useStoredState } from '@/hooks/use-stored-state';
import { diffLines } from '@/lib/ai/diff';
import { AI_MESSAGES, AI_MODE_LABELS, aiStatus, REWORK_MODES } from '@/lib/ai-text';
import { AI_MODES, type AiMode } from '@/lib/ai-modes';
import { PROMPT_TEMPLATES, findTemplate } from '@/lib/prompt-templates';
import { PlaceholderText } from '@/components/prompts/placeholder-text';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

// The AI Prompt Builder (spec P2 §2, §4, §8), loaded when the person first opens it. The
// answer streams in, is checked by the placeholder engine on the server, and is offered beside the
// current content with Insert, Replace and Discard; an insert or replace can be undone here.

export type AiPanelProps = {
  content: string;
  insert: (text: string) => void;
  replace: (text: string) => void;
};

const INPUT_LABELS: Record<AiMode, string> = {
  'create-scratch': 'What should the prompt do?',
  'improve-existing': 'Anything to focus on? (optional)',
  'make-specific': 'Anything to focus on? (optional)',
  'add-examples': 'What kind of examples? (optional)',
  template: 'What is the prompt for?',
};

/** The spec's validation (P2 §5), checked here before anything is sent; the server checks it again. */
function problemWith(mode: AiMode, userInput: string, content: string, template: string): string | null {
  if (mode === 'create-scratch') return userInput.trim() ? null : AI_MESSAGES.userInputRequired;
  if (mode === 'template') return template ? null : AI_MESSAGES.templateRequired;
  return content.trim() ? null : AI_MESSAGES.existingContentRequired;
}

export default function AiPanel({ content, insert, replace }: AiPanelProps) {
  const usage = useAiUsage();
  const { state, start, stop, discard } = useAiGeneration();
  const [mode, setMode] = useState<AiMode>(content.trim() ? 'improve-existing' : 'create-scratch');
  const [userInput, setUserInput] = useState('');
  const [template, setTemplate] = useState('');
  const [addParameters, setAddParameters] = useStoredState('addParametersEnabled', true);
  const [problem, setProblem] = useState<string | null>(null);
  // What Insert or Replace changed, for Undo: offered only while the content is still what they made
  // (an Undo after the person went on writing would throw that writing away).
  const [undo, setUndo] = useState<{ before: string; after: string | null; label: string } | null>(null);
  useEffect(() => {
    if (!undo) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first change after an apply is the apply itself
    if (undo.after === null) setUndo({ ...undo, after: content });
    else if (content !== undo.after) setUndo(null);
  }, [content, undo]);

  if (usage.isPending) return <p className="text-sm text-muted-foreground">Loading your AI generations…</p>;
  if (usage.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {usage.error.message}{' '}
        <button type="button" className="underline" onClick={() => usage.refetch()}>
          Try Again
        </button>
      </p>
    );
  }
  if (!usage.data.configured) {
    return (
      <div className="text-sm">
        <p className="font-medium">{AI_MESSAGES.notConfigured}</p>
        <p className="mt-1 text-muted-foreground">{AI_MESSAGES.notConfiguredHelp}</p>
      </div>
    );
  }
  const status = aiStatus(usage.data);
  const running = state.status === 'running';

  function generate() {
    const found = problemWith(mode, userInput, content, template);
    setProblem(found);
    if (found) return;
    setUndo(null);
    const chosen = findTemplate(template);
    void start({
      mode,
      userInput,
      existingContent: content,
      addParameters,
      templateData: mode === 'template' && chosen ? { selectedTemplate: chosen.name, templateContent: chosen.content } : null,
    });
  }

  function apply(kind: 'insert' | 'replace', text: string) {
    setUndo({ before: content, after: null, label: kind === 'insert' ? 'Inserted into your prompt.' : 'Your prompt was replaced.' });
    if (kind === 'insert') insert(text);
    else replace(text);
    discard();
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm" data-testid="ai-usage">
        {status.canGenerate ? (
          <>
            <span className="font-medium">{status.message}</span>
            <span className="text-muted-foreground">{status.available === null ? 'No monthly limit' : `${status.available} of ${usage.data.monthlyLimit} generations left this month`}</span>
          </>
        ) : (
          <div>
            <p className="font-medium">{AI_MESSAGES.unavailable}</p>
            <p className="text-muted-foreground">{status.message}</p>
            <Link href="/pricing" className="mt-1 inline-block font-medium text-accent underline underline-offset-2">
              See plans
            </Link>
          </div>
        )}
      </div>

      <fieldset disabled={!status.canGenerate || running} className="space-y-3">
        <legend className="sr-only">What the AI should do</legend>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">Generation mode</span>
          <select value={mode} onChange={(e) => setMode(e.target.value as AiMode)} className="h-9 w-full rounded-md border border-border bg-background px-2 text-sm">
            {AI_MODES.map((m) => (
              <option key={m} value={m}>
                {AI_MODE_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
        {mode === 'template' && (
          <label className="block text-sm">
            <span className="mb-1 block font-medium">Framework template</span>
            <select value={template} onChange={(e) => setTemplate(e.target.value)} className="h-9 w-full rounded-md border border-border bg-background px-2 text-sm">
              <option value="">Choose a template…</option>
              {PROMPT_TEMPLATES.map((t) => (
                <option key={t.key} value={t.key}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{INPUT_LABELS[mode]}</span>
          <textarea
            value={userInput}
            onChange={(e) => setUserInput(e.target.value)}
            rows={3}
            maxLength={4000}
            placeholder={mode === 'create-scratch' ? 'e.g. A cold email to a hiring manager about a product designer role' : ''}
            className="block w-full resize-y rounded-md border border-border bg-background px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-ring"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={addParameters} onChange={(e) => setAddParameters(e.target.checked)} className="size-4" />
          Add parameters (placeholders your memory fills, such as !&lt;Your name&gt;!)
        </label>
        {problem && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={generate} loading={running}>
            <Sparkles className="size-4" aria-hidden />
            Generate
          </Button>
        </div>
      </fieldset>

      {state.status !== 'idle' && (
        <div className="space-y-2">
          <div className="flex items-center gap-3">
            <div role="progressbar" aria-label="Generation progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.progress} className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
              <div className="h-full bg-accent transition-[width] duration-300" style={{ width: `${state.progress}%` }} />
            </div>
            <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{state.progress}%</span>
            {running && (
              <Button size="sm" variant="secondary" onClick={stop}>
                <Square className="size-3.5" aria-hidden />
                Stop
              </Button>
            )}
          </div>
          {state.status === 'error' && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {state.error}
            </p>
          )}
          {state.status === 'running' && (
            <div aria-live="polite" aria-busy="true" className="max-h-80 overflow-auto whitespace-pre-wrap rounded-md border border-border bg-card p-3 font-mono text-sm leading-6" data-testid="ai-stream">
              {state.text || <span className="text-muted-foreground">Waiting for the model…</span>}
            </div>
          )}
          {state.status === 'done' && (
            <Result mode={state.result.mode} before={content} after={state.result.generatedPrompt} warnings={state.result.warnings} onInsert={(t) => apply('insert', t)} onReplace={(t) => apply('replace', t)} onDiscard={discard} />
          )}
        </div>
      )}

      {undo && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
          {undo.label}
          <button
            type="button"
            className={cn(buttonClasses('ghost', 'sm'), 'gap-1')}
            onClick={() => {
              replace(undo.before);
              setUndo(null);
            }}
          >
            <Undo2 className="size-4" aria-hidden />
            Undo
          </button>
        </p>
      )}
    </div>
  );
}

function Result({ mode, before, after, warnings, onInsert, onReplace, onDiscard }: { mode: AiMode | 'run'; before: string; after: string; warnings: string[]; onInsert: (t: string) => void; onReplace: (t: string) => void; onDiscard: () => void }) {
  const asChange = mode !== 'run' && REWORK_MODES.has(mode) && before.trim().length > 0;
  return (
    <div className="space-y-2">
      {asChange ? (
        <div className="max-h-80 overflow-auto rounded-md border border-border bg-card font-mono text-sm leading-6" data-testid="ai-diff" aria-label="Changes to your prompt">
          {diffLines(before, after).map((line, i) => (
            <div
              key={i}
              className={cn(
                'whitespace-pre-wrap px-3',
                line.kind === 'added' && 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-200',
                line.kind === 'removed' && 'bg-red-50 text-red-900 line-through dark:bg-red-950 dark:text-red-200',
              )}
            >
              <span aria-hidden className="mr-2 select-none text-muted-foreground">
                {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}
              </span>
              <span className="sr-only">{line.kind === 'added' ? 'Added: ' : line.kind === 'removed' ? 'Removed: ' : ''}</span>
              {line.text || ' '}
            </div>
          ))}
        </div>
      ) : (
        <div className="max-h-80 overflow-auto whitespace-pre-wrap rounded-md border border-border bg-card p-3 font-mono text-sm leading-6" data-testid="ai-result">
          <PlaceholderText text={after} showAll={false} />
        </div>
      )}
      {warnings.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-amber-800 dark:text-amber-200" aria-label="Placeholder problems">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onReplace(after)}>
          Replace
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onInsert(after)}>
          Insert
        </Button>
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
