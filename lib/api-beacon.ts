/**
 * A fire-and-forget POST that outlives the page (fetch keepalive): analytics beacons. Same origin,
 * JSON, the session cookie; the answer is not read, a failure only logged. Apart from ./api-client.ts (which
 * re-exports it), so a page that only sends events carries none of the API client.
 */
export function apiBeacon(path: string, body: unknown): void {
  fetch(path, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch((error: unknown) => console.warn('[events] not sent', error));
}
