import { performance } from 'node:perf_hooks';
import { withTransaction } from '../db';
import { INVALID_WEBHOOK_SIGNATURE } from '../constants';
import { fail, ok, type Result } from '../errors';
import { webhookSecret } from '../paddle/plans';
import { isPaddleSignatureValid, parsePaddleEvent, readSignedPaddleEvent, validatePaddlePayload, type ReceivedPaddleEvent } from '../paddle/webhooks';
import { applyBillingEvent } from '../subscription';
import { cancelReplacedSubscription, recordRefundForUnknownBuyer, retryReplacedSubscriptionCancels, settleLifetimePurchase, type LifetimeSettlement } from './lifetime';
import { lockUserForBilling, updateUser } from '../../models/users';
import {
  claimWebhookEvent,
  findWebhookEvent,
  finishWebhookEvent,
  listStaleWebhookEventIds,
  noteFailedRedelivery,
  recordWebhookEvent,
} from '../../models/webhook-events';
import { logger } from '../logger';

// Paddle webhooks (issue: record every event before handling it; handle it in one transaction; an
// event seen before is acknowledged and not applied twice; a failure leaves it 'failed').
// An event whose handler died mid-way (left 'processing') is handled again once its
// lease runs out, by Paddle's redelivery or by the sweep; claims keep it exactly once.

/** How long a handler owns an event it claimed before another delivery or the sweep may take it over. */
export const WEBHOOK_LEASE_MS = 60_000;

export type WebhookAnswer = {
  received: true;
  eventId: string;
  status: string;
  duplicate?: true;
  ignored?: string;
  error?: string;
  /** A lifetime purchase that was paid but not granted (past the cap, or bought twice). */
  refundDue?: string;
};

export async function receivePaddleWebhook(rawBody: string, signature: string | null): Promise<Result<WebhookAnswer>> {
  const secret = webhookSecret();
  if (!secret) return fail(503, 'UNKNOWN_ERROR', 'Paddle webhooks are not configured');
  // A bad, stale or truncated body is refused and nothing is recorded.
  if (!(await isPaddleSignatureValid(rawBody, signature, secret))) return fail(401, 'INVALID_SIGNATURE', INVALID_WEBHOOK_SIGNATURE);
  const event = readSignedPaddleEvent(rawBody);
  if (event.problem) return recordUnhandledEvent(event);
  // A repeat finds the record already there; the claim decides whether it is handled again.
  await recordWebhookEvent({ id: event.eventId, eventType: event.eventType, payload: event.payload, occurredAt: event.occurredAt });
  const answer = await processWebhookEvent(event.eventId);
  await sweepNowAndThen();
  return answer;
}

/**
 * A signed event we cannot handle (NUL characters, a date that is not one, data that is
 * not an object…) is recorded 'failed' with its error and acknowledged: retrying the same body would
 * fail the same way, and the record keeps it for the operator.
 */
async function recordUnhandledEvent(event: ReceivedPaddleEvent): Promise<Result<WebhookAnswer>> {
  const error = event.problem!.slice(0, 500);
  const recorded = await recordWebhookEvent({ id: event.eventId, eventType: event.eventType, payload: event.payload, occurredAt: event.occurredAt, failure: error });
  if (!recorded) await noteFailedRedelivery(event.eventId, error);
  return ok({ received: true, eventId: event.eventId, status: 'failed', error });
}

class ClaimLost extends Error {}

/** What an event for a deleted or unknown user is recorded with (its `error`, shown on the admin webhook pages). */
export const NO_SUCH_USER = 'no such user';

