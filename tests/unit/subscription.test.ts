import { describe, expect, it } from 'vitest';
import { applyBillingEvent, type BillingEvent, type SubscriptionFields } from '@/lib/subscription';

const none: SubscriptionFields = {
  subscriptionStatus: 'inactive',
  subscriptionTier: 'free',
  subscriptionId: null,
  billingCycle: null,
  subscriptionEndDate: null,
  nextBillingDate: null,
  lastBillingDate: null,
  scheduledAction: null,
  subscriptionEventAt: null,
};
const t = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
const event = (over: Partial<BillingEvent>): BillingEvent => ({
  type: 'subscription.activated',
  occurredAt: t(0),
  subscriptionId: 'sub_1',
  cycle: 'monthly',
  providerStatus: 'active',
  periodStart: t(0),
  periodEnd: new Date(Date.UTC(2026, 11, 1)),
  nextBilledAt: new Date(Date.UTC(2026, 11, 1)),
  canceledAt: null,
  scheduledAction: null,
  ...over,
});
const after = (state: SubscriptionFields, e: BillingEvent) => {
  const r = applyBillingEvent(state, e);
  if (!r.apply) throw new Error(`ignored: ${r.reason}`);
  return r.changes;
};

describe('applyBillingEvent', () => {
  it('an activated monthly subscription makes the user pro with its dates', () => {
    const s = after(none, event({}));
    expect(s).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'pro', subscriptionId: 'sub_1', billingCycle: 'monthly' });
    expect(s.nextBillingDate).toEqual(new Date(Date.UTC(2026, 11, 1)));
  });

  it('a cancel scheduled for the period end keeps access and shows the end date', () => {
    const active = after(none, event({}));
    const scheduled = after(active, event({ type: 'subscription.updated', occurredAt: t(5), scheduledAction: 'cancel' }));
    expect(scheduled).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'pro', scheduledAction: 'cancel', nextBillingDate: null });
    const canceled = after(scheduled, event({ type: 'subscription.canceled', occurredAt: t(10), providerStatus: 'canceled', canceledAt: t(10) }));
    expect(canceled).toMatchObject({ subscriptionStatus: 'cancelled', subscriptionTier: 'free', scheduledAction: null, subscriptionEndDate: t(10) });
  });

  it('past due keeps pro access; paused removes it; resumed restores it', () => {
    const active = after(none, event({}));
    expect(after(active, event({ type: 'subscription.past_due', occurredAt: t(1), providerStatus: 'past_due' }))).toMatchObject({ subscriptionStatus: 'past_due', subscriptionTier: 'pro' });
    const paused = after(active, event({ type: 'subscription.paused', occurredAt: t(2), providerStatus: 'paused' }));
    expect(paused).toMatchObject({ subscriptionStatus: 'paused', subscriptionTier: 'free' });
    expect(after(paused, event({ type: 'subscription.resumed', occurredAt: t(3) }))).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'pro' });
  });

  it('an event older than the last one applied never rolls the subscription back', () => {
    const canceled = after(after(none, event({ occurredAt: t(0) })), event({ type: 'subscription.canceled', occurredAt: t(10), providerStatus: 'canceled' }));
    const late = applyBillingEvent(canceled, event({ type: 'subscription.activated', occurredAt: t(5) }));
    expect(late).toEqual({ apply: false, reason: 'older than the last event applied' });
  });

  it('a duplicate of the last event changes nothing', () => {
    const once = after(none, event({}));
    expect(after(once, event({}))).toEqual(once);
  });

  it('a completed lifetime transaction makes the user pro for life, and recurring events cannot undo it', () => {
    const lifetime = after(none, event({ type: 'transaction.completed', cycle: 'lifetime', subscriptionId: 'txn_9', occurredAt: t(1) }));
    expect(lifetime).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'pro', billingCycle: 'lifetime', subscriptionEndDate: null, nextBillingDate: null });
    expect(applyBillingEvent(lifetime, event({ type: 'subscription.canceled', occurredAt: t(2), providerStatus: 'canceled' })).apply).toBe(false);
  });

  it('a completed transaction for a recurring price is left to the subscription events', () => {
    expect(applyBillingEvent(none, event({ type: 'transaction.completed', cycle: 'monthly' }))).toEqual({ apply: false, reason: 'not a lifetime purchase' });
  });
});
