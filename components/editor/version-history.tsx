'use client';

import { useState } from 'react';
import { History } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { usePromptVersions, useRestoreVersion } from '@/hooks/queries/prompts';
import { displayCategoryName } from '@/lib/constants';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { PlaceholderText } from '@/components/prompts/placeholder-text';
import { VersionDiff } from './version-diff';
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
  currentContent,
}: {
  promptId: string;
  open: boolean;
  onClose: () => void;
  dirty: boolean;
  /** The content in the editor now: what a version is compared with, and what a restore replaces. */
  currentContent: string;
  showAllParameters: boolean;
  onRestored: (prompt: PromptDTO, version: number) => void;
}) {
  const versions = usePromptVersions(promptId, open);
  const restoreVersion = useRestoreVersion();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A restore shows what it changes first.
  const [confirming, setConfirming] = useState<PromptVersionDTO | null>(null);
  // Compare any two: a version's id, or 'current'.
  const [compare, setCompare] = useState<{ from: string; to: string } | null>(null);
  const contentOf = (id: string) => (id === 'current' ? currentContent : (versions.data?.find((v) => v._id === id)?.content ?? ''));
  const nameOf = (id: string) => (id === 'current' ? 'the editor now' : `version ${versions.data?.find((v) => v._id === id)?.version ?? ''}`);

  async function restore(version: PromptVersionDTO) {
    setRestoring(version._id);
    setError(null);
    try {
      // The history refetches with the restore (it added the state it replaced).
      const prompt = await restoreVersion.mutateAsync({ id: promptId, versionId: version._id });
      setConfirming(null);
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
      ) : confirming ? (
        <div className="space-y-3">
          <p className="text-sm font-medium">Restoring version {confirming.version} changes the prompt like this:</p>
          <VersionDiff before={currentContent} after={confirming.content} label={`Changes from the editor now to version ${confirming.version}`} />
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button size="sm" loading={restoring === confirming._id} onClick={() => restore(confirming)}>
              Restore version {confirming.version}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-end gap-2 text-sm">
            <VersionSelect
              caption="Compare"
              label="Compare from"
              value={compare?.from ?? ''}
              first={{ value: '', text: 'Choose a version…' }}
              versions={versions.data}
              onChange={(from) => setCompare({ from, to: compare?.to ?? 'current' })}
            />
            <VersionSelect
              caption="with"
              label="Compare with"
              value={compare?.to ?? 'current'}
              first={{ value: 'current', text: 'The editor now' }}
              versions={versions.data}
              onChange={(to) => setCompare({ from: compare?.from ?? '', to })}
            />
          </div>
          {compare?.from && (
            <div className="mb-3 rounded-md border border-border p-3">
              <VersionDiff before={contentOf(compare.from)} after={contentOf(compare.to)} label={`Changes from ${nameOf(compare.from)} to ${nameOf(compare.to)}`} />
            </div>
          )}
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
                  <Button size="sm" variant="secondary" loading={restoring === v._id} disabled={restoring !== null} onClick={() => setConfirming(v)} aria-label={`Restore version ${v.version}`}>
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
        </>
      )}
    </Dialog>
  );
}

/** One side of a comparison: an earlier version, or the first choice (none yet, or the editor now). */
function VersionSelect({
  caption,
  label,
  value,
  first,
  versions,
  onChange,
}: {
  caption: string;
  label: string;
  value: string;
  first: { value: string; text: string };
  versions: PromptVersionDTO[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-xs text-muted-foreground">{caption}</span>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} className="h-9 rounded-md border border-border bg-background px-2">
        <option value={first.value}>{first.text}</option>
        {versions.map((v) => (
          <option key={v._id} value={v._id}>
            Version {v.version}
          </option>
        ))}
      </select>
    </label>
  );
}
