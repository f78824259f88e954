import { viewerFromHeaders } from './auth';
import { fail, normalizeError, toErrorBody, unauthorized, denied, type Failure, type Result } from './errors';
import type { Viewer } from './permissions';

// The one place (with lib/action.ts) where Results become HTTP responses. Never leaks a stack.

type Access = 'public' | 'signedIn' | 'admin';
type Params = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<Params> };

type Handler<V> = (args: { req: Request; viewer: V; params: Params }) => Promise<Result<unknown> | Response>;

export function errorResponse(failure: Failure): Response {
  return Response.json(toErrorBody(failure), { status: failure.status, headers: { 'cache-control': 'no-store' } });
}

function respond(result: Result<unknown> | Response, successStatus: number): Response {
  if (result instanceof Response) return result;
  if (!result.ok) return errorResponse(result);
  return Response.json(result.data ?? null, { status: successStatus, headers: { 'cache-control': 'no-store' } });
}

function wrap<V>(access: Access, handler: Handler<V>, successStatus: number) {
  return async (req: Request, context?: RouteContext): Promise<Response> => {
    try {
      const params = (await context?.params) ?? {};
      const viewer = access === 'public' ? await viewerFromHeaders(req.headers).catch(() => null) : await viewerFromHeaders(req.headers);
      if (access !== 'public' && !viewer) return errorResponse(unauthorized());
      if (access === 'admin' && !viewer!.isAdmin) return errorResponse(denied());
      return respond(await handler({ req, viewer: viewer as V, params }), successStatus);
    } catch (error) {
      console.error(`[api] ${req.method} ${new URL(req.url).pathname} failed:`, error);
      const body = normalizeError(error);
      return errorResponse(fail(body.status, body.code, body.status >= 500 ? 'Internal server error' : body.error));
    }
  };
}

/** A route that needs a signed-in viewer (401 otherwise). */
export const route = (handler: Handler<Viewer>, opts: { status?: number } = {}) =>
  wrap<Viewer>('signedIn', handler, opts.status ?? 200);

/** A route for admins only (401 signed out, 403 otherwise). */
export const adminRoute = (handler: Handler<Viewer>) => wrap<Viewer>('admin', handler, 200);

/** A route anyone may call; the viewer is null when signed out. */
export const publicRoute = (handler: Handler<Viewer | null>, opts: { status?: number } = {}) =>
  wrap<Viewer | null>('public', handler, opts.status ?? 200);

/** Parse a JSON body: a Result, so bad JSON is a 400 and never a crash. */
export async function readJson(req: Request): Promise<Result<unknown>> {
  const text = await req.text();
  if (!text.trim()) return { ok: true, data: {} };
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return fail(400, 'VALIDATION_ERROR', 'Request body must be valid JSON');
  }
}

/** Parse the JSON body, then hand it to `next`; bad JSON answers 400 without calling it. */
export async function withJsonBody<T>(req: Request, next: (body: unknown) => Promise<Result<T>>): Promise<Result<T>> {
  const body = await readJson(req);
  return body.ok ? next(body.data) : body;
}

export function searchParamsOf(req: Request): Record<string, string> {
  return Object.fromEntries(new URL(req.url).searchParams.entries());
}
