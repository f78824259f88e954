import { toNextJsHandler } from 'better-auth/next-js';
import { isClerkEnabled } from '../env';
import { errorResponse, readJson, thrownErrorResponse, traced } from '../http';
import { fail, INTERNAL_ERROR_MESSAGE, invalid, notFound, serviceUnavailable, type Failure } from '../errors';
import { CROSS_SITE_MESSAGE, isJsonContentType, JSON_ONLY_MESSAGE } from '../security/csrf';
import { hasLoneSurrogate, hasNul, storableText, TEXT_MESSAGES } from '../text-schema';
import { z } from 'zod';
import { isTrustedOrigin } from '../security/origins';
import { BODY_LIMIT_BYTES, readBodyText, WEBHOOK_BODY_LIMIT_BYTES, withBoundedBody } from '../security/body-limit';
import { clearRateLimit, clientIp, consumeRateLimit, isRateLimitKeyMarked, markRateLimitKey, refundRateLimit } from '../security/rate-limit';
import { readClerkWebhook } from './clerk';
import { forgetCachedSessions, getLocalAuth } from './local';
import { authReactions } from './events';

// Route handlers that belong to the providers themselves.

const disabled = () => errorResponse(fail(404, 'NOT_FOUND', 'Local sign-in is disabled: this deployment uses Clerk'));

// Password guessing and mass sign-ups: every credential call is counted
// per client address. Sign-in counts only failures, per email and address pair (a right password
// clears its pair) and under a high per-email ceiling, so an attacker elsewhere never locks the
// owner out (OWASP, lockout denial of service). Sign-up is counted per email; asking for a reset
// link has its own per-email bucket (mails to one inbox), never shared with sign-in failures.
const CREDENTIAL_PATHS = /\/api\/auth\/(sign-in\/email|sign-up\/email|change-password|request-password-reset|reset-password|send-verification-email)$/;
const VERIFICATION_REQUEST_PATH = /\/api\/auth\/send-verification-email$/;
const SIGN_IN_PATH = /\/api\/auth\/sign-in\/email$/;
const SIGN_UP_PATH = /\/api\/auth\/sign-up\/email$/;
const RESET_REQUEST_PATH = /\/api\/auth\/request-password-reset$/;

/** Any other text an auth endpoint takes (a token, a URL, an id): at most this many characters. */
const AUTH_TEXT_MAX = 2048;
const bounded = (max: number, message: string) => storableText(z.string().max(max, message));
// Every field better-auth takes has a limit (a 1 MB name was stored through update-user).
const authBody = z.looseObject({
  email: bounded(254, 'Email must be at most 254 characters').optional(),
  newEmail: bounded(254, 'Email must be at most 254 characters').optional(),
  // The sign-up form's limit; better-auth itself takes any length.
  name: bounded(100, 'Name must be at most 100 characters').optional(),
  password: bounded(128, 'Password must be at most 128 characters').optional(),
  currentPassword: bounded(128, 'Password must be at most 128 characters').optional(),
  newPassword: bounded(128, 'Password must be at most 128 characters').optional(),
});

