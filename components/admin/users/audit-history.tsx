'use client';

import { useUserAudit } from '@/hooks/queries/admin';
import type { AdminAuditEntry } from '@/lib/dto/admin';
import { formatUtc } from '@/lib/time-buckets';

// What admins changed on one person, newest first (who, what, when).

function describe(entry: AdminAuditEntry): string {
  if (entry.action === 'make_admin') return 'made them an admin';
  if (entry.action === 'unmake_admin') return 'removed their admin role';
  const { days, to } = entry.detail as { days?: number; to?: string };
  return `extended the trial by ${days ?? '?'} days${to ? `, to ${new Date(to).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })}` : ''}`;
}

export function AuditHistory({ userId }: { userId: string }) {
  const audit = useUserAudit(userId, true);
  if (audit.isPending) return <div className="h-4 w-64 animate-pulse rounded bg-muted" />;
  if (audit.isError) return <p role="alert" className="text-sm text-red-700 dark:text-red-300">{audit.error.message}</p>;
  if (audit.data.length === 0) return <p className="text-sm text-muted-foreground">No changes recorded.</p>;
  return (
    <ul className="space-y-1 text-sm" aria-label="Changes by admins">
      {audit.data.map((entry) => (
        <li key={entry._id}>
          <time dateTime={entry.createdAt} className="text-muted-foreground">
            {formatUtc(entry.createdAt)}
          </time>{' '}
          — <span className="font-medium">{entry.actorEmail}</span> {describe(entry)}
        </li>
      ))}
    </ul>
  );
}
