import { AlertTriangle, Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WEBHOOK_TEXT } from '@/lib/webhook-monitoring';

// The dashboard's shared states: loading, nothing to show, and the spec's fetch failure (P2 §8).

export function SkeletonRows({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2 p-4">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-8 animate-pulse rounded bg-muted" />
      ))}
    </div>
  );
}

export function EmptyState({ text = WEBHOOK_TEXT.noData }: { text?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 p-8 text-center text-sm text-muted-foreground">
      <Inbox aria-hidden className="size-5" />
      <p>{text}</p>
    </div>
  );
}

export function FetchError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200">
      <span className="flex items-center gap-2">
        <AlertTriangle aria-hidden className="size-4" />
        {WEBHOOK_TEXT.fetchFailed}
      </span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
