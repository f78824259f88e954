import type { Viewer } from './permissions';

// Route guards of spec P1 §2 / P2 §2: where a viewer who may not see a page is sent instead.
export type RouteRequirement = 'public' | 'signedIn' | 'pro' | 'admin';

export const GUARD_REDIRECTS = { signedIn: '/signup', pro: '/#pricing', admin: '/' } as const;

/** null when the viewer may enter; otherwise the path to redirect to. */
export function guardRedirect(viewer: Viewer | null, requirement: RouteRequirement): string | null {
  if (requirement === 'public') return null;
  if (!viewer) return GUARD_REDIRECTS.signedIn;
  if (requirement === 'admin' && !viewer.isAdmin) return GUARD_REDIRECTS.admin;
  if (requirement === 'pro' && !viewer.canAccessProFeatures) return GUARD_REDIRECTS.pro;
  return null;
}

/** A safe in-app return path: only same-origin absolute paths, never `//host` or a scheme. */
export function safeReturnUrl(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || typeof raw !== 'string') return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}
