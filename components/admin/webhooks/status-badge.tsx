import type { FailedWebhookStatus, StoredWebhookStatus } from '@/lib/dto/webhooks';
import { cn } from '@/components/ui/cn';

// A status in words with its colour (the colour alone never tells it): amber waits for a retry,
// blue is being handled, emerald succeeded, red cannot be handled.
const TONES: Record<FailedWebhookStatus | StoredWebhookStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  processing: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
  processed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  recovered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
};

export function WebhookStatusBadge({ status }: { status: FailedWebhookStatus | StoredWebhookStatus }) {
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', TONES[status])}>{status}</span>;
}
