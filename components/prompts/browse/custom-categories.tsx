'use client';

import { useState } from 'react';
import Link from 'next/link';
import { DndContext, closestCenter, type Announcements } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ArrowDownAZ, ArrowUpAZ, Pencil, Search, Trash2 } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { useCategoryList, type CategoryProblem } from '@/hooks/use-category-list';
import { CATEGORY_SORT_LABELS, type CategorySortField } from '@/lib/category-sort';
import { BROWSE_CATEGORY_TEXT as T } from '@/lib/category-text';
import { ConfirmDialog, Notice } from '@/components/ui/confirm-dialog';
import { cn } from '@/components/ui/cn';
import { useSortableRow } from '@/components/ui/sortable';
import { InlineEdit } from '@/components/ui/inline-edit';
import type { UserCategoryDTO } from '@/lib/dto/categories';

// Custom categories in the Browse sidebar (spec P1 §2, §4 "Category editing", §8): search, sort,
// inline rename, delete when empty, drag reorder with rollback, and the spec's dialogs.

function problemOf(error: unknown, action: 'update' | 'delete'): CategoryProblem {
  const code = error instanceof ApiError ? error.code : '';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'DUPLICATE_NAME') return T.duplicate;
  if (code === 'PREMIUM_FEATURE_REQUIRED') return T.premium;
  if (code === 'CATEGORY_HAS_PROMPTS') return T.hasPrompts(message);
  return action === 'update' ? T.updateFailed(message) : T.deleteFailed(message);
}

