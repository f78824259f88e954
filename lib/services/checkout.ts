import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { storableText } from '../text-schema';
import { appUrl } from '../env';
import { CHECKOUT_TEXT } from '../billing-text';
import { fail, invalid, notFound, ok, type Result } from '../errors';
import { BILLING_CYCLES, type BillingCycle } from '../dto/users';
import { isLocalCheckoutAvailable, priceIds, webhookSecret } from '../paddle/plans';
import type { Viewer } from '../permissions';
import { findUserById } from '../../models/users';
import { paddleApi } from '../paddle/api';
import { reserveLifetimeSpot } from './lifetime';
import { requireVerifiedEmail } from '../email-verification';

export { lifetimeAvailability } from './lifetime';

export const localCheckoutInput = z.object({ plan: z.enum(BILLING_CYCLES, { error: CHECKOUT_TEXT.invalidPrice }) });
export type LocalCheckoutInput = z.input<typeof localCheckoutInput>;

const DAY = 86_400_000;

/** A Paddle-format event for what the local checkout just "sold". */
function localEvent(plan: BillingCycle, userId: string, email: string, transactionId: string | null) {
  const now = new Date();
  const custom_data = { userId, email };
  const items = [{ price: { id: priceIds()[plan] }, quantity: 1 }];
  if (plan === 'lifetime') {
    const id = transactionId ?? `txn_local_${randomUUID()}`;
    return { id, body: { event_id: `evt_${randomUUID()}`, event_type: 'transaction.completed', occurred_at: now.toISOString(), notification_id: `ntf_${randomUUID()}`, data: { id, status: 'completed', items, custom_data, billed_at: now.toISOString() } } };
  }
  const id = `sub_local_${randomUUID()}`;
  const ends = new Date(now.getTime() + (plan === 'monthly' ? 30 : 365) * DAY).toISOString();
  return {
    id,
    body: {
      event_id: `evt_${randomUUID()}`,
      event_type: 'subscription.activated',
      occurred_at: now.toISOString(),
      notification_id: `ntf_${randomUUID()}`,
      data: { id, status: 'active', items, custom_data, current_billing_period: { starts_at: now.toISOString(), ends_at: ends }, next_billed_at: ends, scheduled_change: null },
    },
  };
}

/**
 * The local stand-in for Paddle's checkout: on 'Pay' it sends our own webhook endpoint a correctly
 * signed Paddle-format event, so webhook → subscription → UI runs with no keys. Never in production.
 */
export async function payWithLocalCheckout(viewer: Viewer, raw: unknown): Promise<Result<{ checkoutId: string }>> {
  if (!isLocalCheckoutAvailable()) return notFound();
  const input = localCheckoutInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const user = await findUserById(viewer.id);
  if (!user?.email) return fail(400, 'VALIDATION_ERROR', CHECKOUT_TEXT.incomplete);
  // Lifetime goes through the same server-side reservation as Paddle's checkout: the spot is
  // taken (or refused) here, and the event pays the reserved transaction.
  let transactionId: string | null = null;
  if (input.data.plan === 'lifetime') {
    const unverified = requireVerifiedEmail(viewer);
    if (unverified) return unverified;
    const reserved = await reserveLifetimeSpot(user.id, `txn_local_${randomUUID()}`);
    if (!reserved.ok) return reserved;
    transactionId = reserved.data.transactionId;
  }
  const secret = webhookSecret()!;
  const { id, body } = localEvent(input.data.plan, user.id, user.email, transactionId);
  const text = JSON.stringify(body);
  const ts = Math.floor(Date.now() / 1000);
  const signature = `ts=${ts};h1=${createHmac('sha256', secret).update(`${ts}:${text}`).digest('hex')}`;
  const response = await fetch(`${appUrl()}/api/webhooks/paddle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paddle-signature': signature },
    body: text,
  }).catch(() => null);
  if (!response?.ok) return fail(502, 'UNKNOWN_ERROR', CHECKOUT_TEXT.paymentError);
  return ok({ checkoutId: id });
}

/** GET /api/checkout/verify/{checkoutId}: has the purchase reached this user's account? */
export async function verifyCheckout(viewer: Viewer, rawId: unknown): Promise<Result<{ verified: boolean }>> {
  const id = storableText(z.string().min(3).max(200)).safeParse(rawId);
  if (!id.success) return fail(400, 'VALIDATION_ERROR', CHECKOUT_TEXT.unableToVerify);
  const api = paddleApi();
  if (api) {
    // A Paddle checkout id is its transaction: completed, and bought by this user.
    try {
      const txn = await api.transactions.get(id.data);
      return ok({ verified: ['completed', 'paid'].includes(txn.status) && txn.customData?.userId === viewer.id });
    } catch {
      return fail(502, 'UNKNOWN_ERROR', CHECKOUT_TEXT.unableToVerify);
    }
  }
  const user = await findUserById(viewer.id);
  return ok({ verified: Boolean(user && user.subscriptionId === id.data && user.subscriptionStatus === 'active') });
}
