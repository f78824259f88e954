import { storableText } from '../text-schema';
import { z } from 'zod';
import { denied, fail, invalid, ok, type Result } from '../errors';
import type { Viewer } from '../permissions';
import { validatePaddlePayload } from '../paddle/webhooks';
import type {
  FailedWebhookDTO,
  FlaggedPurchaseDTO,
  RecoverWebhookAnswer,
  WebhookEventDetailDTO,
  WebhookEventDTO,
  WebhookEventPage,
  WebhookMetricDTO,
} from '../dto/webhooks';
import {
  isRetryable,
  redactSecrets,
  shownWebhookStatus,
  WEBHOOK_EVENTS_PAGE_SIZE,
  WEBHOOK_TEXT,
  WEBHOOK_TIME_RANGES,
  webhookBuckets,
} from '../webhook-monitoring';
import { processWebhookEvent, WEBHOOK_LEASE_MS } from './billing-webhooks';
import { listRefundDueLifetimePurchases } from '../../models/lifetime-purchases';
import { findUserById } from '../../models/users';
import {
  aggregateWebhookEvents,
  findWebhookEvent,
  findWebhookEventWithLease,
  isRefusedAtReceipt,
  listFailedWebhookEvents,
  listWebhookEventsPage,
  type WebhookEventSummary,
  type WebhookEventWithLease,
} from '../../models/webhook-events';

// The admin webhook monitoring page and its routes (spec P2 §2 "Webhook monitoring page", §3, §4,
// §7). How stored statuses map onto the spec's is in docs/webhooks.md.

/** The failed-webhook table shows the latest this many (older ones stay in 'All events'). */
const FAILED_LIST_LIMIT = 200;
const MAX_ID = 200;

export const metricsQuery = z.object({ timeRange: z.enum(WEBHOOK_TIME_RANGES, { error: WEBHOOK_TEXT.badRange }) });
export const pageQuery = z.object({ page: z.coerce.number({ error: WEBHOOK_TEXT.badPage }).int(WEBHOOK_TEXT.badPage).min(1, WEBHOOK_TEXT.badPage).max(1_000_000, WEBHOOK_TEXT.badPage).default(1) });
// A NUL in the id reached the database as a 500.
const eventId = storableText(z.string({ error: WEBHOOK_TEXT.notFound }).min(1, WEBHOOK_TEXT.notFound).max(MAX_ID, WEBHOOK_TEXT.notFound));

/** GET /api/webhooks/metrics?timeRange= — one metric per bucket of the range, quiet buckets as zero. */
export async function getWebhookMetrics(viewer: Viewer, raw: unknown, now = new Date()): Promise<Result<WebhookMetricDTO[]>> {
  if (!viewer.isAdmin) return denied();
  const input = metricsQuery.safeParse(raw);
  if (!input.success) return invalid(input.error, WEBHOOK_TEXT.badRange);
  const { unit, from, labels } = webhookBuckets(input.data.timeRange, now);
  const rows = new Map((await aggregateWebhookEvents(from, unit)).map((r) => [r.bucket, r]));
  return ok(
    labels.map((label) => {
      const r = rows.get(label);
      return {
        _id: label,
        successCount: r?.successCount ?? 0,
        failureCount: r?.failureCount ?? 0,
        totalCount: r?.totalCount ?? 0,
        avgDuration: r?.avgDuration ?? null,
        maxDuration: r?.maxDuration ?? null,
        durationCount: r?.durationCount ?? 0,
      };
    }),
  );
}

/** Whether a stored event could be applied if it were handled again (a handler's failure, a valid payload). */
const canBeHandled = (row: WebhookEventWithLease) => !isRefusedAtReceipt(row) && validatePaddlePayload(row.payload).ok;

const shownStatusOf = (row: WebhookEventWithLease) => shownWebhookStatus({ status: row.status, leaseExpired: row.leaseExpired, canBeHandled: canBeHandled(row) });

