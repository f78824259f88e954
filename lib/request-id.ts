// The id that ties a request's answer to its log lines: taken from the caller's `x-request-id`
// when it is a sane token (a proxy or a client chose it), else made here.
export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestIdFrom(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
