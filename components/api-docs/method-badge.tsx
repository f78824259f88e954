import { cn } from '@/components/ui/cn';

// An HTTP method as a badge: the word itself, its colour only a help (GET reads, POST creates,
// PUT and PATCH change, DELETE removes).
const COLOURS: Record<string, string> = {
  GET: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  POST: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-400/15 dark:text-indigo-200',
  PUT: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  PATCH: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  DELETE: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
};

export function MethodBadge({ method, className }: { method: string; className?: string }) {
  return (
    <span className={cn('inline-flex min-w-14 justify-center rounded px-1.5 py-0.5 font-mono text-xs font-semibold', COLOURS[method] ?? 'bg-muted text-foreground', className)}>
      {method}
    </span>
  );
}
