'use client';

import { useId, useState } from 'react';
import { Download, FileDown, Upload } from 'lucide-react';
import Link from 'next/link';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { TRANSFER_MESSAGES, type ExportFormat } from '@/lib/transfer/text';
import { useUsageStats } from '@/hooks/queries/account';
import { useCustomCategories, useSystemCategories } from '@/hooks/queries/categories';
import { useExportPrompts, useImportJobs, type ExportScope } from '@/hooks/queries/prompt-transfer';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ExportSelection } from './export-selection';
import { ImportDialog } from './import-dialog';
import { ImportProgress } from './import-progress';

// Import and export of prompts (docs/import-export.md): export one's own prompts (all, a
// category's, or a selection) as JSON or Markdown files; import through the dialog, and follow the
// last import here (it runs on in the server once the dialog is closed).

const selectClass = 'h-10 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground';

type ScopeKind = ExportScope['kind'];

export function PromptTransferCard({ canImport, canUseCustom }: { canImport: boolean; canUseCustom: boolean }) {
  const ids = { format: useId(), scope: useId(), category: useId() };
  const [importOpen, setImportOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('json');
  const [scopeKind, setScopeKind] = useState<ScopeKind>('all');
  const [categoryId, setCategoryId] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const stats = useUsageStats();
  const system = useSystemCategories();
  const custom = useCustomCategories(canUseCustom);
  const exporting = useExportPrompts();
  const imports = useImportJobs(canImport);
  const lastImport = imports.data?.[0];
  const hasNoPrompts = stats.data?.promptsCreated === 0;

  const scope: ExportScope | null =
    scopeKind === 'all' ? { kind: 'all' } : scopeKind === 'category' ? (categoryId ? { kind: 'category', id: categoryId } : null) : selected.size ? { kind: 'selection', ids: [...selected] } : null;

  function runExport() {
    if (!scope) return;
    exporting.mutate({ format, scope }, { onSuccess: ({ filename }) => notify.success(`${TRANSFER_MESSAGES.exported}: ${filename}`) });
  }

  return (
    <div>
      <h2 className="font-semibold">Import and export prompts</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Take your prompts to another tool or bring theirs here. Exports hold the prompts you wrote, as Promptloom JSON or as Markdown files with front matter in a zip.
      </p>

      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="export-heading" className="space-y-3">
          <h3 id="export-heading" className="flex items-center gap-2 text-sm font-semibold">
            <Download className="size-4" aria-hidden /> Export
          </h3>
          {hasNoPrompts ? (
            <div className="flex items-start gap-3 rounded-md border border-dashed border-border p-4 text-sm">
              <FileDown className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div>
                <p>You haven&apos;t created any prompts yet.</p>
                {canImport && (
                  <Link href="/unified-editor" className={buttonClasses('secondary', 'sm', 'mt-2')}>
                    Create Prompt
                  </Link>
                )}
              </div>
            </div>
          ) : (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="text-sm">
                  <label htmlFor={ids.format} className="mb-1 block font-medium">
                    Format
                  </label>
                  <select id={ids.format} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)} className={selectClass}>
                    <option value="json">JSON (one file)</option>
                    <option value="markdown">Markdown (zip)</option>
                  </select>
                </div>
                <div className="text-sm">
                  <label htmlFor={ids.scope} className="mb-1 block font-medium">
                    Prompts
                  </label>
                  <select id={ids.scope} value={scopeKind} onChange={(e) => setScopeKind(e.target.value as ScopeKind)} className={selectClass}>
                    <option value="all">All my prompts</option>
                    <option value="category">One category</option>
                    <option value="selection">Selected prompts</option>
                  </select>
                </div>
              </div>
              {scopeKind === 'category' && (
                <div className="text-sm">
                  <label htmlFor={ids.category} className="mb-1 block font-medium">
                    Category
                  </label>
                  <select id={ids.category} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} className={selectClass}>
                    <option value="">Choose a category…</option>
                    {canUseCustom && custom.data && custom.data.length > 0 && (
                      <optgroup label="Your categories">
                        {custom.data.map((c) => (
                          <option key={c._id} value={c._id}>
                            {c.name} ({c.promptCount})
                          </option>
                        ))}
                      </optgroup>
                    )}
                    <optgroup label="Library categories">
                      {system.data?.map((c) => (
                        <option key={c._id} value={c._id}>
                          {c.name.replace(/\*+$/, '')}
                        </option>
                      ))}
                    </optgroup>
                  </select>
                </div>
              )}
              {scopeKind === 'selection' && <ExportSelection selected={selected} onChange={setSelected} />}
              {exporting.isError && <ErrorAlert>{exporting.error instanceof ApiError ? exporting.error.message : 'Failed to export prompts'}</ErrorAlert>}
              <Button variant="secondary" disabled={!scope} loading={exporting.isPending} onClick={runExport}>
                <Download className="size-4" aria-hidden /> Export
              </Button>
            </>
          )}
        </section>

        <section aria-labelledby="import-heading" className="space-y-3">
          <h3 id="import-heading" className="flex items-center gap-2 text-sm font-semibold">
            <Upload className="size-4" aria-hidden /> Import
          </h3>
          <p className="text-sm text-muted-foreground">
            Promptloom JSON or Markdown, Open WebUI and LibreChat prompt exports, prompts.chat CSV and Langfuse prompt exports, or a prompt pasted from
            another tool: up to 20,000 prompts and 50 MB. You see every prompt before anything is saved.
          </p>
          {canImport ? (
            <>
              <Button onClick={() => setImportOpen(true)}>
                <Upload className="size-4" aria-hidden /> Import prompts
              </Button>
              {lastImport && (
                <div aria-label="Last import" role="group" className="rounded-md border border-border p-3">
                  <ImportProgress job={lastImport} compact />
                </div>
              )}
            </>
          ) : (
            <div className="space-y-2 text-sm">
              <p>{TRANSFER_MESSAGES.createDenied}</p>
              <Link href="/pricing" className={buttonClasses('secondary', 'sm')}>
                Upgrade to Import
              </Link>
            </div>
          )}
        </section>
      </div>
      {canImport && <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} canUseCustom={canUseCustom} />}
    </div>
  );
}
