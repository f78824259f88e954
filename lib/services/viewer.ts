import { personalTokenFrom, sessionIdentity } from '../auth';
import { ok, type Result } from '../errors';
import type { Viewer } from '../permissions';
import { tokenSurface } from '../surface';
import { viewerForApiToken } from './api-tokens';
import { viewerForIdentity } from './users';

// Who is asking, as our user: the auth facade says who a session or token belongs to, the users
// and tokens services find (or create) the person behind it.

export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  return viewerForIdentity(await sessionIdentity(headers));
}

/**
 * The caller of an API route (lib/http.ts): a personal API token's owner, or the session's viewer as
 * above, or null. A failure (403) is a known token its owner may not use now (no pro access).
 */
export async function apiViewerFromHeaders(headers: Headers): Promise<Result<Viewer | null>> {
  const token = personalTokenFrom(headers);
  if (token) {
    const viewer = await viewerForApiToken(token);
    return viewer.ok && viewer.data ? ok({ ...viewer.data, surface: tokenSurface(headers) }) : viewer;
  }
  return ok(await viewerFromHeaders(headers));
}

/** The viewer of the current server render or server action. */
export async function currentViewer(): Promise<Viewer | null> {
  const { headers } = await import('next/headers');
  return viewerFromHeaders(await headers());
}
