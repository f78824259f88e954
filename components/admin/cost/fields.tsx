'use client';

import { useState, type ReactNode } from 'react';
import { parseAmount } from '@/lib/cost-model';
import { cn } from '@/components/ui/cn';

// Inputs that keep what the person typed, say in place what is wrong with it, and hand up only valid
// values: the projection keeps the last valid figure meanwhile, so a half-typed number never breaks it.
// Remounted (a new `key`) when a scenario is loaded or the inputs are reset.

type Common = { id: string; label: string; hint?: string; onValidity?: (id: string, valid: boolean) => void; className?: string };

const inputClass =
  'h-10 w-full rounded-md border border-border bg-background px-3 text-sm tabular-nums text-foreground aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';

function Field({ id, label, hint, error, className, children }: Common & { error: string | null; children: ReactNode }) {
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <label htmlFor={id} className="block text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

export function NumberField({
  value,
  onChange,
  min = 0,
  max,
  step = 'any',
  ...common
}: Common & { value: number; onChange: (value: number) => void; min?: number; max?: number; step?: number | 'any' }) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  return (
    <Field {...common} error={error}>
      <input
        id={common.id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-invalid={error !== null}
        aria-describedby={error ? `${common.id}-error` : common.hint ? `${common.id}-hint` : undefined}
        className={inputClass}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseAmount(e.target.value, { min, max });
          const next = 'error' in parsed ? parsed.error : null;
          setError(next);
          common.onValidity?.(common.id, next === null);
          if ('value' in parsed) onChange(parsed.value);
        }}
      />
    </Field>
  );
}

export function TextField({ value, onChange, maxLength = 40, ...common }: Common & { value: string; onChange: (value: string) => void; maxLength?: number }) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  return (
    <Field {...common} error={error}>
      <input
        id={common.id}
        type="text"
        value={text}
        maxLength={maxLength}
        aria-invalid={error !== null}
        aria-describedby={error ? `${common.id}-error` : undefined}
        className={inputClass}
        onChange={(e) => {
          setText(e.target.value);
          const trimmed = e.target.value.trim();
          const next = trimmed ? null : 'Enter a plan name';
          setError(next);
          common.onValidity?.(common.id, next === null);
          if (trimmed) onChange(trimmed);
        }}
      />
    </Field>
  );
}
