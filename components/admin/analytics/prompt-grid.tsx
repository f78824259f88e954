'use client';

import { useState } from 'react';
import Link from 'next/link';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Star, Trash2 } from 'lucide-react';
import { useDeleteGridPrompt, useGrid, useModeratePrompt } from '@/hooks/queries/admin';
import { useSystemCategories } from '@/hooks/queries/categories';
import { ADMIN_TEXT } from '@/lib/admin-text';
import { displayCategoryName, isProCategoryName, PRO_CATEGORY_LABEL } from '@/lib/constants';
import type { GridRow, GridSort, PromptModeration } from '@/lib/dto/admin';
import { notify } from '@/lib/notify';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/components/ui/cn';
import { GridFilterRow } from './grid-filter-row';
import { awaitingApproval, EMPTY_FILTERS, gridQueryString, INITIAL_GRID, toggleSort, withFilter, type GridFilters, type GridState } from './grid-state';

// The admin prompt grid (spec P2 §2): 'Prompts List', filters, sortable headers, pages of 10,
// inline approved and access level, Edit and a 'Confirm Delete' dialog.

const COLUMNS: { key: GridSort; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'description', label: 'Description' },
  { key: 'author', label: 'Author' },
  { key: 'category', label: 'Category' },
  { key: 'approved', label: 'Approved' },
  { key: 'accessLevel', label: 'Access Level' },
  { key: 'usageCount', label: 'Usage Count' },
  { key: 'createdAt', label: 'Created' },
  { key: 'updatedAt', label: 'Updated' },
];

