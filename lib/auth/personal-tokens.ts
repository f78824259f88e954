import { createHash, randomBytes } from 'node:crypto';
import { bearerTokenFrom, usesAuthorizationHeader } from './credentials';

// Personal API tokens (docs/security.md#api-tokens): `pl_` and 32 random bytes in base64url. The
// prefix tells them apart from the providers' session tokens (better-auth's are letters and digits,
// Clerk's are JWTs), so the facade resolves them itself, whichever provider is active. Only their
// SHA-256 is stored: a token is 256 random bits, so a fast hash is enough (nothing to guess), and the
// lookup by hash never compares the secret itself.

export const PERSONAL_TOKEN_PREFIX = 'pl_';
const WELL_FORMED = /^pl_[A-Za-z0-9_-]{43}$/;
/** Characters of the token kept in the clear after `pl_`, to recognise it in a list. */
const SHOWN_CHARACTERS = 6;

export const hashPersonalToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token: shown once to its owner; only the hash and the prefix are kept. */
export function newPersonalToken(): { token: string; tokenHash: string; prefix: string } {
  const token = `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashPersonalToken(token), prefix: token.slice(0, PERSONAL_TOKEN_PREFIX.length + SHOWN_CHARACTERS) };
}

export const isWellFormedPersonalToken = (token: string): boolean => WELL_FORMED.test(token);

/** The personal token of an `Authorization: Bearer pl_…` header, or null (a session token, or none). */
export function personalTokenFrom(headers: Headers): string | null {
  if (!usesAuthorizationHeader(headers)) return null;
  const token = bearerTokenFrom(headers);
  return token?.startsWith(PERSONAL_TOKEN_PREFIX) ? token : null;
}
