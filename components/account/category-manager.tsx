'use client';

import { useState } from 'react';
import { DndContext, closestCenter } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ArrowDown, ArrowUp, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import type { CategorySortField } from '@/lib/category-sort';
import { ACCOUNT_CATEGORY_TEXT as T } from '@/lib/category-text';
import { notify } from '@/lib/notify';
import type { UserCategoryDTO } from '@/lib/dto/categories';
import { useCreateCategory } from '@/hooks/queries/categories';
import { useCategoryList } from '@/hooks/use-category-list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Notice } from '@/components/ui/confirm-dialog';
import { InlineEdit } from '@/components/ui/inline-edit';
import { cn } from '@/components/ui/cn';
import { useSortableRow } from '@/components/ui/sortable';

// The custom categories manager on /account (spec P2 §2, §5, §8): search, sort by clickable
// headers, drag reorder, multi-select with bulk delete of the empty ones, inline create and rename.
// The Browse sidebar keeps its smaller manager (spec P1's texts); this one speaks spec P2's.

const COLUMNS: { field: CategorySortField; label: string }[] = [
  { field: 'order', label: 'Custom order' },
  { field: 'name', label: 'Name' },
  { field: 'created', label: 'Date' },
  { field: 'promptCount', label: 'Prompts' },
];

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : '');

