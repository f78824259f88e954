import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import { getEnv } from '../env';
import { HANDLED_EVENT_TYPES, type BillingEvent, type HandledEventType } from '../subscription';
import { cycleForPriceId } from './plans';

// The Paddle adapter: the official SDK checks the signature (and refuses one older than 5 seconds);
// the JSON is then reduced to what lib/subscription.ts needs. We read Paddle's own snake_case JSON
// rather than the SDK's entity classes, which throw on any field they expect and do not find.

function paddle(): Paddle {
  const env = getEnv();
  return new Paddle(env.PADDLE_API_KEY ?? 'webhook-verification-only', {
    environment: env.NEXT_PUBLIC_PADDLE_ENV === 'production' ? Environment.production : Environment.sandbox,
  });
}

export type PaddlePayload = { event_id: string; event_type: string; occurred_at: string; data: unknown };

/** The verified payload, or null when the signature is missing, wrong or stale, or the body is not an event. */
export async function verifyPaddleWebhook(rawBody: string, signature: string | null, secret: string): Promise<PaddlePayload | null> {
  if (!signature) return null;
  try {
    if (!(await paddle().webhooks.isSignatureValid(rawBody, secret, signature))) return null;
    const payload = JSON.parse(rawBody) as Partial<PaddlePayload>;
    if (typeof payload.event_id !== 'string' || typeof payload.event_type !== 'string' || typeof payload.occurred_at !== 'string') return null;
    return payload as PaddlePayload;
  } catch {
    return null;
  }
}

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
  const data = (event.data ?? {}) as Loose;
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
