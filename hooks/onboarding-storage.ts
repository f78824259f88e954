'use client';

import { ONBOARDING_STORAGE_KEYS as KEYS, type OnboardingState } from '@/lib/onboarding';

/**
 * Write the spec's onboarding keys (P2 §3: userRole, completedOnboarding, onboardingCompletedDate,
 * onboardingStarted) from the server's state, which is the truth: the keys follow it on every device.
 * Plain strings, as the spec's app wrote them ('true', the role, an ISO date).
 */
export function storeOnboardingState(state: Pick<OnboardingState, 'userRole' | 'onboardingStartedAt' | 'onboardingCompletedAt'>): void {
  try {
    if (state.onboardingStartedAt) localStorage.setItem(KEYS.started, 'true');
    if (state.userRole) localStorage.setItem(KEYS.userRole, state.userRole);
    if (state.onboardingCompletedAt) {
      localStorage.setItem(KEYS.completed, 'true');
      localStorage.setItem(KEYS.completedDate, state.onboardingCompletedAt);
    }
  } catch {
    /* storage full or disabled: the server still knows */
  }
}