export function CategoryManager({ hasProAccess }: { hasProAccess: boolean }) {
  const list = useCategoryList({
    hasProAccess,
    problems: {
      reorderFailed: T.reorderFailed,
      renameFailed: (error) => (codeOf(error) === 'DUPLICATE_NAME' ? T.duplicate : T.updateFailed),
      deleteFailed: (error) => (codeOf(error) === 'CATEGORY_HAS_PROMPTS' ? T.hasPrompts : T.deleteFailed),
    },
    notices: { renamed: T.updated, deleted: T.deleted },
  });
  const { categories, all, visible, sort, setSort, query, setQuery, canDrag, selected, toggle, problem, setProblem } = list;
  const create = useCreateCategory();
  const [creating, setCreating] = useState(false);
  const chosen = all.filter((c) => selected.has(c._id));

  function sortBy(field: CategorySortField) {
    // Clicking the active column turns its direction (spec P2 §2).
    setSort(sort.field === field ? { field, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { field, direction: 'asc' });
  }

  function onCreate(name: string) {
    create.mutate(
      { name },
      {
        onSuccess: () => notify.success(T.created),
        onError: (error) => setProblem(codeOf(error) === 'DUPLICATE_NAME' ? T.duplicate : T.createFailed(error.message)),
      },
    );
  }

  function askDelete(candidates: UserCategoryDTO[]) {
    // spec P2 §5: only the selected categories without prompts are deleted.
    const empty = candidates.filter((c) => c.promptCount === 0);
    if (empty.length === 0) return setProblem(T.noneEmpty);
    list.askDelete(empty);
  }
  const confirm = list.pendingDelete;

  if (categories.isError) {
    return (
      <div role="alert" className="rounded-md border border-red-200 p-4 text-sm dark:border-red-900">
        <p className="font-medium text-red-700 dark:text-red-300">{T.loadFailed.title}</p>
        <p className="mt-1 text-muted-foreground">{T.loadFailed.message}</p>
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => void categories.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">Search categories</span>
          <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search categories"
            className="h-9 w-full rounded-md border border-border bg-background pl-8 pr-2 text-sm"
          />
        </label>
        <Button size="sm" variant="secondary" onClick={() => setCreating(true)} disabled={creating}>
          <Plus className="size-4" aria-hidden /> New category
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button size="sm" variant="ghost" onClick={() => list.selectOnly(visible.map((c) => c._id))} disabled={visible.length === 0}>
          Select All
        </Button>
        <Button size="sm" variant="ghost" onClick={() => list.selectOnly([])} disabled={selected.size === 0}>
          None
        </Button>
        <span className="text-muted-foreground" aria-live="polite">
          {selected.size > 0 ? `${selected.size} selected` : ''}
        </span>
        <Button size="sm" variant="danger" className="ml-auto" disabled={chosen.length === 0} onClick={() => askDelete(chosen)}>
          <Trash2 className="size-4" aria-hidden /> Delete selected
        </Button>
      </div>
      {/* The drag context wraps the table, not its body: its screen-reader texts are <div>s, which a
          <table> cannot hold (invalid HTML, a hydration error on every visit). The scroller
          is `relative` so the headers' visually hidden (absolute) texts scroll in it rather than
          widening the page (383 px at 320). */}
      <DndContext id={list.dnd.id} sensors={list.dnd.sensors} collisionDetection={closestCenter} onDragEnd={list.dnd.onDragEnd}>
        <div className="relative overflow-x-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="w-10 p-2">
                  <span className="sr-only">Select</span>
                </th>
                {COLUMNS.map(({ field, label }) => (
                  <th key={field} scope="col" className="p-2" aria-sort={sort.field === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                    <button type="button" onClick={() => sortBy(field)} className="inline-flex items-center gap-1 font-medium hover:text-foreground">
                      {label}
                      {sort.field === field && (sort.direction === 'asc' ? <ArrowUp className="size-3" aria-hidden /> : <ArrowDown className="size-3" aria-hidden />)}
                    </button>
                  </th>
                ))}
                <th scope="col" className="p-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <SortableContext items={visible.map((c) => c._id)} strategy={verticalListSortingStrategy} disabled={!canDrag}>
              <tbody>
                {creating && (
                  <tr className="border-t border-border">
                    <td />
                    <td colSpan={5} className="p-2">
                      <InlineEdit initial="" label="New category name" onSave={onCreate} onDone={() => setCreating(false)} />
                    </td>
                  </tr>
                )}
                {categories.isPending ? (
                  <tr>
                    <td colSpan={6} className="p-4" aria-busy="true">
                      <div className="h-6 animate-pulse rounded bg-muted" />
                    </td>
                  </tr>
                ) : visible.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="p-4 text-center text-muted-foreground">
                      {all.length === 0 ? 'No categories yet. Create one to group your prompts.' : `No category matches “${query.trim()}”.`}
                    </td>
                  </tr>
                ) : (
                  visible.map((c) => (
                    <Row
                      key={c._id}
                      category={c}
                      checked={selected.has(c._id)}
                      draggable={canDrag}
                      onCheck={() => toggle(c._id)}
                      onRename={(name) => list.rename(c, name)}
                      onDelete={() => askDelete([c])}
                    />
                  ))
                )}
              </tbody>
            </SortableContext>
          </table>
        </div>
      </DndContext>
      <ConfirmDialog
        open={confirm !== null}
        onClose={list.cancelDelete}
        title={confirm && confirm.ids.length > 1 ? 'Delete Categories' : 'Delete Category'}
        message={confirm ? T.confirmDelete(confirm.names) : ''}
        confirmLabel="Delete"
        danger
        busy={list.isDeleting}
        onConfirm={() => void list.confirmDelete()}
      />
      <Notice open={problem !== null} onClose={() => setProblem(null)} title={problem?.title ?? ''} message={problem?.message} dismissLabel="OK" />
    </div>
  );
}

function Row({
  category,
  checked,
  draggable,
  onCheck,
  onRename,
  onDelete,
}: {
  category: UserCategoryDTO;
  checked: boolean;
  draggable: boolean;
  onCheck: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}) {
  const { rowRef, rowStyle, isDragging, grip } = useSortableRow(category._id, draggable);
  const [editing, setEditing] = useState(false);
  return (
    <tr ref={rowRef} style={rowStyle} className={cn('border-t border-border', isDragging && 'relative z-10 bg-card shadow-md')}>
      <td className="p-2">
        <input type="checkbox" checked={checked} onChange={onCheck} aria-label={`Select ${category.name}`} className="size-4" />
      </td>
      <td className="p-2 tabular-nums text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          {draggable && grip(`Reorder ${category.name}`)}
          {category.order}
        </span>
      </td>
      <td className="p-2">
        {editing ? (
          <InlineEdit initial={category.name} label={`Rename ${category.name}`} onSave={onRename} onDone={() => setEditing(false)} />
        ) : (
          <button type="button" onDoubleClick={() => setEditing(true)} className="text-left font-medium" title="Double-click to rename">
            <span className="mr-2 inline-block size-2.5 rounded-full align-middle" style={{ backgroundColor: category.color }} aria-hidden />
            {category.name}
          </button>
        )}
      </td>
      <td className="whitespace-nowrap p-2 text-muted-foreground">{new Date(category.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</td>
      <td className="p-2 tabular-nums">{category.promptCount}</td>
      <td className="p-2">
        <span className="flex justify-end gap-1">
          <button type="button" onClick={() => setEditing(true)} aria-label={`Rename ${category.name}`} className="rounded p-1.5 text-muted-foreground hover:bg-muted">
            <Pencil className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            onClick={onDelete}
            disabled={category.promptCount > 0}
            aria-label={`Delete ${category.name}`}
            title={category.promptCount > 0 ? 'Holds prompts: move or delete them first' : undefined}
            className="rounded p-1.5 text-muted-foreground hover:bg-muted disabled:opacity-40"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </span>
      </td>
    </tr>
  );
}
