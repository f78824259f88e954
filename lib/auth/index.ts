import { isClerkEnabled } from '../env';
import { ok, type Result } from '../errors';
import type { Viewer } from '../permissions';
import { viewerForApiToken } from '../services/api-tokens';
import { viewerForIdentity } from '../services/users';
import { clerkTokenFrom, verifyClerkSessionToken } from './clerk';
import type { SessionIdentity } from './identity';
import { localSessionUserId } from './local';
import { personalTokenFrom } from './personal-tokens';

// The auth facade. Everything outside lib/auth asks "who is this?" here and never learns
// which provider answered. lib/auth only reads sessions; finding (or, for a Clerk person the
// webhook has not delivered yet, creating) our user is the users service's job. Personal API tokens
// (`Authorization: Bearer pl_…`) are ours whichever provider is active, and count for API routes only.

/** Who a session says it is: our own user id (local provider), or a Clerk identity. */
export type { SessionIdentity } from './identity';

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

export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  return viewerForIdentity(await sessionIdentity(headers));
}

/**
 * The caller of an API route (lib/http.ts): a personal API token's owner, or the session's viewer as
 * above, or null. A failure (403) is a known token its owner may not use now (no pro access).
 */
export async function apiViewerFromHeaders(headers: Headers): Promise<Result<Viewer | null>> {
  const token = personalTokenFrom(headers);
  if (token) return viewerForApiToken(token);
  return ok(await viewerFromHeaders(headers));
}

/** The viewer of the current server render or server action. */
export async function currentViewer(): Promise<Viewer | null> {
  const { headers } = await import('next/headers');
  return viewerFromHeaders(await headers());
}

export function authProviderName(): 'local' | 'clerk' {
  return isClerkEnabled() ? 'clerk' : 'local';
}
