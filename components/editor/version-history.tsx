'use client';

import { useState } from 'react';
import { History } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { usePromptVersions, useRestoreVersion } from '@/hooks/queries/prompts';
import { displayCategoryName } from '@/lib/constants';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { PlaceholderText } from '@/components/prompts/placeholder-text';
import type { PromptDTO, PromptVersionDTO } from '@/lib/dto/prompts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Beyond the spec: the states earlier saves replaced, each previewable and restorable. */
export function VersionHistory({
  promptId,
  open,
  onClose,
  dirty,
  showAllParameters,
  onRestored,
}: {
  promptId: string;
  open: boolean;
  onClose: () => void;
  dirty: boolean;
  showAllParameters: boolean;
  onRestored: (prompt: PromptDTO, version: number) => void;
}) {
  const versions = usePromptVersions(promptId, open);
  const restoreVersion = useRestoreVersion();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function restore(version: PromptVersionDTO) {
    setRestoring(version._id);
    setError(null);
    try {
      // The history refetches with the restore (it added the state it replaced).
      const prompt = await restoreVersion.mutateAsync({ id: promptId, versionId: version._id });
      onRestored(prompt, version.version);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Failed to restore the version');
    } finally {
      setRestoring(null);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Version History" className="w-[min(42rem,calc(100vw-2rem))]">
      <p className="mb-4 text-sm text-muted-foreground">
        Every save keeps the version it replaced. Restoring is a save too, so it can be undone here.
        {dirty && ' Restoring discards your unsaved changes.'}
      </p>
      {error && (
        <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
          {error}
        </p>
      )}
      {versions.isPending ? (
        <ul className="space-y-2" aria-busy="true" aria-label="Loading versions">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-14 animate-pulse rounded-md bg-muted" />
          ))}
        </ul>
      ) : versions.isError ? (
        <div role="alert" className="space-y-3 text-sm">
          <p>{versions.error.message}</p>
          <Button size="sm" variant="secondary" onClick={() => versions.refetch()}>
            Try Again
          </Button>
        </div>
      ) : versions.data.length === 0 ? (
        <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-6 text-sm text-muted-foreground">
          <History className="size-4" aria-hidden />
          No earlier versions yet. Each time you save, the version you replace appears here.
        </p>
      ) : (
        <ol className="max-h-[60vh] space-y-2 overflow-auto pr-1" aria-label="Earlier versions">
          {versions.data.map((v) => (
            <li key={v._id} className="rounded-md border border-border">
              <div className="flex flex-wrap items-center gap-2 px-3 py-2">
                <div className="mr-auto min-w-0">
                  <p className="truncate text-sm font-medium">
                    Version {v.version} · {v.title}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Replaced {when(v.createdAt)} · {v.category ? displayCategoryName(v.category.name) : (v.userCategoryId?.name ?? 'No category')} · {v.viewable}
                  </p>
                </div>
                <Button size="sm" variant="ghost" aria-expanded={expanded === v._id} onClick={() => setExpanded(expanded === v._id ? null : v._id)}>
                  {expanded === v._id ? 'Hide' : 'Preview'}
                </Button>
                <Button size="sm" variant="secondary" loading={restoring === v._id} disabled={restoring !== null} onClick={() => restore(v)} aria-label={`Restore version ${v.version}`}>
                  Restore
                </Button>
              </div>
              {expanded === v._id && (
                <div className="space-y-2 border-t border-border px-3 py-2 text-sm">
                  <p className="text-muted-foreground">{v.description}</p>
                  <div className="max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted/50 p-2 font-mono text-xs leading-5">
                    <PlaceholderText text={v.content} showAll={showAllParameters} />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