/** GET /api/webhooks/failed — events that did not succeed at first handling, with the spec's status. */
export async function listFailedWebhooks(viewer: Viewer): Promise<Result<FailedWebhookDTO[]>> {
  if (!viewer.isAdmin) return denied();
  const rows = await listFailedWebhookEvents(WEBHOOK_LEASE_MS, FAILED_LIST_LIMIT);
  const failed: FailedWebhookDTO[] = [];
  for (const row of rows) {
    const status = shownStatusOf(row);
    if (!status) continue;
    failed.push({
      _id: row.id,
      eventType: row.eventType,
      error: row.error,
      attempts: row.attempts,
      lastAttempt: row.lastAttempt?.toISOString() ?? null,
      status,
      storedStatus: row.status,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return ok(failed);
}

const toEventDTO = (row: WebhookEventSummary): WebhookEventDTO => ({
  _id: row.id,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  error: row.error,
  lastAttempt: row.lastAttempt?.toISOString() ?? null,
  processingTimeMs: row.processingTimeMs,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/webhooks/events?page= — every event with its stored status, newest first. */
export async function listAllWebhookEvents(viewer: Viewer, raw: unknown): Promise<Result<WebhookEventPage>> {
  if (!viewer.isAdmin) return denied();
  const input = pageQuery.safeParse(raw);
  if (!input.success) return invalid(input.error, WEBHOOK_TEXT.badPage);
  const { page } = input.data;
  const pageSize = WEBHOOK_EVENTS_PAGE_SIZE;
  const { rows, total } = await listWebhookEventsPage(page, pageSize);
  return ok({ rows: rows.map(toEventDTO), page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) });
}

/** GET /api/webhooks/events/{id} — one event with its stored payload, secrets redacted. */
export async function getWebhookEvent(viewer: Viewer, rawId: unknown): Promise<Result<WebhookEventDetailDTO>> {
  if (!viewer.isAdmin) return denied();
  const id = eventId.safeParse(rawId);
  if (!id.success) return fail(404, 'NOT_FOUND', WEBHOOK_TEXT.notFound);
  const row = await findWebhookEvent(id.data);
  if (!row) return fail(404, 'NOT_FOUND', WEBHOOK_TEXT.notFound);
  return ok({ ...toEventDTO(row), occurredAt: row.occurredAt?.toISOString() ?? null, payload: redactSecrets(row.payload) });
}

/**
 * POST /api/webhooks/recover/{id} — the dashboard's Retry: the stored event through the same
 * handler as a delivery (processWebhookEvent), whose claim applies it at most once however many
 * retries and deliveries race. An event handled already answers as a duplicate and changes nothing.
 */
export async function recoverWebhook(viewer: Viewer, rawId: unknown): Promise<Result<RecoverWebhookAnswer>> {
  if (!viewer.isAdmin) return denied();
  const id = eventId.safeParse(rawId);
  if (!id.success) return fail(404, 'NOT_FOUND', WEBHOOK_TEXT.notFound);
  const row = await findWebhookEventWithLease(id.data, WEBHOOK_LEASE_MS);
  if (!row) return fail(404, 'NOT_FOUND', WEBHOOK_TEXT.notFound);
  if (row.status === 'processed' || row.status === 'recovered') return ok({ _id: row.id, status: row.status, duplicate: true });
  const shown = shownStatusOf(row);
  if (shown === 'failed') return fail(409, 'CONFLICT', WEBHOOK_TEXT.neverHandleable(row.error));
  if (!shown || !isRetryable(shown)) return fail(409, 'CONFLICT', WEBHOOK_TEXT.beingHandled);

  const handled = await processWebhookEvent(row.id);
  if (handled.ok && (handled.data.status === 'processed' || handled.data.status === 'recovered')) {
    return ok({ _id: row.id, status: handled.data.status, ...(handled.data.duplicate ? { duplicate: true as const } : {}) });
  }
  // Claimed by another retry or delivery in the meantime, and not finished yet.
  if (!handled.ok && handled.status === 409) return fail(409, 'CONFLICT', WEBHOOK_TEXT.beingHandled);
  if (!handled.ok && handled.status === 404) return fail(404, 'NOT_FOUND', WEBHOOK_TEXT.notFound);
  // The handler failed again (the user still does not exist…): the event keeps its new error.
  const after = await findWebhookEvent(row.id);
  return fail(409, 'CONFLICT', WEBHOOK_TEXT.failedAgain(after?.error ?? (handled.ok ? (handled.data.error ?? null) : null)));
}

/** GET /api/webhooks/flagged-purchases — lifetime payments not granted (past the cap, or bought twice): refund them. */
export async function listFlaggedPurchases(viewer: Viewer): Promise<Result<FlaggedPurchaseDTO[]>> {
  if (!viewer.isAdmin) return denied();
  const rows = await listRefundDueLifetimePurchases();
  const emails = new Map<string, string>();
  for (const userId of new Set(rows.map((r) => r.userId).filter((u): u is string => Boolean(u)))) {
    const user = await findUserById(userId);
    if (user) emails.set(userId, user.email);
  }
  return ok(
    rows.map((r) => ({
      _id: r.id,
      transactionId: r.transactionId,
      userId: r.userId,
      userEmail: r.userId ? (emails.get(r.userId) ?? null) : null,
      eventId: r.eventId,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    })),
  );
}
