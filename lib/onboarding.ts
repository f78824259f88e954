// Onboarding (spec P2 §2 'Onboarding', §3 local storage keys, §4 'Onboarding'): the five steps, the
// roles, and when a signed-in person sees the onboarding or the home. Pure: server and client use it.

/** spec P2 §2 step 2: the roles offered, stored as the user's userRole. */
export const ONBOARDING_ROLES = ['marketing', 'content', 'business', 'developer', 'other'] as const;
export type OnboardingRole = (typeof ONBOARDING_ROLES)[number];

export const ROLE_LABELS: Record<OnboardingRole, { label: string; hint: string }> = {
  marketing: { label: 'Marketing', hint: 'Campaigns, positioning, social media and growth.' },
  content: { label: 'Content', hint: 'Articles, newsletters, scripts and editing.' },
  business: { label: 'Business', hint: 'Sales, operations, people and strategy.' },
  developer: { label: 'Developer', hint: 'Code review, debugging and technical writing.' },
  other: { label: 'Other', hint: 'Planning, learning and everyday work.' },
};

/** spec P2 §2, §9: five steps, the progress bar shows step/5. */
export const ONBOARDING_STEPS = 5;
/** spec P2 §2 step 4: at most five curated prompts for the chosen role. */
export const CURATED_PROMPTS_PER_ROLE = 5;

/** spec P2 §3: the local storage keys the onboarding writes (the server holds the truth). */
export const ONBOARDING_STORAGE_KEYS = {
  userRole: 'userRole',
  completed: 'completedOnboarding',
  completedDate: 'onboardingCompletedDate',
  started: 'onboardingStarted',
} as const;

export type OnboardingState = {
  userRole: OnboardingRole | null;
  onboardingStartedAt: string | null;
  onboardingCompletedAt: string | null;
  /** The step an unfinished onboarding resumes at; null before its first step was kept. */
  onboardingStep: number | null;
  firstHomeVisitAt: string | null;
};

/**
 * spec P2 §2: the onboarding replaces the home while it was neither started nor completed:
 * also while it was started and not completed with its step kept, so a reload or a later visit goes
 * on where the person left. (An onboarding started before steps were kept leaves them on the home.)
 */
export function shouldShowOnboarding(state: Pick<OnboardingState, 'onboardingStartedAt' | 'onboardingCompletedAt' | 'onboardingStep'>): boolean {
  if (state.onboardingCompletedAt) return false;
  return !state.onboardingStartedAt || state.onboardingStep !== null;
}

/** The step the onboarding opens at: the one kept, within 1 to 5. */
export function resumeStep(state: Pick<OnboardingState, 'onboardingStep'>): number {
  return Math.min(ONBOARDING_STEPS, Math.max(1, state.onboardingStep ?? 1));
}

/**
 * 'Welcome back' is for people who have seen the home before: the first home visit (which comes after
 * the onboarding, whose last step goes to /prompts) says 'Welcome'.
 */
export function isReturningVisit(state: Pick<OnboardingState, 'firstHomeVisitAt'>): boolean {
  return state.firstHomeVisitAt !== null;
}

export function isOnboardingRole(value: unknown): value is OnboardingRole {
  return typeof value === 'string' && (ONBOARDING_ROLES as readonly string[]).includes(value);
}

/**
 * spec P2 §7: analytics events are sent for onboarding, home clicks and parameter actions. Only these
 * names are stored; `onboarding_started` and `onboarding_completed` are written by the server itself.
 */
export const APP_EVENT_NAMES = ['onboarding_started', 'onboarding_step', 'onboarding_completed', 'home_click', 'parameter_action'] as const;
export type AppEventName = (typeof APP_EVENT_NAMES)[number];
/** The names a client may send (the server records the other two when the state changes). */
export const CLIENT_APP_EVENT_NAMES = ['onboarding_step', 'home_click', 'parameter_action'] as const satisfies readonly AppEventName[];
export type ClientAppEventName = (typeof CLIENT_APP_EVENT_NAMES)[number];
export type AppEventProperties = Record<string, string | number | boolean | null>;
