import { describe, expect, it } from 'vitest';
import { APP_EVENT_NAMES, CLIENT_APP_EVENT_NAMES, isOnboardingRole, isReturningVisit, ONBOARDING_ROLES, resumeStep, shouldShowOnboarding } from '@/lib/onboarding';

const at = '2026-11-24T10:00:00.000Z';

describe('shouldShowOnboarding (spec P2 §2)', () => {
  it('shows the onboarding to someone who has neither started nor completed it', () => {
    expect(shouldShowOnboarding({ onboardingStartedAt: null, onboardingCompletedAt: null, onboardingStep: null })).toBe(true);
    expect(shouldShowOnboarding({ onboardingStartedAt: null, onboardingCompletedAt: at, onboardingStep: null })).toBe(false);
    expect(shouldShowOnboarding({ onboardingStartedAt: at, onboardingCompletedAt: at, onboardingStep: 5 })).toBe(false);
  });

  it('resumes an onboarding started and not completed at its kept step; one from before steps were kept stays on the home', () => {
    expect(shouldShowOnboarding({ onboardingStartedAt: at, onboardingCompletedAt: null, onboardingStep: 3 })).toBe(true);
    expect(shouldShowOnboarding({ onboardingStartedAt: at, onboardingCompletedAt: null, onboardingStep: null })).toBe(false);
    expect(resumeStep({ onboardingStep: 3 })).toBe(3);
    expect(resumeStep({ onboardingStep: null })).toBe(1);
    expect(resumeStep({ onboardingStep: 9 })).toBe(5);
    expect(resumeStep({ onboardingStep: 0 })).toBe(1);
  });
});

describe('isReturningVisit', () => {
  it("says 'Welcome back' only once the home was seen before", () => {
    expect(isReturningVisit({ firstHomeVisitAt: null })).toBe(false);
    expect(isReturningVisit({ firstHomeVisitAt: at })).toBe(true);
  });
});

describe('roles and events', () => {
  it('offers the five roles of the spec and nothing else', () => {
    expect(ONBOARDING_ROLES).toEqual(['marketing', 'content', 'business', 'developer', 'other']);
    expect(isOnboardingRole('developer')).toBe(true);
    for (const v of ['Developer', 'admin', '', null, 3, 'constructor']) expect(isOnboardingRole(v)).toBe(false);
  });

  it('lets a client send only the events the server does not record itself', () => {
    expect(CLIENT_APP_EVENT_NAMES.every((n) => (APP_EVENT_NAMES as readonly string[]).includes(n))).toBe(true);
    expect(CLIENT_APP_EVENT_NAMES).not.toContain('onboarding_started');
    expect(CLIENT_APP_EVENT_NAMES).not.toContain('onboarding_completed');
  });
});
