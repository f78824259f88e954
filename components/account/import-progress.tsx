'use client';

import Link from 'next/link';
import { AlertCircle, CheckCircle2, Download } from 'lucide-react';
import type { ImportJobDTO } from '@/lib/dto/transfer';
import { importResultCsvHref } from '@/hooks/queries/prompt-transfer';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

// An import of any size as it runs and once it ended (docs/import-export.md#large-files): a progress
// bar while the file is checked and written, then what was imported, what was skipped and why, and
// the skipped rows as CSV. The dialog and the account page show the same.

const number = (n: number) => n.toLocaleString('en-US');

/** The bar alone: the upload's progress, or a job's. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
        <div className="h-full bg-accent transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{percent}%</span>
    </div>
  );
}

function phase(job: ImportJobDTO): string {
  if (job.status === 'checking') return `Checking ${job.filename}…`;
  if (job.status === 'writing') return `Importing ${number(job.created)} of ${number(job.toCreate)} prompts…`;
  if (job.status === 'done') return job.created === 1 ? '1 prompt imported' : `${number(job.created)} prompts imported`;
  return 'The import did not finish';
}

export function ImportProgress({ job, compact = false }: { job: ImportJobDTO; compact?: boolean }) {
  const running = job.status === 'checking' || job.status === 'writing';
  const skipped = [
    job.skippedDuplicates ? `${number(job.skippedDuplicates)} ${job.skippedDuplicates === 1 ? 'duplicate' : 'duplicates'} skipped` : '',
    job.skippedErrors ? `${number(job.skippedErrors)} with errors skipped` : '',
  ].filter(Boolean);
  return (
    <div className="space-y-2 text-sm">
      <p role="status" className={cn('flex items-center gap-2 font-medium', job.status === 'failed' && 'text-red-700 dark:text-red-300')}>
        {job.status === 'done' && <CheckCircle2 className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />}
        {job.status === 'failed' && <AlertCircle className="size-4 shrink-0" aria-hidden />}
        <span className="min-w-0 break-words">{phase(job)}</span>
      </p>
      {running && <ProgressBar percent={job.percent} label="Import progress" />}
      {running && !compact && <p className="text-muted-foreground">You can close this window: the import goes on, and your account page shows its progress and result.</p>}
      {job.message && <p className="break-words text-red-700 dark:text-red-300">{job.message}</p>}
      {!running && (
        <p className="text-muted-foreground">
          {job.formatLabel ? `${job.formatLabel}, ` : ''}
          {job.filename}
          {job.total ? ` · ${number(job.total)} in the file` : ''}
          {skipped.length ? ` · ${skipped.join(', ')}` : ''}
          {job.categoriesCreated.length ? ` · new ${job.categoriesCreated.length === 1 ? 'category' : 'categories'}: ${job.categoriesCreated.join(', ')}` : ''}
        </p>
      )}
      {job.status === 'done' && job.created > 0 && (
        <Link href="/prompts?showOnlyMyPrompts=true" className="inline-block font-medium text-accent underline underline-offset-2">
          View my prompts
        </Link>
      )}
      {!running && job.problemCount > 0 && (
        <>
          {!compact && (
            <ul aria-label="Rows not imported" tabIndex={0} className="max-h-48 divide-y divide-border overflow-y-auto rounded-md border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {job.problems.map((p) => (
                <li key={p.index} className="p-2">
                  <p className="break-words">
                    <span className="font-medium">{p.title}</span> <span className="text-xs text-muted-foreground">{p.source}</span>
                  </p>
                  <p className={cn('text-xs break-words', p.result === 'error' ? 'text-red-700 dark:text-red-300' : 'text-muted-foreground')}>{p.reasons.join('; ')}</p>
                </li>
              ))}
              {job.problemCount > job.problems.length && <li className="p-2 text-xs text-muted-foreground">…and {number(job.problemCount - job.problems.length)} more in the CSV.</li>}
            </ul>
          )}
          <a href={importResultCsvHref(job._id)} download className={buttonClasses('secondary', 'sm')}>
            <Download className="size-4" aria-hidden /> Download the skipped rows (CSV)
          </a>
        </>
      )}
    </div>
  );
}