const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export function PromptGrid({ initialFilters, period }: { initialFilters?: Partial<GridFilters>; period?: string }) {
  const [state, setState] = useState<GridState>({ ...INITIAL_GRID, filters: { ...EMPTY_FILTERS, ...initialFilters } });
  // Clear Filters also empties a filter box that was typed in but not applied.
  const [cleared, setCleared] = useState(0);
  const query = gridQueryString(state, period);
  const grid = useGrid(query);
  const categories = useSystemCategories();
  const moderate = useModeratePrompt(query);
  const remove = useDeleteGridPrompt();
  const [deleting, setDeleting] = useState<GridRow | null>(null);
  // An inline edit shows in the same render as the click: the mutation's optimistic cache write
  // comes a tick later, and a controlled checkbox would snap back until it does.
  const [pending, setPending] = useState<Record<string, PromptModeration>>({});

  const change = (id: string, changes: PromptModeration) => {
    setPending((all) => ({ ...all, [id]: { ...all[id], ...changes } }));
    // mutateAsync, not mutate's callbacks: those fire for the latest call only, and two rows
    // changed quickly must each get their message and lose their overlay.
    moderate
      .mutateAsync({ id, ...changes })
      .catch((error: Error) => notify.error(`${ADMIN_TEXT.moderationFailed} ${error.message}`))
      .finally(() => setPending(({ [id]: _done, ...rest }) => rest));
  };

  const data = grid.data;
  // A delete emptied the last page: show the one before it.
  if (data && !grid.isPlaceholderData && state.page > data.totalPages) setState({ ...state, page: data.totalPages });
  return (
    <section aria-labelledby="grid-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="grid-title" className="text-lg font-semibold">
          Prompts List
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--accent)]"
              checked={state.filters.awaitingApproval}
              onChange={(e) => setState(awaitingApproval(state, e.target.checked))}
            />
            Awaiting approval
          </label>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setState(INITIAL_GRID);
              setCleared(cleared + 1);
            }}
          >
            Clear Filters
          </Button>
        </div>
      </div>
      {grid.isError && (
        <ErrorAlert>{ADMIN_TEXT.gridError(grid.error.message)}</ErrorAlert>
      )}
      <div className="relative overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[1100px] text-left text-sm" aria-busy={grid.isFetching} aria-describedby={data ? 'grid-count' : undefined}>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Actions
              </th>
              {COLUMNS.map(({ key, label }) => {
                const active = state.sort === key;
                const Icon = !active ? ArrowUpDown : state.sortDirection === 'asc' ? ArrowUp : ArrowDown;
                return (
                  <th key={key} scope="col" className="px-3 py-2 font-medium" aria-sort={active ? (state.sortDirection === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    <button type="button" className="inline-flex items-center gap-1 rounded hover:text-foreground" onClick={() => setState(toggleSort(state, key))}>
                      {label}
                      <Icon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden />
                    </button>
                  </th>
                );
              })}
            </tr>
            <GridFilterRow key={cleared} filters={state.filters} categories={categories.data ?? []} onFilter={(changes) => setState(withFilter(state, changes))} />
          </thead>
          <tbody>
            {!data &&
              grid.isPending &&
              Array.from({ length: 5 }, (_, i) => (
                <tr key={i} className="border-t border-border">
                  <td colSpan={COLUMNS.length + 1} className="px-3 py-3">
                    <div className="h-4 animate-pulse rounded bg-muted" />
                  </td>
                </tr>
              ))}
            {data?.prompts.length === 0 && (
              <tr className="border-t border-border">
                <td colSpan={COLUMNS.length + 1} className="px-3 py-8 text-center text-muted-foreground">
                  {ADMIN_TEXT.noData}
                </td>
              </tr>
            )}
            {data?.prompts.map((row) => ({ ...row, ...pending[row._id] })).map((p) => (
              <tr key={p._id} className="border-t border-border align-top">
                <td className="px-3 py-2">
                  <div className="flex gap-1">
                    <Link href={`/unified-editor/edit/${p._id}`} className={buttonClasses('ghost', 'sm')} aria-label={`Edit ${p.title}`}>
                      <Pencil className="size-4" aria-hidden />
                    </Link>
                    <Button variant="ghost" size="sm" aria-label={`Delete ${p.title}`} onClick={() => setDeleting(p)}>
                      <Trash2 className="size-4 text-red-600 dark:text-red-400" aria-hidden />
                    </Button>
                  </div>
                </td>
                <td className="max-w-[14rem] px-3 py-2 font-medium">
                  <Link href={`/prompts/${p._id}`} className="hover:underline">
                    {p.title}
                  </Link>
                  {p.viewable === 'private' && <span className="ml-1 text-xs text-muted-foreground">(private)</span>}
                </td>
                <td className="max-w-[18rem] px-3 py-2 text-muted-foreground">
                  <span className="line-clamp-2">{p.description}</span>
                </td>
                <td className="px-3 py-2">{p.author ? <span title={p.author.email}>{p.author.name || p.author.email}</span> : <span className="text-muted-foreground">Library</span>}</td>
                <td className="px-3 py-2">
                  {p.category ? (
                    // spec P1 §3: a trailing '*' marks a pro category: shown as a star, not as text.
                    <span className="inline-flex items-center gap-1">
                      {displayCategoryName(p.category.name)}
                      {isProCategoryName(p.category.name) && <Star role="img" className="size-3.5 shrink-0 fill-amber-400 text-amber-400" aria-label={PRO_CATEGORY_LABEL} />}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--accent)]"
                    checked={p.approved}
                    aria-label={`Approved: ${p.title}`}
                    onChange={(e) => change(p._id, { approved: e.target.checked })}
                  />
                </td>
                <td className="px-3 py-2">
                  <select
                    className="rounded-md border border-border bg-background px-2 py-1"
                    value={p.accessLevel}
                    aria-label={`Access level: ${p.title}`}
                    onChange={(e) => change(p._id, { accessLevel: e.target.value as PromptModeration['accessLevel'] })}
                  >
                    <option value="free">Free</option>
                    <option value="pro">Pro</option>
                  </select>
                </td>
                <td className="px-3 py-2 tabular-nums">{p.usageCount.toLocaleString('en-US')}</td>
                <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{date(p.createdAt)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{date(p.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && (
        <Pager
          label="Grid pages"
          count={<span id="grid-count">{data.total.toLocaleString('en-US')} records total</span>}
          page={state.page}
          totalPages={data.totalPages}
          onPage={(page) => setState({ ...state, page })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Confirm Delete"
        message={`Delete "${deleting?.title ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              notify.success(ADMIN_TEXT.deleted);
              setDeleting(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </section>
  );
}
