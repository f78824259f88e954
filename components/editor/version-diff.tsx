'use client';

import { useMemo } from 'react';
import { inputsDiff, textDiff, type InputChange } from '@/lib/prompt-diff';
import { cn } from '@/components/ui/cn';

const changeText = (c: InputChange): string =>
  c.kind === 'added'
    ? `Added “${c.label}”`
    : c.kind === 'removed'
      ? `Removed “${c.label}”`
      : c.kind === 'renamed'
        ? `Renamed “${c.from}” to “${c.to}”`
        : `Changed “${c.label}”: ${c.what.join('; ')}`;

/** What changes from `before` to `after`: the inputs, then the text line by line (docs/editor.md, "Version history"). */
export function VersionDiff({ before, after, label }: { before: string; after: string; label: string }) {
  const inputs = useMemo(() => inputsDiff(before, after), [before, after]);
  const lines = useMemo(() => textDiff(before, after), [before, after]);
  const same = lines.every((l) => l.kind === 'same');
  return (
    <section aria-label={label} className="space-y-2 text-sm">
      <h3 className="font-medium">Inputs</h3>
      {inputs.length === 0 ? (
        <p className="text-muted-foreground">No input changes.</p>
      ) : (
        <ul className="list-disc space-y-0.5 pl-5" aria-label="Input changes">
          {inputs.map((c, i) => (
            <li key={i}>{changeText(c)}</li>
          ))}
        </ul>
      )}
      <h3 className="font-medium">Text</h3>
      {same ? (
        <p className="text-muted-foreground">The text is the same.</p>
      ) : (
        <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-muted/50 p-2 font-mono text-xs leading-5">
          {lines.map((l, i) => (
            <span
              key={i}
              className={cn(
                'block',
                l.kind === 'added' && 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
                l.kind === 'removed' && 'bg-red-100 text-red-900 line-through dark:bg-red-950 dark:text-red-200',
              )}
            >
              <span aria-hidden>{l.kind === 'added' ? '+ ' : l.kind === 'removed' ? '- ' : '  '}</span>
              {l.kind !== 'same' && <span className="sr-only">{l.kind === 'added' ? 'Added: ' : 'Removed: '}</span>}
              {l.text.replace(/\n$/, '')}
            </span>
          ))}
        </pre>
      )}
    </section>
  );
}
