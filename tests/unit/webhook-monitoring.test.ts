import { describe, expect, it } from 'vitest';
import type { WebhookMetricDTO } from '@/lib/dto/webhooks';
import { formatSuccessRate, isSecretKey, redactSecrets, shownWebhookStatus, summarizeWebhookMetrics, webhookBuckets } from '@/lib/webhook-monitoring';

// The dashboard's pure rules (docs/webhooks.md).

describe('shownWebhookStatus (spec P2 §4)', () => {
  const shown = (status: Parameters<typeof shownWebhookStatus>[0]['status'], leaseExpired = false, canBeHandled = true) => shownWebhookStatus({ status, leaseExpired, canBeHandled });
  it('a processed event is no failed webhook', () => expect(shown('processed')).toBeNull());
  it('a handler failure that can be handled again is pending (retryable); one that never can is failed', () => {
    expect(shown('failed', false, true)).toBe('pending');
    expect(shown('failed', false, false)).toBe('failed');
  });
  it('processing within the lease is processing; past it, its handler died and it is pending', () => {
    expect(shown('processing', false)).toBe('processing');
    expect(shown('processing', true)).toBe('pending');
  });
  it('recovered and pending show as themselves', () => {
    expect(shown('recovered')).toBe('recovered');
    expect(shown('pending')).toBe('pending');
  });
});

describe('redactSecrets', () => {
  it('redacts keys that name a credential, whatever their case or separators', () => {
    for (const key of ['password', 'api_key', 'apiKey', 'X-Api-Key', 'client_secret', 'Authorization', 'access_token', 'paddle-signature', 'Cookie']) expect(isSecretKey(key), key).toBe(true);
    for (const key of ['userId', 'email', 'status', 'items', 'custom_data', 'card']) expect(isSecretKey(key), key).toBe(false);
  });
  it('redacts credential-shaped values under any key, in arrays and nested objects, and keeps the rest', () => {
    const payload = { data: { id: 'sub_1', note: 'sk-live-abc', list: ['Bearer x.y', 'pdl_live_apikey_01abc', 'pdl_ntfset_01', 'whsec_1', 'plain'], nested: { token: { a: 1 } } }, n: 3, ok: true, none: null };
    expect(redactSecrets(payload)).toEqual({
      data: { id: 'sub_1', note: '[redacted]', list: ['[redacted]', '[redacted]', '[redacted]', '[redacted]', 'plain'], nested: { token: '[redacted]' } },
      n: 3,
      ok: true,
      none: null,
    });
  });
  it('redacts other credential names, tokens shaped as JWTs, and links that carry a credential in their query', () => {
    for (const key of ['access_key', 'license_key', 'credentials', 'auth_code', 'jwt', 'session_id']) expect(isSecretKey(key), key).toBe(true);
    expect(redactSecrets(['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', 'https://x.test/cb?token=abc', 'https://x.test/a?b=1&api_key=z', 'https://pay.test/checkout?_ptxn=txn_01'])).toEqual([
      '[redacted]',
      '[redacted]',
      '[redacted]',
      'https://pay.test/checkout?_ptxn=txn_01',
    ]);
  });
  it('leaves ordinary Paddle ids and words alone', () => {
    expect(redactSecrets(['sub_01h', 'txn_01h', 'pri_local_pro_monthly', 'ctm_1', 'skip this', 'sketch'])).toEqual(['sub_01h', 'txn_01h', 'pri_local_pro_monthly', 'ctm_1', 'skip this', 'sketch']);
  });
});

describe('webhookBuckets (UTC)', () => {
  const now = new Date('2026-03-10T14:35:00Z');
  it('24h is this hour and the 23 before it', () => {
    const { unit, from, labels } = webhookBuckets('24h', now);
    expect(unit).toBe('hour');
    expect(from.toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(labels).toHaveLength(24);
    expect(labels[0]).toBe('2026-03-09T15:00Z');
    expect(labels.at(-1)).toBe('2026-03-10T14:00Z');
  });
  it('7d and 30d are today and the 6 or 29 days before', () => {
    expect(webhookBuckets('7d', now).labels).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    const month = webhookBuckets('30d', now);
    expect(month.labels).toHaveLength(30);
    expect(month.from.toISOString()).toBe('2026-02-09T00:00:00.000Z');
  });
});

describe('summarizeWebhookMetrics', () => {
  const m = (successCount: number, failureCount: number, avgDuration: number | null, durationCount: number): WebhookMetricDTO => ({
    _id: 'x',
    successCount,
    failureCount,
    totalCount: successCount + failureCount,
    avgDuration,
    maxDuration: avgDuration,
    durationCount,
  });
  it('success rate over settled events with 2 decimals; the average weighted by the events it averages', () => {
    const summary = summarizeWebhookMetrics([m(2, 1, 10, 3), m(0, 0, null, 0), m(0, 0, 40, 1)]);
    expect(formatSuccessRate(summary.successRate)).toBe('66.67%');
    expect(summary.failed).toBe(1);
    expect(summary.avgDuration).toBe(17.5);
  });
  it('no settled event: no rate', () => {
    expect(formatSuccessRate(summarizeWebhookMetrics([m(0, 0, null, 0)]).successRate)).toBe('—');
  });
});