/** The first string anywhere in `value` that the database cannot store or that is too long, by its path. */
function badText(value: unknown, path = ''): Record<string, string> | null {
  if (typeof value === 'string') {
    if (hasNul(value)) return { [path || '_']: TEXT_MESSAGES.nul };
    if (hasLoneSurrogate(value)) return { [path || '_']: TEXT_MESSAGES.brokenUnicode };
    if (value.length > AUTH_TEXT_MAX) return { [path || '_']: `At most ${AUTH_TEXT_MAX} characters` };
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = badText(key, path ? `${path}.${key}` : key) ?? badText(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

const refused = (failure: Failure | null) => (failure ? errorResponse(failure) : null);

/** Every auth call: its address (path, query) and body hold only text the database can store, each within its limit. */
async function checkAuthInput(req: Request): Promise<Response | null> {
  const url = new URL(req.url);
  let pathname = url.pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return errorResponse(fail(400, 'VALIDATION_ERROR', 'The address is not valid'));
  }
  const inAddress = badText({ path: pathname, ...Object.fromEntries(url.searchParams) });
  if (inAddress) return errorResponse(fail(400, 'VALIDATION_ERROR', Object.values(inAddress)[0]!, inAddress));
  if (req.method !== 'POST') return null;
  const body = await readJson(req.clone());
  // A body that is not JSON: credential calls refuse it next (415 or 400), better-auth the others.
  if (!body.ok) return null;
  const parsed = authBody.safeParse(body.data);
  if (!parsed.success) return errorResponse(invalid(parsed.error));
  const fields = badText(body.data);
  return fields ? errorResponse(fail(400, 'VALIDATION_ERROR', Object.values(fields)[0]!, fields)) : null;
}

type Attempt = { refusal: Response } | { settle?: (response: Response) => Promise<void> };

async function checkCredentialAttempt(req: Request): Promise<Attempt> {
  const pathname = new URL(req.url).pathname;
  if (req.method !== 'POST' || !CREDENTIAL_PATHS.test(pathname)) return {};
  // Login CSRF: another site must not sign a visitor in to an account of its choosing. A browser
  // always sends Origin on a POST; scripts send none and are not at risk.
  const origin = req.headers.get('origin');
  if (origin !== null && !isTrustedOrigin(origin)) return { refusal: errorResponse(fail(403, 'PERMISSION_DENIED', CROSS_SITE_MESSAGE)) };
  // JSON only: the per-email limits read the email from it (a form-encoded body would slip past).
  if (!isJsonContentType(req.headers)) return { refusal: errorResponse(fail(415, 'VALIDATION_ERROR', JSON_ONLY_MESSAGE)) };
  const ip = clientIp(req.headers);
  const byIp = refused(await consumeRateLimit('authIp', ip));
  if (byIp) return { refusal: byIp };
  const body = await readJson(req.clone());
  if (!body.ok) return { refusal: errorResponse(body) };
  const email = typeof (body.data as { email?: unknown })?.email === 'string' ? (body.data as { email: string }).email.trim().toLowerCase() : '';
  if (!email) return {};
  if (SIGN_IN_PATH.test(pathname)) {
    const pair = `${email}\n${ip}`;
    // Every attempt is counted before better-auth answers (parallel guesses cannot all pass a check made
    // before any is counted) and given back when it was no wrong password. An address that signed in to
    // this account before is never stopped by the per-email ceiling, only by its own pair's count.
    const known = await isRateLimitKeyMarked('signInKnownPairs', pair);
    const byPair = refused(await consumeRateLimit('signInFailuresPair', pair));
    if (byPair) return { refusal: byPair };
    const byEmail = known ? null : refused(await consumeRateLimit('signInFailuresEmail', email));
    if (byEmail) {
      await refundRateLimit('signInFailuresPair', pair);
      return { refusal: byEmail };
    }
    const giveBack = async () => {
      await refundRateLimit('signInFailuresPair', pair);
      if (!known) await refundRateLimit('signInFailuresEmail', email);
    };
    return {
      settle: async (response) => {
        if (response.status === 401) return;
        if (!response.ok) return giveBack();
        await clearRateLimit('signInFailuresPair', pair);
        if (!known) await refundRateLimit('signInFailuresEmail', email);
        await markRateLimitKey('signInKnownPairs', pair);
      },
    };
  }
  if (SIGN_UP_PATH.test(pathname)) {
    const bySignUps = refused(await consumeRateLimit('authEmail', email));
    return bySignUps ? { refusal: bySignUps } : {};
  }
  if (RESET_REQUEST_PATH.test(pathname)) {
    const resets = refused(await consumeRateLimit('resetEmail', email));
    return resets ? { refusal: resets } : {};
  }
  if (VERIFICATION_REQUEST_PATH.test(pathname)) {
    const links = refused(await consumeRateLimit('verificationEmail', email));
    return links ? { refusal: links } : {};
  }
  return {};
}

async function localHandler(sent: Request): Promise<Response> {
  if (isClerkEnabled()) return disabled();
  let req = sent;
  try {
    // better-auth reads the body itself: it gets a copy of at most BODY_LIMIT_BYTES.
    const bounded = await withBoundedBody(sent, BODY_LIMIT_BYTES);
    if (!bounded.ok) return errorResponse(bounded);
    req = bounded.data;
    const badInput = await checkAuthInput(req);
    if (badInput) return badInput;
    const attempt = await checkCredentialAttempt(req);
    if ('refusal' in attempt) return attempt.refusal;
    const auth = await getLocalAuth();
    const handlers = toNextJsHandler(auth.handler);
    const response = await (req.method === 'GET' ? handlers.GET(req) : handlers.POST(req));
    await attempt.settle?.(response);
    // Unknown paths under /api/auth: better-auth answers an empty 404.
    if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) return errorResponse(notFound());
    // better-auth answers its own failures as a bare 500; an unreachable database is a 503 in our
    // shape, so the sign-in form can say "try again".
    if (response.status >= 500) {
      if (!(await authReactions().isDatabaseReachable())) return errorResponse(serviceUnavailable());
      return errorResponse(fail(500, 'UNKNOWN_ERROR', INTERNAL_ERROR_MESSAGE));
    }
    // A signed-out or revoked session must stop working at once on this process.
    if (/\/(sign-out|revoke-session|revoke-sessions|revoke-other-sessions|reset-password)$/.test(new URL(req.url).pathname)) forgetCachedSessions();
    return response;
  } catch (error) {
    return thrownErrorResponse(error, `${req.method} ${new URL(req.url).pathname}`);
  }
}

/** /api/auth/[...all]: better-auth's own endpoints at their default paths. */
export const localAuthRoute = { GET: traced(localHandler), POST: traced(localHandler) };

/** /api/webhooks/clerk: svix-signed user events create, update and delete our users. */
export const clerkWebhookRoute = traced(async (req: Request): Promise<Response> => {
  const body = await readBodyText(req, WEBHOOK_BODY_LIMIT_BYTES);
  if (!body.ok) return errorResponse(body);
  const verified = readClerkWebhook(body.data, req.headers);
  if (!verified.ok) return errorResponse(fail(401, 'INVALID_SIGNATURE', verified.reason));
  const event = verified.event;
  if (event.kind === 'upsert') {
    const user = await authReactions().clerkUserChanged(event.identity);
    return Response.json({ received: true, userId: user.id });
  }
  if (event.kind === 'delete') {
    const deleted = await authReactions().clerkUserDeleted(event.providerId);
    return Response.json({ received: true, deleted });
  }
  return Response.json({ received: true, ignored: event.type });
});
