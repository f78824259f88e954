'use client';

import Markdown from 'react-markdown';
import { Copy, Play, Square } from 'lucide-react';
import { useAiGeneration, useAiUsage } from '@/hooks/queries/ai';
import { aiStatus } from '@/lib/ai-text';
import { notify } from '@/lib/notify';
import { PROMPT_MESSAGES } from '@/lib/constants';
import { Button } from '@/components/ui/button';

// Beyond the spec ("run it here"): the built prompt sent to the configured model, its answer
// streamed and rendered as Markdown (raw HTML is dropped, never rendered; links are kept only with safe
// schemes), before copying the prompt or the answer anywhere. Loaded after the viewer, for people with
// pro access on a server with a model; one run counts as one AI generation.

const MARKDOWN =
  'space-y-2 break-words text-sm leading-6 [&_a]:text-accent [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:list-disc [&_ul]:pl-5';

export default function RunPanel({ prompt, built }: { prompt: string; built: boolean }) {
  const usage = useAiUsage();
  const { state, start, stop } = useAiGeneration('/api/ai-prompt/run');
  const status = usage.data ? aiStatus(usage.data) : null;
  const running = state.status === 'running';
  const answer = state.status === 'running' || state.status === 'done' ? state.text : '';

  return (
    <section aria-labelledby="run-heading" className="space-y-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="run-heading" className="mr-auto font-semibold">
          Run it here
        </h2>
        {status && <span className="text-xs text-muted-foreground">{status.canGenerate ? (status.available === null ? status.message : `${status.available} AI generations left this month`) : status.message}</span>}
        {running ? (
          <Button size="sm" variant="secondary" onClick={stop}>
            <Square className="size-3.5" aria-hidden /> Stop
          </Button>
        ) : (
          <Button size="sm" disabled={!built || status?.canGenerate === false} onClick={() => void start({ prompt })}>
            <Play className="size-4" aria-hidden /> Run Prompt
          </Button>
        )}
      </div>
      {!built && state.status === 'idle' && <p className="text-sm text-muted-foreground">Build the prompt, then read the model&apos;s answer here.</p>}
      {state.status !== 'idle' && (
        <div role="progressbar" aria-label="Answer progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.progress} className="h-1.5 overflow-hidden rounded-full bg-muted">
          <div className="h-full bg-accent transition-[width] duration-300" style={{ width: `${state.progress}%` }} />
        </div>
      )}
      {state.status === 'error' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {state.error}
        </p>
      )}
      {answer && (
        <div aria-live="polite" aria-busy={running} className={MARKDOWN} data-testid="run-answer">
          <Markdown skipHtml>{answer}</Markdown>
        </div>
      )}
      {state.status === 'done' && (
        <Button
          size="sm"
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(state.text);
              notify.success('Answer copied!');
            } catch {
              notify.error(PROMPT_MESSAGES.copyFailed);
            }
          }}
        >
          <Copy className="size-4" aria-hidden /> Copy Answer
        </Button>
      )}
    </section>
  );
}
