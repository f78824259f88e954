import { getEnv } from '../env';
import { localSecret } from '../local-secret';
import type { BillingCycle } from '../dto/users';

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

/**
 * The secret webhooks must be signed with: PADDLE_WEBHOOK_SECRET, or, only while the local checkout
 * is on and none is configured, a random one generated on first use and kept with the local data
 * (DATA_DIR), so `npm run dev` runs the purchase path with no keys. Never a constant in the code
 * (a public fallback secret let anyone sign webhooks). null: webhooks answer 503.
 */
export function webhookSecret(): string | null {
  const env = getEnv();
  if (env.PADDLE_WEBHOOK_SECRET) return env.PADDLE_WEBHOOK_SECRET;
  return isLocalCheckoutAvailable() ? localSecret(env.DATA_DIR, LOCAL_WEBHOOK_SECRET_FILE, 'pdl_local_') : null;
}

export const LOCAL_WEBHOOK_SECRET_FILE = 'local-checkout-webhook-secret';

/**
 * The local checkout stands in for Paddle's only when it is switched on (LOCAL_CHECKOUT=on: set by
 * `npm run dev` unless told otherwise, and by the end-to-end suite) and Paddle's checkout is not
 * configured. It grants plans without payment, so a deployment never turns it on.
 */
export function isLocalCheckoutAvailable(): boolean {
  const env = getEnv();
  return !env.NEXT_PUBLIC_PADDLE_CLIENT_TOKEN && env.LOCAL_CHECKOUT === 'on';
}

export const LIFETIME_SPOTS_TOTAL = 100;
