'use client';

import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FailedWebhookDTO } from '@/lib/dto/webhooks';
import { formatUtc, isRetryable } from '@/lib/webhook-monitoring';
import { WebhookStatusBadge } from './status-badge';
import { EventTypeButton, TableFrame, Th, Td } from './table-parts';

// spec P2 §2: event type, error, attempts, last attempt, status, and Retry only for 'pending'.
export function FailedWebhooksTable({
  rows,
  onOpen,
  onRetry,
  retryingId,
}: {
  rows: FailedWebhookDTO[];
  onOpen: (id: string) => void;
  onRetry: (id: string) => void;
  retryingId: string | null;
}) {
  return (
    <TableFrame label="Failed webhooks">
      <thead className="bg-muted text-muted-foreground">
        <tr>
          <Th>Event type</Th>
          <Th>Error</Th>
          <Th>Attempts</Th>
          <Th>Last attempt</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((w) => (
          <tr key={w._id} data-event-id={w._id} onClick={() => onOpen(w._id)} className="cursor-pointer border-t border-border hover:bg-muted/60">
            <Td>
              <EventTypeButton eventType={w.eventType} onOpen={() => onOpen(w._id)} />
            </Td>
            <Td className={w.error ? 'max-w-xs whitespace-normal break-words text-red-700 dark:text-red-300' : 'text-muted-foreground'}>{w.error ?? '—'}</Td>
            <Td className="tabular-nums">{w.attempts}</Td>
            <Td className="text-muted-foreground">{formatUtc(w.lastAttempt)}</Td>
            <Td>
              <WebhookStatusBadge status={w.status} />
            </Td>
            <Td>
              {isRetryable(w.status) && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={retryingId === w._id}
                  disabled={retryingId !== null}
                  aria-label={`Retry ${w.eventType} ${w._id}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    onRetry(w._id);
                  }}
                >
                  {retryingId !== w._id && <RotateCw aria-hidden className="size-4" />}
                  Retry
                </Button>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
