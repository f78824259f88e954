import { API_TOKEN_TEXT } from './account-text';
import { apiViewerFromHeaders } from './services/viewer';
import { isDatabaseUnavailable, isUserGoneViolation } from './db-errors';
import { getEnv } from './env';
import { currentRequestId, logger, runWithRequestId } from './logger';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';
import { fail, INTERNAL_ERROR_MESSAGE, normalizeError, serviceUnavailable, toErrorBody, unauthorized, denied, type Failure, type Result } from './errors';
import type { Viewer } from './permissions';
import { BODY_LIMIT_BYTES, readBodyText, withBoundedBody } from './security/body-limit';
import { checkSameOrigin, isWriteMethod } from './security/csrf';
import { consumeRateLimit } from './security/rate-limit';
import { runIdempotently, type IdempotencyMode } from './services/idempotency';
import { refusalForGoneViewer } from './services/users';

// The one place where Results become HTTP responses (lib/action.ts hands them to server actions
// as they are). Never leaks a stack. Every API answer carries the request's id in `x-request-id`,
// and every log line written while handling it (lib/logger.ts) carries the same id.

export type Access = 'public' | 'signedIn' | 'admin';
type Params = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<Params> };

type Handler<V> = (args: { req: Request; viewer: V; params: Params }) => Promise<Result<unknown> | Response>;
type RouteOptions = {
  /** Answer status of a success (default 200). */
  status?: number;
  /**
   * A creating request: an Idempotency-Key header makes a repeat answer the first answer, kept in
   * the create's own transaction ('external-call': after it; see IdempotencyMode).
   */
  idempotent?: boolean | IdempotencyMode;
  /** Refused (403) to a personal API token: what a leaked token must never do (delete the account, end a subscription). */
  sessionOnly?: boolean;
  /** Only a personal API token is accepted; a session (cookie or the provider's bearer token) is refused with 401 (the MCP endpoint). */
  apiTokenOnly?: boolean;
  /** A POST that only reads (the MCP endpoint's JSON-RPC calls): not counted against the writes limit. */
  readOnly?: boolean;
  /**
   * The most bytes of body read (default BODY_LIMIT_BYTES, 1 MiB); past it 413. 'handler': the
   * handler reads the body itself within its own documented limit (the MCP SDK, in JSON-RPC's shape).
   */
  bodyLimit?: number | 'handler';
  /** The body is a file (`application/octet-stream`), read by the handler as it streams: a cookie-authenticated write may send one. */
  fileBody?: boolean;
  /**
   * Whether this request only lists: a personal API token's request then counts against the token's
   * listing budget (RATE_LIMIT_API_TOKEN_LISTS_PER_MINUTE) instead of its general one.
   */
  listsOnly?: (req: Request) => boolean | Promise<boolean>;
};

/** How a handler made by route, adminRoute or publicRoute was set up: the OpenAPI test holds the document to it. */
export type RouteSettings = RouteOptions & { access: Access };
const settingsOf = new WeakMap<object, RouteSettings>();
export const routeSettingsOf = (handler: unknown): RouteSettings | undefined =>
  typeof handler === 'function' ? settingsOf.get(handler) : undefined;

export function errorResponse(failure: Failure): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (failure.retryAfter) headers['retry-after'] = String(failure.retryAfter);
  return Response.json(toErrorBody(failure), { status: failure.status, headers });
}

/**
 * A thrown error as a Failure: 401 when it wrote for a user deleted meanwhile, 503 when the database
 * is unreachable, else 500 without detail. Logged
 * with the request's id (a fresh one outside a request, so the line can still be quoted).
 */
export function thrownFailure(error: unknown, where: string): Failure {
  const context = currentRequestId() ? { where } : { where, requestId: crypto.randomUUID() };
  // The account was deleted while this request ran: its session went with it. The
  // deletion won and nothing was written; the answer is the one any later request gets.
  if (isUserGoneViolation(error)) {
    logger().info({ ...context }, 'write for a deleted account refused');
    return unauthorized();
  }
  if (isDatabaseUnavailable(error)) {
    logger().error({ ...context, cause: error instanceof Error ? error.message : String(error) }, 'database unavailable');
    return serviceUnavailable();
  }
  logger().error({ ...context, err: error }, 'request failed');
  const body = normalizeError(error);
  return fail(body.status, body.code, body.status >= 500 ? INTERNAL_ERROR_MESSAGE : body.error);
}

/** A thrown error as an answer (see thrownFailure). */
export function thrownErrorResponse(error: unknown, where: string): Response {
  return errorResponse(thrownFailure(error, where));
}

/** The answer with these headers set (on a copy when its headers are immutable, as fetch's are). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const set = (target: Response) => {
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
    return target;
  };
  try {
    return set(response);
  } catch {
    return set(new Response(response.body, response));
  }
}

/**
 * Any route handler with a request id: taken from `x-request-id` or made, attached to its logs,
 * returned in the `x-request-id` header; a thrown error answers as thrownErrorResponse does.
 */
export function traced<Rest extends unknown[]>(handler: (req: Request, ...rest: Rest) => Promise<Response>) {
  return async (req: Request, ...rest: Rest): Promise<Response> => {
    const requestId = requestIdFrom(req.headers);
    const response = await runWithRequestId(requestId, async () => {
      try {
        return await handler(req, ...rest);
      } catch (error) {
        return thrownErrorResponse(error, `${req.method} ${new URL(req.url).pathname}`);
      }
    });
    return withHeaders(response, { [REQUEST_ID_HEADER]: requestId });
  };
}

