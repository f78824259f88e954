// Which credential a request carries. A request with an Authorization header is authenticated by
// that header alone: its cookie is never read, so a junk token cannot borrow a browser's session
// (and skip the cross-site checks cookies need). Without one, the session cookie counts.

/** The token of an `Authorization: Bearer <token>` header, or null (also for any other scheme). */
export function bearerTokenFrom(headers: Headers): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

export const usesAuthorizationHeader = (headers: Headers): boolean => headers.has('authorization');

/** The headers with the cookie removed: what a provider sees of a request authenticated by its header. */
export function withoutCookies(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete('cookie');
  return copy;
}
