// Derived user state, spec P1 §3 — the one module that computes it, for server and client alike.

const DAY_MS = 24 * 60 * 60 * 1000;

export type UserStateSource = {
  role: string | null | undefined;
  subscriptionStatus: string | null | undefined;
  subscriptionTier: string | null | undefined;
  billingCycle?: string | null;
  subscriptionEndDate: Date | string | null | undefined;
  freeExpiryDate: Date | string | null | undefined;
};

export type UserState = {
  isAdmin: boolean;
  isCurrent: boolean;
  trialDaysRemaining: number;
  isTrialActive: boolean;
  canAccessProFeatures: boolean;
};

function toTime(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** Days until the trial ends, rounded up, never below 0 (spec P1 §3, §9). */
export function trialDaysRemaining(freeExpiryDate: UserStateSource['freeExpiryDate'], now: Date = new Date()): number {
  const end = toTime(freeExpiryDate);
  if (end === null) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** A lifetime purchase that is active: current with no end date (and the one thing a second purchase would repeat). */
export const holdsLifetime = (user: Pick<UserStateSource, 'billingCycle' | 'subscriptionStatus'>): boolean =>
  user.billingCycle === 'lifetime' && user.subscriptionStatus === 'active';

export function deriveUserState(user: UserStateSource, now: Date = new Date()): UserState {
  const isAdmin = user.role === 'admin';
  const endTime = toTime(user.subscriptionEndDate);
  // A lifetime purchase has no end date: it stays current while active.
  const isLifetime = holdsLifetime(user);
  const isCurrent = isAdmin || isLifetime || (endTime !== null && endTime >= now.getTime());
  const days = trialDaysRemaining(user.freeExpiryDate, now);
  return {
    isAdmin,
    isCurrent,
    trialDaysRemaining: days,
    isTrialActive: days > 0,
    canAccessProFeatures: user.subscriptionTier === 'pro' || isAdmin || days > 0,
  };
}

export const TRIAL_DAYS = 14;

export function trialEndFrom(start: Date = new Date(), days = TRIAL_DAYS): Date {
  return new Date(start.getTime() + days * DAY_MS);
}
