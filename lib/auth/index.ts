import { findSessionUser, findUserByProviderId } from '../../models/users';
import { isClerkEnabled } from '../env';
import type { Viewer } from '../permissions';
import { upsertProviderUser } from '../services/users';
import { toViewer } from '../viewer';
import { clerkTokenFrom, verifyClerkSessionToken } from './clerk';
import { localSessionUserId } from './local';

// The auth facade. Everything outside lib/auth asks "who is this?" here and never learns
// which provider answered.

/** Our user id for the session in these headers: browser cookie or `Authorization: Bearer`. */
async function sessionUserId(headers: Headers): Promise<string | null> {
  if (!isClerkEnabled()) return localSessionUserId(headers);
  const token = clerkTokenFrom(headers);
  if (!token) return null;
  const identity = await verifyClerkSessionToken(token);
  if (!identity) return null;
  const known = await findUserByProviderId('clerk', identity.providerId);
  if (known) return known.id;
  // The webhook normally creates the person first; a token that carries the email creates it now.
  if (!identity.email) return null;
  const created = await upsertProviderUser('clerk', { ...identity, email: identity.email });
  return created.id;
}

export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  const userId = await sessionUserId(headers);
  if (!userId) return null;
  const row = await findSessionUser(userId);
  return row ? toViewer(row) : null;
}

/** The viewer of the current server render or server action. */
export async function currentViewer(): Promise<Viewer | null> {
  const { headers } = await import('next/headers');
  return viewerFromHeaders(await headers());
}

export function authProviderName(): 'local' | 'clerk' {
  return isClerkEnabled() ? 'clerk' : 'local';
}
