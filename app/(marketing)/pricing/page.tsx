import { ShieldCheck, Undo2, Zap } from 'lucide-react';
import { PlanCards } from '@/components/pricing/plan-cards';

export const metadata = { title: 'Pricing' };

export default function PricingPage() {
  return (
    <div className="space-y-10">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight">Pricing</h1>
        <p className="mt-2 text-muted-foreground">Start free. Every new account gets a 14-day Pro trial, no card needed.</p>
      </div>
      <PlanCards />
      <ul className="flex flex-wrap justify-center gap-6 text-sm text-muted-foreground">
        <li className="flex items-center gap-2"><Undo2 className="size-4" aria-hidden /> 30-day money-back guarantee</li>
        <li className="flex items-center gap-2"><ShieldCheck className="size-4" aria-hidden /> Secure payments</li>
        <li className="flex items-center gap-2"><Zap className="size-4" aria-hidden /> Instant access</li>
      </ul>
    </div>
  );
}
