'use client';

import { useId, useMemo, useState } from 'react';
import { KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { CATEGORY_SORT_KEY, moveCategory, parseCategorySort, sortCategories, type CategorySort } from '@/lib/category-sort';
import { notify } from '@/lib/notify';
import type { UserCategoryDTO } from '@/lib/dto/categories';
import { useCustomCategories, useDeleteCategories, useDeleteCategory, useRenameCategory, useReorderCategories } from './queries/categories';
import { useStoredState } from './use-stored-state';

// What the two custom category managers share (the Browse sidebar's and /account's): the stored
// sort, search, selection, drag reorder, rename and delete with their dialogs' state. Each keeps its
// own look and texts.

export type CategoryProblem = { title: string; message: string };

const CUSTOM_ORDER: CategorySort = { field: 'order', direction: 'asc' };

type Options = {
  hasProAccess: boolean;
  /** A selection the caller holds (Browse's category filter); without it the list holds its own. */
  selection?: { selected: readonly string[]; onToggle: (id: string) => void };
  problems: {
    reorderFailed: CategoryProblem;
    renameFailed: (error: Error) => CategoryProblem;
    deleteFailed: (error: unknown) => CategoryProblem;
  };
  /** Said after a rename, and after a delete when given. */
  notices: { renamed: string; deleted?: string };
};

export function useCategoryList({ hasProAccess, selection, problems, notices }: Options) {
  const categories = useCustomCategories(hasProAccess);
  const renameCategory = useRenameCategory();
  const reorderCategories = useReorderCategories();
  const removeOne = useDeleteCategory();
  const removeMany = useDeleteCategories();

  // spec P1 §4, P2 §3: the sort is kept in local storage for paid users, in session storage otherwise.
  const [sort, setSort] = useStoredState<CategorySort>(CATEGORY_SORT_KEY, CUSTOM_ORDER, { storage: hasProAccess ? 'local' : 'session', parse: parseCategorySort });
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<CategoryProblem | null>(null);
  const [confirm, setConfirm] = useState<{ ids: string[]; names: string[] } | null>(null);

  const all = useMemo(() => categories.data ?? [], [categories.data]);
  const visible = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    const list = sortCategories(all, sort);
    return q ? list.filter((c) => c.name.toLocaleLowerCase().includes(q)) : list;
  }, [all, sort, query]);
  // Dragging sets the user's own order, so it is offered when that order is what is shown.
  const canDrag = sort.field === 'order' && sort.direction === 'asc' && !query.trim() && visible.length > 1;

  const [ownSelection, setOwnSelection] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => (selection ? new Set(selection.selected) : ownSelection), [selection, ownSelection]);
  const toggle = (id: string) => {
    if (selection) return selection.onToggle(id);
    setOwnSelection((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  /** Select exactly these (the list's own selection). */
  const selectOnly = (ids: string[]) => setOwnSelection(new Set(ids));
  const deselect = (ids: string[]) => {
    if (selection) {
      for (const id of ids) if (selection.selected.includes(id)) selection.onToggle(id);
    } else setOwnSelection((s) => new Set([...s].filter((id) => !ids.includes(id))));
  };

  // A stable id: dnd-kit's own counter differs between the server's render and the browser's.
  const dndId = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const moved = moveCategory(sortCategories(all, CUSTOM_ORDER), String(active.id), String(over.id));
    // spec P1 §7: the new order shows at once; on failure the list rolls back (the mutation does).
    if (moved) reorderCategories.mutate(moved, { onError: () => setProblem(problems.reorderFailed) });
  }

  function rename(category: UserCategoryDTO, name: string) {
    renameCategory.mutate(
      { id: category._id, name },
      {
        onSuccess: () => notify.success(notices.renamed),
        onError: (error) => setProblem(problems.renameFailed(error)),
      },
    );
  }

  /** Ask before deleting these categories. */
  const askDelete = (list: UserCategoryDTO[]) => setConfirm({ ids: list.map((c) => c._id), names: list.map((c) => c.name) });

  async function confirmDelete() {
    if (!confirm) return;
    try {
      if (confirm.ids.length === 1) await removeOne.mutateAsync(confirm.ids[0]!);
      else await removeMany.mutateAsync(confirm.ids);
      deselect(confirm.ids);
      if (notices.deleted) notify.success(notices.deleted);
    } catch (error) {
      setProblem(problems.deleteFailed(error));
    } finally {
      setConfirm(null);
    }
  }

  return {
    categories,
    all,
    visible,
    sort,
    setSort,
    query,
    setQuery,
    canDrag,
    selected,
    toggle,
    selectOnly,
    dnd: { id: dndId, sensors, onDragEnd },
    rename,
    pendingDelete: confirm,
    askDelete,
    cancelDelete: () => setConfirm(null),
    confirmDelete,
    isDeleting: removeOne.isPending || removeMany.isPending,
    problem,
    setProblem,
  };
}
