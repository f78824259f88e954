import { hasNul, replaceLoneSurrogates } from '../text-schema';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { getEnv } from '../env';
import { issuesText } from '../errors';
import { HANDLED_EVENT_TYPES, type BillingEvent, type HandledEventType } from '../subscription';
import { paddleClient } from './api';
import { cycleForPriceId } from './plans';

// The Paddle adapter: the official SDK checks the signature (and refuses one older than 5 seconds);
// the JSON is then reduced to what lib/subscription.ts needs. We read Paddle's own snake_case JSON
// rather than the SDK's entity classes, which throw on any field they expect and do not find.

// Checking a signature needs no API key (it is local work on the secret), but the SDK wants one.
const paddle = () => paddleClient(getEnv().PADDLE_API_KEY ?? 'webhook-verification-only');

/** Was this exact body signed with our secret, recently? (Missing, wrong or stale: false.) */
export async function isPaddleSignatureValid(rawBody: string, signature: string | null, secret: string): Promise<boolean> {
  if (!signature) return false;
  try {
    return await paddle().webhooks.isSignatureValid(rawBody, secret, signature);
  } catch {
    return false;
  }
}

// PostgreSQL refuses NUL (0x00) in text and \u0000 in jsonb, and lone UTF-16 surrogates in jsonb:
// both are escaped so every signed event can be recorded (never lose an event we were sent).
// (User input is refused instead: lib/text-schema.ts.)
const escapeUnstorable = (s: string): string => replaceLoneSurrogates(s.replace(/\u0000/g, '\\u0000'));

function escapeUnstorableJson(value: unknown): unknown {
  if (typeof value === 'string') return escapeUnstorable(value);
  if (Array.isArray(value)) return value.map(escapeUnstorableJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [escapeUnstorable(k), escapeUnstorableJson(v)]));
  }
  return value;
}

const MAX_ID = 200;
// A date PostgreSQL can store as we send it (drizzle writes toISOString(): a year past 9999 becomes
// '+099999-…', which PostgreSQL refuses).
const isDate = (s: string) => {
  const d = new Date(s);
  return !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1970 && d.getUTCFullYear() <= 9999;
};
const optionalDate = z.string().refine(isDate, 'is not a date').nullish();

/** The fields of `data` we read from the events we handle: wrong types there can never be applied. */
const handledData = z.looseObject({
  id: z.string().min(1, 'is required').max(MAX_ID),
  status: z.string().max(MAX_ID).nullish(),
  custom_data: z.looseObject({ userId: z.string().max(MAX_ID).nullish(), email: z.string().max(320).nullish() }).nullish(),
  items: z
    .array(z.looseObject({ price: z.looseObject({ id: z.string().max(MAX_ID).nullish() }).nullish(), price_id: z.string().max(MAX_ID).nullish() }))
    .nullish(),
  current_billing_period: z.looseObject({ starts_at: optionalDate, ends_at: optionalDate }).nullish(),
  next_billed_at: optionalDate,
  canceled_at: optionalDate,
  scheduled_change: z.looseObject({ action: z.string().max(MAX_ID).nullish() }).nullish(),
});

/** How deep a payload may nest: Paddle's go a few levels down; thousands would overflow our stack. */
const MAX_DEPTH = 32;
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_DEPTH) return deepest;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** What a Paddle notification must look like for us to handle it. */
const paddleEnvelope = z.object({
  event_id: z.string().min(1).max(MAX_ID).refine((s) => !hasNul(s), 'event_id contains a NUL character'),
  event_type: z.string().min(1).max(MAX_ID).refine((s) => !hasNul(s), 'event_type contains a NUL character'),
  occurred_at: z.string().refine(isDate, 'occurred_at is not a date'),
  data: z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'data is not an object'),
}).superRefine((event, ctx) => {
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.event_type)) return;
  const data = handledData.safeParse(event.data);
  if (!data.success) for (const issue of data.error.issues) ctx.addIssue({ code: 'custom', path: ['data', ...issue.path.map(String)], message: issue.message });
});

export type PaddlePayload = z.infer<typeof paddleEnvelope>;

/** A signed notification as we record it: always storable; `problem` says why it cannot be handled. */
export type ReceivedPaddleEvent = { eventId: string; eventType: string; occurredAt: Date | null; payload: unknown; problem: string | null };


