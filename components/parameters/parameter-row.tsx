'use client';

import { useId } from 'react';
import Link from 'next/link';
import { useDroppable } from '@dnd-kit/core';
import { History, Trash2 } from 'lucide-react';
import { MEMORY_TYPES, type MemoryType, type PersonalParameter } from '@/lib/parameter-memory';
import { htmlInputType, typeTitle } from '@/lib/placeholders';
import { Input } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { InlineAdd } from './inline-add';
import { valueHref } from './trail-parts';
import { normalizeWebsite } from '@/lib/website';

export const dropId = (name: string) => `parameter:${name}`;

/** One personal parameter (spec P2 §2): name, alias count, value, Core badge or delete, add alias. */
export function ParameterRow({
  name,
  label,
  param,
  busy,
  onValue,
  onType,
  onDelete,
  onAddAlias,
}: {
  /** Sets the type of a parameter of one's own (core parameters have none). */
  onType: (type: MemoryType) => void;
  name: string;
  label: string;
  param: PersonalParameter;
  busy: boolean;
  onValue: (value: string) => void;
  onDelete: () => void;
  onAddAlias: (alias: string) => Promise<string | null>;
}) {
  const inputId = useId();
  // Orphans are dropped here (spec P2 §4) to become an alias of this parameter.
  const { setNodeRef, isOver } = useDroppable({ id: dropId(name), data: { name } });
  const count = param.aliases.length;
  return (
    <li
      ref={setNodeRef}
      data-testid={`parameter-${name}`}
      className={cn(
        'rounded-lg border bg-card p-4 transition-colors',
        isOver ? 'border-accent bg-accent/5 ring-2 ring-accent' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} id={`${inputId}-label`} className="font-medium">
          {label}
        </label>
        {label !== name && <code className="rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">{name}</code>}
        <span className="text-xs text-muted-foreground">
          {count} {count === 1 ? 'alias' : 'aliases'}
        </span>
        <span className="ml-auto flex items-center gap-1">
          {/* Named for what it opens, described by the parameter's label (a name holding the label would answer to it as the field does). */}
          <Link
            href={valueHref(name)}
            aria-label="Where it is used, and where it may go"
            aria-describedby={`${inputId}-label`}
            title="Where it is used, and where it may go"
            className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <History className="size-4" aria-hidden />
          </Link>
          {param.isCore ? (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">Core</span>
          ) : (
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete parameter ${name}`}
              title="Delete parameter"
              className="inline-flex size-9 items-center justify-center rounded-md text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          )}
        </span>
      </div>
      {!param.isCore && (
        <label className="mt-2 flex items-center gap-2 text-xs text-muted-foreground">
          Type
          <select
            value={param.type ?? 'text'}
            onChange={(e) => onType(e.target.value as MemoryType)}
            aria-label={`Type of ${name}`}
            className="h-8 rounded-md border border-border bg-background px-2 text-xs text-foreground"
          >
            {MEMORY_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeTitle(t)}
              </option>
            ))}
          </select>
        </label>
      )}
      {param.type === 'longtext' ? (
        <textarea
          id={inputId}
          className="mt-2 block w-full rounded-md border border-border bg-background px-3 py-2 text-sm text-foreground"
          rows={3}
          value={param.value}
          maxLength={500}
          placeholder="Not set"
          onChange={(e) => onValue(e.target.value)}
        />
      ) : (
        <Input
          id={inputId}
          className="mt-2"
          type={name === 'website' ? 'url' : htmlInputType(param.type ?? 'text')}
          {...(param.type === 'number' ? { step: 'any', inputMode: 'decimal' as const } : {})}
          value={param.value}
          maxLength={500}
          placeholder="Not set"
          onChange={(e) => onValue(e.target.value)}
          onBlur={name === 'website' ? (e) => e.target.value !== normalizeWebsite(e.target.value) && onValue(normalizeWebsite(e.target.value)) : undefined}
        />
      )}
      <div className="mt-2">
        <InlineAdd openLabel="Add alias" inputLabel={`New alias for ${name}`} placeholder="e.g. my nickname" busy={busy} onSubmit={onAddAlias} />
      </div>
    </li>
  );
}
