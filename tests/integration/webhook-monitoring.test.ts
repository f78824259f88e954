import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as paddleWebhook } from '@/app/api/webhooks/paddle/route';
import { GET as metricsRoute } from '@/app/api/webhooks/metrics/route';
import { GET as failedRoute } from '@/app/api/webhooks/failed/route';
import { GET as eventsRoute } from '@/app/api/webhooks/events/route';
import { GET as eventRoute } from '@/app/api/webhooks/events/[id]/route';
import { GET as flaggedRoute } from '@/app/api/webhooks/flagged-purchases/route';
import { POST as recoverRoute } from '@/app/api/webhooks/recover/[id]/route';
import { getDb } from '@/lib/db';
import type { FailedWebhookDTO, WebhookEventDTO, WebhookMetricDTO } from '@/lib/dto/webhooks';
import { resetEnvCache } from '@/lib/env';
import { LOCAL_PRICE_IDS } from '@/lib/paddle/plans';
import { processWebhookEvent, WEBHOOK_LEASE_MS } from '@/lib/services/billing-webhooks';
import { webhookBucketLabel } from '@/lib/webhook-monitoring';
import { webhookEvents } from '@/models/schema';
import { insertLifetimePurchase } from '@/models/lifetime-purchases';
import { findUserById, updateUser } from '@/models/users';
import { findWebhookEvent, recordWebhookEvent } from '@/models/webhook-events';
import { asCookie, call, persona, signUp, type Session } from '../factories';
import { signPaddle } from '../paddle-fakes';

// The admin webhook monitoring routes against a real database, with events delivered
// through the real Paddle route and real signatures.

const SECRET = 'pdl_ntfset_monitoring_secret';
let admin: Session;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  process.env.PADDLE_WEBHOOK_SECRET = SECRET;
  resetEnvCache();
  admin = await persona('admin');
});
afterAll(() => {
  delete process.env.PADDLE_WEBHOOK_SECRET;
  resetEnvCache();
});

type EventOptions = { type?: string; userId?: string | null; subscriptionId?: string; occurredAt?: Date; data?: Record<string, unknown> };
function paddleEvent({ type = 'subscription.activated', userId = null, subscriptionId = `sub_${randomUUID()}`, occurredAt = new Date(), data = {} }: EventOptions) {
  const body = JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    event_type: type,
    occurred_at: occurredAt.toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: {
      id: subscriptionId,
      status: 'active',
      items: [{ price: { id: LOCAL_PRICE_IDS.monthly }, quantity: 1 }],
      custom_data: userId ? { userId } : null,
      current_billing_period: { starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' },
      next_billed_at: '2026-12-01T00:00:00Z',
      scheduled_change: null,
      ...data,
    },
  });
  return { body, id: JSON.parse(body).event_id as string };
}

const deliver = (body: string) =>
  call(paddleWebhook, { method: 'POST', path: '/api/webhooks/paddle', headers: { 'paddle-signature': signPaddle(body, SECRET) }, body });

const asAdmin = () => asCookie(admin);
const getFailed = async (): Promise<FailedWebhookDTO[]> => {
  const res = await call(failedRoute, { path: '/api/webhooks/failed', headers: asAdmin() });
  expect(res.status).toBe(200);
  return res.body;
};
const recover = (id: string) => call(recoverRoute, { method: 'POST', path: `/api/webhooks/recover/${id}`, params: { id }, headers: asAdmin() });
const metrics = (timeRange: string) => call(metricsRoute, { path: `/api/webhooks/metrics?timeRange=${timeRange}`, headers: asAdmin() });

/** An update for a subscription nobody has yet: its handler fails ("no user"), it is kept for retry. */
async function failedUpdate() {
  const subscriptionId = `sub_${randomUUID()}`;
  const update = paddleEvent({ type: 'subscription.updated', subscriptionId, data: { scheduled_change: { action: 'cancel' } } });
  const first = await deliver(update.body);
  expect(first.status).toBe(500);
  expect(await findWebhookEvent(update.id)).toMatchObject({ status: 'failed', attempts: 1 });
  return { subscriptionId, update };
}

