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
  // Parse as a browser would (it drops tabs and newlines, reads '\\' as '/'), against stand-in
  // origins of both schemes: only a path on that same origin survives, so '/\t/evil.example' or
  // 'https:evil.example' cannot leave the site.
  let path: string | null = null;
  for (const origin of ['https://return.invalid', 'http://return.invalid']) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      return fallback;
    }
    if (url.origin !== origin) return fallback;
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  // Dot segments can leave a path that itself reads as another site: '/..//evil.example' → '//evil.example'.
  if (!path || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}

/**
 * Where a signed-out person is sent (spec P1 §2, §8: /signup), carrying the page they were on as
 * `returnUrl` when it is a safe in-app path, so signing in brings them back to it.
 */
export function signUpWithReturn(returnTo: string | null | undefined): string {
  const path = beyondAuthScreens(safeReturnUrl(returnTo, ''));
  return path && path !== '/' ? `${GUARD_REDIRECTS.signedIn}?${new URLSearchParams({ returnUrl: path })}` : GUARD_REDIRECTS.signedIn;
}

/** The sign-in and sign-up screens: never a page to return to. */
export const AUTH_SCREENS: readonly string[] = ['/signup', '/sign-in'];

/** Whether a path is the sign-in or sign-up screen (whatever its query). */
export const isAuthScreen = (path: string) => AUTH_SCREENS.includes(new URL(path, 'https://return.invalid').pathname);

/**
 * A return address that is itself a sign-in screen stands for the page that screen was to return to:
 * otherwise a session ending there sent people to /signup?returnUrl=/signup?returnUrl=… without end,
 * until the address was too long to serve (HTTP 431).
 */
function beyondAuthScreens(path: string): string {
  let current = path;
  for (let depth = 0; current && isAuthScreen(current); depth++) {
    if (depth === 8) return '';
    current = safeReturnUrl(new URL(current, 'https://return.invalid').searchParams.get('returnUrl'), '');
  }
  return current;
}
