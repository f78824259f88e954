import { z } from 'zod';
import { storableText } from '../text-schema';
import { paddleApi } from '../paddle/api';
import { denied, fail, invalid, issuesText, ok, withDetails, type Result } from '../errors';
import type { Viewer } from '../permissions';
import { findUserById, updateUser } from '../../models/users';
import { BILLING_CYCLES } from '../dto/users';
import { CANCEL_FAILURE_DETAILS, SUBSCRIPTION_MESSAGES } from '../billing-text';
import { logger } from '../logger';

export { SUBSCRIPTION_MESSAGES };

export const cancelInput = z.object({
  subscriptionId: storableText(z.string().min(1, 'subscriptionId is required').max(200)),
  subscriptionType: z.enum(['lifetime', 'subscription'], { error: "subscriptionType must be 'lifetime' or 'subscription'" }),
  billingCycle: z.enum(BILLING_CYCLES).optional(),
});
export type CancelInput = z.input<typeof cancelInput>;

/** POST /api/user/subscription/cancel (spec P2 §4, §7). Recurring plans end with their billing period. */
export async function cancelSubscription(viewer: Viewer, raw: unknown): Promise<Result<{ message: string }>> {
  const input = cancelInput.safeParse(raw);
  if (!input.success) return withDetails(invalid(input.error), CANCEL_FAILURE_DETAILS.invalid(issuesText(input.error)));
  const user = await findUserById(viewer.id);
  if (!user || user.subscriptionId !== input.data.subscriptionId) return withDetails(denied(SUBSCRIPTION_MESSAGES.notYours), CANCEL_FAILURE_DETAILS.notYours);
  if (user.subscriptionStatus !== 'active' || user.scheduledAction === 'cancel') {
    const details = user.subscriptionStatus === 'active' ? CANCEL_FAILURE_DETAILS.alreadyScheduled : CANCEL_FAILURE_DETAILS.notActive;
    return withDetails(fail(409, 'CONFLICT', SUBSCRIPTION_MESSAGES.notActive), details);
  }

  if (user.billingCycle === 'lifetime') {
    // A one-time purchase has nothing to cancel at Paddle; access ends now (the dialog says so).
    await updateUser(user.id, { subscriptionStatus: 'cancelled', subscriptionTier: 'free', subscriptionEndDate: new Date(), scheduledAction: null });
    return ok({ message: SUBSCRIPTION_MESSAGES.lifetimeCancelled });
  }
  let endsAt = user.subscriptionEndDate;
  const api = paddleApi();
  if (api) {
    try {
      const updated = await api.subscriptions.cancel(user.subscriptionId, { effectiveFrom: 'next_billing_period' });
      endsAt = updated.scheduledChange?.effectiveAt ? new Date(updated.scheduledChange.effectiveAt) : endsAt;
    } catch (error) {
      logger().error({ err: error }, 'Paddle cancel failed');
      return withDetails(fail(502, 'UNKNOWN_ERROR', SUBSCRIPTION_MESSAGES.cancelFailed), CANCEL_FAILURE_DETAILS.paddleFailed);
    }
  }
  // Paddle's subscription.updated webhook confirms this; recording it now lets the page show it at once.
  await updateUser(user.id, { scheduledAction: 'cancel', nextBillingDate: null, subscriptionEndDate: endsAt });
  return ok({ message: SUBSCRIPTION_MESSAGES.recurringCancelled });
}

/** Any failure of the cancel (its body unreadable as well) says what went wrong in `details` (spec P2 §7). */
export function explainCancelFailure<T>(result: Result<T>): Result<T> {
  return result.ok ? result : withDetails(result, CANCEL_FAILURE_DETAILS.other(result.error));
}

/** POST /api/user/subscription/resume: undo a scheduled cancellation while the period runs. */
export async function resumeSubscription(viewer: Viewer): Promise<Result<{ message: string }>> {
  const user = await findUserById(viewer.id);
  if (!user?.subscriptionId || user.subscriptionStatus !== 'active' || user.scheduledAction !== 'cancel') {
    return fail(409, 'CONFLICT', 'There is no scheduled cancellation to undo');
  }
  const api = paddleApi();
  if (api) {
    try {
      await api.subscriptions.update(user.subscriptionId, { scheduledChange: null });
    } catch (error) {
      logger().error({ err: error }, 'Paddle resume failed');
      return fail(502, 'UNKNOWN_ERROR', SUBSCRIPTION_MESSAGES.resumeFailed);
    }
  }
  await updateUser(user.id, { scheduledAction: null, nextBillingDate: user.subscriptionEndDate });
  return ok({ message: SUBSCRIPTION_MESSAGES.resumed });
}

/** A subscription or transaction id of Paddle's own (the local checkout's ids are not Paddle's). */
export const isPaddleBillingId = (id: string | null | undefined): id is string => Boolean(id && /^(sub|txn)_/.test(id) && !id.includes('_local_'));

/** Whether 'Manage billing' can open Paddle's customer portal for this person (the account page asks). */
export function billingPortalAvailable(user: { subscriptionId: string | null }): boolean {
  return paddleApi() !== null && isPaddleBillingId(user.subscriptionId);
}

/**
 * POST /api/user/billing-portal: a link into Paddle's customer portal (invoices, payment method,
 * the subscription), made for this person by Paddle and valid for a short while. The customer is the
 * one Paddle holds for the person's subscription or lifetime transaction.
 */
export async function openBillingPortal(viewer: Viewer): Promise<Result<{ url: string }>> {
  const user = await findUserById(viewer.id);
  const billingId = user?.subscriptionId;
  if (!isPaddleBillingId(billingId)) return fail(409, 'CONFLICT', SUBSCRIPTION_MESSAGES.portalNoAccount);
  const api = paddleApi();
  if (!api) return fail(503, 'UNKNOWN_ERROR', SUBSCRIPTION_MESSAGES.portalUnavailable);
  try {
    const isSubscription = billingId.startsWith('sub_');
    const customerId = isSubscription ? (await api.subscriptions.get(billingId)).customerId : (await api.transactions.get(billingId)).customerId;
    if (!customerId) return fail(409, 'CONFLICT', SUBSCRIPTION_MESSAGES.portalNoAccount);
    const session = await api.customerPortalSessions.create(customerId, isSubscription ? [billingId] : []);
    return ok({ url: session.urls.general.overview });
  } catch (error) {
    logger().error({ err: error }, 'Paddle customer portal session failed');
    return fail(502, 'UNKNOWN_ERROR', SUBSCRIPTION_MESSAGES.portalFailed);
  }
}
