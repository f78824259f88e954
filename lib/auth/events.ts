import type { ClerkIdentity } from './clerk';

// What the auth adapter tells the rest of the app. lib/auth reads sessions and runs the providers;
// it never calls a service. When something happens that the app must act on (a sign-up, a password
// reset, a confirmed address, a Clerk user event), it says so here, and the reactions the app layer
// wired (lib/services/auth-reactions.ts, through the two auth routes) do the work.

/** A person as better-auth hands them to its callbacks. */
export type AuthUser = { id: string; email: string; name?: string | null };

export type AuthReactions = {
  /** A local account was created (after its commit). */
  signedUp(user: AuthUser): Promise<void>;
  /** A confirmation link was issued for this address. */
  verificationRequested(user: AuthUser, token: string): Promise<void>;
  /** A password reset link was issued. */
  passwordResetRequested(user: AuthUser, token: string): Promise<void>;
  /** The password was reset through the mailed link. */
  passwordReset(user: AuthUser): Promise<void>;
  /** The password was changed and every other session signed out. */
  passwordChangedEverywhere(userId: string): Promise<void>;
  /** The address was confirmed; `inOwnBrowser` when the link was opened signed in to that account. */
  emailVerified(userId: string, inOwnBrowser: boolean): Promise<void>;
  /** Clerk created or updated a person: the id of our user for them. */
  clerkUserChanged(identity: ClerkIdentity & { email: string }): Promise<{ id: string }>;
  /** Clerk deleted a person: whether we had them. */
  clerkUserDeleted(providerId: string): Promise<boolean>;
  /** Asked after a provider failure: is the database reachable (503) or did something else fail (500)? */
  isDatabaseReachable(): Promise<boolean>;
};

let wired: AuthReactions | null = null;

/** Called by the app layer before any auth call runs (the auth routes, the e2e personas). */
export function wireAuthReactions(reactions: AuthReactions): void {
  wired = reactions;
}

/**
 * The wired reactions. Unwired is a programming error, never a silent skip: a password reset that
 * did not revoke the API tokens would be a hole, so the call fails loudly instead.
 */
export function authReactions(): AuthReactions {
  if (!wired) throw new Error('Auth reactions are not wired: the auth routes call wireAuthReactions (lib/services/auth-reactions.ts) first');
  return wired;
}
