'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chooseOnboardingRoleAction, completeOnboardingAction, reachOnboardingStepAction, startOnboardingAction } from '@/actions/onboarding';
import { unwrap } from '@/lib/api-client';
import type { OnboardingStateDTO } from '@/lib/dto/onboarding';
import type { UserDTO } from '@/lib/dto/users';
import type { OnboardingRole } from '@/lib/onboarding';
import { storeOnboardingState } from '../onboarding-storage';
import { userKeys } from './user';

// The onboarding's writes (spec P2 §2, §4). Each answers the new state, which goes into the cached
// user (useMe) and into the spec's local storage keys.

function useApplyState() {
  const queryClient = useQueryClient();
  return (state: OnboardingStateDTO) => {
    storeOnboardingState(state);
    queryClient.setQueryData<UserDTO>(userKeys.me(), (user) => (user ? { ...user, ...state } : user));
  };
}

export function useStartOnboarding() {
  const apply = useApplyState();
  return useMutation({ mutationFn: () => unwrap(startOnboardingAction(undefined)), onSuccess: apply });
}

export function useChooseOnboardingRole() {
  const apply = useApplyState();
  return useMutation({ mutationFn: (role: OnboardingRole) => unwrap(chooseOnboardingRoleAction({ role })), onSuccess: apply });
}

/** Keeps the step shown, so the onboarding resumes there. */
export function useReachOnboardingStep() {
  const apply = useApplyState();
  return useMutation({ mutationFn: (step: number) => unwrap(reachOnboardingStepAction({ step })), onSuccess: apply });
}

export function useCompleteOnboarding() {
  const apply = useApplyState();
  return useMutation({ mutationFn: () => unwrap(completeOnboardingAction(undefined)), onSuccess: apply });
}
