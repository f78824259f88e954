'use client';

import { useState } from 'react';
import { usePrompts } from '@/hooks/queries/prompts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

// Picking the prompts of a selection export: the person's own prompts, searched and paged as in
// Browse; the choice holds across pages and searches.

export function ExportSelection({ selected, onChange }: { selected: Set<string>; onChange: (next: Set<string>) => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ showOnlyMyPrompts: 'true', page: String(page), ...(search.trim() ? { search: search.trim() } : {}) }).toString();
  const list = usePrompts(query);
  // A pro prompt locked to the person (a clone of a pro prompt after the trial) cannot be exported.
  const prompts = list.data?.prompts.filter((p) => !p.locked) ?? [];

  function toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  }

  return (
    <fieldset className="space-y-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Prompts to export ({selected.size} selected)</legend>
      <Input
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        placeholder="Search your prompts"
        aria-label="Search your prompts"
      />
      {list.isError ? (
        <div role="alert" className="text-sm text-red-700 dark:text-red-300">
          Failed to fetch prompts{' '}
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : list.isPending ? (
        <div aria-busy className="space-y-2">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-6 animate-pulse rounded bg-muted" />
          ))}
        </div>
      ) : prompts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{search.trim() ? 'No prompts found. Try adjusting your filters or search query.' : "You haven't created any prompts yet."}</p>
      ) : (
        <ul className="max-h-56 space-y-1 overflow-y-auto">
          {prompts.map((p) => (
            <li key={p._id}>
              <label className="flex min-h-10 items-center gap-2 rounded px-1 text-sm hover:bg-muted">
                <input type="checkbox" checked={selected.has(p._id)} onChange={(e) => toggle(p._id, e.target.checked)} className="size-4 accent-[var(--accent)]" />
                <span className="truncate">{p.title}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.totalPages > 1 && (
        <div className="flex items-center justify-between text-sm">
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-muted-foreground">
            Page {list.data.currentPage} of {list.data.totalPages}
          </span>
          <Button size="sm" variant="ghost" disabled={page >= list.data.totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </fieldset>
  );
}
