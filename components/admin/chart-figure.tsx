import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { cn } from '@/components/ui/cn';

/**
 * A captioned chart of the admin dashboards: the caption names the chart for screen readers (the
 * drawing is one image labelled by it; the figures stand in a table or list beside it).
 */
export function ChartFigure({ id, caption, className, heightClass = 'h-64', children }: { id: string; caption: ReactNode; className?: string; heightClass?: string; children: ReactElement }) {
  return (
    <figure className={className}>
      <figcaption id={id} className="text-sm font-medium">
        {caption}
      </figcaption>
      <div className={cn('mt-2 w-full', heightClass)} role="img" aria-labelledby={id}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
