'use client';

import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/hooks/query-client';

/**
 * TanStack Query for the part of a page that reads through it. Not in the root layout: pages without
 * client reads (the landing, pricing) never load the library at first paint. Every provider shares
 * the tab's one client, so a cache written under one is read under another.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
