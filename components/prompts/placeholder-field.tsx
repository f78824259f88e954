'use client';

import type { ReactNode } from 'react';
import { htmlInputType, type Placeholder } from '@/lib/placeholders';
import type { ValueSource } from '@/lib/placeholder-fields';
import { Bookmark } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { KIND_STYLES } from './placeholder-text';


const SOURCE_TEXT: Record<Exclude<ValueSource, 'typed' | 'none'>, { text: string; title: string }> = {
  memory: { text: 'From your memory', title: 'Filled from your parameter memory' },
  default: { text: 'Default', title: "The prompt's default value: change it if it does not fit" },
};

const FIELD = 'w-full rounded-md border border-border bg-background px-3 text-sm text-foreground';

/**
 * One placeholder as a native control of its type (docs/placeholders.md, "Typed inputs"): its label,
 * where its value came from, the control, its help and its error, all tied together for screen readers.
 */
export function PlaceholderField({
  placeholder: p,
  value,
  source,
  error,
  onChange,
  idPrefix = 'param',
  filledBy,
  onRemember,
  remembering = false,
}: {
  /** "Remember this value" (docs/memory.md#profiles), offered beside a value the person typed. */
  onRemember?: () => void;
  remembering?: boolean;
  /** The profile that filled a remembered value (docs/memory.md#profiles), named in its badge. */
  filledBy?: string;
  /** Ids are `${idPrefix}-${key}`: the viewer's are `param-…`. */
  idPrefix?: string;
  placeholder: Placeholder;
  value: string;
  source: ValueSource;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `${idPrefix}-${p.key}`;
  const helpId = p.input.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const input = p.input;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, 'aria-required': input.required && input.type !== 'checkbox' ? true : undefined };
  const badge =
    source === 'memory' && filledBy
      ? { text: `From ${filledBy}`, title: `Filled from your profile ${filledBy}` }
      : source === 'memory' || source === 'default'
        ? SOURCE_TEXT[source]
        : null;

  const label = (
    <span id={`${id}-label`} className="flex items-center gap-2 text-sm font-medium">
      {input.type !== 'checkbox' && <span className={cn('size-2 shrink-0 rounded-full', KIND_STYLES[p.kind].className)} aria-hidden />}
      {/* A list is named by its own options ('short / long'), as a text input by its label: two lists read apart. */}
      {p.label}
      {!input.required && input.type !== 'checkbox' && <span className="font-normal text-muted-foreground">(optional)</span>}
    </span>
  );
  const header = (labelNode: ReactNode) => (
    <div className="mb-1 flex flex-wrap items-center gap-2">
      {labelNode}
      {badge && (
        <span className="rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground" title={badge.title}>
          {badge.text}
        </span>
      )}
      {onRemember && (
        <button
          type="button"
          onClick={onRemember}
          disabled={remembering}
          // Named "Remember" and described by the field's label: a name holding the label would make it a
          // second element labelled like the field.
          aria-describedby={`${id}-label`}
          data-testid={`remember-${p.key}`}
          className="ml-auto inline-flex min-h-8 items-center gap-1 rounded px-2 text-xs font-medium text-accent hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-60"
        >
          <Bookmark className="size-3.5" aria-hidden />
          Remember
        </button>
      )}
    </div>
  );
  const footer = (
    <>
      {input.help && (
        <p id={helpId} className="mt-1 text-xs text-muted-foreground">
          {input.help}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );

  if (input.type === 'multiselect') {
    const chosen = new Set(value.split(',').map((v) => v.trim()).filter(Boolean));
    const toggle = (option: string, on: boolean) => {
      const next = new Set(chosen);
      if (on) next.add(option);
      else next.delete(option);
      onChange((input.options ?? []).filter((o) => next.has(o)).join(', '));
    };
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className="w-full">{header(label)}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {(input.options ?? []).map((option) => (
            <label key={option} className="flex min-h-6 items-center gap-2 text-sm">
              <input type="checkbox" checked={chosen.has(option)} onChange={(e) => toggle(option, e.target.checked)} className="size-4 accent-[var(--accent)]" />
              {option}
            </label>
          ))}
        </div>
        {footer}
      </fieldset>
    );
  }

  if (input.type === 'checkbox') {
    return (
      <div>
        {header(
          <label htmlFor={id} className="flex items-center gap-2">
            <input
              type="checkbox"
              {...common}
              checked={value === 'true'}
              onChange={(e) => onChange(e.target.checked ? 'true' : 'false')}
              className="size-4 accent-[var(--accent)]"
            />
            {label}
          </label>,
        )}
        {footer}
      </div>
    );
  }

  let control: ReactNode;
  if (input.type === 'select') {
    control = (
      <select {...common} value={value} onChange={(e) => onChange(e.target.value)} className={cn(FIELD, 'h-10')}>
        <option value="">{input.required ? 'Choose…' : 'None'}</option>
        {(input.options ?? []).map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (input.type === 'longtext') {
    control = <textarea {...common} value={value} onChange={(e) => onChange(e.target.value)} rows={4} maxLength={2000} className={cn(FIELD, 'py-2')} />;
  } else {
    const type = htmlInputType(input.type);
    control = (
      <Input
        {...common}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={type === 'text' || type === 'email' || type === 'url' ? 2000 : undefined}
        {...(input.type === 'number'
          ? { min: input.min, max: input.max, step: input.step ?? 'any', inputMode: 'decimal' as const }
          : input.type === 'email'
            ? { inputMode: 'email' as const, autoComplete: 'email' }
            : input.type === 'url'
              ? { inputMode: 'url' as const }
              : {})}
      />
    );
  }
  return (
    <div>
      {header(
        <label htmlFor={id} className="contents">
          {label}
        </label>,
      )}
      {control}
      {footer}
    </div>
  );
}
