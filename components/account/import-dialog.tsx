'use client';

import { useId, useRef, useState } from 'react';
import { AlertCircle, CheckCircle2, ClipboardPaste, Copy, FileUp } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import type { ImportCategoryChoice, ImportPreviewDTO } from '@/lib/dto/transfer';
import { DEFAULT_IMPORT_CATEGORY, IMPORT_FORMAT_LABELS, IMPORT_FORMATS, TRANSFER_LIMITS, TRANSFER_MESSAGES, type ImportFormat } from '@/lib/transfer/text';
import { useCustomCategories, useSystemCategories } from '@/hooks/queries/categories';
import { useImportJob, usePreviewUpload, useStartImport, type UploadOptions } from '@/hooks/queries/prompt-transfer';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { cn } from '@/components/ui/cn';
import { ImportProgress, ProgressBar } from './import-progress';
import { ImportRows } from './import-rows';

// The Import dialog (docs/import-export.md): pick a file (up to 50 MB), read the preview the server
// makes of it (what will be created, duplicates, each prompt's errors), choose where prompts without
// a category go and what rows in error do, confirm. Nothing is written before the confirmation; then
// the import runs in the server with a progress bar, and goes on if the dialog is closed.

const selectClass = 'h-10 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground';

const encodeChoice = (c: ImportCategoryChoice): string => (c.kind === 'new' ? `new:${c.name}` : `${c.kind}:${c.id}`);
function decodeChoice(value: string): ImportCategoryChoice {
  const [kind, ...rest] = value.split(':');
  const tail = rest.join(':');
  return kind === 'new' ? { kind: 'new', name: tail } : { kind: kind === 'custom' ? 'custom' : 'system', id: tail };
}

