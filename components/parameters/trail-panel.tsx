'use client';

import { useId } from 'react';
import Link from 'next/link';
import { History, Loader2 } from 'lucide-react';
import { notify } from '@/lib/notify';
import { TRAIL_UI } from '@/lib/trail-text';
import { useSetKeepDays, useTrail } from '@/hooks/queries/value-trail';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FlagBadges, formatWhen, valueHref } from './trail-parts';

const message = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * Parameter Management's Usage trail (docs/memory.md#the-usage-trail): how long it is kept, and each
 * value it names with its count of uses and its flags, each leading to the value's own page.
 */
export function TrailPanel() {
  const trail = useTrail();
  const keep = useSetKeepDays();
  const keepId = useId();
  const data = trail.data;
  // The values with a flag that no use names yet are listed after those that were used.
  const unused = data ? data.flagged.filter((f) => !data.values.some((v) => v.key === f.key)) : [];

  function onKeep(days: number) {
    keep.mutate(days, {
      onSuccess: () => notify.success(TRAIL_UI.keepSaved(days)),
      onError: (error) => notify.error(message(error, TRAIL_UI.keepFailed)),
    });
  }

  return (
    <section id="trail" aria-labelledby="trail-heading" className="scroll-mt-24 space-y-3">
      <h2 id="trail-heading" className="flex items-center gap-2 font-semibold">
        <History className="size-4 text-muted-foreground" aria-hidden /> {TRAIL_UI.title}
      </h2>
      <p className="text-sm text-muted-foreground">{TRAIL_UI.intro}</p>
      {trail.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading your trail…
        </p>
      )}
      {trail.isError && <ErrorAlert>{message(trail.error, TRAIL_UI.loadFailed)}</ErrorAlert>}
      {data && (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor={keepId} className="font-medium">
              {TRAIL_UI.keepLabel}
            </label>
            <select
              id={keepId}
              value={keep.isPending ? keep.variables : data.keepDays}
              disabled={keep.isPending}
              aria-busy={keep.isPending}
              onChange={(e) => onKeep(Number(e.target.value))}
              className="h-10 rounded-md border border-border bg-background px-2 text-sm text-foreground"
            >
              {TRAIL_UI.keepChoices.map((c) => (
                <option key={c.days} value={c.days}>
                  {c.label}
                </option>
              ))}
              {!TRAIL_UI.keepChoices.some((c) => c.days === data.keepDays) && <option value={data.keepDays}>{`${data.keepDays} days`}</option>}
            </select>
          </div>
          {data.values.length === 0 && unused.length === 0 && <p className="text-sm">{data.keepDays === 0 ? TRAIL_UI.off : TRAIL_UI.empty}</p>}
          {(data.values.length > 0 || unused.length > 0) && (
            <ul className="divide-y divide-border rounded-lg border border-border bg-card" data-testid="trail-values">
              {data.values.map((v) => (
                <li key={v.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                  <Link href={valueHref(v.key)} className="min-w-0 break-words font-medium text-accent underline-offset-4 hover:underline">
                    {v.key}
                  </Link>
                  <span className="text-muted-foreground">
                    {TRAIL_UI.uses(v.uses)}, {TRAIL_UI.lastUsed(formatWhen(v.lastUsedAt))}
                  </span>
                  <FlagBadges neverExtension={v.neverExtension} neverMcp={v.neverMcp} className="sm:ml-auto" />
                </li>
              ))}
              {unused.map((v) => (
                <li key={v.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                  <Link href={valueHref(v.key)} className="min-w-0 break-words font-medium text-accent underline-offset-4 hover:underline">
                    {v.key}
                  </Link>
                  <span className="text-muted-foreground">{TRAIL_UI.uses(0)}</span>
                  <FlagBadges neverExtension={v.neverExtension} neverMcp={v.neverMcp} className="sm:ml-auto" />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
