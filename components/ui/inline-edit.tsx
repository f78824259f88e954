'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from './cn';

/**
 * A name typed in place (spec P1 §4, P2 §5): Enter or leaving the field saves, Escape cancels; an
 * empty or unchanged value is ignored. The text is selected when it opens.
 */
export function InlineEdit({
  initial,
  label,
  onSave,
  onDone,
  maxLength = 50,
  className,
}: {
  initial: string;
  label: string;
  onSave: (value: string) => void;
  onDone: () => void;
  maxLength?: number;
  className?: string;
}) {
  const [draft, setDraft] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // Escape cancels; the blur that follows must then not save.
  const cancelled = useRef(false);
  useEffect(() => input.current?.select(), []);

  function finish() {
    onDone();
    if (cancelled.current) return;
    const value = draft.trim();
    if (value && value !== initial) onSave(value);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      input.current?.blur();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      cancelled.current = true;
      input.current?.blur();
    }
  }

  return (
    <input
      ref={input}
      value={draft}
      maxLength={maxLength}
      aria-label={label}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={finish}
      onKeyDown={onKeyDown}
      className={cn('h-8 min-w-0 flex-1 rounded-md border border-ring bg-background px-2 text-sm', className)}
    />
  );
}
