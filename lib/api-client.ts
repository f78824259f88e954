import { normalizeError, toErrorBody, type ErrorBody, type Result } from './errors';
import { NetworkError, withRetry } from './retry';
import { IDEMPOTENCY_MESSAGES } from './constants';
import type { ApiRead, ApiReads } from './dto/api';

// The browser's side of the wire, in one module: reads from our API (GET), and the answers of
// server actions. Failures become one error type with the spec's shape (P1 §8). Only the typed
// query modules in hooks/queries/ call these.

export class ApiError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.error);
    this.name = 'ApiError';
  }
  get status() {
    return this.body.status;
  }
  get code() {
    return this.body.code;
  }
}

/** The path parameters a route's key names, e.g. `{ id }` for 'GET /api/prompts/[id]'. */
type ParamsOf<K extends string> = K extends `${string}[${infer P}]${infer Rest}` ? { [key in P]: string } & ParamsOf<Rest> : unknown;
type ReadOptions<K extends ApiRead> = (keyof ParamsOf<K> extends never ? { params?: undefined } : { params: ParamsOf<K> }) & {
  /** The query string, without '?'. */
  query?: string;
  /** The message when the answer carries none (the spec's per-screen texts). */
  fallbackMessage?: string;
};

/**
 * A request to our API by its route's key in `ApiReads` (lib/dto/api.ts), with the key's method (a GET,
 * or POST /api/user/sync, which answers the synced user): the route and this call
 * share that type, and this is the one place where JSON becomes it.
 */
export async function apiRequest<K extends ApiRead>(key: K, options: ReadOptions<K> = {} as ReadOptions<K>): Promise<ApiReads[K]> {
  const [method, pattern] = key.split(' ') as [string, string];
  const params = (options.params ?? {}) as Record<string, string>;
  const path = pattern.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  let response: Response;
  try {
    response = await fetch(options.query ? `${path}?${options.query}` : path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(normalizeError({ ...(body as object), status: response.status }, options.fallbackMessage));
  }
  return body as ApiReads[K];
}

/**
 * A file our API answers as a download (the prompt export): its bytes and the name the server gave
 * it, or the API's error as an ApiError, so the screen can show it in place.
 */
export async function apiDownload(path: string, query: string, fallbackMessage?: string): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(query ? `${path}?${query}` : path, { credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(normalizeError({ ...(body as object), status: response.status }, fallbackMessage));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}

/** What a server action takes: its input type is declared once, next to the schema its service parses. */
export type ActionInput<A extends (input: never, ...rest: never[]) => unknown> = Parameters<A>[0];

/** A server action's Result as a value or a thrown ApiError, which is what useMutation expects. */
export async function unwrap<T>(call: Promise<Result<T>>, fallbackMessage?: string): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch (error) {
    // The action never answered (offline, the server restarting): a network failure.
    throw new NetworkError(error);
  }
  if (result.ok) return result.data;
  const body = toErrorBody(result);
  throw new ApiError(body.error ? body : normalizeError(body, fallbackMessage));
}

const CREATE_RETRIES = 2;

/**
 * A creating action (a prompt, a category, a clone, a checkout): one idempotency key for this user
 * action, kept across the retries after a lost answer or a 503, so the server creates it once.
 */
export async function createOnce<T>(call: (meta: { idempotencyKey: string }) => Promise<Result<T>>, fallbackMessage?: string): Promise<T> {
  const idempotencyKey = crypto.randomUUID();
  return withRetry(() => unwrap(call({ idempotencyKey }), fallbackMessage), {
    retries: CREATE_RETRIES,
    delayMs: (attempt) => 500 * 2 ** attempt,
    // A 409 is retried only when it is "the first try is still being handled" (wait for its answer),
    // not a refusal of the action itself (sold out, already owned).
    isRetryable: (error) => isTransient(error) || (error instanceof ApiError && error.status === 409 && error.message === IDEMPOTENCY_MESSAGES.inProgress),
  });
}

/** A failure worth asking again: the network, or the server saying "not now" (503: the database restarting). */
export const isTransient = (error: unknown): boolean => error instanceof NetworkError || (error instanceof ApiError && error.status === 503);

// A fire-and-forget POST that outlives the page (fetch keepalive): analytics beacons.
export { apiBeacon } from './api-beacon';