/** Give the subscription to a new user through a real delivery: the failed update can now be applied. */
async function giveSubscription(subscriptionId: string) {
  const buyer = await signUp();
  const activation = paddleEvent({ userId: buyer.userId, subscriptionId, occurredAt: new Date(Date.now() - 60_000) });
  expect((await deliver(activation.body)).status).toBe(200);
  return buyer;
}

async function setRow(id: string, values: Partial<typeof webhookEvents.$inferInsert>) {
  await (await getDb()).update(webhookEvents).set(values).where(eq(webhookEvents.id, id));
}

/** A stored event with a chosen outcome and receipt time (the metrics count stored rows). */
async function storedEvent(createdAt: Date, status: 'pending' | 'processing' | 'processed' | 'recovered' | 'failed', processingTimeMs: number | null, extra: Partial<typeof webhookEvents.$inferInsert> = {}) {
  const { id, body } = paddleEvent({});
  const payload = JSON.parse(body);
  await recordWebhookEvent({ id, eventType: payload.event_type, payload, occurredAt: createdAt });
  await setRow(id, { status, processingTimeMs, createdAt, attempts: status === 'pending' ? 0 : 1, ...extra });
  return id;
}

describe('GET /api/webhooks/metrics', () => {
  it('counts each bucket (hours for 24h, days for 7d and 30d, UTC): success = processed + recovered, failure = failed, durations over the handled', async () => {
    const now = Date.now();
    const threeHoursAgo = new Date(now - 3 * HOUR);
    const fiveHoursAgo = new Date(now - 5 * HOUR);
    await storedEvent(threeHoursAgo, 'processed', 10);
    await storedEvent(threeHoursAgo, 'processed', 30);
    await storedEvent(threeHoursAgo, 'recovered', 50);
    await storedEvent(threeHoursAgo, 'failed', 20);
    await storedEvent(threeHoursAgo, 'pending', null);
    await storedEvent(fiveHoursAgo, 'failed', null);
    const twoDaysAgo = new Date(now - 2 * DAY);
    await storedEvent(twoDaysAgo, 'processed', 100);
    await storedEvent(twoDaysAgo, 'failed', 300);
    const tenDaysAgo = new Date(now - 10 * DAY);
    await storedEvent(tenDaysAgo, 'processed', 7);
    await storedEvent(new Date(now - 40 * DAY), 'processed', 7);

    const day = await metrics('24h');
    expect(day.status).toBe(200);
    const hours: WebhookMetricDTO[] = day.body;
    expect(hours).toHaveLength(24);
    expect(hours.map((m) => m._id)).toEqual([...hours.map((m) => m._id)].sort());
    expect(hours.at(-1)!._id).toBe(webhookBucketLabel(new Date(), 'hour'));
    expect(hours.find((m) => m._id === webhookBucketLabel(threeHoursAgo, 'hour'))).toEqual({
      _id: webhookBucketLabel(threeHoursAgo, 'hour'),
      successCount: 3,
      failureCount: 1,
      totalCount: 5,
      avgDuration: 27.5,
      maxDuration: 50,
      durationCount: 4,
    });
    expect(hours.find((m) => m._id === webhookBucketLabel(fiveHoursAgo, 'hour'))).toMatchObject({ successCount: 0, failureCount: 1, totalCount: 1, avgDuration: null, maxDuration: null });
    // A quiet hour is there, as zero.
    const quiet = hours.find((m) => m._id === webhookBucketLabel(new Date(now - 20 * HOUR), 'hour'));
    expect(quiet).toEqual(expect.objectContaining({ totalCount: 0, avgDuration: null }));

    const week = await metrics('7d');
    expect(week.body).toHaveLength(7);
    expect(week.body.find((m: WebhookMetricDTO) => m._id === webhookBucketLabel(twoDaysAgo, 'day'))).toMatchObject({
      successCount: 1,
      failureCount: 1,
      totalCount: 2,
      avgDuration: 200,
      maxDuration: 300,
    });
    // Ten days ago is outside 7d and inside 30d; forty days ago is outside both.
    expect(week.body.some((m: WebhookMetricDTO) => m._id === webhookBucketLabel(tenDaysAgo, 'day'))).toBe(false);
    const month = await metrics('30d');
    expect(month.body).toHaveLength(30);
    expect(month.body.find((m: WebhookMetricDTO) => m._id === webhookBucketLabel(tenDaysAgo, 'day'))).toMatchObject({ successCount: 1, totalCount: 1, maxDuration: 7 });
    expect(month.body[0]._id).toBe(webhookBucketLabel(new Date(now - 29 * DAY), 'day'));
  });

  it('refuses a range other than 24h, 7d, 30d with 400 and says which ones exist', async () => {
    for (const query of ['?timeRange=1y', '?timeRange=', '', '?timeRange=24H']) {
      const res = await call(metricsRoute, { path: `/api/webhooks/metrics${query}`, headers: asAdmin() });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'timeRange must be one of 24h, 7d, 30d' });
    }
  });
});

