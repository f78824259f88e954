'use client';

import { Pager } from '@/components/ui/pager';
import type { WebhookEventPage } from '@/lib/dto/webhooks';
import { formatUtc } from '@/lib/webhook-monitoring';
import { WebhookStatusBadge } from './status-badge';
import { EventTypeButton, TableFrame, Th, Td } from './table-parts';

/** 'All events': every event received, with the status we store (processed included). */
export function AllEventsTable({ data, onOpen, onPage }: { data: WebhookEventPage; onOpen: (id: string) => void; onPage: (page: number) => void }) {
  return (
    <div className="space-y-3">
      <TableFrame label="All webhook events">
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <Th>Event type</Th>
            <Th>Status</Th>
            <Th>Attempts</Th>
            <Th>Duration</Th>
            <Th>Received</Th>
            <Th>Error</Th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((e) => (
            <tr key={e._id} data-event-id={e._id} onClick={() => onOpen(e._id)} className="cursor-pointer border-t border-border hover:bg-muted/60">
              <Td>
                <EventTypeButton eventType={e.eventType} onOpen={() => onOpen(e._id)} />
              </Td>
              <Td>
                <WebhookStatusBadge status={e.status} />
              </Td>
              <Td className="tabular-nums">{e.attempts}</Td>
              <Td className="tabular-nums text-muted-foreground">{e.processingTimeMs === null ? '—' : `${e.processingTimeMs} ms`}</Td>
              <Td className="text-muted-foreground">{formatUtc(e.createdAt)}</Td>
              <Td className={e.error ? 'max-w-xs whitespace-normal break-words text-red-700 dark:text-red-300' : 'text-muted-foreground'}>{e.error ?? '—'}</Td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <Pager label="Webhook event pages" count={`${data.total.toLocaleString('en-US')} events total`} page={data.page} totalPages={data.totalPages} onPage={onPage} />
    </div>
  );
}
