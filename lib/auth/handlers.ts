import { toNextJsHandler } from 'better-auth/next-js';
import { isClerkEnabled } from '../env';
import { errorResponse, readJson, thrownErrorResponse, traced } from '../http';
import { fail, INTERNAL_ERROR_MESSAGE, invalid, notFound, serviceUnavailable } from '../errors';
import { isDatabaseReachable } from '../services/health';
import { CROSS_SITE_MESSAGE, isJsonContentType, JSON_ONLY_MESSAGE } from '../security/csrf';
import { storableText } from '../text-schema';
import { z } from 'zod';
import { isTrustedOrigin } from '../security/origins';
import { clientIp, consumeRateLimit } from '../security/rate-limit';
import { readClerkWebhook } from './clerk';
import { forgetCachedSessions, getLocalAuth } from './local';
import { deleteProviderUser, upsertProviderUser } from '../services/users';

// Route handlers that belong to the providers themselves.

const disabled = () => errorResponse(fail(404, 'NOT_FOUND', 'Local sign-in is disabled: this deployment uses Clerk'));

// Password guessing and mass sign-ups (issue #10 §12): attempts per client address, and per email
// where the body names one. Also the password change, where a stolen session could guess the
// current password, and the password reset (issue #12): asking for a link (per address, per email,
// and per email per hour: no flood of mails to one inbox) and using one (per address: token guessing).
const CREDENTIAL_PATHS = /\/api\/auth\/(sign-in\/email|sign-up\/email|change-password|request-password-reset|reset-password)$/;
const RESET_REQUEST_PATH = /\/api\/auth\/request-password-reset$/;

const credentialBody = z.looseObject({
  email: storableText(z.string().max(254, 'Email must be at most 254 characters')).optional(),
  // The sign-up form's limit; better-auth itself takes any length.
  name: storableText(z.string().max(100, 'Name must be at most 100 characters')).optional(),
});

async function checkCredentialAttempt(req: Request): Promise<Response | null> {
  if (req.method !== 'POST' || !CREDENTIAL_PATHS.test(new URL(req.url).pathname)) return null;
  // Login CSRF: another site must not sign a visitor in to an account of its choosing. A browser
  // always sends Origin on a POST; scripts send none and are not at risk.
  const origin = req.headers.get('origin');
  if (origin !== null && !isTrustedOrigin(origin)) return errorResponse(fail(403, 'PERMISSION_DENIED', CROSS_SITE_MESSAGE));
  // JSON only: the per-email limit reads the email from it (a form-encoded body would slip past).
  if (!isJsonContentType(req.headers)) return errorResponse(fail(415, 'VALIDATION_ERROR', JSON_ONLY_MESSAGE));
  const byIp = await consumeRateLimit('authIp', clientIp(req.headers));
  if (byIp) return errorResponse(byIp);
  const body = await readJson(req.clone());
  if (!body.ok) return errorResponse(body);
  const parsed = credentialBody.safeParse(body.data);
  if (!parsed.success) return errorResponse(invalid(parsed.error));
  const email = parsed.data.email?.trim().toLowerCase();
  if (!email) return null;
  const byEmail = await consumeRateLimit('authEmail', email);
  if (byEmail) return errorResponse(byEmail);
  if (!RESET_REQUEST_PATH.test(new URL(req.url).pathname)) return null;
  const resets = await consumeRateLimit('resetEmail', email);
  return resets ? errorResponse(resets) : null;
}

async function localHandler(req: Request): Promise<Response> {
  if (isClerkEnabled()) return disabled();
  try {
    const limited = await checkCredentialAttempt(req);
    if (limited) return limited;
    const auth = await getLocalAuth();
    const handlers = toNextJsHandler(auth.handler);
    const response = await (req.method === 'GET' ? handlers.GET(req) : handlers.POST(req));
    // Unknown paths under /api/auth: better-auth answers an empty 404.
    if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) return errorResponse(notFound());
    // better-auth answers its own failures as a bare 500; an unreachable database is a 503 in our
    // shape, so the sign-in form can say "try again" (issue #10 §5).
    if (response.status >= 500) {
      if (!(await isDatabaseReachable())) return errorResponse(serviceUnavailable());
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
  const body = await req.text();
  const verified = readClerkWebhook(body, req.headers);
  if (!verified.ok) return errorResponse(fail(401, 'INVALID_SIGNATURE', verified.reason));
  const event = verified.event;
  if (event.kind === 'upsert') {
    const user = await upsertProviderUser('clerk', event.identity);
    return Response.json({ received: true, userId: user.id });
  }
  if (event.kind === 'delete') {
    const deleted = await deleteProviderUser('clerk', event.providerId);
    return Response.json({ received: true, deleted });
  }
  return Response.json({ received: true, ignored: event.type });
});
