import { MESSAGES } from '@/lib/constants';
import { paginationWindow } from '@/lib/browse-state';
import { Button } from '@/components/ui/button';

/** spec P1 §2: a window of 5 page buttons and 'Page {n} of {total}', hidden for a single page. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (p: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {paginationWindow(page, totalPages).map((n) => (
        <Button key={n} variant={n === page ? 'primary' : 'ghost'} size="sm" aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>
          {n}
        </Button>
      ))}
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      <span className="w-full text-center text-sm text-muted-foreground">{MESSAGES.pageOf(page, totalPages)}</span>
    </nav>
  );
}
