// What a database error means, wherever drizzle wrapped it (it keeps the driver's error in `cause`).

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    const next = (current as { cause?: unknown }).cause;
    // An AggregateError (pg connecting to every address of a host) holds its errors in `errors`.
    const inner = (current as { errors?: unknown[] }).errors;
    current = next ?? (Array.isArray(inner) ? inner[0] : undefined);
  }
}

/**
 * The SQLSTATE of a PostgreSQL error, wherever it sits: node-postgres and PGlite throw it as
 * `code`, and drizzle wraps it in its own error with the original as `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** A unique index refused the write (23505): two requests raced for the same name or key. */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === '23505';

/** The first error in the chain that carries this SQLSTATE (the driver's own, with its fields). */
function withCode(error: unknown, code: string): Record<string, unknown> | undefined {
  for (const e of causes(error)) if (e.code === code) return e;
  return undefined;
}

/**
 * A write pointed at a user row that is not there (23503 on a reference to users): the account was
 * deleted while the request ran, so its session is gone too. Our foreign keys to users are all named
 * `<table>_<column>_users_id_fk` (drizzle's names); the detail is the fallback for one named otherwise.
 */
export function isUserGoneViolation(error: unknown): boolean {
  const e = withCode(error, '23503');
  if (!e) return false;
  if (typeof e.constraint === 'string' && e.constraint.endsWith('_users_id_fk')) return true;
  return typeof e.detail === 'string' && /is not present in table "users"/.test(e.detail);
}

/**
 * A foreign key refused the write: the row it points to went away (23503), or a row it would delete
 * still has dependants under ON DELETE RESTRICT (23001). Not when the row that went away is the
 * viewer's own user (isUserGoneViolation): that is no service's answer to give (a prompt's "unknown
 * category", an event's "no such prompt") but the wrappers' (lib/http.ts, lib/action.ts), which
 * answer 401 as for any request whose session has ended.
 */
export const isForeignKeyViolation = (error: unknown): boolean =>
  ['23503', '23001'].includes(pgErrorCode(error) ?? '') && !isUserGoneViolation(error);

// SQLSTATE classes and codes that say the server cannot serve us, not that the query was wrong:
// 08 connection exception, 57P0x shutdown, 53300 too many connections, 3D000 no such database.
const UNAVAILABLE_STATES = /^(08...|57P0[1-4]|53300|3D000)$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database .* is in use by process/i;

/** True when the database could not be reached (down, restarting, gone): a 503, never a 401 or 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** The innermost message of an error chain: "database "x" does not exist", not drizzle's "Failed query". */
export function rootCauseMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  for (const e of causes(error)) if (typeof e.message === 'string' && e.message) message = e.message;
  return message;
}
