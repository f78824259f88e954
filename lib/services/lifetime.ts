import { randomUUID } from 'node:crypto';
import { withTransaction, type Transaction } from '../db';
import { CHECKOUT_TEXT } from '../billing-text';
import { fail, ok, type Result } from '../errors';
import { paddleApi } from '../paddle/api';
import { isLocalCheckoutAvailable, LIFETIME_SPOTS_TOTAL, priceIds } from '../paddle/plans';
import type { Viewer } from '../permissions';
import type { UserRow } from '../../models/schema';
import { findUserById } from '../../models/users';
import {
  countLifetimeSpots,
  findLifetimePurchaseByTransaction,
  findLiveReservation,
  insertLifetimePurchase,
  listUncancelledReplacedSubscriptions,
  lockLifetimeSpots,
  releaseLiveReservations,
  updateLifetimePurchase,
} from '../../models/lifetime-purchases';
import { logger } from '../logger';
import { holdsLifetime } from '../user-state';
import type { LifetimeAvailability } from '../dto/users';
import { requireVerifiedEmail } from '../email-verification';

// The lifetime plan's 100 spots (spec P2 §9), enforced where the purchase is made: the
// price id is public, so the pricing page's count proves nothing. A spot is reserved, under one
// advisory lock, when our server opens the checkout; the webhook settles the purchase under the same
// lock and grants it only within the cap; anything past it is recorded as a refund due.

/** How long an opened, unpaid lifetime checkout holds its spot (10 minutes, was 30). */
export const LIFETIME_RESERVATION_MS = 10 * 60_000;

const isFull = (spots: { sold: number; reserved: number }) => spots.sold + spots.reserved >= LIFETIME_SPOTS_TOTAL;

export async function lifetimeAvailability(): Promise<LifetimeAvailability> {
  const { sold, reserved } = await countLifetimeSpots();
  const remaining = Math.max(0, LIFETIME_SPOTS_TOTAL - sold);
  return { remaining, reserved: Math.min(reserved, remaining) };
}

export async function viewerHoldsLifetime(viewer: Viewer): Promise<boolean> {
  const user = await findUserById(viewer.id);
  return Boolean(user && holdsLifetime(user));
}

type Reservation = { reservationId: string; transactionId: string | null; isNew: boolean };

/**
 * Reserve a spot for this person, atomically: refused when they hold lifetime already or no spot is
 * left; their own live reservation is returned again rather than a second spot taken.
 */
export async function reserveLifetimeSpot(userId: string, transactionId: string | null): Promise<Result<Reservation>> {
  return withTransaction(async (tx): Promise<Result<Reservation>> => {
    await lockLifetimeSpots(tx);
    const user = await findUserById(userId, tx);
    if (!user) return fail(404, 'NOT_FOUND', CHECKOUT_TEXT.incomplete);
    if (holdsLifetime(user)) return fail(409, 'CONFLICT', CHECKOUT_TEXT.lifetimeOwned);
    const mine = await findLiveReservation(userId, tx);
    if (mine) return ok({ reservationId: mine.id, transactionId: mine.transactionId, isNew: false });
    const spots = await countLifetimeSpots(tx, userId);
    if (spots.sold >= LIFETIME_SPOTS_TOTAL) return fail(409, 'CONFLICT', CHECKOUT_TEXT.lifetimeSoldOut);
    if (spots.sold + spots.reserved >= LIFETIME_SPOTS_TOTAL) return fail(409, 'CONFLICT', CHECKOUT_TEXT.lifetimeAllHeld);
    const row = await insertLifetimePurchase({ userId, transactionId, status: 'reserved', expiresAt: new Date(Date.now() + LIFETIME_RESERVATION_MS) }, tx);
    return ok({ reservationId: row.id, transactionId: row.transactionId, isNew: true });
  });
}

/**
 * POST /api/checkout/lifetime: the transaction the lifetime checkout pays. With Paddle, our server
 * creates it (Paddle's API) for a reserved spot and the overlay opens it by id; the local checkout
 * reserves the same way under a local transaction id.
 */
export async function createLifetimeCheckout(viewer: Viewer): Promise<Result<{ transactionId: string }>> {
  const unverified = requireVerifiedEmail(viewer);
  if (unverified) return unverified;
  const user = await findUserById(viewer.id);
  if (!user?.email) return fail(400, 'VALIDATION_ERROR', CHECKOUT_TEXT.incomplete);
  const api = paddleApi();
  if (!api) {
    if (!isLocalCheckoutAvailable()) return fail(503, 'UNKNOWN_ERROR', CHECKOUT_TEXT.checkoutUnavailable);
    const reserved = await reserveLifetimeSpot(user.id, `txn_local_${randomUUID()}`);
    return reserved.ok ? ok({ transactionId: reserved.data.transactionId! }) : reserved;
  }
  const reserved = await reserveLifetimeSpot(user.id, null);
  if (!reserved.ok) return reserved;
  const { reservationId, transactionId, isNew } = reserved.data;
  if (transactionId) return ok({ transactionId });
  // Another request of this person is creating the transaction right now.
  if (!isNew) return fail(409, 'CONFLICT', CHECKOUT_TEXT.lifetimePreparing);
  try {
    // Outside the lock: a slow Paddle never holds up other buyers (or, on PGlite, the database).
    const txn = await api.transactions.create({
      items: [{ priceId: priceIds().lifetime, quantity: 1 }],
      customData: { userId: user.id, email: user.email, reservationId },
    });
    await updateLifetimePurchase(reservationId, { transactionId: txn.id });
    return ok({ transactionId: txn.id });
  } catch (error) {
    logger().error({ err: error, reservationId }, 'Paddle transaction create failed');
    await updateLifetimePurchase(reservationId, { status: 'released', note: 'Paddle transaction could not be created' });
    return fail(502, 'UNKNOWN_ERROR', CHECKOUT_TEXT.startFailed);
  }
}