describe('GET /api/webhooks/failed and the events list', () => {
  it('lists what did not succeed with the spec status, never a processed event, which All events shows as processed', async () => {
    const buyer = await signUp();
    const processed = paddleEvent({ userId: buyer.userId });
    expect((await deliver(processed.body)).body).toMatchObject({ status: 'processed' });
    const { update: handlerFailure } = await failedUpdate();
    // Signed but never applicable: recorded 'failed' at receipt.
    const invalid = paddleEvent({ data: { id: '' } });
    expect((await deliver(invalid.body)).body).toMatchObject({ status: 'failed' });
    // Valid once escaped, but a NUL is not what Paddle sent: refused at receipt as well.
    const altered = paddleEvent({ userId: buyer.userId, data: { status: 'active\u0000' } });
    expect((await deliver(altered.body)).body).toMatchObject({ status: 'failed' });
    // Left behind by a dead handler, and in flight.
    const stalePending = await storedEvent(new Date(Date.now() - WEBHOOK_LEASE_MS - 60_000), 'pending', null);
    const freshPending = await storedEvent(new Date(), 'pending', null);
    const staleProcessing = await storedEvent(new Date(Date.now() - 10 * 60_000), 'processing', null, { lastAttempt: new Date(Date.now() - WEBHOOK_LEASE_MS - 60_000) });
    const retryInFlight = await storedEvent(new Date(Date.now() - 10 * 60_000), 'processing', null, { attempts: 2, lastAttempt: new Date() });
    const firstInFlight = await storedEvent(new Date(), 'processing', null, { lastAttempt: new Date() });
    const recovered = await storedEvent(new Date(), 'recovered', 12, { attempts: 2 });

    const failed = await getFailed();
    const statusOf = (id: string) => failed.find((f) => f._id === id)?.status;
    expect(statusOf(processed.id)).toBeUndefined();
    expect(statusOf(handlerFailure.id)).toBe('pending');
    expect(failed.find((f) => f._id === handlerFailure.id)).toMatchObject({ eventType: 'subscription.updated', attempts: 1, storedStatus: 'failed', error: expect.stringContaining('No user for this event') });
    expect(statusOf(invalid.id)).toBe('failed');
    expect(statusOf(altered.id)).toBe('failed');
    expect(statusOf(stalePending)).toBe('pending');
    expect(statusOf(freshPending)).toBeUndefined();
    expect(statusOf(staleProcessing)).toBe('pending');
    expect(statusOf(retryInFlight)).toBe('processing');
    expect(statusOf(firstInFlight)).toBeUndefined();
    expect(statusOf(recovered)).toBe('recovered');

    const all = await call(eventsRoute, { path: '/api/webhooks/events?page=1', headers: asAdmin() });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(all.body.totalPages).toBe(Math.max(1, Math.ceil(all.body.total / 20)));
    const row = (all.body.rows as WebhookEventDTO[]).find((e) => e._id === processed.id);
    expect(row).toMatchObject({ status: 'processed', eventType: 'subscription.activated', attempts: 1 });
    expect(all.body.rows[0]).not.toHaveProperty('payload');
  });

  it('pages All events, newest first, and refuses a page that is not a whole number from 1', async () => {
    const first = await call(eventsRoute, { path: '/api/webhooks/events', headers: asAdmin() });
    expect(first.body.page).toBe(1);
    const times = (first.body.rows as WebhookEventDTO[]).map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const beyond = await call(eventsRoute, { path: '/api/webhooks/events?page=9999', headers: asAdmin() });
    expect(beyond.body).toMatchObject({ page: 9999, rows: [] });
    for (const page of ['0', '-1', '1.5', 'abc', '']) {
      const res = await call(eventsRoute, { path: `/api/webhooks/events?page=${page}`, headers: asAdmin() });
      expect(res.status, page).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'page must be a whole number from 1' });
    }
  });
});

