import { getEnv } from '../env';

import type { BillingCycle } from '../subscription';

export type { BillingCycle };

// Without Paddle price ids (development, tests) the local checkout uses these stand-in ids.
export const LOCAL_PRICE_IDS: Record<BillingCycle, string> = {
  monthly: 'pri_local_pro_monthly',
  yearly: 'pri_local_pro_yearly',
  lifetime: 'pri_local_lifetime',
};

export function priceIds(): Record<BillingCycle, string> {
  const env = getEnv();
  return {
    monthly: env.NEXT_PUBLIC_PADDLE_PRICE_PRO_MONTHLY ?? LOCAL_PRICE_IDS.monthly,
    yearly: env.NEXT_PUBLIC_PADDLE_PRICE_PRO_YEARLY ?? LOCAL_PRICE_IDS.yearly,
    lifetime: env.NEXT_PUBLIC_PADDLE_PRICE_LIFETIME ?? LOCAL_PRICE_IDS.lifetime,
  };
}

/** The plan an event is for, found from its price id (issue: "the plan of an event is found from its price id"). */
export function cycleForPriceId(priceId: string | null | undefined): BillingCycle | null {
  if (!priceId) return null;
  const ids = priceIds();
  return (Object.keys(ids) as BillingCycle[]).find((cycle) => ids[cycle] === priceId) ?? null;
}

// Outside production, with no Paddle secret configured, the local checkout and the webhook route
// share this one, so the whole purchase path runs on a fresh machine.
const LOCAL_WEBHOOK_SECRET = 'pdl_local_checkout_webhook_secret';

export function webhookSecret(): string | null {
  const env = getEnv();
  return env.PADDLE_WEBHOOK_SECRET ?? (env.NODE_ENV === 'production' ? null : LOCAL_WEBHOOK_SECRET);
}

/**
 * The local checkout stands in only while Paddle's checkout is not configured, and only outside
 * production, or in a production-mode test build that asks for it (LOCAL_CHECKOUT=on: the
 * end-to-end suite). A real deployment sets neither and never reaches it.
 */
export function isLocalCheckoutAvailable(): boolean {
  const env = getEnv();
  return !env.NEXT_PUBLIC_PADDLE_CLIENT_TOKEN && (env.NODE_ENV !== 'production' || env.LOCAL_CHECKOUT === 'on');
}

export const LIFETIME_SPOTS_TOTAL = 100;