export function CustomCategories({ selected, onToggle, hasProAccess }: { selected: string[]; onToggle: (id: string) => void; hasProAccess: boolean }) {
  const list = useCategoryList({
    hasProAccess,
    selection: { selected, onToggle },
    problems: {
      reorderFailed: T.reorderFailed,
      renameFailed: (error) => problemOf(error, 'update'),
      deleteFailed: (error) => problemOf(error, 'delete'),
    },
    notices: { renamed: T.renamed },
  });
  const { categories, all, visible, sort, setSort, query, setQuery, canDrag, problem, setProblem } = list;
  const deleting = list.pendingDelete;

  // Screen readers hear names, not ids.
  const nameOf = (id: string | number | undefined) => all.find((c) => c._id === id)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      !over ? `${nameOf(active.id)} is no longer over a category.` : over.id === active.id ? undefined : `${nameOf(active.id)} was moved over ${nameOf(over.id)}.`,
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} was dropped over ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  if (!hasProAccess) return null;

  return (
    <section aria-labelledby="my-categories-heading">
      <h2 id="my-categories-heading" className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        My categories
      </h2>
      {all.length > 1 && (
        <div className="mb-2 flex items-center gap-1 px-3">
          <select
            aria-label="Sort my categories"
            value={sort.field}
            onChange={(e) => setSort({ ...sort, field: e.target.value as CategorySortField })}
            className="h-7 min-w-0 flex-1 rounded border border-border bg-background px-1 text-xs"
          >
            {(Object.keys(CATEGORY_SORT_LABELS) as CategorySortField[]).map((f) => (
              <option key={f} value={f}>
                Sort: {CATEGORY_SORT_LABELS[f]}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => setSort({ ...sort, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}
            aria-label={sort.direction === 'asc' ? 'Sort descending' : 'Sort ascending'}
            title={sort.direction === 'asc' ? 'Ascending' : 'Descending'}
            className="shrink-0 rounded p-1 text-muted-foreground hover:bg-muted"
          >
            {sort.direction === 'asc' ? <ArrowUpAZ className="size-4" /> : <ArrowDownAZ className="size-4" />}
          </button>
        </div>
      )}
      {all.length > 5 && (
        <label className="relative mx-3 mb-2 block">
          <span className="sr-only">Search my categories</span>
          <Search className="pointer-events-none absolute left-2 top-1/2 size-3.5 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search my categories"
            className="h-8 w-full rounded-md border border-border bg-background pl-7 pr-2 text-xs"
          />
        </label>
      )}
      {categories.isPending ? (
        <ul className="space-y-2" aria-busy="true">
          {[0, 1].map((i) => (
            <li key={i} className="h-8 animate-pulse rounded bg-muted" />
          ))}
        </ul>
      ) : categories.isError ? (
        <p className="px-3 text-xs text-red-600">
          {categories.error.message}{' '}
          <button type="button" className="underline" onClick={() => categories.refetch()}>
            Try Again
          </button>
        </p>
      ) : all.length === 0 ? (
        <p className="px-3 text-xs text-muted-foreground">
          No categories of your own yet.{' '}
          <Link href="/unified-editor" className="text-accent underline underline-offset-2">
            Create one in the editor
          </Link>
          .
        </p>
      ) : visible.length === 0 ? (
        <p className="px-3 text-xs text-muted-foreground">No category matches “{query.trim()}”.</p>
      ) : (
        <DndContext id={list.dnd.id} sensors={list.dnd.sensors} collisionDetection={closestCenter} onDragEnd={list.dnd.onDragEnd} accessibility={{ announcements }}>
          <SortableContext items={visible.map((c) => c._id)} strategy={verticalListSortingStrategy} disabled={!canDrag}>
            <ul className="space-y-0.5">
              {visible.map((c) => (
                <CategoryRow
                  key={c._id}
                  category={c}
                  active={selected.includes(c._id)}
                  draggable={canDrag}
                  onToggle={() => onToggle(c._id)}
                  onRename={(name) => list.rename(c, name)}
                  onDelete={() => list.askDelete([c])}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={list.cancelDelete}
        title="Delete Category"
        message={`Are you sure you want to delete "${deleting?.names[0] ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        danger
        busy={list.isDeleting}
        onConfirm={() => void list.confirmDelete()}
      />
      <Notice open={problem !== null} onClose={() => setProblem(null)} title={problem?.title ?? ''} message={problem?.message} dismissLabel="OK" />
    </section>
  );
}

function CategoryRow({
  category,
  active,
  draggable,
  onToggle,
  onRename,
  onDelete,
}: {
  category: UserCategoryDTO;
  active: boolean;
  draggable: boolean;
  onToggle: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}) {
  const { rowRef, rowStyle, isDragging, grip } = useSortableRow(category._id, draggable);
  const [editing, setEditing] = useState(false);

  return (
    <li ref={rowRef} style={rowStyle} className={cn('group flex items-center gap-1 rounded-md', isDragging && 'relative z-10 bg-card shadow-md ring-1 ring-border')}>
      {draggable && grip(`Reorder ${category.name}`, 'opacity-60 group-hover:opacity-100 [&_svg]:size-3.5')}
      {editing ? (
        <InlineEdit initial={category.name} label={`Rename ${category.name}`} onSave={onRename} onDone={() => setEditing(false)} />
      ) : (
        <button
          type="button"
          aria-pressed={active}
          onClick={onToggle}
          onDoubleClick={() => setEditing(true)}
          className={cn(
            'flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-2 text-left text-sm transition-colors',
            !draggable && 'pl-3',
            active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: category.color }} />
          <span className="flex-1 truncate">{category.name}</span>
          <span className="text-xs tabular-nums opacity-70">{category.promptCount}</span>
        </button>
      )}
      {!editing && (
        <span className="flex opacity-0 transition-opacity focus-within:opacity-100 group-hover:opacity-100">
          <button type="button" onClick={() => setEditing(true)} aria-label={`Rename ${category.name}`} className="rounded p-1 text-muted-foreground hover:bg-muted">
            <Pencil className="size-3.5" aria-hidden />
          </button>
          {/* spec P1 §4: delete is offered only when the category holds no prompts. */}
          {category.promptCount === 0 && (
            <button type="button" onClick={onDelete} aria-label={`Delete ${category.name}`} className="rounded p-1 text-muted-foreground hover:bg-muted hover:text-red-600">
              <Trash2 className="size-3.5" aria-hidden />
            </button>
          )}
        </span>
      )}
    </li>
  );
}