/** A Paddle payload, stored or just received: valid for handling, or the reason it is not. */
export function validatePaddlePayload(payload: unknown): { ok: true; event: PaddlePayload } | { ok: false; problem: string } {
  const parsed = paddleEnvelope.safeParse(payload);
  return parsed.success ? { ok: true, event: parsed.data } : { ok: false, problem: issuesText(parsed.error) };
}

/**
 * Read a signed body for recording. Any body gets an id: its event_id (escaped), or, when it has
 * none usable, one derived from the body, so Paddle's redeliveries of it land on the same record.
 */
export function readSignedPaddleEvent(rawBody: string): ReceivedPaddleEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    const payload = { unparsed_body: escapeUnstorable(rawBody) };
    return { eventId: bodyId(rawBody), eventType: 'unknown', occurredAt: null, payload, problem: 'body is not JSON' };
  }
  // A body that is valid JSON but no event at all (null, a number, an array), or one nested too deep
  // to walk: kept as text, under an id derived from it.
  if (!json || typeof json !== 'object' || Array.isArray(json) || depthOf(json) > MAX_DEPTH) {
    const payload = { unparsed_body: escapeUnstorable(rawBody) };
    const problem = json && typeof json === 'object' && !Array.isArray(json) ? `payload nests deeper than ${MAX_DEPTH} levels` : 'body is not a JSON object';
    return { eventId: bodyId(rawBody), eventType: 'unknown', occurredAt: null, payload, problem };
  }
  const raw = json as Record<string, unknown>;
  const payload = escapeUnstorableJson(json);
  const checked = validatePaddlePayload(json);
  const eventId = typeof raw.event_id === 'string' && raw.event_id && raw.event_id.length <= MAX_ID ? escapeUnstorable(raw.event_id) : bodyId(rawBody);
  const eventType = typeof raw.event_type === 'string' && raw.event_type ? escapeUnstorable(raw.event_type).slice(0, MAX_ID) : 'unknown';
  const occurredAt = typeof raw.occurred_at === 'string' && isDate(raw.occurred_at) ? new Date(raw.occurred_at) : null;
  // Escaped data is not what Paddle sent: recorded for the operator, never applied as if it were.
  const altered = JSON.stringify(payload) !== JSON.stringify(json);
  const problem = !checked.ok ? checked.problem : altered ? 'payload contains NUL characters or invalid Unicode (escaped in the record)' : null;
  return { eventId, eventType, occurredAt, payload, problem };
}

const bodyId = (rawBody: string) => `unparsed_${createHash('sha256').update(rawBody).digest('hex').slice(0, 40)}`;

export type ParsedPaddleEvent = {
  eventId: string;
  eventType: string;
  occurredAt: Date;
  userId: string | null;
  email: string | null;
  billing: BillingEvent | null;
};

const date = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

type Loose = {
  id?: string;
  status?: string;
  items?: { price?: { id?: string } | null; price_id?: string }[];
  custom_data?: Record<string, unknown> | null;
  current_billing_period?: { starts_at?: string; ends_at?: string } | null;
  next_billed_at?: string | null;
  canceled_at?: string | null;
  scheduled_change?: { action?: string } | null;
};

export function parsePaddleEvent(event: PaddlePayload): ParsedPaddleEvent {
  const data = event.data as Loose;
  const custom = data.custom_data ?? {};
  const occurredAt = new Date(event.occurred_at);
  const priceId = data.items?.[0]?.price?.id ?? data.items?.[0]?.price_id ?? null;
  const handled = (HANDLED_EVENT_TYPES as readonly string[]).includes(event.event_type);
  return {
    eventId: event.event_id,
    eventType: event.event_type,
    occurredAt,
    userId: typeof custom.userId === 'string' ? custom.userId : null,
    email: typeof custom.email === 'string' ? custom.email : null,
    billing: handled
      ? {
          type: event.event_type as HandledEventType,
          occurredAt,
          subscriptionId: String(data.id ?? ''),
          cycle: cycleForPriceId(priceId),
          providerStatus: data.status ?? null,
          periodStart: date(data.current_billing_period?.starts_at),
          periodEnd: date(data.current_billing_period?.ends_at),
          nextBilledAt: date(data.next_billed_at),
          canceledAt: date(data.canceled_at),
          scheduledAction: data.scheduled_change?.action ?? null,
        }
      : null,
  };
}
