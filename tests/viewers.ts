import type { Viewer } from '@/lib/permissions';

/** A viewer for unit tests that need no database: a free user whose trial ended, changed by `over`. */
export const testViewer = (over: Partial<Viewer> = {}): Viewer => ({
  id: 'u1',
  email: 'u1@example.com',
  emailVerified: true,
  role: 'user',
  subscriptionTier: 'free',
  subscriptionStatus: 'inactive',
  isAdmin: false,
  isCurrent: false,
  trialDaysRemaining: 0,
  isTrialActive: false,
  canAccessProFeatures: false,
  ...over,
});
