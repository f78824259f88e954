'use server';

import { defineAction } from '@/lib/action';
import { chooseOnboardingRole, completeOnboarding, reachOnboardingStep, recordHomeVisit, startOnboarding, type OnboardingRoleInput, type OnboardingStepInput } from '@/lib/services/onboarding';

// The onboarding's steps (spec P2 §2, §4) and the home's first visit. The page at / decides between
// onboarding and home from this state when it renders; nothing is revalidated, so the steps on
// screen stay there until 'Start Using' leaves for /prompts.

export const startOnboardingAction = defineAction({
  name: 'onboarding.start',
  run: (viewer) => startOnboarding(viewer),
});

export const chooseOnboardingRoleAction = defineAction({
  name: 'onboarding.role',
  run: (viewer, input: OnboardingRoleInput) => chooseOnboardingRole(viewer, input),
});

export const reachOnboardingStepAction = defineAction({
  name: 'onboarding.step',
  run: (viewer, input: OnboardingStepInput) => reachOnboardingStep(viewer, input),
});

export const completeOnboardingAction = defineAction({
  name: 'onboarding.complete',
  run: (viewer) => completeOnboarding(viewer),
});

export const recordHomeVisitAction = defineAction({
  name: 'onboarding.homeVisit',
  run: (viewer) => recordHomeVisit(viewer),
});
