import { isClerkEnabled } from '../env';
import { clerkTokenFrom, verifyClerkSessionToken } from './clerk';
import type { SessionIdentity } from './identity';
import { localSessionUserId } from './local';
import { personalTokenFrom } from './personal-tokens';

// The auth facade. Everything outside lib/auth asks "who is this?" here and never learns which
// provider answered. lib/auth only reads sessions and tokens and calls no service: turning an
// identity into our user (or, for a Clerk person the webhook has not delivered yet, creating one) is
// the viewer service's job (lib/services/viewer.ts), and what follows a sign-up or a reset is wired in
// by the app (lib/auth/events.ts). Personal API tokens (`Authorization: Bearer pl_…`) are ours
// whichever provider is active, and count for API routes only.

/** Who a session says it is: our own user id (local provider), or a Clerk identity. */
export type { SessionIdentity } from './identity';
export { personalTokenFrom } from './personal-tokens';

/** The identity behind these headers (browser cookie or `Authorization: Bearer`), or null. */
export async function sessionIdentity(headers: Headers): Promise<SessionIdentity | null> {
  // A personal API token is no session: never handed to a provider, never a page's or an action's viewer.
  if (personalTokenFrom(headers)) return null;
  if (!isClerkEnabled()) {
    const userId = await localSessionUserId(headers);
    return userId ? { provider: 'local', userId } : null;
  }
  const token = clerkTokenFrom(headers);
  if (!token) return null;
  const identity = await verifyClerkSessionToken(token);
  return identity ? { provider: 'clerk', identity } : null;
}

export function authProviderName(): 'local' | 'clerk' {
  return isClerkEnabled() ? 'clerk' : 'local';
}
