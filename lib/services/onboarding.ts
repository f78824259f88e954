import { z } from 'zod';
import { withTransaction } from '../db';
import { insertAppEvent } from '../../models/app-events';
import { listOnboardingPromptRows } from '../../models/prompts';
import { findUserById, keepOnboardingStep, markUserOnce, updateUser } from '../../models/users';
import type { UserRow } from '../../models/schema';
import type { OnboardingPromptsDTO, OnboardingStateDTO } from '../dto/onboarding';
import { invalid, notFound, ok, type Result } from '../errors';
import { CURATED_PROMPTS_PER_ROLE, ONBOARDING_ROLES, ONBOARDING_STEPS, isOnboardingRole } from '../onboarding';
import { canReadPromptContent, type Viewer } from '../permissions';
import { MESSAGES } from '../constants';

// The onboarding's state on the server (spec P2 §2, §4), so it does not come back on another device:
// started at step 1, the role stored at step 2, completed with its date at step 5. Each first date is
// kept (a repeat changes nothing) and its analytics event is recorded once, in the same transaction.

const toState = (row: Pick<UserRow, 'userRole' | 'onboardingStartedAt' | 'onboardingCompletedAt' | 'onboardingStep'>): OnboardingStateDTO => ({
  userRole: row.userRole,
  onboardingStartedAt: row.onboardingStartedAt?.toISOString() ?? null,
  onboardingCompletedAt: row.onboardingCompletedAt?.toISOString() ?? null,
  onboardingStep: row.onboardingStep,
});

async function stateOf(viewer: Viewer): Promise<Result<OnboardingStateDTO>> {
  const row = await findUserById(viewer.id);
  return row ? ok(toState(row)) : notFound(MESSAGES.userNotFound);
}

/** Step 1, 'Let's Get Started': the onboarding counts as started, and goes on at step 2. */
export async function startOnboarding(viewer: Viewer): Promise<Result<OnboardingStateDTO>> {
  await withTransaction(async (tx) => {
    if (await markUserOnce(viewer.id, 'onboardingStartedAt', new Date(), tx)) {
      await insertAppEvent({ userId: viewer.id, name: 'onboarding_started' }, tx);
    }
    await keepOnboardingStep(viewer.id, 2, tx);
  });
  return stateOf(viewer);
}

export const stepInput = z.object({
  step: z.number({ error: `step must be a whole number from 1 to ${ONBOARDING_STEPS}` }).int().min(1).max(ONBOARDING_STEPS),
});
export type OnboardingStepInput = z.input<typeof stepInput>;

/** Any step shown (Next or Back): kept, so a reload or a later visit resumes there. */
export async function reachOnboardingStep(viewer: Viewer, raw: unknown): Promise<Result<OnboardingStateDTO>> {
  const input = stepInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  await keepOnboardingStep(viewer.id, input.data.step);
  return stateOf(viewer);
}

export const roleInput = z.object({
  role: z.enum(ONBOARDING_ROLES, { error: `role must be one of ${ONBOARDING_ROLES.join(', ')}` }),
});
export type OnboardingRoleInput = z.input<typeof roleInput>;

/** Step 2: the chosen role is stored (choosing again, after Back, replaces it). */
export async function chooseOnboardingRole(viewer: Viewer, raw: unknown): Promise<Result<OnboardingStateDTO>> {
  const input = roleInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  await withTransaction(async (tx) => {
    if (await markUserOnce(viewer.id, 'onboardingStartedAt', new Date(), tx)) {
      await insertAppEvent({ userId: viewer.id, name: 'onboarding_started' }, tx);
    }
    await updateUser(viewer.id, { userRole: input.data.role }, tx);
    await keepOnboardingStep(viewer.id, 3, tx);
    await insertAppEvent({ userId: viewer.id, name: 'onboarding_step', properties: { step: 2, role: input.data.role } }, tx);
  });
  return stateOf(viewer);
}

/** Step 5, 'Start Using': completed with its date (the first one stays). */
export async function completeOnboarding(viewer: Viewer): Promise<Result<OnboardingStateDTO>> {
  const now = new Date();
  await withTransaction(async (tx) => {
    await markUserOnce(viewer.id, 'onboardingStartedAt', now, tx);
    if (await markUserOnce(viewer.id, 'onboardingCompletedAt', now, tx)) {
      const row = await findUserById(viewer.id, tx);
      await insertAppEvent({ userId: viewer.id, name: 'onboarding_completed', properties: { role: row?.userRole ?? null } }, tx);
    }
  });
  return stateOf(viewer);
}

/** The home was seen: true on the first visit only (it says 'Welcome'; the later ones 'Welcome back'). */
export async function recordHomeVisit(viewer: Viewer): Promise<Result<{ firstVisit: boolean }>> {
  return ok({ firstVisit: await markUserOnce(viewer.id, 'firstHomeVisitAt', new Date()) });
}

/**
 * Step 4: the library prompts curated for each role (marked by the seed, lib/seed/library), at most
 * five per role, most popular first. A pro prompt is offered only to someone who can read it.
 */
export async function onboardingPrompts(viewer: Viewer): Promise<Result<OnboardingPromptsDTO>> {
  const byRole = Object.fromEntries(ONBOARDING_ROLES.map((r) => [r, []])) as unknown as OnboardingPromptsDTO;
  for (const row of await listOnboardingPromptRows()) {
    if (!isOnboardingRole(row.forOnboard) || !canReadPromptContent(viewer, row)) continue;
    const list = byRole[row.forOnboard];
    if (list.length < CURATED_PROMPTS_PER_ROLE) list.push({ _id: row.id, title: row.title, description: row.description, accessLevel: row.accessLevel });
  }
  return ok(byRole);
}
