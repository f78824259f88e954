'use client';

import { useEffect } from 'react';
import type { OnboardingState } from '@/lib/onboarding';
import { storeOnboardingState } from '@/hooks/onboarding-storage';
import { recordHomeVisit } from '@/hooks/record-home-visit';

/**
 * What the home does once shown: the first visit is recorded once (the next ones say 'Welcome back'), and
 * the spec's onboarding keys in local storage follow the server's state on this device too.
 */
export function HomeVisit({ state }: { state: OnboardingState }) {
  const firstVisit = state.firstHomeVisitAt === null;
  useEffect(() => {
    storeOnboardingState(state);
  }, [state]);
  useEffect(() => {
    if (firstVisit) recordHomeVisit();
  }, [firstVisit]);
  return null;
}
