import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as paddleWebhook } from '@/app/api/webhooks/paddle/route';

// Paddle at the HTTP level: our webhook route served on a local port (the local checkout posts to
// APP_URL), and a stand-in for Paddle's API that the real SDK reaches through PADDLE_API_URL.

async function listen(server: http.Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Our webhook route on a local port, so the local checkout can post to it over HTTP. */
export async function serveWebhookRoute() {
  return listen(
    http.createServer(async (req, res) => {
      const body = await readBody(req);
      const response = await paddleWebhook(new Request(`http://localhost${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body }));
      res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' });
      res.end(await response.text());
    }),
  );
}

export type PaddleRequest = { method: string; path: string; body: any; authorization: string | undefined };
type Reply = { status: number; body: unknown };
type Handler = (req: PaddleRequest) => Reply | Promise<Reply> | undefined;

/** Paddle's API: records every request; answers with the first handler that answers, else 404. */
export async function startFakePaddleApi() {
  const requests: PaddleRequest[] = [];
  const handlers: Handler[] = [];
  const server = http.createServer(async (req, res) => {
    const text = await readBody(req);
    const request: PaddleRequest = { method: req.method!, path: req.url!, body: text ? JSON.parse(text) : null, authorization: req.headers.authorization };
    requests.push(request);
    let reply: Reply | undefined;
    for (const handler of handlers) {
      reply = await handler(request);
      if (reply) break;
    }
    reply ??= { status: 404, body: { error: { type: 'request_error', code: 'not_found', detail: 'not faked' }, meta: { request_id: 'r' } } };
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  const served = await listen(server);
  return { ...served, requests, on: (handler: Handler) => handlers.push(handler) };
}

/** Paddle's transaction entity, as much as the SDK reads. */
export function transactionJson(id: string, fields: Record<string, unknown> = {}) {
  return {
    data: {
      id,
      status: 'draft',
      customer_id: null,
      address_id: null,
      business_id: null,
      custom_data: null,
      currency_code: 'USD',
      origin: 'api',
      subscription_id: null,
      invoice_id: null,
      invoice_number: null,
      collection_mode: 'automatic',
      discount_id: null,
      billing_details: null,
      billing_period: null,
      items: [],
      details: null,
      payments: [],
      checkout: { url: `https://example.test/pay?_ptxn=${id}` },
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      billed_at: null,
      ...fields,
    },
    meta: { request_id: 'req_fake' },
  };
}

/** Paddle's subscription entity, as much as the SDK reads. */
export function subscriptionJson(id: string, fields: Record<string, unknown> = {}) {
  return {
    data: {
      id,
      status: 'active',
      customer_id: 'ctm_1',
      address_id: 'add_1',
      business_id: null,
      currency_code: 'USD',
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-02T00:00:00Z',
      started_at: '2026-11-01T00:00:00Z',
      first_billed_at: '2026-11-01T00:00:00Z',
      next_billed_at: null,
      paused_at: null,
      canceled_at: null,
      collection_mode: 'automatic',
      billing_details: null,
      current_billing_period: { starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' },
      billing_cycle: { frequency: 1, interval: 'month' },
      scheduled_change: null,
      items: [],
      custom_data: null,
      management_urls: { update_payment_method: null, cancel: 'https://example.test/cancel' },
      discount: null,
      import_meta: null,
      ...fields,
    },
    meta: { request_id: 'req_fake' },
  };
}

/** `Paddle-Signature` as Paddle computes it: ts=…;h1=HMAC-SHA256(secret, "ts:body"). */
export function signPaddle(body: string, secret: string, ts = Math.floor(Date.now() / 1000)): string {
  return `ts=${ts};h1=${createHmac('sha256', secret).update(`${ts}:${body}`).digest('hex')}`;
}
