'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useTrackAppEvent } from '@/hooks/queries/events';

/** A link of the home whose clicks are counted (spec P2 §7 'home clicks'), named by `trackAs`. */
export function TrackedLink({ trackAs, onClick, ...rest }: ComponentProps<typeof Link> & { trackAs: string }) {
  const track = useTrackAppEvent();
  return (
    <Link
      {...rest}
      onClick={(e) => {
        track('home_click', { target: trackAs });
        onClick?.(e);
      }}
    />
  );
}
