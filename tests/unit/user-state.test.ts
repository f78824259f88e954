import { describe, expect, it } from 'vitest';
import { deriveUserState, trialDaysRemaining, trialEndFrom } from '@/lib/user-state';

const now = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * DAY);
const base = { role: 'user', subscriptionStatus: 'inactive', subscriptionTier: 'free', subscriptionEndDate: null, freeExpiryDate: null };

describe('trialDaysRemaining', () => {
  it('is 0 when the trial ends exactly now', () => {
    expect(trialDaysRemaining(now, now)).toBe(0);
  });
  it('rounds a fraction of a day up to a whole day', () => {
    expect(trialDaysRemaining(at(0.01), now)).toBe(1);
    expect(trialDaysRemaining(at(13.2), now)).toBe(14);
  });
  it('is exactly the number of whole days left', () => {
    expect(trialDaysRemaining(at(14), now)).toBe(14);
  });
  it('never goes below 0 once the trial has expired', () => {
    expect(trialDaysRemaining(at(-3.5), now)).toBe(0);
  });
  it('is 0 without a trial date, or with an unreadable one', () => {
    expect(trialDaysRemaining(null, now)).toBe(0);
    expect(trialDaysRemaining('not a date', now)).toBe(0);
  });
  it('accepts ISO strings as the client receives them', () => {
    expect(trialDaysRemaining(at(2).toISOString(), now)).toBe(2);
  });
});

describe('deriveUserState', () => {
  it('a new user on a 14-day trial can access pro features but is not current', () => {
    const s = deriveUserState({ ...base, freeExpiryDate: trialEndFrom(now) }, now);
    expect(s).toEqual({ isAdmin: false, isCurrent: false, trialDaysRemaining: 14, isTrialActive: true, canAccessProFeatures: true });
  });
  it('a free user whose trial ended has no pro access', () => {
    const s = deriveUserState({ ...base, freeExpiryDate: at(-1) }, now);
    expect(s.isTrialActive).toBe(false);
    expect(s.canAccessProFeatures).toBe(false);
    expect(s.isCurrent).toBe(false);
  });
  it('an admin is current and has pro access without a subscription', () => {
    const s = deriveUserState({ ...base, role: 'admin' }, now);
    expect(s.isAdmin).toBe(true);
    expect(s.isCurrent).toBe(true);
    expect(s.canAccessProFeatures).toBe(true);
  });
  it('a pro subscriber with an end date in the future is current', () => {
    const s = deriveUserState({ ...base, subscriptionStatus: 'active', subscriptionTier: 'pro', subscriptionEndDate: at(20) }, now);
    expect(s.isCurrent).toBe(true);
    expect(s.canAccessProFeatures).toBe(true);
  });
  it('an end date in the past is not current', () => {
    const s = deriveUserState({ ...base, subscriptionStatus: 'cancelled', subscriptionTier: 'free', subscriptionEndDate: at(-1) }, now);
    expect(s.isCurrent).toBe(false);
  });
  it('an active lifetime purchase without an end date stays current', () => {
    const s = deriveUserState({ ...base, subscriptionStatus: 'active', subscriptionTier: 'pro', billingCycle: 'lifetime' }, now);
    expect(s.isCurrent).toBe(true);
  });
  it('pro tier alone grants pro access (spec P1 §3)', () => {
    expect(deriveUserState({ ...base, subscriptionTier: 'pro' }, now).canAccessProFeatures).toBe(true);
  });
});
