import { describe, expect, it } from 'vitest';
import { isCurrentPlan } from '@/lib/current-plan';

// A Pro-monthly user saw 'Current plan' on both Pro and Lifetime and could not move to
// Lifetime. Only the real plan is marked.
describe('isCurrentPlan', () => {
  it.each([
    ['a visitor', null, { monthly: false, yearly: false, lifetime: false }],
    ['a free or trial user', { isPro: false, hasLifetime: false }, { monthly: false, yearly: false, lifetime: false }],
    ['a Pro subscriber', { isPro: true, hasLifetime: false }, { monthly: true, yearly: true, lifetime: false }],
    ['a lifetime holder', { isPro: true, hasLifetime: true }, { monthly: false, yearly: false, lifetime: true }],
  ] as const)('%s', (_who, user, expected) => {
    expect({ monthly: isCurrentPlan(user, 'monthly'), yearly: isCurrentPlan(user, 'yearly'), lifetime: isCurrentPlan(user, 'lifetime') }).toEqual(expected);
  });
});
