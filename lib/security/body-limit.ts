import { fail, type Failure, type Result } from '../errors';

// Request bodies are read up to a limit while they stream in: a larger one is refused
// with 413 as soon as the limit is passed, chunked or not, so no request can make the process hold
// more than its limit. Checked before authentication: the body is read before anyone is known.

const MiB = 1024 * 1024;

/** Every route's limit unless it documents its own (docs/security.md, the limits table). */
export const BODY_LIMIT_BYTES = MiB;
/** Paddle's and Clerk's signed events: far under this. */
export const WEBHOOK_BODY_LIMIT_BYTES = MiB;

export const bodyTooLargeMessage = (limit: number): string =>
  `The request body is larger than the ${limit >= MiB ? `${+(limit / MiB).toFixed(2)} MiB` : `${Math.ceil(limit / 1024)} KiB`} this endpoint accepts`;

export const bodyTooLarge = (limit: number): Failure => fail(413, 'PAYLOAD_TOO_LARGE', bodyTooLargeMessage(limit));

/**
 * The body's bytes, at most `limit` of them: 413 when Content-Length says more (nothing is read),
 * or as soon as more than `limit` bytes have arrived (the rest is never read: the stream is cancelled).
 */
export async function readBodyBytes(req: Request, limit: number): Promise<Result<Uint8Array<ArrayBuffer>>> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) {
    await req.body?.cancel().catch(() => {});
    return bodyTooLarge(limit);
  }
  if (!req.body) return { ok: true, data: new Uint8Array(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return { ok: true, data: Buffer.concat(chunks, size) };
}

/** The body as text (UTF-8), at most `limit` bytes of it (see readBodyBytes). */
export async function readBodyText(req: Request, limit: number): Promise<Result<string>> {
  const bytes = await readBodyBytes(req, limit);
  return bytes.ok ? { ok: true, data: new TextDecoder().decode(bytes.data) } : bytes;
}

/**
 * The same request with its body read into memory, at most `limit` bytes: whatever reads it later
 * (a handler, better-auth, a clone for a hash) reads no further than that. GET and HEAD pass as they are.
 */
export async function withBoundedBody(req: Request, limit: number): Promise<Result<Request>> {
  if (req.method === 'GET' || req.method === 'HEAD' || !req.body) return { ok: true, data: req };
  const bytes = await readBodyBytes(req, limit);
  if (!bytes.ok) return bytes;
  const headers = new Headers(req.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(bytes.data.byteLength));
  return { ok: true, data: new Request(req.url, { method: req.method, headers, body: bytes.data, signal: req.signal }) };
}
