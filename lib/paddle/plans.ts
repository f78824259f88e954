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
