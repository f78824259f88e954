import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

// The dashboard's tables: they scroll sideways inside their frame on a phone, never the page. The
// frame is positioned so it also holds (and clips) what is positioned inside it: a visually hidden
// header label at the far right once made a 390 px page 780 px wide.

export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring">
      <table className="w-full min-w-[44rem] text-left text-sm">{children}</table>
    </div>
  );
}

export const Th = ({ children }: { children: ReactNode }) => (
  <th scope="col" className="whitespace-nowrap px-4 py-2 font-medium">
    {children}
  </th>
);

export const Td = ({ children, className }: { children: ReactNode; className?: string }) => (
  <td className={cn('whitespace-nowrap px-4 py-2 align-top', className)}>{children}</td>
);

/** The row's keyboard way into its payload (the whole row also opens it on click). */
export function EventTypeButton({ eventType, onOpen }: { eventType: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
      className="rounded font-mono text-xs text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      title="View payload"
    >
      {eventType}
    </button>
  );
}
