'use client';

import type { ReactNode } from 'react';
import { Button } from './button';

/** The admin lists' pages (spec P2 §2): the count, Previous / Next and 'Page x of y'. */
export function Pager({ label, count, page, totalPages, onPage }: { label: string; count: ReactNode; page: number; totalPages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">{count}</p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span aria-live="polite">
          Page {page} of {totalPages}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
