'use client';

import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { isClerkConfiguredOnClient } from '@/lib/public-env';
import { callLocalAuth } from './local-auth-client';

// Sign-out for the active provider, apart from the sign-in controls (./auth-buttons.tsx): the nav bar
// of a signed-in page needs only this.

const ClerkSignOut = dynamic(() => import('./clerk-buttons').then((m) => m.ClerkSignOut), { ssr: false });
const signOutLocally = () => callLocalAuth('sign-out', {});

/** Renders a sign-out control for the active provider; signing out returns to / (spec P1 §2). */
export function SignOut({ render }: { render: (signOut: () => Promise<void>) => ReactNode }) {
  const router = useRouter();
  if (isClerkConfiguredOnClient()) return <ClerkSignOut render={render} />;
  return (
    <>
      {render(async () => {
        await signOutLocally();
        router.replace('/');
        router.refresh();
      })}
    </>
  );
}