describe('POST /api/webhooks/recover/{id}', () => {
  it('applies a failed event once the user exists, shows it recovered, and a second retry changes nothing', async () => {
    const { subscriptionId, update } = await failedUpdate();
    const buyer = await giveSubscription(subscriptionId);
    expect((await findUserById(buyer.userId))!.scheduledAction).toBeNull();

    const first = await recover(update.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ _id: update.id, status: 'recovered' });
    expect((await findUserById(buyer.userId))!.scheduledAction).toBe('cancel');
    expect(await findWebhookEvent(update.id)).toMatchObject({ status: 'recovered', attempts: 2, error: null });
    expect((await getFailed()).find((f) => f._id === update.id)?.status).toBe('recovered');

    // Were it applied again, the cancel would come back.
    await updateUser(buyer.userId, { scheduledAction: null });
    const second = await recover(update.id);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ _id: update.id, status: 'recovered', duplicate: true });
    expect((await findUserById(buyer.userId))!.scheduledAction).toBeNull();
    expect(await findWebhookEvent(update.id)).toMatchObject({ status: 'recovered', attempts: 2 });
  });

  it('two retries fired together apply the event once', async () => {
    const { subscriptionId, update } = await failedUpdate();
    const buyer = await giveSubscription(subscriptionId);
    const answers = await Promise.all([recover(update.id), recover(update.id), recover(update.id)]);
    const applied = answers.filter((a) => a.status === 200 && !a.body.duplicate);
    expect(applied, JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error).toBe('This event is being handled right now; try again in a minute');
    expect(await findWebhookEvent(update.id)).toMatchObject({ status: 'recovered', attempts: 2 });
    expect((await findUserById(buyer.userId))!.scheduledAction).toBe('cancel');
  });

  it('a retry whose handler fails again answers 409 with the error, and the event stays retryable', async () => {
    const { update } = await failedUpdate();
    const again = await recover(update.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', error: expect.stringMatching(/^The event failed again: No user for this event/) });
    expect(await findWebhookEvent(update.id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await getFailed()).find((f) => f._id === update.id)?.status).toBe('pending');
  });

  it('an event that can never be handled is refused with 409 and never applied, even by the handler itself', async () => {
    const buyer = await signUp();
    const altered = paddleEvent({ userId: buyer.userId, data: { status: 'active\u0000' } });
    await deliver(altered.body);
    const res = await recover(altered.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^This event can never be handled: payload contains NUL characters/);
    // The claim refuses it too: no path applies an event refused at receipt.
    expect((await processWebhookEvent(altered.id)).ok).toBe(true);
    expect(await findWebhookEvent(altered.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await findUserById(buyer.userId))!.subscriptionTier).toBe('free');
  });

  it('an event being handled answers 409; an unknown id 404; a processed one is a duplicate that changes nothing', async () => {
    const inFlight = await storedEvent(new Date(), 'processing', null, { attempts: 2, lastAttempt: new Date() });
    expect(await recover(inFlight)).toMatchObject({ status: 409, body: { error: 'This event is being handled right now; try again in a minute' } });
    expect((await findWebhookEvent(inFlight))!.attempts).toBe(2);

    const missing = await recover('evt_does_not_exist');
    expect(missing).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'Webhook event not found' } });
    expect((await recover('x'.repeat(500))).status).toBe(404);

    const buyer = await signUp();
    const processed = paddleEvent({ userId: buyer.userId });
    await deliver(processed.body);
    expect(await recover(processed.id)).toMatchObject({ status: 200, body: { _id: processed.id, status: 'processed', duplicate: true } });
    expect(await findWebhookEvent(processed.id)).toMatchObject({ status: 'processed', attempts: 1 });
  });
});

