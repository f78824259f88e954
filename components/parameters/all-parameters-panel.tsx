'use client';

import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { ArrowUpRight, GripVertical, PartyPopper, X } from 'lucide-react';
import type { Orphan } from '@/lib/parameter-manager';
import type { ParameterMemory } from '@/lib/parameter-memory';
import { cn } from '@/components/ui/cn';

export const orphanDragId = (key: string) => `orphan:${key}`;

function OrphanItem({ orphan }: { orphan: Orphan }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: orphanDragId(orphan.key), data: { orphan } });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn('flex items-center gap-2 rounded-md border border-dashed border-border bg-card p-2 text-sm', isDragging && 'relative z-10 shadow-lg ring-2 ring-accent')}
    >
      <button
        type="button"
        {...listeners}
        {...attributes}
        aria-label={`Move ${orphan.key} onto a parameter`}
        className="inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-muted"
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-mono text-xs">{orphan.key}</span>
        <span className="block truncate text-muted-foreground">{orphan.value}</span>
      </span>
    </li>
  );
}

/**
 * spec P2 §2 'All Parameters': the orphaned values (draggable onto a personal parameter to become its
 * alias), and every personal parameter with its aliases, each removable or promotable.
 */
export function AllParametersPanel({
  id,
  memory,
  orphans,
  busy,
  onRemoveAlias,
  onPromoteAlias,
}: {
  id: string;
  memory: ParameterMemory;
  orphans: Orphan[];
  busy: boolean;
  onRemoveAlias: (parameter: string, alias: string) => void;
  onPromoteAlias: (parameter: string, alias: string) => void;
}) {
  return (
    <div id={id} className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="orphans-heading" className="rounded-lg border border-border bg-card p-4">
        <h2 id="orphans-heading" className="font-semibold">
          Orphaned Parameters
        </h2>
        {orphans.length ? (
          <>
            <p id="orphans-help" className="mt-1 text-sm text-muted-foreground">
              Values you typed into prompts that no parameter answers for. Drag one onto a personal parameter to make it an alias (with the keyboard: Space to pick
              up, arrow keys to choose a parameter, Space to drop, Escape to cancel).
            </p>
            <ul className="mt-3 space-y-2" aria-describedby="orphans-help">
              {orphans.map((o) => (
                <OrphanItem key={o.key} orphan={o} />
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-3 flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
            <PartyPopper className="size-5 shrink-0" aria-hidden /> All tidy! Every value you have typed belongs to a parameter.
          </p>
        )}
      </section>

      <section aria-labelledby="all-heading" className="rounded-lg border border-border bg-card p-4">
        <h2 id="all-heading" className="font-semibold">
          Personal Parameters and Aliases
        </h2>
        <ul className="mt-3 space-y-3">
          {Object.entries(memory).map(([name, param]) => (
            <li key={name}>
              <p className="text-sm">
                <span className="font-medium">{name}</span>
                <span className="text-muted-foreground"> = {param.value.trim() ? param.value : '(empty)'}</span>
              </p>
              {param.aliases.length ? (
                <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={`Aliases of ${name}`}>
                  {param.aliases.map((alias) => (
                    <li key={alias} className="inline-flex items-center rounded-full border border-border bg-muted pl-2.5 text-xs">
                      <span>{alias}</span>
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => onPromoteAlias(name, alias)}
                        aria-label={`Make "${alias}" a parameter of its own`}
                        title="Promote to a separate parameter"
                        className="ml-1 inline-flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-card hover:text-foreground"
                      >
                        <ArrowUpRight className="size-3.5" aria-hidden />
                      </button>
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => onRemoveAlias(name, alias)}
                        aria-label={`Remove alias "${alias}" from ${name}`}
                        title="Remove alias"
                        className="inline-flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-card hover:text-red-600"
                      >
                        <X className="size-3.5" aria-hidden />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-xs text-muted-foreground">No aliases</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