// CORS for the configured browser extensions only (EXTENSION_ORIGINS; docs/extension.md): our own
// pages are same-origin and need none, and no other site may read an answer. Extensions granted our
// origin may skip CORS altogether; these headers serve those that do not.
const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const CORS_HEADERS = 'authorization, content-type, idempotency-key, x-request-id, x-promptloom-surface';

function allowedExtensionOrigin(req: Request): string | null {
  const origin = req.headers.get('origin');
  return origin && getEnv().EXTENSION_ORIGINS.includes(origin) ? origin : null;
}

function withCors(req: Request, response: Response): Response {
  const origin = allowedExtensionOrigin(req);
  if (!origin) return response;
  return withHeaders(response, {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': `${REQUEST_ID_HEADER}, retry-after`,
    vary: 'origin',
  });
}

/** `export const OPTIONS = corsPreflight` on a route the extension calls: its preflight, for allowed origins only. */
export async function corsPreflight(req: Request): Promise<Response> {
  const origin = allowedExtensionOrigin(req);
  if (!origin) return new Response(null, { status: 204, headers: { allow: `OPTIONS, ${CORS_METHODS}` } });
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': CORS_METHODS,
      'access-control-allow-headers': CORS_HEADERS,
      'access-control-max-age': '600',
      vary: 'origin',
    },
  });
}

function respond(result: Result<unknown> | Response, successStatus: number): Response {
  if (result instanceof Response) return result;
  if (!result.ok) return errorResponse(result);
  return Response.json(result.data ?? null, { status: successStatus, headers: { 'cache-control': 'no-store' } });
}

/**
 * Every API route's checks, in order: a cookie-authenticated write comes from our own origin
 * (CSRF), the viewer is known (session or personal API token, the latter within its per-token rate
 * limit) and allowed, a write is within the viewer's rate limit, and a creating request with an
 * Idempotency-Key runs once.
 */
function wrap<V>(access: Access, handler: Handler<V>, opts: RouteOptions) {
  const successStatus = opts.status ?? 200;
  const answer = async (sent: Request, context?: RouteContext): Promise<Response> => {
    let req = sent;
    try {
      if (opts.bodyLimit !== 'handler') {
        const bounded = await withBoundedBody(sent, opts.bodyLimit ?? BODY_LIMIT_BYTES);
        if (!bounded.ok) return errorResponse(bounded);
        req = bounded.data;
      }
      const crossSite = checkSameOrigin(req, { fileBody: opts.fileBody });
      if (crossSite) return errorResponse(crossSite);
      const params = (await context?.params) ?? {};
      const caller = await apiViewerFromHeaders(req.headers);
      // A known API token its owner may not use now (no pro access) is refused where a viewer is needed;
      // on a public route it counts as no credential, as an unknown one does.
      if (!caller.ok && access !== 'public') return errorResponse(caller);
      const viewer = caller.ok ? caller.data : null;
      if (viewer?.apiTokenId) {
        const budget = opts.listsOnly && (await opts.listsOnly(req)) ? 'apiTokenLists' : 'apiToken';
        const limited = await consumeRateLimit(budget, viewer.apiTokenId);
        if (limited) return errorResponse(limited);
      }
      if (opts.apiTokenOnly && !viewer?.apiTokenId) return errorResponse(unauthorized(API_TOKEN_TEXT.tokenRequired));
      if (access !== 'public' && !viewer) return errorResponse(unauthorized());
      if (opts.sessionOnly && viewer?.apiTokenId) return errorResponse(denied(API_TOKEN_TEXT.sessionOnlyRoute));
      if (access === 'admin' && !viewer!.isAdmin) return errorResponse(denied());
      if (viewer && isWriteMethod(req.method) && !opts.readOnly) {
        const limited = await consumeRateLimit('writes', viewer.id);
        if (limited) return errorResponse(limited);
      }
      const run = async () => {
        const result = await handler({ req, viewer: viewer as V, params });
        return respond(result instanceof Response ? result : await refusalForGoneViewer(viewer, result), successStatus);
      };
      if (!opts.idempotent || !viewer) return await run();
      const answer = await runIdempotently(req, viewer.id, run, opts.idempotent === true ? 'one-transaction' : opts.idempotent);
      return answer instanceof Response ? answer : errorResponse(answer);
    } catch (error) {
      return thrownErrorResponse(error, `${req.method} ${new URL(req.url).pathname}`);
    }
  };
  const wrapped = traced(async (req: Request, context?: RouteContext) => withCors(req, await answer(req, context)));
  settingsOf.set(wrapped, { access, ...opts });
  return wrapped;
}

/** A route that needs a signed-in viewer (401 otherwise). */
export const route = (handler: Handler<Viewer>, opts: RouteOptions = {}) => wrap<Viewer>('signedIn', handler, opts);

/** A route for admins only (401 signed out, 403 otherwise). */
export const adminRoute = (handler: Handler<Viewer>, opts: RouteOptions = {}) => wrap<Viewer>('admin', handler, opts);

/** A route anyone may call; the viewer is null when signed out. */
export const publicRoute = (handler: Handler<Viewer | null>, opts: RouteOptions = {}) => wrap<Viewer | null>('public', handler, opts);

/** Parse a JSON body of at most `limit` bytes: a Result, so bad JSON is a 400 and a larger body a 413, never a crash. */
export async function readJson(req: Request, limit = BODY_LIMIT_BYTES): Promise<Result<unknown>> {
  const read = await readBodyText(req, limit);
  if (!read.ok) return read;
  const text = read.data;
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