export type LifetimeSettlement =
  | { grant: true; purchaseId: string; replacedSubscriptionId: string | null }
  | { grant: false; refundDue: string }
  | { grant: false; ignored: string };

/**
 * A completed payment whose buyer is no user here (deleted, or never ours): recorded as a refund due,
 * inside the webhook's transaction, so `npm run billing -- refunds` lists it. A reservation
 * of the same transaction (its person since deleted) becomes the refund; a settled one stays as it is.
 */
export async function recordRefundForUnknownBuyer(tx: Transaction, transactionId: string, eventId: string, why: string): Promise<string> {
  await lockLifetimeSpots(tx);
  const note = `Refund due: ${why} (transaction ${transactionId})`;
  const purchase = transactionId ? await findLifetimePurchaseByTransaction(transactionId, tx) : null;
  if (purchase && (purchase.status === 'completed' || purchase.status === 'refund_due')) return note;
  if (purchase) await updateLifetimePurchase(purchase.id, { status: 'refund_due', eventId, note }, tx);
  else await insertLifetimePurchase({ userId: null, transactionId: transactionId || null, status: 'refund_due', expiresAt: new Date(), eventId, note }, tx);
  return note;
}

/**
 * A completed lifetime payment, inside the webhook's transaction (the user row is locked): granted
 * within the cap, else recorded as a refund due for the operator, never silently granted.
 */
export async function settleLifetimePurchase(tx: Transaction, user: UserRow, transactionId: string, eventId: string): Promise<LifetimeSettlement> {
  await lockLifetimeSpots(tx);
  const purchase = await findLifetimePurchaseByTransaction(transactionId, tx);
  if (purchase && (purchase.status === 'completed' || purchase.status === 'refund_due')) {
    return { grant: false, ignored: `transaction ${transactionId} was settled already (${purchase.status})` };
  }
  // A reservation is only this person's: someone else's custom data cannot use it.
  const reservation = purchase && purchase.userId === user.id ? purchase : null;
  let refundDue: string | null = null;
  if (holdsLifetime(user)) refundDue = 'the buyer already holds a lifetime plan';
  else if (isFull(await countLifetimeSpots(tx, user.id))) refundDue = `all ${LIFETIME_SPOTS_TOTAL} lifetime plans are taken`;

  if (refundDue) {
    const note = `Refund due: ${refundDue} (transaction ${transactionId})`;
    if (reservation) await updateLifetimePurchase(reservation.id, { status: 'refund_due', eventId, note }, tx);
    else if (!purchase) await insertLifetimePurchase({ userId: user.id, transactionId, status: 'refund_due', expiresAt: new Date(), eventId, note }, tx);
    else await insertLifetimePurchase({ userId: user.id, transactionId: null, status: 'refund_due', expiresAt: new Date(), eventId, note }, tx);
    return { grant: false, refundDue: note };
  }
  const recurring = user.billingCycle !== 'lifetime' && user.subscriptionId && ['active', 'past_due', 'paused'].includes(user.subscriptionStatus);
  const replacedSubscriptionId = recurring ? user.subscriptionId : null;
  let purchaseId: string;
  if (reservation) {
    purchaseId = reservation.id;
    await updateLifetimePurchase(purchaseId, { status: 'completed', eventId, replacedSubscriptionId }, tx);
  } else {
    purchaseId = (
      await insertLifetimePurchase(
        { userId: user.id, transactionId: purchase ? null : transactionId, status: 'completed', expiresAt: new Date(), eventId, replacedSubscriptionId },
        tx,
      )
    ).id;
  }
  await releaseLiveReservations(user.id, purchaseId, tx);
  return { grant: true, purchaseId, replacedSubscriptionId };
}

/**
 * A Pro subscriber who bought lifetime stops paying for Pro: the recurring subscription is cancelled
 * at Paddle at once (the local provider has nothing to call and only records it). After the commit;
 * a failure is logged and left for the sweep to retry.
 */
export async function cancelReplacedSubscription(purchaseId: string, subscriptionId: string): Promise<boolean> {
  const api = paddleApi();
  try {
    if (api) await api.subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' });
    await updateLifetimePurchase(purchaseId, { replacedSubscriptionCancelledAt: new Date(), note: null });
    return true;
  } catch (error) {
    logger().error({ err: error, subscriptionId, purchaseId }, 'cancelling the subscription a lifetime purchase replaced failed');
    await updateLifetimePurchase(purchaseId, { note: `Cancelling the replaced subscription ${subscriptionId} failed; the sweep retries it` });
    return false;
  }
}

/** The sweep's share: replaced subscriptions whose cancel failed or never ran. */
export async function retryReplacedSubscriptionCancels(olderThanMs: number): Promise<{ subscriptionId: string; cancelled: boolean }[]> {
  const results = [];
  for (const p of await listUncancelledReplacedSubscriptions(olderThanMs)) {
    results.push({ subscriptionId: p.replacedSubscriptionId!, cancelled: await cancelReplacedSubscription(p.id, p.replacedSubscriptionId!) });
  }
  return results;
}
