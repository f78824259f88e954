import type { UserDTO } from '@/lib/dto/users';

const DAY_MS = 86_400_000;

/** spec P2 §4 "Subscription display": trial active, active, cancelled/inactive, or none. */
export function describeSubscription(user: UserDTO, now: Date = new Date()): { label: string; detail: string } {
  const status = user.subscriptionStatus;
  if (status !== 'active' && user.isTrialActive && user.trialDaysRemaining > 0) {
    return { label: 'Trial active', detail: `${user.trialDaysRemaining} days left in your free trial.` };
  }
  if (status === 'active') {
    if (user.billingCycle === 'lifetime') return { label: 'Lifetime', detail: 'Pro access for life.' };
    const next = user.nextBillingDate ?? user.subscriptionEndDate;
    return {
      label: `Pro (${user.billingCycle ?? 'subscription'})`,
      detail: next ? `${user.scheduledAction === 'cancel' ? 'Access until' : 'Renews on'} ${new Date(next).toLocaleDateString('en-US', { dateStyle: 'medium' })}.` : 'Active.',
    };
  }
  if (status === 'cancelled' || status === 'canceled' || status === 'inactive') {
    if (user.subscriptionEndDate) {
      const days = Math.max(0, Math.floor((now.getTime() - Date.parse(user.subscriptionEndDate)) / DAY_MS));
      return { label: status === 'inactive' ? 'Inactive' : 'Cancelled', detail: `Expired ${days} days ago.` };
    }
  }
  return { label: 'Free', detail: 'No active subscription.' };
}
