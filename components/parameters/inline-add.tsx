'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * A button that opens one text input (spec P2 §2: Enter confirms, Escape cancels). `onSubmit` answers
 * the rule's message when the text is refused; the input then stays open with the message under it.
 */
export function InlineAdd({
  openLabel,
  inputLabel,
  placeholder,
  onSubmit,
  busy = false,
}: {
  openLabel: string;
  inputLabel: string;
  placeholder?: string;
  onSubmit: (text: string) => Promise<string | null> | string | null;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const close = () => {
    setOpen(false);
    setText('');
    setError(null);
  };
  async function confirm() {
    const refused = await onSubmit(text);
    if (refused) setError(refused);
    else close();
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      void confirm();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  }

  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden /> {openLabel}
      </Button>
    );
  }
  return (
    <div className="w-full">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          autoFocus
          aria-label={inputLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          value={text}
          maxLength={100}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          className="h-9 min-w-0 flex-1 basis-40"
        />
        <Button size="sm" loading={busy} onClick={() => void confirm()}>
          Add
        </Button>
        <Button size="sm" variant="secondary" onClick={close}>
          Cancel
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