export function ImportDialog({ open, onClose, canUseCustom }: { open: boolean; onClose: () => void; canUseCustom: boolean }) {
  const fileId = useId();
  const formatId = useId();
  const categoryId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [format, setFormat] = useState<'auto' | ImportFormat>('auto');
  const [choice, setChoice] = useState<ImportCategoryChoice | null>(canUseCustom ? { kind: 'new', name: DEFAULT_IMPORT_CATEGORY } : null);
  const [withDuplicates, setWithDuplicates] = useState(false);
  const [skipErrors, setSkipErrors] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [jobId, setJobId] = useState<string | null>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const pasteId = useId();
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  const system = useSystemCategories();
  const custom = useCustomCategories(open && canUseCustom);
  const previewing = usePreviewUpload();
  const importing = useStartImport();
  const job = useImportJob(jobId);
  const preview: ImportPreviewDTO | undefined = previewing.data;

  // Without custom categories, prompts the file does not file go to a library category, the first by default.
  const effectiveChoice = choice ?? (system.data?.[0] ? ({ kind: 'system', id: system.data[0]._id } as const) : null);

  const options = (overrides: Partial<UploadOptions> = {}): UploadOptions => ({
    format,
    duplicates: withDuplicates ? 'import' : 'skip',
    onError: skipErrors ? 'skip' : 'stop',
    ...(effectiveChoice ? { category: effectiveChoice } : {}),
    ...overrides,
  });
  const onProgress = (fraction: number) => setUploaded(Math.round(fraction * 100));

  function reset() {
    setPicked(null);
    setPasted('');
    setPasting(false);
    // Pasted text is its own format: the next file is read by its own again.
    if (format === 'pasted') setFormat('auto');
    setFileError(null);
    setJobId(null);
    setUploaded(0);
    previewing.reset();
    importing.reset();
    if (inputRef.current) inputRef.current.value = '';
  }

  function close() {
    reset();
    onClose();
  }

  function onFile(file: File | undefined, overrides: Partial<UploadOptions> = {}) {
    previewing.reset();
    setFileError(null);
    if (!file) return setPicked(null);
    if (file.size > TRANSFER_LIMITS.fileBytes) {
      setPicked(null);
      return setFileError(TRANSFER_MESSAGES.fileTooLarge);
    }
    setPicked(file);
    setAttempt(crypto.randomUUID());
    setUploaded(0);
    previewing.mutate({ file, options: options(overrides), onProgress });
  }

  /** Text pasted from another tool (OpenAI's stored prompts cannot be exported) is one prompt, read as its own format. */
  function previewPasted() {
    setFormat('pasted');
    onFile(new File([pasted], 'pasted.txt', { type: 'text/plain' }), { format: 'pasted' });
  }

  /** A choice that changes what the server plans: preview again. */
  function replan(overrides: Partial<UploadOptions>) {
    if (!picked) return;
    setUploaded(0);
    setAttempt(crypto.randomUUID());
    previewing.mutate({ file: picked, options: options(overrides), onProgress });
  }

  function confirm() {
    if (!picked) return;
    setUploaded(0);
    importing.mutate({ file: picked, options: options(), onProgress, idempotencyKey: attempt }, { onSuccess: (started) => setJobId(started._id) });
  }

  const previewError = previewing.error instanceof ApiError ? previewing.error.message : previewing.isError ? TRANSFER_MESSAGES.previewFailed : null;
  const importError = importing.error instanceof ApiError ? importing.error.message : importing.isError ? TRANSFER_MESSAGES.importFailed : null;
  const toImport = preview ? preview.toCreate : 0;
  const blocked = !!preview && preview.errors > 0 && !skipErrors;
  const canConfirm = !!preview && !blocked && toImport > 0 && !previewing.isPending && !jobId;
  const uploading = previewing.isPending || importing.isPending;

  return (
    <Dialog open={open} onClose={close} title="Import prompts" className="w-[min(46rem,calc(100vw-2rem))]">
      <div className="space-y-4 text-sm">
        <p className="text-muted-foreground">
          From Promptloom (JSON, Markdown or a zip of Markdown files), Open WebUI, LibreChat, prompts.chat (CSV) or Langfuse, or a prompt pasted from another
          tool. Up to 20,000 prompts and 50 MB. Their variables become placeholders; nothing is saved until you confirm.
        </p>
        {/* Once the import runs, its progress and result take the place of the choices. */}
        {!jobId && (
          <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
            <div>
              <label htmlFor={fileId} className="mb-1 block font-medium">
                File
              </label>
              <input
                ref={inputRef}
                id={fileId}
                type="file"
                accept=".json,.md,.markdown,.csv,.zip,application/json,text/markdown,text/csv,application/zip"
                disabled={!!jobId}
                onChange={(e) => {
                  // A file after pasted text is read as a file, not as text pasted from another tool.
                  if (format !== 'pasted') return onFile(e.target.files?.[0]);
                  setFormat('auto');
                  setPasting(false);
                  onFile(e.target.files?.[0], { format: 'auto' });
                }}
                className="block w-full rounded-md border border-border bg-background text-sm text-foreground file:mr-3 file:h-10 file:border-0 file:border-r file:border-border file:bg-muted file:px-3 file:text-sm file:font-medium file:text-foreground"
              />
            </div>
            <div>
              <label htmlFor={formatId} className="mb-1 block font-medium">
                Format
              </label>
              <select
                id={formatId}
                value={format}
                onChange={(e) => {
                  const next = e.target.value as 'auto' | ImportFormat;
                  setFormat(next);
                  replan({ format: next });
                }}
                className={selectClass}
              >
                <option value="auto">Detect from the file</option>
                {IMPORT_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {IMPORT_FORMAT_LABELS[f]}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}

        {!jobId && (
          <div>
            <Button variant="secondary" size="sm" aria-expanded={pasting} onClick={() => setPasting(!pasting)}>
              <ClipboardPaste className="size-4" aria-hidden /> Paste from another tool
            </Button>
            {pasting && (
              <div className="mt-2 space-y-2">
                <label htmlFor={pasteId} className="block font-medium">
                  Prompt text
                </label>
                <p className="text-xs text-muted-foreground">
                  For prompts that cannot be exported, such as OpenAI&apos;s stored prompts: paste the text. Its {'{{variables}}'} become fields; the first line is the title.
                </p>
                <textarea
                  id={pasteId}
                  value={pasted}
                  onChange={(e) => setPasted(e.target.value)}
                  rows={5}
                  className="block w-full rounded-md border border-border bg-background p-2 text-sm text-foreground"
                />
                <Button size="sm" variant="secondary" disabled={pasted.trim().length === 0} onClick={previewPasted}>
                  Preview the pasted prompt
                </Button>
              </div>
            )}
          </div>
        )}

        {fileError && <ErrorAlert>{fileError}</ErrorAlert>}
        {previewError && <ErrorAlert>{previewError}</ErrorAlert>}

        {!picked && !fileError && (
          <div className="flex items-center gap-3 rounded-md border border-dashed border-border p-4 text-muted-foreground">
            <FileUp className="size-5 shrink-0" aria-hidden />
            <p>Choose a file to see what it holds before anything is imported.</p>
          </div>
        )}

        {uploading && uploaded < 100 && (
          <div className="space-y-1">
            <p role="status" className="text-muted-foreground">
              Uploading {picked?.name}…
            </p>
            <ProgressBar percent={uploaded} label="Upload progress" />
          </div>
        )}
        {previewing.isPending && uploaded >= 100 && (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> Reading the file…
          </p>
        )}

        {job.data && <ImportProgress job={job.data} />}

        {preview && !previewing.isPending && !jobId && (
          <div className="space-y-3">
            <p role="status" className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{preview.formatLabel}:</span>
              <Count icon={CheckCircle2} tone={preview.toCreate ? 'emerald' : 'zinc'} label={`${preview.toCreate.toLocaleString('en-US')} to create`} />
              <Count icon={Copy} tone="zinc" label={`${preview.duplicates.toLocaleString('en-US')} ${preview.duplicates === 1 ? 'duplicate' : 'duplicates'}`} />
              <Count icon={AlertCircle} tone={preview.errors ? 'red' : 'zinc'} label={`${preview.errors.toLocaleString('en-US')} with errors`} />
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor={categoryId} className="mb-1 block font-medium">
                  Category for prompts without one
                </label>
                <select
                  id={categoryId}
                  value={effectiveChoice ? encodeChoice(effectiveChoice) : ''}
                  onChange={(e) => {
                    const next = decodeChoice(e.target.value);
                    setChoice(next);
                    replan({ category: next });
                  }}
                  className={selectClass}
                >
                  {canUseCustom && (
                    <optgroup label="Your categories">
                      {!custom.data?.some((c) => c.name.toLowerCase() === DEFAULT_IMPORT_CATEGORY.toLowerCase()) && (
                        <option value={`new:${DEFAULT_IMPORT_CATEGORY}`}>{DEFAULT_IMPORT_CATEGORY} (new)</option>
                      )}
                      {custom.data?.map((c) =>
                        c.name.toLowerCase() === DEFAULT_IMPORT_CATEGORY.toLowerCase() ? (
                          <option key={c._id} value={`new:${DEFAULT_IMPORT_CATEGORY}`}>
                            {c.name}
                          </option>
                        ) : (
                          <option key={c._id} value={`custom:${c._id}`}>
                            {c.name}
                          </option>
                        ),
                      )}
                    </optgroup>
                  )}
                  <optgroup label="Library categories">
                    {system.data?.map((c) => (
                      <option key={c._id} value={`system:${c._id}`}>
                        {c.name.replace(/\*+$/, '')}
                      </option>
                    ))}
                  </optgroup>
                </select>
              </div>
              <label className="flex items-center gap-2 self-end pb-2">
                <input
                  type="checkbox"
                  checked={withDuplicates}
                  onChange={(e) => {
                    setWithDuplicates(e.target.checked);
                    replan({ duplicates: e.target.checked ? 'import' : 'skip' });
                  }}
                  className="size-4 accent-[var(--accent)]"
                />
                Also import duplicates
              </label>
            </div>
            {preview.categoriesToCreate.length > 0 && (
              <p className="text-muted-foreground">New custom {preview.categoriesToCreate.length === 1 ? 'category' : 'categories'}: {preview.categoriesToCreate.join(', ')}</p>
            )}
            {preview.errors > 0 && (
              <label className="flex items-start gap-2">
                <input type="checkbox" checked={skipErrors} onChange={(e) => setSkipErrors(e.target.checked)} className="mt-0.5 size-4 shrink-0 accent-[var(--accent)]" />
                <span>
                  Import the valid rows, skip those in error
                  <span className="block text-xs text-muted-foreground">The skipped rows are listed with their reasons, and can be downloaded as CSV.</span>
                </span>
              </label>
            )}
            {blocked && <ErrorAlert>{TRANSFER_MESSAGES.rowsBlockImport(preview.errors)}</ErrorAlert>}
            <ImportRows rows={preview.rows} />
            {!!preview.omittedRows && (
              <p className="text-xs text-muted-foreground">
                The first rows and those with errors are shown; {preview.omittedRows.toLocaleString('en-US')} more are in the file.
              </p>
            )}
          </div>
        )}

        {importError && <ErrorAlert>{importError}</ErrorAlert>}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {jobId ? (
          <Button variant="secondary" onClick={close}>
            {job.data?.status === 'done' || job.data?.status === 'failed' ? 'Done' : 'Close, keep importing'}
          </Button>
        ) : picked ? (
          <Button variant="secondary" onClick={reset}>
            Choose another file
          </Button>
        ) : (
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        )}
        {!jobId && (
          <Button disabled={!canConfirm} loading={importing.isPending} onClick={confirm}>
            {toImport > 0 ? `Import ${toImport.toLocaleString('en-US')} ${toImport === 1 ? 'prompt' : 'prompts'}` : 'Import'}
          </Button>
        )}
      </div>
    </Dialog>
  );
}

const TONES = {
  emerald: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  zinc: 'border-border bg-muted text-foreground',
  red: 'border-red-300 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
} as const;

function Count({ icon: Icon, tone, label }: { icon: typeof CheckCircle2; tone: keyof typeof TONES; label: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium', TONES[tone])}>
      <Icon className="size-3.5" aria-hidden /> {label}
    </span>
  );
}
