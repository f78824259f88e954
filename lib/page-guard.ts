import 'server-only';
import { redirect } from 'next/navigation';
import { currentViewer } from './services/viewer';
import { GUARD_REDIRECTS, guardRedirect, signUpWithReturn, type RouteRequirement } from './guards';
import type { Viewer } from './permissions';

/** Server-side route guard for a page: redirects per spec P1 §2 and answers the viewer. */
export async function guardPage(requirement: Exclude<RouteRequirement, 'public'>, returnTo?: string): Promise<Viewer> {
  const viewer = await currentViewer();
  const to = guardRedirect(viewer, requirement);
  // A signed-out visitor comes back to the page they asked for after signing in.
  if (to === GUARD_REDIRECTS.signedIn && returnTo) redirect(signUpWithReturn(returnTo));
  if (to) redirect(to);
  return viewer!;
}
