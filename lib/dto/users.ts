import type { ExportedPrompt } from './transfer';
import type { OnboardingState } from '../onboarding';
import type { UserState } from '../user-state';
import type { MemoryType } from '../parameter-memory';

/** The paid plans' billing cycles (spec P2 §9), spelled once: schema, services, checkout and the UI. */
export const BILLING_CYCLES = ['monthly', 'yearly', 'lifetime'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

// The user as the API answers it (spec P1 §3, P2 §3): `_id` and `id`, subscription fields, derived state,
// and the onboarding state (userRole, started, completed, first home visit).
export type UserDTO = UserState & OnboardingState & {
  _id: string;
  id: string;
  email: string;
  /** The address was confirmed through the mailed link. */
  emailVerified: boolean;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: 'user' | 'admin';
  authProviderId: string | null;
  subscriptionStatus: string;
  subscriptionTier: string;
  subscriptionId: string | null;
  billingCycle: BillingCycle | null;
  subscriptionEndDate: string | null;
  nextBillingDate: string | null;
  lastBillingDate: string | null;
  scheduledAction: string | null;
  freeExpiryDate: string | null;
  createdAt: string;
};

export type SubscriptionDTO = Pick<
  UserDTO,
  | 'subscriptionStatus'
  | 'subscriptionTier'
  | 'subscriptionId'
  | 'subscriptionEndDate'
  | 'nextBillingDate'
  | 'lastBillingDate'
  | 'billingCycle'
  | 'scheduledAction'
  | 'freeExpiryDate'
  | 'trialDaysRemaining'
  | 'isTrialActive'
  | 'isCurrent'
  | 'canAccessProFeatures'
>;

/** GET /api/stats (spec P2 §3 usage stats): the account page's usage summary. */
export type UsageStatsDTO = { promptsCreated: number; promptsUsed: number; lastActivity: string | null };

/** GET /api/user/export: everything the account holds of its own, as JSON. */
export type AccountExportDTO = {
  format: 'promptloom';
  version: number;
  kind: 'account';
  exportedAt: string;
  user: { email: string; name: string; createdAt: string; subscriptionTier: string; billingCycle: string | null };
  /** The prompts as GET /api/prompts/export writes them (one exporter). */
  prompts: ExportedPrompt[];
  categories: { name: string; description: string | null; color: string; order: number; createdAt: string }[];
  parameters: { key: string; value: string; aliases: string[]; isCore: boolean; type?: MemoryType }[];
  /** Their profiles over the memory (docs/memory.md#profiles), oldest first, with their values. */
  profiles: { name: string; values: Record<string, string>; activeOnWeb: boolean; createdAt: string }[];
  /** The prompts they starred, newest first; by id and title only. */
  favourites: { promptId: string; title: string; starredAt: string }[];
  /** The prompts they last built or copied, most recent first; by id and title only. */
  recentlyUsed: { promptId: string; title: string; usedAt: string }[];
  /** The usage trail (docs/memory.md#the-usage-trail): how long it is kept, each value's flags, and each use, newest first. */
  trail: {
    keepDays: number;
    settings: { key: string; neverExtension: boolean; neverMcp: boolean; forgottenAt: string | null }[];
    uses: {
      key: string;
      source: string;
      profile: string | null;
      promptId: string | null;
      promptTitle: string;
      promptVersion: number;
      action: string;
      surface: string;
      client: string | null;
      usedAt: string;
    }[];
  };
};

/** The lifetime plan's spots as the pricing page shows them: not sold yet, and held by open checkouts. */
export type LifetimeAvailability = { remaining: number; reserved: number };
