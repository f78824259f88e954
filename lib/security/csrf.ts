import { fail, type Failure } from '../errors';
import { usesAuthorizationHeader } from '../auth/credentials';
import { isTrustedOrigin } from './origins';

// Cross-site request forgery (docs/security.md). A browser sends our session cookie
// with any request to us, whoever's page made it; only requests from our own pages may write.

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
export const JSON_ONLY_MESSAGE = 'Content-Type must be application/json';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isWriteMethod = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/** `application/octet-stream`: a file sent as the body itself, which a cross-site HTML form cannot send either (it needs a CORS preflight). */
export const isOctetStreamContentType = (headers: Headers) => /^application\/octet-stream\s*(;|$)/i.test(headers.get('content-type') ?? '');

/** `application/json` or a `+json` type, which a cross-site HTML form cannot send. */
export const isJsonContentType = (headers: Headers) => /^application\/(.+\+)?json\s*(;|$)/i.test(headers.get('content-type') ?? '');


function carriesBody(req: Request): boolean {
  const length = Number(req.headers.get('content-length') ?? 0);
  return length > 0 || req.headers.has('transfer-encoding') || (req.body !== null && req.headers.has('content-type'));
}

/**
 * A cookie-authenticated write must come from one of our origins (Origin, or a browser's
 * `Sec-Fetch-Site: same-origin` where it sent no Origin), and a body must be JSON, which a
 * cross-site form cannot send. Calls with an Authorization header carry no ambient credential
 * (their cookie is ignored) and pass.
 */
export function checkSameOrigin(req: Request, options: { fileBody?: boolean } = {}): Failure | null {
  // With an Authorization header the cookie is never read (lib/auth/credentials.ts).
  if (!isWriteMethod(req.method) || usesAuthorizationHeader(req.headers) || !req.headers.get('cookie')) return null;
  const origin = req.headers.get('origin');
  // 'null' is an opaque origin (a sandboxed frame, a redirect chain): never ours.
  const sameOrigin = origin !== null ? isTrustedOrigin(origin) : req.headers.get('sec-fetch-site') === 'same-origin';
  if (!sameOrigin) return fail(403, 'PERMISSION_DENIED', CROSS_SITE_MESSAGE);
  if (carriesBody(req) && !isJsonContentType(req.headers) && !(options.fileBody && isOctetStreamContentType(req.headers))) {
    return fail(415, 'VALIDATION_ERROR', JSON_ONLY_MESSAGE);
  }
  return null;
}
