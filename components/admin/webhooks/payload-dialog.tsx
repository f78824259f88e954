'use client';

import { Dialog } from '@/components/ui/dialog';
import { useWebhookEvent } from '@/hooks/queries/webhooks';
import { formatUtc } from '@/lib/webhook-monitoring';
import { WebhookStatusBadge } from './status-badge';
import { FetchError, SkeletonRows } from './states';

/** One event's stored payload, as the server sends it: secret-looking values already redacted. */
export function PayloadDialog({ eventId, onClose }: { eventId: string | null; onClose: () => void }) {
  const event = useWebhookEvent(eventId);
  return (
    <Dialog open={eventId !== null} onClose={onClose} title="Webhook payload" className="w-[min(48rem,calc(100vw-2rem))]">
      {event.isPending ? (
        <SkeletonRows rows={4} label="Loading the payload" />
      ) : event.isError ? (
        <FetchError onRetry={() => void event.refetch()} />
      ) : (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">Event id</dt>
            <dd className="break-all font-mono text-xs">{event.data._id}</dd>
            <dt className="text-muted-foreground">Event type</dt>
            <dd className="font-mono text-xs">{event.data.eventType}</dd>
            <dt className="text-muted-foreground">Stored status</dt>
            <dd>
              <WebhookStatusBadge status={event.data.status} />
            </dd>
            <dt className="text-muted-foreground">Received</dt>
            <dd>{formatUtc(event.data.createdAt)}</dd>
          </dl>
          <pre
            tabIndex={0}
            aria-label="Payload (JSON)"
            className="max-h-[50vh] overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-xs focus-visible:outline-2 focus-visible:outline-ring"
          >
            {JSON.stringify(event.data.payload, null, 2)}
          </pre>
          <p className="text-xs text-muted-foreground">Values under secret-looking keys, and values shaped like keys or tokens, are shown as [redacted].</p>
        </div>
      )}
    </Dialog>
  );
}
