'use client';

import { useState } from 'react';
import { Check } from 'lucide-react';
import { AuthButtons } from '@/components/auth/auth-buttons';
import { PRICES } from '@/lib/constants';
import { isCurrentPlan } from '@/lib/current-plan';
import { useCheckout, type CheckoutPlan } from '@/hooks/use-checkout';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/components/ui/cn';
import type { LifetimeAvailability } from '@/lib/dto/users';
import { libraryClaims, type LibrarySize } from '@/lib/library-size';


type Props = { user: { id: string; email: string; isPro: boolean; hasLifetime: boolean } | null; lifetime: LifetimeAvailability; library: LibrarySize };

export function PricingPlans({ user, lifetime, library }: Props) {
  // spec P2 §1: the library's size as the database has it, rounded down ("600+" only while true).
  const claims = libraryClaims(library);
  const [period, setPeriod] = useState<'monthly' | 'yearly'>('monthly');
  const [authOpen, setAuthOpen] = useState(false);
  const checkout = useCheckout(user);
  const busy = checkout.state.step === 'processing' || checkout.state.step === 'verifying';

  const isCurrent = (plan: CheckoutPlan) => isCurrentPlan(user, plan);
  const choose = (plan: CheckoutPlan) => {
    if (!user) setAuthOpen(true);
    else void checkout.start(plan);
  };

  const cards = [
    {
      name: 'Free',
      price: `$${PRICES.free}`,
      period: 'forever',
      features: [`${claims.free} free prompt templates`, 'Personal parameter memory', 'Copy to ChatGPT, Claude or Gemini'],
      action: null,
    },
    {
      name: 'Pro',
      badge: 'MOST POPULAR',
      price: period === 'monthly' ? `$${PRICES.proMonthly}` : `$${PRICES.proYearly}`,
      listPrice: period === 'yearly' ? `$${PRICES.proYearlyList}` : null,
      period: period === 'monthly' ? 'per month' : 'per year',
      features: [`All ${claims.pro} pro prompt templates`, 'Create, edit and clone prompts', 'Custom categories', '100 AI prompt generations a month', 'Browser extension'],
      action: { label: `Get Pro ${period === 'monthly' ? 'Monthly' : 'Yearly'}`, plan: period as CheckoutPlan },
    },
    {
      name: 'Lifetime',
      badge: 'LIMITED AVAILABILITY',
      price: `$${PRICES.lifetime}`,
      period: 'one time',
      // Sold spots decide what is left; spots held by unpaid checkouts (10 minutes at most) are said apart.
      note: `${lifetime.remaining} spots remaining`,
      subnote: lifetime.reserved > 0 ? `${lifetime.reserved} held by checkouts in progress` : null,
      features: ['Everything in Pro, forever', 'All future pro templates', 'No renewals'],
      // A Pro subscriber may move to lifetime (the subscription is then cancelled); the server has
      // the last word on spots and refuses with a message when none is left.
      action: lifetime.remaining > 0 || user?.hasLifetime ? { label: 'Get Lifetime', plan: 'lifetime' as CheckoutPlan } : null,
    },
  ];

  return (
    <div className="space-y-8">
      <div className="flex justify-center">
        <div role="group" aria-label="Billing period" className="inline-flex rounded-lg border border-border p-1">
          {(['monthly', 'yearly'] as const).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={cn('rounded-md px-4 py-2 text-sm font-medium', period === p ? 'bg-accent text-accent-foreground' : 'text-muted-foreground')}
            >
              {p === 'monthly' ? 'Monthly' : 'Yearly'}
              {p === 'yearly' && <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">2 Months Free</span>}
            </button>
          ))}
        </div>
      </div>
      {checkout.state.step === 'error' && (
        <p role="alert" className="mx-auto max-w-xl rounded-md border border-red-300 bg-red-50 px-4 py-2 text-center text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
          {checkout.state.message}
        </p>
      )}
      {checkout.state.step === 'verifying' && (
        <p role="status" className="text-center text-sm text-muted-foreground">
          Verifying your purchase…
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <section key={card.name} aria-labelledby={`plan-${card.name}`} className={cn('relative flex flex-col rounded-lg border bg-card p-6', card.name === 'Pro' ? 'border-accent' : 'border-border')}>
            {card.badge && <span className="absolute -top-3 left-6 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">{card.badge}</span>}
            <h2 id={`plan-${card.name}`} className="text-lg font-semibold">
              {card.name}
            </h2>
            <p className="mt-2">
              {'listPrice' in card && card.listPrice && <span className="mr-2 text-lg text-muted-foreground line-through">{card.listPrice}</span>}
              <span className="text-3xl font-bold">{card.price}</span> <span className="text-sm text-muted-foreground">{card.period}</span>
            </p>
            {'note' in card && card.note && <p className="mt-1 text-sm font-medium text-amber-700 dark:text-amber-400">{card.note}</p>}
            {'subnote' in card && card.subnote && <p className="text-xs text-muted-foreground">{card.subnote}</p>}
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {card.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-emerald-500" aria-hidden />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
            {card.action ? (
              <Button className="mt-6" variant={card.name === 'Pro' ? 'primary' : 'secondary'} disabled={busy || isCurrent(card.action.plan)} loading={checkout.state.step === 'processing' && checkout.state.plan === card.action.plan} onClick={() => choose(card.action!.plan)}>
                {isCurrent(card.action.plan) ? 'Current plan' : card.action.label}
              </Button>
            ) : (
              <p className="mt-6 text-center text-sm text-muted-foreground">{card.name === 'Free' ? 'Included with every account' : 'Sold out'}</p>
            )}
          </section>
        ))}
      </div>
      <Dialog open={authOpen} onClose={() => setAuthOpen(false)} title="Authentication Required">
        <p className="text-sm text-muted-foreground">Please sign in or create a free account to choose a paid plan.</p>
        <div className="mt-6 flex justify-end gap-2">
          <AuthButtons returnUrl="/pricing" signUpLabel="Create Account" />
        </div>
      </Dialog>
    </div>
  );
}
