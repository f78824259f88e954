// Custom category ordering (spec P1 §4 "Category editing"): sort options and drag reorder.

export type CategorySortField = 'order' | 'created' | 'promptCount' | 'name';
export type CategorySort = { field: CategorySortField; direction: 'asc' | 'desc' };
export const DEFAULT_CATEGORY_SORT: CategorySort = { field: 'order', direction: 'asc' };
export const CATEGORY_SORT_KEY = 'categorySort';
export const CATEGORY_SORT_LABELS: Record<CategorySortField, string> = { order: 'My order', created: 'Created', promptCount: 'Prompt count', name: 'Name' };

type Sortable = { _id: string; name: string; order: number; promptCount: number; createdAt: string };

export function parseCategorySort(raw: unknown): CategorySort {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const field = (['order', 'created', 'promptCount', 'name'] as const).find((f) => f === r.field) ?? 'order';
  return { field, direction: r.direction === 'desc' ? 'desc' : 'asc' };
}

export function sortCategories<T extends Sortable>(list: readonly T[], sort: CategorySort): T[] {
  const key = (c: T): number | string =>
    sort.field === 'order' ? c.order : sort.field === 'created' ? Date.parse(c.createdAt) : sort.field === 'promptCount' ? c.promptCount : c.name.toLocaleLowerCase();
  const sign = sort.direction === 'desc' ? -1 : 1;
  // Ties fall back to the user's own order, so the list never jumps around.
  return [...list].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const cmp = typeof ka === 'string' ? ka.localeCompare(kb as string) : ka - (kb as number);
    return cmp !== 0 ? sign * cmp : a.order - b.order;
  });
}

/** Move one category before or after another: the new list, its 1-based orders, as the reorder call takes them. */
export function moveCategory<T extends Sortable>(list: readonly T[], activeId: string, overId: string): { list: T[]; orders: { id: string; order: number }[] } | null {
  const from = list.findIndex((c) => c._id === activeId);
  const to = list.findIndex((c) => c._id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  const withOrders = next.map((c, i) => ({ ...c, order: i + 1 }));
  return { list: withOrders, orders: withOrders.map((c) => ({ id: c._id, order: c.order })) };
}
