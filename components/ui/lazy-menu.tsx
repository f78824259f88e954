'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { MenuItem } from './menu';

export type { MenuItem };

// The menu's code (Radix) loads after the page: the first load stays small. Until it has, the
// trigger shows as the same button, inert for the few milliseconds it takes.
export const Menu = dynamic(() => import('./menu'), {
  ssr: false,
  loading: () => <span className="inline-flex h-8 w-8 items-center justify-center" aria-hidden />,
}) as (props: { trigger: ReactNode; label: string; items: MenuItem[] }) => ReactNode;
