import { beforeAll, describe, expect, it } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as importRoute from '@/app/api/prompts/import/route';
import { POST as paddleWebhook } from '@/app/api/webhooks/paddle/route';
import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { POST as clerkWebhookRoute } from '@/app/api/webhooks/clerk/route';
import { appUrl } from '@/lib/env';
import { BODY_LIMIT_BYTES, bodyTooLargeMessage, WEBHOOK_BODY_LIMIT_BYTES } from '@/lib/security/body-limit';
import { IMPORT_BODY_LIMIT_BYTES } from '@/lib/transfer/upload';
import { BASE, asCookie, persona, type Session } from '../factories';

// A request body is read only up to its route's limit, while it streams in, and refused
// with 413 past it, before authentication, Content-Length or not (a chunked body has none).

const MiB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A chunked body of `total` bytes made as it is read: `pulled()` says how much was asked for. */
function streamedBody(total: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(CHUNK, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, pulled: () => sent };
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function send(handler: Handler, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const req = new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { origin: appUrl(), 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  const res = await handler(req, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json().catch(() => null) };
}

let trial: Session;
beforeAll(async () => {
  trial = await persona('trial');
});

const routes: [string, Handler, string, number][] = [
  ['POST /api/prompts (signed out)', promptsRoute.POST as Handler, '/api/prompts', BODY_LIMIT_BYTES],
  ["better-auth's sign-in", localAuthRoute.POST as Handler, '/api/auth/sign-in/email', BODY_LIMIT_BYTES],
  ["better-auth's update-user", localAuthRoute.POST as Handler, '/api/auth/update-user', BODY_LIMIT_BYTES],
  ['the Paddle webhook', paddleWebhook as Handler, '/api/webhooks/paddle', WEBHOOK_BODY_LIMIT_BYTES],
  ['the Clerk webhook', clerkWebhookRoute as Handler, '/api/webhooks/clerk', WEBHOOK_BODY_LIMIT_BYTES],
  ['the import', importRoute.POST as Handler, '/api/prompts/import', IMPORT_BODY_LIMIT_BYTES],
];

describe('request bodies past their limit', () => {
  it('a 50 MB chunked body is refused with 413 within a second, and the memory grows by less than 50 MB', async () => {
    const before = process.memoryUsage();
    const started = performance.now();
    const body = streamedBody(50 * MiB);
    const res = await send(promptsRoute.POST as Handler, '/api/prompts', body.stream);
    const elapsed = performance.now() - started;
    const after = process.memoryUsage();
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: bodyTooLargeMessage(BODY_LIMIT_BYTES), code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(elapsed).toBeLessThan(1000);
    expect(after.rss - before.rss).toBeLessThan(50 * MiB);
    // Read no further than the limit and the chunk that passed it (and what the stream queued ahead).
    expect(body.pulled()).toBeLessThanOrEqual(BODY_LIMIT_BYTES + 4 * CHUNK);
  });

  it.each(routes)('%s: a chunked body past its limit is cut there with 413', async (_name, handler, path, limit) => {
    const body = streamedBody(limit + 5 * MiB);
    const res = await send(handler, path, body.stream, asCookie(trial));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: bodyTooLargeMessage(limit), code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(body.pulled()).toBeLessThanOrEqual(limit + 4 * CHUNK);
  });

  it.each(routes)('%s: a Content-Length past the limit is refused with 413 before anything is read', async (_name, handler, path, limit) => {
    const body = streamedBody(limit + 1);
    const res = await send(handler, path, body.stream, { ...asCookie(trial), 'content-length': String(limit + 1) });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK);
  });

  it('a body at the limit is read and judged on its content: a 400 for a prompt, not a 413', async () => {
    const padded = JSON.stringify({ title: 'x'.repeat(BODY_LIMIT_BYTES - 20) });
    expect(Buffer.byteLength(padded)).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
    const res = await send(promptsRoute.POST as Handler, '/api/prompts', padded, asCookie(trial));
    expect(res.status).toBe(400);
  });

  it('the import takes a body past 1 MiB (its own larger limit)', async () => {
    const csv = `act,prompt\n${'Title,Some content that is long enough\n'.repeat(400)}`;
    const padded = JSON.stringify({ filename: 'x.csv', content: csv, pad: 'x'.repeat(1.5 * MiB) });
    const res = await send(importRoute.POST as Handler, '/api/prompts/import?dryRun=true', padded, asCookie(trial));
    expect(res.status).toBe(200);
  });
});
