'use client';

import { ACCOUNT_MESSAGES } from '@/lib/account-text';
import { useUsageStats } from '@/hooks/queries/account';
import { Button } from '@/components/ui/button';

// spec P2 §2 usage summary, from GET /api/stats.

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'No activity yet');

export function UsageCard() {
  const stats = useUsageStats();
  const items = [
    { label: 'Prompts created', value: stats.data?.promptsCreated.toLocaleString('en-US') },
    { label: 'Prompts used', value: stats.data?.promptsUsed.toLocaleString('en-US') },
    { label: 'Last activity', value: stats.data ? when(stats.data.lastActivity) : undefined },
  ];
  return (
    <div>
      <h2 className="font-semibold">Usage</h2>
      {stats.isError ? (
        <div role="alert" className="mt-3 text-sm">
          <p className="text-red-700 dark:text-red-300">{ACCOUNT_MESSAGES.statsFailed}</p>
          <Button className="mt-2" size="sm" variant="secondary" onClick={() => void stats.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <dl className="mt-3 space-y-2 text-sm" aria-busy={stats.isPending}>
          {items.map(({ label, value }) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular-nums">{value ?? <span className="inline-block h-4 w-16 animate-pulse rounded bg-muted align-middle" />}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
