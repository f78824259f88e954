import type { ZodError } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from './error-text';

// The error codes of spec P1 §8 and P2 §8, plus the ones every API needs.
export const ERROR_CODES = [
  'UNKNOWN_ERROR',
  'PERMISSION_DENIED',
  'UNAUTHORIZED',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'CONFLICT',
  'PRO_CONTENT',
  'SUBSCRIPTION_ERROR',
  'PREMIUM_FEATURE_REQUIRED',
  'DUPLICATE_NAME',
  'CATEGORY_HAS_PROMPTS',
  'INVALID_SIGNATURE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  // The AI prompt generator: the monthly count is used up; no model on this server; the model failed.
  'LIMIT_EXCEEDED',
  'AI_NOT_CONFIGURED',
  'UPSTREAM_ERROR',
  // What costs money or reaches outside (AI, API tokens, lifetime) waits for a confirmed address.
  'EMAIL_NOT_VERIFIED',
  // A request body past its route's limit (413; docs/security.md).
  'PAYLOAD_TOO_LARGE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type Failure = {
  ok: false;
  error: string;
  code: ErrorCode;
  status: number;
  fields?: Record<string, string>;
  /** A sentence saying what went wrong, where an operation gives one (spec P2 §7: the cancel's `details`). */
  details?: string;
  /** Seconds until a retry may succeed (429, 503): sent as the Retry-After header. */
  retryAfter?: number;
};
export type Result<T> = { ok: true; data: T } | Failure;

/** The JSON body of every failed API response and server action. */
export type ErrorBody = { error: string; code: ErrorCode; status: number; fields?: Record<string, string>; details?: string };

// The default message lives with the error screens' texts (./error-text.ts), which every page carries.
export { DEFAULT_ERROR_MESSAGE };
export const PERMISSION_DENIED_MESSAGE = 'Permission denied';
export const UNAUTHORIZED_MESSAGE = 'Authentication required';
export const NOT_FOUND_MESSAGE = 'Not found';
/** What a thrown bug answers (500): never the error's own text. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });

export function fail(status: number, code: ErrorCode, error: string, fields?: Record<string, string>): Failure {
  return fields ? { ok: false, error, code, status, fields } : { ok: false, error, code, status };
}

/** The failure with a sentence saying what went wrong (`details`), unless it has one already. */
export const withDetails = (failure: Failure, details: string): Failure => (failure.details ? failure : { ...failure, details });

export const unauthorized = (message = UNAUTHORIZED_MESSAGE): Failure => fail(401, 'UNAUTHORIZED', message);
export const denied = (message = PERMISSION_DENIED_MESSAGE, code: ErrorCode = 'PERMISSION_DENIED'): Failure =>
  fail(403, code, message);
export const notFound = (message = NOT_FOUND_MESSAGE): Failure => fail(404, 'NOT_FOUND', message);

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** The database (or another part we need) cannot be reached: retry later; the session is still good. */
export const serviceUnavailable = (): Failure => ({ ...fail(503, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE), retryAfter: 5 });

type IssuePath = readonly PropertyKey[];
const dottedPath = (path: IssuePath): string => (path.length ? path.map(String).join('.') : '_');

/**
 * The one zod-error → field-errors mapper: one message per field, the first of each. Fields are
 * named by their dotted path ('_' for the input as a whole); a form that names fields by their first
 * segment passes its own `keyOf`. Pure, so the browser's forms use it too.
 */
export function fieldErrors(error: ZodError, keyOf: (path: IssuePath) => string = dottedPath): Record<string, string> {
  // Paths can hold keys people chose ('constructor', '__proto__'): collect in a Map, own properties out.
  const collected = new Map<string, string>();
  for (const issue of error.issues) {
    const key = keyOf(issue.path);
    if (!collected.has(key)) collected.set(key, issue.message);
  }
  return Object.fromEntries(collected);
}

/** A zod failure as one line of text ('path: message; …'), for logs and configuration errors. */
export function issuesText(error: ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; ');
}

/** A zod failure becomes 400 with one message per field (the first message of each path). */
export function invalid(error: ZodError, message = 'Invalid input'): Failure {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0];
  return fail(400, 'VALIDATION_ERROR', Object.keys(fields).length === 1 && first ? first : message, fields);
}

/**
 * Normalise anything (a Failure, a thrown value, an HTTP error body) to the one error shape.
 * spec P1 §8: message from the error field or a generic one; status default 500; code default
 * 'UNKNOWN_ERROR'; a 403 without its own message is 'Permission denied' / 'PERMISSION_DENIED'.
 */
export function normalizeError(input: unknown, fallbackMessage = DEFAULT_ERROR_MESSAGE): ErrorBody {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const status = typeof source.status === 'number' && source.status >= 400 && source.status < 600 ? source.status : 500;
  const rawCode = typeof source.code === 'string' ? source.code : undefined;
  const knownCode = rawCode && (ERROR_CODES as readonly string[]).includes(rawCode) ? (rawCode as ErrorCode) : undefined;
  const message =
    typeof source.error === 'string' && source.error
      ? source.error
      : typeof source.message === 'string' && source.message && status < 500 && !(input instanceof Error)
        ? source.message
        : undefined;
  if (status === 403) {
    return { error: message ?? PERMISSION_DENIED_MESSAGE, code: knownCode ?? 'PERMISSION_DENIED', status };
  }
  const body: ErrorBody = { error: message ?? fallbackMessage, code: knownCode ?? 'UNKNOWN_ERROR', status };
  if (source.fields && typeof source.fields === 'object') body.fields = source.fields as Record<string, string>;
  if (typeof source.details === 'string' && source.details) body.details = source.details;
  return body;
}

export function toErrorBody(failure: Failure): ErrorBody {
  const body: ErrorBody = { error: failure.error, code: failure.code, status: failure.status };
  if (failure.fields) body.fields = failure.fields;
  if (failure.details) body.details = failure.details;
  return body;
}
