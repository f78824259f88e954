import type { OnboardingRole } from '../onboarding';

/** A curated prompt of the onboarding's fourth step: enough for a card that opens it in the viewer. */
export type OnboardingPromptDTO = { _id: string; title: string; description: string; accessLevel: 'free' | 'pro' };

export type OnboardingPromptsDTO = Record<OnboardingRole, OnboardingPromptDTO[]>;

/** What the onboarding actions answer: the user's onboarding state after the change. */
export type OnboardingStateDTO = {
  userRole: OnboardingRole | null;
  onboardingStartedAt: string | null;
  onboardingCompletedAt: string | null;
  onboardingStep: number | null;
};
