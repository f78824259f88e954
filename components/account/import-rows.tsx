import { AlertCircle, CheckCircle2, Copy } from 'lucide-react';
import type { ImportRowDTO } from '@/lib/dto/transfer';
import { cn } from '@/components/ui/cn';

// The import preview's prompts: what each becomes, where it goes, and why it cannot.

const STATUS = {
  create: { label: 'Create', icon: CheckCircle2, className: 'text-emerald-700 dark:text-emerald-300' },
  duplicate: { label: 'Duplicate', icon: Copy, className: 'text-muted-foreground' },
  error: { label: 'Error', icon: AlertCircle, className: 'text-red-700 dark:text-red-300' },
} as const;

/** Errors first (they stop the import), then what will be created, then the duplicates; each in file order. */
const ORDER = { error: 0, create: 1, duplicate: 2 } as const;

export function ImportRows({ rows }: { rows: ImportRowDTO[] }) {
  const sorted = [...rows].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.index - b.index);
  return (
    // Focusable, so a keyboard can scroll a long list (it holds nothing else to focus).
    <ul tabIndex={0} aria-label="Prompts in the file" className="max-h-80 divide-y divide-border overflow-y-auto rounded-md border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      {sorted.map((row) => {
        const status = STATUS[row.status];
        const Icon = status.icon;
        return (
          <li key={row.index} className="p-3">
            <div className="flex items-start gap-2">
              <Icon className={cn('mt-0.5 size-4 shrink-0', status.className)} aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium break-words">{row.title}</span>
                  <span className={cn('text-xs font-medium', status.className)}>
                    {status.label}
                    {row.duplicateOf === 'library' && row.status === 'duplicate' ? ': already in your library' : ''}
                    {row.duplicateOf === 'file' && row.status === 'duplicate' ? ': twice in the file' : ''}
                  </span>
                </p>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  {row.source}
                  {row.category ? ` · ${row.category.name}${row.category.isNew ? ' (new)' : ''}` : ''}
                  {` · ${row.placeholders} ${row.placeholders === 1 ? 'placeholder' : 'placeholders'}`}
                </p>
                <p className="mt-1 line-clamp-2 break-words text-muted-foreground">{row.description}</p>
                {row.errors.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-red-700 dark:text-red-300">
                    {row.errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                )}
                {row.notes.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-xs text-muted-foreground">
                    {row.notes.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
