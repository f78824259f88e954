import Link from 'next/link';
import { Check } from 'lucide-react';
import { PRICES } from '@/lib/constants';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

// The three plans of spec P2 §2 / §9, as a summary. The pricing page adds the checkout.
const PLANS = [
  {
    name: 'Free',
    price: `$${PRICES.free}`,
    period: 'forever',
    description: 'The free library and your parameter memory.',
    features: ['100+ free prompt templates', 'Personal parameter memory', 'Copy to ChatGPT, Claude or Gemini'],
  },
  {
    name: 'Pro',
    price: `$${PRICES.proMonthly}`,
    period: `per month, or $${PRICES.proYearly}/year`,
    description: 'Everything, plus creating and organising your own prompts.',
    features: ['All pro prompt templates', 'Create, edit and clone prompts', 'Custom categories', '100 AI prompt generations a month'],
    badge: 'MOST POPULAR',
  },
  {
    name: 'Lifetime',
    price: `$${PRICES.lifetime}`,
    period: 'one time',
    description: 'Pro forever, for one payment.',
    features: ['Everything in Pro', 'All future pro templates', 'No renewals'],
    badge: 'LIMITED AVAILABILITY',
  },
] as const;

export function PlanCards() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {PLANS.map((plan) => (
        <div
          key={plan.name}
          className={cn(
            'relative flex flex-col rounded-lg border bg-card p-6',
            plan.name === 'Pro' ? 'border-accent' : 'border-border',
          )}
        >
          {'badge' in plan && (
            <span className="absolute -top-3 left-6 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
              {plan.badge}
            </span>
          )}
          <h3 className="text-lg font-semibold">{plan.name}</h3>
          <p className="mt-2">
            <span className="text-3xl font-bold">{plan.price}</span>{' '}
            <span className="text-sm text-muted-foreground">{plan.period}</span>
          </p>
          <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
          <ul className="mt-4 flex-1 space-y-2 text-sm">
            {plan.features.map((f) => (
              <li key={f} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-500" aria-hidden />
                {f}
              </li>
            ))}
          </ul>
          <Link href="/pricing" className={buttonClasses(plan.name === 'Pro' ? 'primary' : 'secondary', 'md', 'mt-6')}>
            {plan.name === 'Free' ? 'Start free' : `Choose ${plan.name}`}
          </Link>
        </div>
      ))}
    </div>
  );
}
