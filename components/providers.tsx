'use client';

import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, useTheme } from 'next-themes';
import dynamic from 'next/dynamic';

// Loaded after hydration (see lib/notify.ts): no toast library in the first load.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

// spec P1 §7 client query defaults: 2 retries, 10 s stale time, no refetch on window focus.
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 2, staleTime: 10_000, refetchOnWindowFocus: false } },
  });
}

export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    // spec P1 §3: theme stored as 'theme', 'dark' or 'light', default follows the system.
    <ThemeProvider nonce={nonce} attribute="class" storageKey="theme" defaultTheme="system" enableSystem disableTransitionOnChange>
      <QueryClientProvider client={queryClient}>
        {children}
        <ThemedToaster />
      </QueryClientProvider>
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
