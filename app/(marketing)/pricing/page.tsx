import { connection } from 'next/server';
import { ShieldCheck, Undo2, Zap } from 'lucide-react';
import { currentViewer } from '@/lib/services/viewer';
import { lifetimeAvailability, viewerHoldsLifetime } from '@/lib/services/lifetime';
import { PricingPlans } from '@/components/islands';
import { librarySize } from '@/lib/services/library-size';

export const metadata = { title: 'Pricing' };

export default async function PricingPage() {
  // Per request, never at build time: the queries below must not open the database during `next build`.
  await connection();
  const [viewer, spots, library] = await Promise.all([currentViewer(), lifetimeAvailability(), librarySize()]);
  const hasLifetime = viewer ? await viewerHoldsLifetime(viewer) : false;
  const user = viewer ? { id: viewer.id, email: viewer.email, isPro: viewer.subscriptionTier === 'pro' && viewer.subscriptionStatus === 'active', hasLifetime } : null;
  return (
    <div className="space-y-10">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight">Pricing</h1>
        <p className="mt-2 text-muted-foreground">Start free. Every new account gets a 14-day Pro trial, no card needed.</p>
      </div>
      {/* No Suspense boundary: streamed content is revealed 300 ms after the first paint at the earliest. */}
      <PricingPlans user={user} lifetime={spots} library={library} />
      <ul className="flex flex-wrap justify-center gap-6 text-sm text-muted-foreground">
        <li className="flex items-center gap-2"><Undo2 className="size-4" aria-hidden /> 30-day money-back guarantee</li>
        <li className="flex items-center gap-2"><ShieldCheck className="size-4" aria-hidden /> Secure payments</li>
        <li className="flex items-center gap-2"><Zap className="size-4" aria-hidden /> Instant access</li>
      </ul>
    </div>
  );
}
