// The webhook monitoring dashboard's wire types (spec P2 §3 "Webhook metric", "Failed webhook").
// Shared by the routes' services and the admin screens; docs/webhooks.md says what each field means.

/** What we store for an event (models/schema/webhook-events.ts). */
export type StoredWebhookStatus = 'pending' | 'processing' | 'processed' | 'recovered' | 'failed';

/** spec P2 §4 "Webhook status": pending (retryable), processing, recovered, failed. */
export type FailedWebhookStatus = 'pending' | 'processing' | 'recovered' | 'failed';

/** spec P2 §3 "Webhook metric": one time bucket (UTC) of events received. */
export type WebhookMetricDTO = {
  /** The bucket: 'YYYY-MM-DDTHH:00Z' (an hour, 24h) or 'YYYY-MM-DD' (a day, 7d and 30d), UTC. */
  _id: string;
  /** Handled: processed at first delivery or recovered later. */
  successCount: number;
  /** Failed and not (yet) recovered. */
  failureCount: number;
  /** Every event received in the bucket, those still pending or processing included. */
  totalCount: number;
  /** Milliseconds spent handling, over the events that were handled (null: none was). */
  avgDuration: number | null;
  maxDuration: number | null;
  /** How many events avgDuration averages (ours: the range's average is weighted by it). */
  durationCount: number;
};

/** spec P2 §3 "Failed webhook", plus what the screen needs to offer Retry honestly. */
export type FailedWebhookDTO = {
  _id: string;
  eventType: string;
  error: string | null;
  attempts: number;
  lastAttempt: string | null;
  status: FailedWebhookStatus;
  /** The stored status the shown one is read from. */
  storedStatus: StoredWebhookStatus;
  createdAt: string;
};

/** One row of 'All events': the stored status as it is. */
export type WebhookEventDTO = {
  _id: string;
  eventType: string;
  status: StoredWebhookStatus;
  attempts: number;
  error: string | null;
  lastAttempt: string | null;
  processingTimeMs: number | null;
  createdAt: string;
};

export type WebhookEventPage = { rows: WebhookEventDTO[]; page: number; pageSize: number; total: number; totalPages: number };

/** One event with its stored payload, secret-looking values redacted (lib/webhook-monitoring.ts). */
export type WebhookEventDetailDTO = WebhookEventDTO & { occurredAt: string | null; payload: unknown };

/** POST /api/webhooks/recover/{id}: the event's status after the retry; `duplicate` when it was handled already. */
export type RecoverWebhookAnswer = { _id: string; status: 'processed' | 'recovered'; duplicate?: true };

/** A lifetime purchase paid but not granted (past the cap, or bought twice): the operator refunds it. */
export type FlaggedPurchaseDTO = {
  _id: string;
  transactionId: string | null;
  userId: string | null;
  userEmail: string | null;
  eventId: string | null;
  note: string | null;
  createdAt: string;
};
