import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as paddleWebhook } from '@/app/api/webhooks/paddle/route';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { LOCAL_PRICE_IDS } from '@/lib/paddle/plans';
import { processWebhookEvent, sweepStaleWebhookEvents, WEBHOOK_LEASE_MS } from '@/lib/services/billing-webhooks';
import { webhookEvents } from '@/models/schema';
import { findWebhookEvent, recordWebhookEvent } from '@/models/webhook-events';
import { findUserById } from '@/models/users';
import { call, signUp } from '../factories';
import { signPaddle } from '../paddle-fakes';

// A Paddle event being handled when the process died stayed 'processing' for ever, and
// Paddle's redeliveries were acknowledged as duplicates and dropped. Now an event left pending or
// processing longer than the lease is handled again by its redelivery or by the sweep, exactly once.

const SECRET = 'pdl_ntfset_recovery_secret';
beforeAll(() => {
  process.env.PADDLE_WEBHOOK_SECRET = SECRET;
  resetEnvCache();
});
afterAll(() => {
  delete process.env.PADDLE_WEBHOOK_SECRET;
  resetEnvCache();
});

function activation(userId: string, subscriptionId = `sub_${randomUUID()}`) {
  const body = JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    event_type: 'subscription.activated',
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: {
      id: subscriptionId,
      status: 'active',
      items: [{ price: { id: LOCAL_PRICE_IDS.monthly }, quantity: 1 }],
      custom_data: { userId },
      current_billing_period: { starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' },
      next_billed_at: '2026-12-01T00:00:00Z',
      scheduled_change: null,
    },
  });
  return { body, id: JSON.parse(body).event_id as string };
}

const deliver = (body: string) =>
  call(paddleWebhook, { method: 'POST', path: '/api/webhooks/paddle', headers: { 'paddle-signature': signPaddle(body, SECRET) }, body });

/** The state a process leaves behind when it dies while handling the event. */
async function leftBehind(body: string, status: 'pending' | 'processing', ageMs: number) {
  const payload = JSON.parse(body);
  await recordWebhookEvent({ id: payload.event_id, eventType: payload.event_type, payload, occurredAt: new Date(payload.occurred_at) });
  const then = new Date(Date.now() - ageMs);
  const db = await getDb();
  await db
    .update(webhookEvents)
    .set(status === 'processing' ? { status, attempts: 1, lastAttempt: then, createdAt: then } : { status, createdAt: then })
    .where(eq(webhookEvents.id, payload.event_id));
}

describe('an event whose handler died', () => {
  it('left processing past its lease is applied by its redelivery, once', async () => {
    const buyer = await signUp();
    const { body, id } = activation(buyer.userId);
    await leftBehind(body, 'processing', WEBHOOK_LEASE_MS + 60_000);
    expect((await findUserById(buyer.userId))!.subscriptionTier).toBe('free');

    const redelivered = await deliver(body);
    expect(redelivered.status, JSON.stringify(redelivered.body)).toBe(200);
    expect(redelivered.body).toMatchObject({ status: 'recovered' });
    expect(redelivered.body.duplicate).toBeUndefined();
    expect(await findUserById(buyer.userId)).toMatchObject({ subscriptionTier: 'pro', subscriptionStatus: 'active', billingCycle: 'monthly' });
    expect(await findWebhookEvent(id)).toMatchObject({ status: 'recovered', attempts: 2 });

    const again = await deliver(body);
    expect(again.body).toMatchObject({ duplicate: true, status: 'recovered' });
    expect((await findWebhookEvent(id))!.attempts).toBe(2);
  });

  it('still processing within its lease is not applied a second time: the redelivery is answered 409 JSON and changes nothing', async () => {
    const buyer = await signUp();
    const { body, id } = activation(buyer.userId);
    await leftBehind(body, 'processing', 1_000);
    const redelivered = await deliver(body);
    expect(redelivered.status).toBe(409);
    expect(redelivered.body).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await findWebhookEvent(id)).toMatchObject({ status: 'processing', attempts: 1 });
    expect((await findUserById(buyer.userId))!.subscriptionTier).toBe('free');
    // The dashboard's retry respects the lease too.
    expect((await processWebhookEvent(id)).ok).toBe(false);
    expect((await findWebhookEvent(id))!.attempts).toBe(1);
  });

  it('N parallel redeliveries of a stale event apply it once', async () => {
    const buyer = await signUp();
    const { body, id } = activation(buyer.userId);
    await leftBehind(body, 'processing', WEBHOOK_LEASE_MS * 3);
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(body)));
    const applied = answers.filter((a) => a.status === 200 && !a.body.duplicate);
    expect(applied).toHaveLength(1);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    // One claim succeeded: the dead handler's attempt and this one.
    expect(await findWebhookEvent(id)).toMatchObject({ status: 'recovered', attempts: 2 });
    expect((await findUserById(buyer.userId))!.subscriptionTier).toBe('pro');
  });

  it('N parallel first deliveries of a new event apply it once', async () => {
    const buyer = await signUp();
    const { body, id } = activation(buyer.userId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(body)));
    expect(answers.filter((a) => a.status === 200 && !a.body.duplicate)).toHaveLength(1);
    expect(await findWebhookEvent(id)).toMatchObject({ status: 'processed', attempts: 1 });
  });

  it('the sweep applies events left pending or processing past the lease, once, and leaves fresh ones alone', async () => {
    const [a, b, c] = await Promise.all([signUp(), signUp(), signUp()]);
    const stuckProcessing = activation(a.userId);
    const stuckPending = activation(b.userId);
    const fresh = activation(c.userId);
    await leftBehind(stuckProcessing.body, 'processing', WEBHOOK_LEASE_MS * 2);
    await leftBehind(stuckPending.body, 'pending', WEBHOOK_LEASE_MS * 2);
    await leftBehind(fresh.body, 'processing', 0);

    const [first, second] = await Promise.all([sweepStaleWebhookEvents(), sweepStaleWebhookEvents()]);
    const handled = [...first, ...second].filter((r) => !r.duplicate && (r.status === 'recovered' || r.status === 'processed')).map((r) => r.eventId);
    expect(handled.sort()).toEqual([stuckProcessing.id, stuckPending.id].sort());
    expect(await findWebhookEvent(stuckProcessing.id)).toMatchObject({ status: 'recovered', attempts: 2 });
    expect(await findWebhookEvent(stuckPending.id)).toMatchObject({ status: 'processed', attempts: 1 });
    expect(await findWebhookEvent(fresh.id)).toMatchObject({ status: 'processing', attempts: 1 });
    expect((await findUserById(a.userId))!.subscriptionTier).toBe('pro');
    expect((await findUserById(b.userId))!.subscriptionTier).toBe('pro');
    expect((await findUserById(c.userId))!.subscriptionTier).toBe('free');
    expect(await sweepStaleWebhookEvents()).toEqual([]);
  });
});
