import type { UserState } from './user-state';

// Rights of spec P1 §6 and P2 §6 as pure functions of a viewer. Services and guards call these.

export type Viewer = UserState & {
  id: string;
  email: string;
  role: 'user' | 'admin';
  subscriptionTier: string;
  subscriptionStatus: string;
  /** The person opened the confirmation link mailed to this address, or an operator marked it so. */
  emailVerified: boolean;
  /** Set when the request came with one of the person's API tokens (lib/auth), absent for a session. */
  apiTokenId?: string;
  /** The profile that token fills from (docs/memory.md#profiles); null or absent: the plain memory. */
  apiTokenProfileId?: string | null;
  /** The values that token's client may be sent (parameter names); null or absent: all. */
  apiTokenGrant?: string[] | null;
  /** What a token's request comes from (lib/surface.ts); absent: a session, the web app. */
  surface?: 'extension' | 'mcp' | 'api';
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

/** Personal API tokens: create them, and have them accepted, while one has pro access. */
export const canUseApiTokens = (v: Viewer): boolean => v.canAccessProFeatures;

/**
 * What costs money or reaches outside: AI generations, creating API tokens, reserving a
 * lifetime spot. Needs a confirmed address; an admin was made by a confirmed address or an operator.
 */
export const hasVerifiedEmail = (v: Viewer): boolean => v.isAdmin || v.emailVerified;

/** Who may see a prompt at all: approved public ones, one's own, and (admin) everything. */
export const canSeePrompt = (v: Viewer, p: PromptAccessFacts): boolean =>
  v.isAdmin || p.authorId === v.id || (p.approved && p.viewable === 'public');

/**
 * Pro content goes only to those with pro access: spec P1 §6 "Free user, no trial: cannot open pro
 * prompts", with no exception for authors. Non-admins cannot make a prompt pro; their pro prompts are
 * clones of pro prompts (a clone keeps its source's level) or ones an admin made pro, so a trial's
 * clone of a pro prompt locks again when the trial ends, like the original.
 */
export const canReadPromptContent = (v: Viewer, p: Pick<PromptAccessFacts, 'accessLevel'>): boolean =>
  p.accessLevel !== 'pro' || v.canAccessProFeatures;

/** Clone: pro, trial and admin users (spec P1 §6 "Treated as pro for access, clone, create"). */
export const canClonePrompt = (v: Viewer): boolean => v.canAccessProFeatures;

/** Only admins set accessLevel and approved (spec P1 §5). */
export const canModeratePrompts = (v: Viewer): boolean => v.isAdmin;

/** Every right of a viewer in one record, for operators (`npm run user`) and the permissions table test. */
export function rightsOf(v: Viewer) {
  const ownPrompt = { authorId: v.id, accessLevel: 'free' as const, approved: false, viewable: 'private' as const };
  const othersPrivatePrompt = { ...ownPrompt, authorId: `${v.id}-other` };
  const proLibraryPrompt = { authorId: null, accessLevel: 'pro' as const, approved: true, viewable: 'public' as const };
  return {
    create: canCreatePrompt(v),
    editOwn: canManagePrompt(v, ownPrompt),
    editOthers: canManagePrompt(v, othersPrivatePrompt),
    clone: canClonePrompt(v),
    customCategories: canUseCustomCategories(v),
    readProContent: canReadPromptContent(v, proLibraryPrompt),
    seeOthersPrivate: canSeePrompt(v, othersPrivatePrompt),
    moderate: canModeratePrompts(v),
    apiTokens: canUseApiTokens(v),
  };
}
export type Rights = ReturnType<typeof rightsOf>;
