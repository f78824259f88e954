// Security headers (docs/security.md): one Content-Security-Policy per page answer
// with a fresh nonce (proxy.ts), a locked-down one on API answers, and the fixed headers on every
// answer (next.config.ts). Pure: the callers pass in what is configured.

export type CspOptions = {
  nonce: string;
  /** `next dev`: React's debugging needs eval, and the dev server's websocket. */
  development: boolean;
  /** Paddle's overlay checkout is configured (NEXT_PUBLIC_PADDLE_CLIENT_TOKEN). */
  paddle: boolean;
  /** Clerk's Frontend API origin when Clerk is the sign-in provider. */
  clerkFrontendApi?: string | null;
  /** Send upgrade-insecure-requests (production over https). */
  https: boolean;
};

const PADDLE = 'https://*.paddle.com';
const CLERK_CHALLENGES = 'https://challenges.cloudflare.com';

export function pageContentSecurityPolicy(o: CspOptions): string {
  const clerk = o.clerkFrontendApi ? [o.clerkFrontendApi] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic': scripts our nonce'd scripts load (Next's chunks, Paddle.js, Clerk) run; no
    // other script does. The host names are for browsers without CSP level 3.
    'script-src': [
      "'self'",
      `'nonce-${o.nonce}'`,
      "'strict-dynamic'",
      ...(o.development ? ["'unsafe-eval'"] : []),
      ...(o.paddle ? ['https://cdn.paddle.com', PADDLE] : []),
      ...clerk,
      ...(o.clerkFrontendApi ? [CLERK_CHALLENGES] : []),
    ],
    // React and Tailwind set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", ...(o.paddle ? ['https://cdn.paddle.com'] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...(o.paddle ? [PADDLE] : []), ...(o.clerkFrontendApi ? ['https://img.clerk.com'] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(o.development ? ['ws:', 'wss:'] : []), ...(o.paddle ? [PADDLE] : []), ...clerk],
    'frame-src': [...(o.paddle ? [PADDLE] : []), ...(o.clerkFrontendApi ? [CLERK_CHALLENGES] : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (!directives['frame-src']!.length) directives['frame-src'] = ["'none'"];
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (o.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** API answers are data, never documents: nothing may run in them or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The fixed headers of every answer, pages, API and files alike. */
export function staticSecurityHeaders(production: boolean): Array<{ key: string; value: string }> {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://buy.paddle.com" "https://sandbox-buy.paddle.com")' },
    // Browsers ignore (and warn about) these two over plain http, as on a dev server's network address.
    ...(production
      ? [
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
        ]
      : []),
  ];
}

/** Clerk's Frontend API origin, written (base64) inside its publishable key: pk_test_<base64("host$")>. */
export function clerkFrontendApiFrom(publishableKey: string | undefined): string | null {
  const encoded = publishableKey?.split('_')[2];
  if (!encoded) return null;
  try {
    const host = atob(encoded).replace(/\$$/, '');
    return /^[a-z0-9.-]+$/i.test(host) ? `https://${host}` : null;
  } catch {
    return null;
  }
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
