import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';

// Its pages read through TanStack Query as they hydrate; the root layout has no query provider.
export default function Layout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
