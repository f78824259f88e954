import { createHmac, randomUUID } from 'node:crypto';
import { LOCAL_PRICE_IDS } from '../../lib/paddle/plans';

// What the scale test and the load test send: people signed in through better-auth's real endpoint,
// API calls with their bearer token, and Paddle webhooks signed as Paddle signs them.

export type Session = { userId: string; email: string; cookie: string; bearer: string; ip: string };
// The answers' JSON is checked field by field by the callers (a wrong answer counts as an error).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; ms: number; headers: Headers };

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** Sign up at `base` as a browser on APP_URL would (Origin = APP_URL). `ip` is the address a front proxy would have seen. */
export async function signUp(base: string, appUrl: string, email: string, ip = '127.0.0.1'): Promise<Session> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: 'scale-password-1', name: email.split('@')[0] }),
  });
  if (!res.ok) throw new Error(`sign-up ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { userId: body.user.id, email, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, bearer: res.headers.get('set-auth-token')!, ip };
}

type CallOptions = { method?: string; body?: unknown; headers?: Record<string, string>; as?: Session | null; auth?: 'bearer' | 'cookie'; timeoutMs?: number };

/** One API call; network failures answer status 0 (a timeout -1), never throw. */
export async function api(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.as) {
    headers['x-forwarded-for'] = options.as.ip;
    if (options.auth === 'cookie') {
      headers.cookie = options.as.cookie;
      headers.origin = headers.origin ?? base;
    } else headers.authorization = `Bearer ${options.as.bearer}`;
  }
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* a stream or HTML */
    }
    return { status: res.status, body, ms: performance.now() - started, headers: res.headers };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { status: timedOut ? -1 : 0, body: String(error), ms: performance.now() - started, headers: new Headers() };
  }
}

/**
 * Create a prompt as a client that lost an answer would: one Idempotency-Key for the intent, sent
 * again on every retry (a network failure, a 502 from the balancer, a 409 while the first attempt's
 * claim is held) until an answer comes, within `giveUpMs`.
 */
export async function createOnce(base: string, who: Session, body: unknown, giveUpMs = 90_000): Promise<{ answer: Answer; attempts: number }> {
  const key = randomUUID();
  const end = Date.now() + giveUpMs;
  for (let attempts = 1; ; attempts++) {
    const answer = await api(base, '/api/prompts', { method: 'POST', as: who, body, headers: { 'idempotency-key': key } });
    const retry = answer.status <= 0 || answer.status === 502 || answer.status === 503 || answer.status === 409;
    if (!retry || Date.now() > end) return { answer, attempts };
    await new Promise((r) => setTimeout(r, answer.status === 409 ? 1_000 : 200));
  }
}

/** `Paddle-Signature` as Paddle computes it: ts=…;h1=HMAC-SHA256(secret, "ts:body"). */
export function signPaddle(body: string, secret: string, ts = Math.floor(Date.now() / 1000)): string {
  return `ts=${ts};h1=${createHmac('sha256', secret).update(`${ts}:${body}`).digest('hex')}`;
}

/** A signed `subscription.activated` for `who` (monthly Pro), as Paddle would deliver it. */
export function subscriptionActivated(who: Session, secret: string): { body: string; signature: string } {
  const body = JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    event_type: 'subscription.activated',
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: {
      id: `sub_${randomUUID().slice(0, 8)}`,
      status: 'active',
      customer_id: 'ctm_scale',
      items: [{ price: { id: LOCAL_PRICE_IDS.monthly }, quantity: 1 }],
      custom_data: { userId: who.userId, email: who.email },
      current_billing_period: { starts_at: new Date().toISOString(), ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString() },
      next_billed_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      scheduled_change: null,
      canceled_at: null,
    },
  });
  return { body, signature: signPaddle(body, secret) };
}

export const promptBody = (categoryId: string, title: string) => ({
  title,
  description: 'Written by the scale test to prove one create per intent.',
  content: 'Write a short note to !<Recipient>! about !<Topic>!.',
  category: categoryId,
});

export const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

/** The editor's AI generator, streamed as the browser asks for it: answered when the stream ends with `done`. */
export async function generate(base: string, who: Session): Promise<Answer & { done: boolean }> {
  const answer = await api(base, '/api/ai-prompt/generate', {
    method: 'POST',
    as: who,
    headers: { accept: 'text/event-stream' },
    body: { mode: 'create-scratch', userInput: 'A welcome email for new customers', addParameters: true },
    timeoutMs: 60_000,
  });
  return { ...answer, done: answer.status === 200 && typeof answer.body === 'string' && answer.body.includes('"type":"done"') };
}

/** Make `who` Pro through a signed Paddle webhook (the AI generator's monthly allowance is larger). */
export async function makePro(base: string, who: Session, secret: string): Promise<void> {
  const { body, signature } = subscriptionActivated(who, secret);
  const res = await api(base, '/api/webhooks/paddle', { method: 'POST', body: JSON.parse(body), headers: { 'paddle-signature': signature } });
  if (res.status !== 200) throw new Error(`webhook for ${who.email}: ${res.status}`);
}
