import type { BillingCycle } from './dto/users';

/**
 * Which pricing card says 'Current plan': Pro (monthly or yearly) for a Pro subscriber,
 * Lifetime for a lifetime holder and never Pro as well, nothing for anyone else. A Pro subscriber is
 * still offered Lifetime (the recurring subscription is then cancelled).
 */
export function isCurrentPlan(user: { isPro: boolean; hasLifetime: boolean } | null, plan: BillingCycle): boolean {
  if (!user) return false;
  return plan === 'lifetime' ? user.hasLifetime : user.isPro && !user.hasLifetime;
}
