'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { CreditCard } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { CHECKOUT_TEXT } from '@/lib/billing-text';
import { PRICES } from '@/lib/constants';
import { usePayLocalCheckout, type CheckoutPlan } from '@/hooks/queries/billing';
import { Button, buttonClasses } from '@/components/ui/button';

const SUMMARY: Record<CheckoutPlan, { name: string; price: string }> = {
  monthly: { name: 'Pro Monthly', price: `$${PRICES.proMonthly} per month` },
  yearly: { name: 'Pro Yearly', price: `$${PRICES.proYearly} per year` },
  lifetime: { name: 'Lifetime', price: `$${PRICES.lifetime} one time` },
};

/** The development stand-in for Paddle's overlay: 'Pay' sends our webhook a signed event. */
export function LocalCheckout({ plan, email }: { plan: CheckoutPlan; email: string }) {
  const router = useRouter();
  const payment = usePayLocalCheckout();
  // Once paid, the button stays busy while the pricing page verifies the payment.
  const paying = payment.isPending || payment.isSuccess;
  const error = payment.error ? (payment.error instanceof ApiError ? payment.error.message : CHECKOUT_TEXT.paymentError) : null;
  function pay() {
    payment.mutate(plan, {
      onSuccess: ({ checkoutId }) => router.push(`/pricing?checkout_id=${encodeURIComponent(checkoutId)}&status=completed`),
    });
  }
  return (
    <div className="mx-auto max-w-md space-y-6 rounded-lg border border-border bg-card p-6">
      <div className="flex items-center gap-3">
        <CreditCard className="size-6 text-accent" aria-hidden />
        <div>
          <h1 className="text-xl font-semibold">Local checkout</h1>
          <p className="text-sm text-muted-foreground">Development stand-in for Paddle: no card, no charge.</p>
        </div>
      </div>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium">{SUMMARY[plan].name}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Price</dt>
          <dd>{SUMMARY[plan].price}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Email</dt>
          <dd>{email}</dd>
        </div>
      </dl>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Link href="/pricing" className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button onClick={pay} loading={paying}>
          Pay
        </Button>
      </div>
    </div>
  );
}