describe('GET /api/webhooks/events/{id}', () => {
  it('shows the stored payload with secret-looking keys and secret-shaped values redacted', async () => {
    const buyer = await signUp();
    const event = paddleEvent({
      userId: buyer.userId,
      data: {
        custom_data: { userId: buyer.userId, apiKey: 'plain-looking', nested: { client_secret: 'cs_1', Password: 'hunter2' } },
        note: 'sk-proj-abcdef123456',
        notes: ['Bearer abc.def.ghi', 'kept'],
      },
    });
    await deliver(event.body);
    const res = await call(eventRoute, { path: `/api/webhooks/events/${event.id}`, params: { id: event.id }, headers: asAdmin() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: event.id, eventType: 'subscription.activated', status: 'processed' });
    const data = res.body.payload.data;
    expect(data.custom_data).toEqual({ userId: buyer.userId, apiKey: '[redacted]', nested: { client_secret: '[redacted]', Password: '[redacted]' } });
    expect(data.note).toBe('[redacted]');
    expect(data.notes).toEqual(['[redacted]', 'kept']);
    expect(data.id).toBe(JSON.parse(event.body).data.id);
    expect(JSON.stringify(res.body)).not.toMatch(/hunter2|plain-looking|sk-proj|cs_1/);
    // The stored row keeps what Paddle sent; only the answer is redacted.
    expect(((await findWebhookEvent(event.id))!.payload as { data: { note: string } }).data.note).toBe('sk-proj-abcdef123456');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call(eventRoute, { path: '/api/webhooks/events/nope', params: { id: 'nope' }, headers: asAdmin() });
    expect(res).toMatchObject({ status: 404, body: { error: 'Webhook event not found' } });
  });
});

describe('GET /api/webhooks/flagged-purchases', () => {
  it('lists lifetime payments due a refund with the buyer, and nothing else', async () => {
    const buyer = await signUp();
    const txn = `txn_${randomUUID()}`;
    await insertLifetimePurchase({ userId: buyer.userId, transactionId: txn, status: 'refund_due', expiresAt: new Date(), note: 'lifetime spots are sold out', eventId: 'evt_x' });
    await insertLifetimePurchase({ userId: buyer.userId, transactionId: `txn_${randomUUID()}`, status: 'completed', expiresAt: new Date() });
    const res = await call(flaggedRoute, { path: '/api/webhooks/flagged-purchases', headers: asAdmin() });
    expect(res.status).toBe(200);
    const mine = res.body.filter((p: { userId: string }) => p.userId === buyer.userId);
    expect(mine).toEqual([
      { _id: expect.any(String), transactionId: txn, userId: buyer.userId, userEmail: buyer.email, eventId: 'evt_x', note: 'lifetime spots are sold out', createdAt: expect.any(String) },
    ]);
  });
});
