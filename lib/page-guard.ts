import { redirect } from 'next/navigation';
import { currentViewer } from './auth';
import { guardRedirect, type RouteRequirement } from './guards';
import type { Viewer } from './permissions';

/** Server-side route guard for a page: redirects per spec P1 §2 and answers the viewer. */
export async function guardPage(requirement: Exclude<RouteRequirement, 'public'>): Promise<Viewer> {
  const viewer = await currentViewer();
  const to = guardRedirect(viewer, requirement);
  if (to) redirect(to);
  return viewer!;
}