/** Handle a recorded event (first delivery, redelivery, the sweep, or the dashboard's retry). */
export async function processWebhookEvent(eventId: string): Promise<Result<WebhookAnswer>> {
  const claimed = await claimWebhookEvent(eventId, WEBHOOK_LEASE_MS);
  if (!claimed) return unclaimedAnswer(eventId);
  const attempt = claimed.attempts;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);

  const valid = validatePaddlePayload(claimed.payload);
  if (!valid.ok) {
    await finishWebhookEvent(eventId, attempt, { status: 'failed', error: valid.problem.slice(0, 500), processingTimeMs: elapsed() });
    return ok({ received: true, eventId, status: 'failed', error: valid.problem });
  }
  const parsed = parsePaddleEvent(valid.event);
  const status = attempt > 1 ? ('recovered' as const) : ('processed' as const);
  try {
    let ignored: string | undefined;
    let refundDue: string | undefined;
    let lifetime: LifetimeSettlement | null = null;
    let noSuchUser: string | undefined;
    await withTransaction(async (tx) => {
      if (parsed.billing) {
        const subscriptionId = parsed.billing.subscriptionId;
        const user = await lockUserForBilling(parsed.userId ? { userId: parsed.userId } : { subscriptionId }, tx);
        // An event naming no user whose subscription nobody holds yet may have come before the one that
        // links it: it fails, kept for a retry (the sweep, the dashboard) once that one is applied.
        if (!user && !parsed.userId) throw new Error(`No user for this event (userId absent, subscription ${subscriptionId})`);
        if (!user) {
          // The user it names was deleted or was never ours: handled, not failed, or Paddle retries a 500
          // for days. Money taken for nobody is a refund the operator makes (`npm run billing -- refunds`).
          noSuchUser = `${NO_SUCH_USER} (userId ${parsed.userId}, ${parsed.billing.type.startsWith('transaction.') ? 'transaction' : 'subscription'} ${subscriptionId})`;
          if (parsed.billing.type === 'transaction.completed') refundDue = await recordRefundForUnknownBuyer(tx, subscriptionId, eventId, NO_SUCH_USER);
        } else {
          // A lifetime payment is settled whatever order it arrives in (granted within the 100 spots,
          // else a refund due), never dropped as "older than the last event".
          const isLifetimePayment = parsed.billing.type === 'transaction.completed' && parsed.billing.cycle === 'lifetime';
          const transition = applyBillingEvent(isLifetimePayment ? { ...user, subscriptionEventAt: null } : user, parsed.billing);
          if (transition.apply && isLifetimePayment) {
            lifetime = await settleLifetimePurchase(tx, user, subscriptionId, eventId);
          }
          if (lifetime && !lifetime.grant) {
            if ('refundDue' in lifetime) refundDue = lifetime.refundDue;
            else ignored = lifetime.ignored;
          } else if (transition.apply) {
            // updateUser forgets the cached row once this transaction commits.
            await updateUser(user.id, transition.changes, tx);
          } else {
            ignored = transition.reason;
          }
        }
      } else {
        ignored = `event type ${parsed.eventType} is not handled`;
      }
      // The final status commits with the change, and only while the claim is still ours: a
      // handler that outlived its lease and was taken over rolls back instead of applying twice.
      // A refund due stays on the event, so the webhook data shows it to the operator.
      const final = { status, error: refundDue ?? noSuchUser ?? null, processingTimeMs: elapsed() };
      if (!(await finishWebhookEvent(eventId, attempt, final, tx))) throw new ClaimLost();
    });
    const settled = lifetime as LifetimeSettlement | null;
    if (settled?.grant && settled.replacedSubscriptionId) await cancelReplacedSubscription(settled.purchaseId, settled.replacedSubscriptionId);
    if (refundDue) logger().warn({ eventId, refundDue }, 'lifetime payment not granted: refund due');
    if (noSuchUser) logger().warn({ eventId, noSuchUser, refundDue }, 'paddle event for no user here: recorded as handled');
    const why = ignored ?? noSuchUser;
    return ok({ received: true, eventId, status, ...(why ? { ignored: why } : {}), ...(refundDue ? { refundDue } : {}) });
  } catch (error) {
    if (error instanceof ClaimLost) return unclaimedAnswer(eventId);
    const message = error instanceof Error ? error.message : String(error);
    await finishWebhookEvent(eventId, attempt, { status: 'failed', error: message.slice(0, 500), processingTimeMs: elapsed() });
    return fail(500, 'UNKNOWN_ERROR', 'Webhook handling failed; the event is recorded for retry');
  }
}

/** Someone else has the event: done (a duplicate), or being handled right now (try again later). */
async function unclaimedAnswer(eventId: string): Promise<Result<WebhookAnswer>> {
  const row = await findWebhookEvent(eventId);
  if (!row) return fail(404, 'NOT_FOUND', 'Webhook event not found');
  // Not 2xx: Paddle delivers it again later, by when it is handled, or its lease has run out.
  if (row.status === 'processing') return fail(409, 'CONFLICT', 'This event is being handled; deliver it again later');
  return ok({ received: true, eventId, status: row.status, duplicate: true });
}

export type SweepResult = { eventId: string; status: string; duplicate?: true }[];

/** Handle every event left pending or processing for longer than the lease (a process died while handling it). */
export async function sweepStaleWebhookEvents(limit = 50): Promise<SweepResult> {
  const results: SweepResult = [];
  for (const eventId of await listStaleWebhookEventIds(WEBHOOK_LEASE_MS, limit)) {
    const result = await processWebhookEvent(eventId);
    // Another sweep or a redelivery may have taken it in the meantime: reported as a duplicate.
    if (result.ok) results.push({ eventId, status: result.data.status, ...(result.data.duplicate ? { duplicate: true as const } : {}) });
    else results.push({ eventId, status: `error: ${result.error}` });
  }
  return results;
}

/**
 * What a dead or failed handler left behind: stale events, and recurring subscriptions a lifetime
 * purchase replaced but that are not cancelled yet. Runs on webhook receipt now and then, and from
 * `npm run billing -- sweep`.
 */
export async function sweepBilling(limit = 50) {
  const events = await sweepStaleWebhookEvents(limit);
  const cancels = await retryReplacedSubscriptionCancels(WEBHOOK_LEASE_MS);
  return { events, cancels };
}

let lastSweepAt = 0;

/** At most once a lease per process, a few events, never failing the delivery that triggered it. */
async function sweepNowAndThen(): Promise<void> {
  if (Date.now() - lastSweepAt < WEBHOOK_LEASE_MS) return;
  lastSweepAt = Date.now();
  try {
    const swept = await sweepBilling(10);
    if (swept.events.length || swept.cancels.length) logger().warn({ swept }, 'webhook sweep handled leftovers');
  } catch (error) {
    logger().error({ err: error }, 'webhook sweep failed');
  }
}
