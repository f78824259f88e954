import type { UserState } from './user-state';

// Rights of spec P1 §6 and P2 §6 as pure functions of a viewer. Services and guards call these.

export type Viewer = UserState & {
  id: string;
  email: string;
  role: 'user' | 'admin';
  subscriptionTier: string;
  subscriptionStatus: string;
};

export type PromptAccessFacts = {
  authorId: string | null;
  accessLevel: 'free' | 'pro';
  approved: boolean;
  viewable: 'private' | 'public';
};

/** Create access: admin, or subscription current, or trial days above 0. */
export const canCreatePrompt = (v: Viewer): boolean => v.isAdmin || v.isCurrent || v.trialDaysRemaining > 0;

/** Edit / delete / clone an existing prompt: admin, or its author with pro tier or trial days left. */
export const canManagePrompt = (v: Viewer, p: Pick<PromptAccessFacts, 'authorId'>): boolean =>
  v.isAdmin || (p.authorId === v.id && (v.subscriptionTier === 'pro' || v.trialDaysRemaining > 0));

/** Custom categories are for pro, trial and admin users. */
export const canUseCustomCategories = (v: Viewer): boolean => v.canAccessProFeatures;

/** Who may see a prompt at all: approved public ones, one's own, and (admin) everything. */
export const canSeePrompt = (v: Viewer, p: PromptAccessFacts): boolean =>
  v.isAdmin || p.authorId === v.id || (p.approved && p.viewable === 'public');

/** Pro content goes only to those with pro access (and to its own author). */
export const canReadPromptContent = (v: Viewer, p: PromptAccessFacts): boolean =>
  p.accessLevel !== 'pro' || v.canAccessProFeatures || p.authorId === v.id;

/** Only admins set accessLevel and approved (spec P1 §5). */
export const canModeratePrompts = (v: Viewer): boolean => v.isAdmin;
