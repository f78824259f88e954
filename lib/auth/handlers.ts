import { toNextJsHandler } from 'better-auth/next-js';
import { isClerkEnabled } from '../env';
import { fail } from '../errors';
import { errorResponse } from '../http';
import { readClerkWebhook } from './clerk';
import { forgetCachedSessions, getLocalAuth } from './local';
import { deleteProviderUser, upsertProviderUser } from '../services/users';

// Route handlers that belong to the providers themselves.

const disabled = () => errorResponse(fail(404, 'NOT_FOUND', 'Local sign-in is disabled: this deployment uses Clerk'));

async function localHandler(req: Request): Promise<Response> {
  if (isClerkEnabled()) return disabled();
  const auth = await getLocalAuth();
  const handlers = toNextJsHandler(auth.handler);
  const response = await (req.method === 'GET' ? handlers.GET(req) : handlers.POST(req));
  // A signed-out or revoked session must stop working at once on this process.
  if (/\/(sign-out|revoke-session|revoke-sessions|revoke-other-sessions)$/.test(new URL(req.url).pathname)) forgetCachedSessions();
  return response;
}

/** /api/auth/[...all]: better-auth's own endpoints at their default paths. */
export const localAuthRoute = { GET: localHandler, POST: localHandler };

/** /api/webhooks/clerk: svix-signed user events create, update and delete our users. */
export async function clerkWebhookRoute(req: Request): Promise<Response> {
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
}
