import { notFound } from 'next/navigation';
import { guardPage } from '@/lib/page-guard';
import { isLocalCheckoutAvailable } from '@/lib/paddle/plans';
import { LocalCheckout } from '@/components/checkout/local-checkout';
import { BILLING_CYCLES } from '@/lib/dto/users';

export const metadata = { title: 'Checkout' };

export default async function LocalCheckoutPage({ searchParams }: { searchParams: Promise<{ plan?: string }> }) {
  // Never reachable in production, nor once Paddle's own checkout is configured.
  if (!isLocalCheckoutAvailable()) notFound();
  const viewer = await guardPage('signedIn', '/pricing');
  const requested = (await searchParams).plan;
  const plan = BILLING_CYCLES.find((p) => p === requested) ?? 'monthly';
  return <LocalCheckout plan={plan} email={viewer.email} />;
}
