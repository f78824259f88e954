'use client';

import type { ReactNode } from 'react';
import { ThemeProvider, useTheme } from 'next-themes';
import dynamic from 'next/dynamic';

// Loaded after hydration (see lib/notify.ts): no toast library in the first load.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

// The query provider is not here: each part of a page that reads through TanStack Query renders its
// own (components/query-provider.tsx, one client per tab), so a page without client reads never loads it.
export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    // spec P1 §3: theme stored as 'theme', 'dark' or 'light', default follows the system.
    <ThemeProvider nonce={nonce} attribute="class" storageKey="theme" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
      <ThemedToaster />
    </ThemeProvider>
  );
}

/**
 * Toasts follow the page's theme (dark toasts on a dark page), and sit at the bottom on every width:
 * at the top they covered the sticky nav bar.
 */
function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster richColors closeButton position="bottom-center" theme={resolvedTheme === 'dark' ? 'dark' : 'light'} />;
}
