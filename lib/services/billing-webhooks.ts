import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { getDb } from '../db';
import { fail, ok, type Result } from '../errors';
import { webhookSecret } from '../paddle/plans';
import { parsePaddleEvent, verifyPaddleWebhook, type PaddlePayload } from '../paddle/webhooks';
import { applyBillingEvent } from '../subscription';
import { users } from '../../models/schema';
import { forgetCachedUser } from '../../models/users';
import { findWebhookEvent, recordWebhookEvent, updateWebhookEvent } from '../../models/webhook-events';

// Paddle webhooks (issue: record every event before handling it; handle it in one transaction; an
// event seen before is acknowledged and not applied twice; a failure leaves it 'failed').

export type WebhookAnswer = { received: true; eventId: string; status: string; duplicate?: true; ignored?: string };

export async function receivePaddleWebhook(rawBody: string, signature: string | null): Promise<Result<WebhookAnswer>> {
  const secret = webhookSecret();
  if (!secret) return fail(503, 'UNKNOWN_ERROR', 'Paddle webhooks are not configured');
  const verified = await verifyPaddleWebhook(rawBody, signature, secret);
  // A bad, stale or truncated body is refused and nothing is recorded.
  if (!verified) return fail(401, 'INVALID_SIGNATURE', 'Invalid webhook signature');
  const parsed = parsePaddleEvent(verified);
  const recorded = await recordWebhookEvent({ id: parsed.eventId, eventType: parsed.eventType, payload: verified, occurredAt: parsed.occurredAt });
  if (!recorded) {
    const existing = await findWebhookEvent(parsed.eventId);
    // A redelivery of an event that failed is the provider's retry: handle it again.
    if (existing?.status !== 'failed') {
      return ok({ received: true, eventId: parsed.eventId, status: existing?.status ?? 'processed', duplicate: true });
    }
  }
  return processWebhookEvent(parsed.eventId);
}

/** Handle a recorded event (first delivery, redelivery, or the dashboard's retry). */
export async function processWebhookEvent(eventId: string): Promise<Result<WebhookAnswer>> {
  const row = await findWebhookEvent(eventId);
  if (!row) return fail(404, 'NOT_FOUND', 'Webhook event not found');
  const attempts = row.attempts + 1;
  await updateWebhookEvent(eventId, { status: 'processing', attempts, lastAttempt: new Date() });
  const started = performance.now();
  const parsed = parsePaddleEvent(row.payload as PaddlePayload);
  try {
    let ignored: string | undefined;
    let changedUserId: string | null = null;
    const db = await getDb();
    await db.transaction(async (tx) => {
      if (!parsed.billing) {
        ignored = `event type ${parsed.eventType} is not handled`;
        return;
      }
      const subscriptionId = parsed.billing.subscriptionId;
      const [user] = parsed.userId
        ? await tx.select().from(users).where(eq(users.id, parsed.userId)).for('update').limit(1)
        : await tx.select().from(users).where(eq(users.subscriptionId, subscriptionId)).for('update').limit(1);
      if (!user) throw new Error(`No user for this event (userId ${parsed.userId ?? 'absent'}, subscription ${subscriptionId})`);
      const transition = applyBillingEvent(user, parsed.billing);
      if (!transition.apply) {
        ignored = transition.reason;
        return;
      }
      await tx.update(users).set({ ...transition.changes, updatedAt: new Date() }).where(eq(users.id, user.id));
      changedUserId = user.id;
    });
    // After the commit, so no request caches the row as it was before.
    if (changedUserId) forgetCachedUser(changedUserId);
    const status = attempts > 1 ? 'recovered' : 'processed';
    await updateWebhookEvent(eventId, { status, error: null, processingTimeMs: Math.round(performance.now() - started) });
    return ok({ received: true, eventId, status, ...(ignored ? { ignored } : {}) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await updateWebhookEvent(eventId, { status: 'failed', error: message.slice(0, 500), processingTimeMs: Math.round(performance.now() - started) });
    return fail(500, 'UNKNOWN_ERROR', 'Webhook handling failed; the event is recorded for retry');
  }
}
