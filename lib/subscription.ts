// The subscription state machine: how one billing event changes a user's subscription fields.
// Pure, so the rules (ordering, duplicates, lifetime) are tested without a database.

import type { BillingCycle } from './dto/users';
import { holdsLifetime } from './user-state';

export type { BillingCycle };

export type SubscriptionFields = {
  subscriptionStatus: string;
  subscriptionTier: string;
  subscriptionId: string | null;
  billingCycle: BillingCycle | null;
  subscriptionEndDate: Date | null;
  nextBillingDate: Date | null;
  lastBillingDate: Date | null;
  scheduledAction: string | null;
  subscriptionEventAt: Date | null;
};

export const HANDLED_EVENT_TYPES = [
  'subscription.created',
  'subscription.activated',
  'subscription.updated',
  'subscription.past_due',
  'subscription.paused',
  'subscription.canceled',
  'subscription.resumed',
  'transaction.completed',
] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

/** A provider event reduced to what the rules need. */
export type BillingEvent = {
  type: HandledEventType;
  occurredAt: Date;
  /** Subscription id, or the transaction id of a one-time (lifetime) purchase. */
  subscriptionId: string;
  cycle: BillingCycle | null;
  /** The provider's status of the subscription (active, trialing, past_due, paused, canceled). */
  providerStatus: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  nextBilledAt: Date | null;
  canceledAt: Date | null;
  scheduledAction: string | null;
};

export type Transition = { apply: true; changes: SubscriptionFields } | { apply: false; reason: string };

const statusFor = (event: BillingEvent): 'active' | 'past_due' | 'paused' | 'cancelled' => {
  if (event.type === 'subscription.canceled') return 'cancelled';
  if (event.type === 'subscription.paused') return 'paused';
  if (event.type === 'subscription.past_due') return 'past_due';
  switch (event.providerStatus) {
    case 'canceled':
      return 'cancelled';
    case 'paused':
      return 'paused';
    case 'past_due':
      return 'past_due';
    default:
      return 'active';
  }
};

export function applyBillingEvent(current: SubscriptionFields, event: BillingEvent): Transition {
  // Events can arrive out of order: one older than the last applied never rolls state back.
  if (current.subscriptionEventAt && event.occurredAt.getTime() < current.subscriptionEventAt.getTime()) {
    return { apply: false, reason: 'older than the last event applied' };
  }
  const isLifetimeHolder = holdsLifetime(current);

  if (event.type === 'transaction.completed') {
    // Recurring payments are followed through their subscription events; only lifetime is here.
    if (event.cycle !== 'lifetime') return { apply: false, reason: 'not a lifetime purchase' };
    return {
      apply: true,
      changes: {
        subscriptionStatus: 'active',
        subscriptionTier: 'pro',
        subscriptionId: event.subscriptionId,
        billingCycle: 'lifetime',
        subscriptionEndDate: null,
        nextBillingDate: null,
        lastBillingDate: event.occurredAt,
        scheduledAction: null,
        subscriptionEventAt: event.occurredAt,
      },
    };
  }

  // A lifetime purchase outranks any recurring subscription the person had.
  if (isLifetimeHolder) return { apply: false, reason: 'the user holds a lifetime plan' };

  const status = statusFor(event);
  const active = status === 'active' || status === 'past_due';
  return {
    apply: true,
    changes: {
      subscriptionStatus: status,
      subscriptionTier: active ? 'pro' : 'free',
      subscriptionId: event.subscriptionId,
      billingCycle: event.cycle ?? current.billingCycle,
      subscriptionEndDate: status === 'cancelled' ? (event.canceledAt ?? event.periodEnd ?? event.occurredAt) : event.periodEnd,
      nextBillingDate: status === 'active' && event.scheduledAction !== 'cancel' ? event.nextBilledAt : null,
      lastBillingDate: event.periodStart ?? current.lastBillingDate,
      scheduledAction: status === 'cancelled' ? null : event.scheduledAction,
      subscriptionEventAt: event.occurredAt,
    },
  };
}
