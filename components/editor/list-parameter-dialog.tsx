'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { listParameter } from '@/lib/editor-text';
import { EDITOR_TEXT } from '@/lib/editor-constants';

/** spec P1 §2, §5 'Add List Parameter': comma-separated options, inserted in the pipe form. */
export function ListParameterDialog({ open, onClose, onInsert }: { open: boolean; onClose: () => void; onInsert: (snippet: string) => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Add List Parameter">
      {open && <ListForm onClose={onClose} onInsert={onInsert} />}
    </Dialog>
  );
}

function ListForm({ onClose, onInsert }: { onClose: () => void; onInsert: (snippet: string) => void }) {
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const snippet = listParameter(entry);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!snippet) return setError(EDITOR_TEXT.listParameterEmpty);
        onInsert(snippet);
        onClose();
      }}
    >
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Options</span>
        <Input
          value={entry}
          autoFocus
          maxLength={1000}
          onChange={(e) => {
            setEntry(e.target.value);
            setError(null);
          }}
          aria-describedby="list-help"
          aria-invalid={Boolean(error)}
          placeholder="formal, friendly, playful"
        />
      </label>
      <p id="list-help" className="mt-1 text-xs text-muted-foreground">
        {EDITOR_TEXT.listParameterHelp}
      </p>
      {error && <p className="mt-1 text-sm text-red-600 dark:text-red-400">{error}</p>}
      {snippet && (
        <p className="mt-3 text-sm">
          Inserts <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-violet-700 dark:text-violet-300">{snippet}</code>
        </p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!entry.trim()}>
          Insert
        </Button>
      </div>
    </form>
  );
}
