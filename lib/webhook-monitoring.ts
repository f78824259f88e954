import type { FailedWebhookStatus, StoredWebhookStatus, WebhookMetricDTO } from './dto/webhooks';
import { bucketLabel, bucketLabels, startOfBucket, type TimeBucketUnit } from './time-buckets';

export { formatUtc } from './time-buckets';

// The webhook monitoring dashboard's rules that need no database (spec P2 §2, §3, §4, §8, §9): its
// texts, time ranges and buckets, how a stored status is shown, and what of a payload is never
// shown. Pure, so the service, the screens and the tests share one reading (docs/webhooks.md).

export const WEBHOOK_TEXT = {
  title: 'Webhook monitoring',
  // spec P2 §8
  fetchFailed: 'Failed to fetch dashboard data',
  retryFailed: 'Please try again.',
  recoveryFailed: (message: string) => `Recovery failed: ${message}`,
  noData: 'No data available',
  retried: 'Webhook recovered',
  alreadyRecovered: 'This webhook was handled already',
  notFound: 'Webhook event not found',
  badRange: 'timeRange must be one of 24h, 7d, 30d',
  badPage: 'page must be a whole number from 1',
  beingHandled: 'This event is being handled right now; try again in a minute',
  neverHandleable: (error: string | null) => `This event can never be handled${error ? `: ${error}` : ''}`,
  failedAgain: (error: string | null) => `The event failed again${error ? `: ${error}` : ''}`,
} as const;

// spec P2 §9: ranges 24h, 7d, 30d; polling every 60 seconds.
export const WEBHOOK_TIME_RANGES = ['24h', '7d', '30d'] as const;
export type WebhookTimeRange = (typeof WEBHOOK_TIME_RANGES)[number];
export const DEFAULT_WEBHOOK_TIME_RANGE: WebhookTimeRange = '24h';
export const WEBHOOK_POLL_MS = 60_000;
export const WEBHOOK_EVENTS_PAGE_SIZE = 20;

export const TIME_RANGE_LABELS: Record<WebhookTimeRange, string> = { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' };

export type WebhookBucketUnit = Extract<TimeBucketUnit, 'hour' | 'day'>;
export const bucketUnitOfRange = (range: WebhookTimeRange): WebhookBucketUnit => (range === '24h' ? 'hour' : 'day');
const BUCKETS: Record<WebhookTimeRange, number> = { '24h': 24, '7d': 7, '30d': 30 };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A bucket's label, as the SQL aggregate writes it (models/webhook-events.ts): UTC. */
export const webhookBucketLabel = (d: Date, unit: WebhookBucketUnit): string => bucketLabel(d, unit);

/**
 * The range's buckets, oldest first, and the first instant it counts: 24h is this hour and the 23
 * before it; 7d and 30d are today and the 6 or 29 days before (UTC). Whole buckets, so a chart's
 * first point is never a partial hour or day.
 */
export function webhookBuckets(range: WebhookTimeRange, now: Date): { unit: WebhookBucketUnit; from: Date; labels: string[] } {
  const unit = bucketUnitOfRange(range);
  const step = unit === 'hour' ? HOUR_MS : DAY_MS;
  const from = new Date(startOfBucket(now, unit).getTime() - (BUCKETS[range] - 1) * step);
  return { unit, from, labels: bucketLabels(from, now, unit) };
}

/** The range's totals for the cards: success rate over the settled events (null: none settled). */
export function summarizeWebhookMetrics(metrics: readonly WebhookMetricDTO[]) {
  let success = 0;
  let failure = 0;
  let durationSum = 0;
  let durationCount = 0;
  for (const m of metrics) {
    success += m.successCount;
    failure += m.failureCount;
    if (m.avgDuration !== null) {
      durationSum += m.avgDuration * m.durationCount;
      durationCount += m.durationCount;
    }
  }
  const settled = success + failure;
  return {
    successRate: settled ? (success / settled) * 100 : null,
    failed: failure,
    avgDuration: durationCount ? durationSum / durationCount : null,
  };
}

/** spec P2 §9: success rate shown with 2 decimals. */
export const formatSuccessRate = (rate: number | null): string => (rate === null ? '—' : `${rate.toFixed(2)}%`);

/**
 * How a stored event shows in the failed-webhook table (spec P2 §4), or null when it is no failed
 * webhook at all. 'pending' is the one retryable status: a handler failure (its payload can be
 * handled again, e.g. once the user exists), an event left pending, or one left processing by a
 * handler whose lease ran out. 'failed' can never be handled (refused at receipt, or its payload
 * is invalid): no Retry. 'processing' is being handled now.
 */
export function shownWebhookStatus(event: { status: StoredWebhookStatus; leaseExpired: boolean; canBeHandled: boolean }): FailedWebhookStatus | null {
  switch (event.status) {
    case 'processed':
      return null;
    case 'recovered':
      return 'recovered';
    case 'pending':
      return 'pending';
    case 'processing':
      return event.leaseExpired ? 'pending' : 'processing';
    case 'failed':
      return event.canBeHandled ? 'pending' : 'failed';
  }
}

export const isRetryable = (status: FailedWebhookStatus): boolean => status === 'pending';

export const REDACTED = '[redacted]';

// Keys that name a credential, compared without case and without separators ('api_key', 'apiKey',
// 'X-Api-Key' all read 'apikey').
const SECRET_KEY_PARTS = [
  'secret', 'password', 'passwd', 'token', 'apikey', 'accesskey', 'licensekey', 'privatekey', 'authorization', 'authcode',
  'credential', 'session', 'jwt', 'signature', 'cvv', 'cardnumber', 'cookie',
];
// Values shaped as a credential whatever their key: bearer tokens, API keys and webhook secrets of
// the services we use (OpenAI/Stripe-style sk-/sk_, Paddle's pdl_…_apikey_ and pdl_ntfset_ secrets).
const SECRET_VALUE = /^(bearer\s+\S|sk[-_][A-Za-z0-9]|rk_[A-Za-z0-9]|whsec_|pdl_(live|sdbx)_apikey_|pdl_ntfset_|eyJ[\w-]+\.[\w-]+\.)/i;
// A link that carries a credential in its query ('…?token=…', '&api_key=…').
const SECRET_IN_URL = /[?&](access_?token|token|api_?key|key|signature|sig|secret|password)=/i;

export const isSecretKey = (key: string): boolean => {
  const normalized = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_KEY_PARTS.some((part) => normalized.includes(part));
};

/** A stored payload as the dashboard shows it: every secret-looking key's value and every secret-shaped string replaced. */
export function redactSecrets(value: unknown): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) || SECRET_IN_URL.test(value) ? REDACTED : value;
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretKey(k) ? REDACTED : redactSecrets(v)]));
  }
  return value;
}

/** A bucket label for a chart's axis: '14:00' for an hour, 'Jan 5' for a day. */
export function formatBucket(label: string): string {
  if (label.includes('T')) return label.slice(11, 16);
  return new Date(`${label}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
}
