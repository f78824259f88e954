// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DragEndEvent } from '@dnd-kit/core';
import type { UserCategoryDTO } from '@/lib/dto/categories';

// The hook's own rules over stand-ins for the category queries and mutations (their server side is
// covered by the integration tests): sort kept per plan, search, selection, reorder, rename, delete.

const category = (id: string, name: string, order: number, promptCount = 0): UserCategoryDTO =>
  ({ _id: id, name, order, promptCount, color: '#000', createdAt: `2026-01-0${order}T00:00:00.000Z` }) as UserCategoryDTO;
const LIST = [category('a', 'Alpha', 1), category('b', 'Beta', 2, 3), category('c', 'Gamma', 3)];

const mutation = () => ({ mutate: vi.fn(), mutateAsync: vi.fn(async () => undefined), isPending: false });
const m = { rename: mutation(), reorder: mutation(), removeOne: mutation(), removeMany: mutation() };
vi.mock('@/hooks/queries/categories', () => ({
  useCustomCategories: () => ({ data: LIST, isPending: false, isError: false }),
  useRenameCategory: () => m.rename,
  useReorderCategories: () => m.reorder,
  useDeleteCategory: () => m.removeOne,
  useDeleteCategories: () => m.removeMany,
}));
const success = vi.fn();
vi.mock('@/lib/notify', () => ({ notify: { success: (text: string) => success(text) } }));

const { useCategoryList } = await import('@/hooks/use-category-list');
const { CATEGORY_SORT_KEY } = await import('@/lib/category-sort');

const problems = {
  reorderFailed: { title: 'Reorder', message: 'failed' },
  renameFailed: (error: Error) => ({ title: 'Rename', message: error.message }),
  deleteFailed: (error: unknown) => ({ title: 'Delete', message: String(error) }),
};
const names = (list: UserCategoryDTO[]) => list.map((c) => c.name);
const dragEnd = (active: string, over: string | null) => ({ active: { id: active }, over: over ? { id: over } : null }) as unknown as DragEndEvent;

beforeEach(() => {
  for (const fn of Object.values(m)) {
    fn.mutate.mockReset();
    fn.mutateAsync.mockReset().mockResolvedValue(undefined);
  }
  success.mockReset();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('useCategoryList', () => {
  it('a paid user’s sort is kept in local storage, anyone else’s in session storage', () => {
    const paid = renderHook(() => useCategoryList({ hasProAccess: true, problems, notices: { renamed: 'ok' } }));
    act(() => paid.result.current.setSort({ field: 'name', direction: 'desc' }));
    expect(names(paid.result.current.visible)).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(JSON.parse(localStorage.getItem(CATEGORY_SORT_KEY)!)).toEqual({ field: 'name', direction: 'desc' });

    const free = renderHook(() => useCategoryList({ hasProAccess: false, problems, notices: { renamed: 'ok' } }));
    act(() => free.result.current.setSort({ field: 'name', direction: 'asc' }));
    expect(JSON.parse(sessionStorage.getItem(CATEGORY_SORT_KEY)!)).toEqual({ field: 'name', direction: 'asc' });
  });

  it('a stored sort is read back; a broken one means the custom order', () => {
    localStorage.setItem(CATEGORY_SORT_KEY, JSON.stringify({ field: 'name', direction: 'desc' }));
    const { result } = renderHook(() => useCategoryList({ hasProAccess: true, problems, notices: { renamed: 'ok' } }));
    expect(result.current.sort).toEqual({ field: 'name', direction: 'desc' });
    localStorage.setItem(CATEGORY_SORT_KEY, '"nonsense"');
    const other = renderHook(() => useCategoryList({ hasProAccess: true, problems, notices: { renamed: 'ok' } }));
    expect(other.result.current.sort).toEqual({ field: 'order', direction: 'asc' });
  });

  it('dragging is offered only in the custom order, unsearched', () => {
    const { result } = renderHook(() => useCategoryList({ hasProAccess: true, problems, notices: { renamed: 'ok' } }));
    expect(result.current.canDrag).toBe(true);
    act(() => result.current.setQuery('gam'));
    expect(names(result.current.visible)).toEqual(['Gamma']);
    expect(result.current.canDrag).toBe(false);
    act(() => result.current.setQuery(''));
    act(() => result.current.setSort({ field: 'name', direction: 'asc' }));
    expect(result.current.canDrag).toBe(false);
  });

  it('a drop reorders the custom order; a failed save names the problem', () => {
    const { result } = renderHook(() => useCategoryList({ hasProAccess: true, problems, notices: { renamed: 'ok' } }));
    act(() => result.current.dnd.onDragEnd(dragEnd('c', null)));
    expect(m.reorder.mutate).not.toHaveBeenCalled();
    act(() => result.current.dnd.onDragEnd(dragEnd('c', 'a')));
    expect(m.reorder.mutate).toHaveBeenCalledTimes(1);
    const [moved, { onError }] = m.reorder.mutate.mock.calls[0] as unknown as [{ list: UserCategoryDTO[] }, { onError: () => void }];
    expect(names(moved.list)).toEqual(['Gamma', 'Alpha', 'Beta']);
    act(() => onError());
    expect(result.current.problem).toEqual(problems.reorderFailed);
  });

  it('a rename says so on success and names the problem on failure', () => {
    const { result } = renderHook(() => useCategoryList({ hasProAccess: true, problems, notices: { renamed: 'Category Updated' } }));
    act(() => result.current.rename(LIST[0]!, 'Alef'));
    const [input, callbacks] = m.rename.mutate.mock.calls[0] as unknown as [unknown, { onSuccess: () => void; onError: (e: Error) => void }];
    expect(input).toEqual({ id: 'a', name: 'Alef' });
    callbacks.onSuccess();
    expect(success).toHaveBeenCalledWith('Category Updated');
    act(() => callbacks.onError(new Error('taken')));
    expect(result.current.problem).toEqual({ title: 'Rename', message: 'taken' });
  });

  it('its own selection: toggle, select only, and a delete drops the deleted from it', async () => {
    const { result } = renderHook(() => useCategoryList({ hasProAccess: true, problems, notices: { renamed: 'ok', deleted: 'Deleted' } }));
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('c'));
    expect([...result.current.selected]).toEqual(['a', 'c']);
    act(() => result.current.toggle('c'));
    expect([...result.current.selected]).toEqual(['a']);
    act(() => result.current.selectOnly(['a', 'c']));
    act(() => result.current.askDelete([LIST[0]!, LIST[2]!]));
    expect(result.current.pendingDelete).toEqual({ ids: ['a', 'c'], names: ['Alpha', 'Gamma'] });
    await act(() => result.current.confirmDelete());
    expect(m.removeMany.mutateAsync).toHaveBeenCalledWith(['a', 'c']);
    expect(m.removeOne.mutateAsync).not.toHaveBeenCalled();
    expect([...result.current.selected]).toEqual([]);
    expect(success).toHaveBeenCalledWith('Deleted');
    expect(result.current.pendingDelete).toBeNull();
  });

  it('a selection held by the caller is toggled through it, also when a selected category is deleted', async () => {
    const onToggle = vi.fn();
    const { result } = renderHook(() => useCategoryList({ hasProAccess: true, selection: { selected: ['a'], onToggle }, problems, notices: { renamed: 'ok' } }));
    expect(result.current.selected.has('a')).toBe(true);
    act(() => result.current.toggle('c'));
    expect(onToggle).toHaveBeenCalledWith('c');
    act(() => result.current.askDelete([LIST[0]!]));
    await act(() => result.current.confirmDelete());
    expect(m.removeOne.mutateAsync).toHaveBeenCalledWith('a');
    expect(onToggle).toHaveBeenLastCalledWith('a');
    expect(success).not.toHaveBeenCalled();
  });

  it('a failed delete closes the dialog, keeps the selection and names the problem', async () => {
    m.removeOne.mutateAsync.mockRejectedValue('has prompts');
    const { result } = renderHook(() => useCategoryList({ hasProAccess: true, problems, notices: { renamed: 'ok', deleted: 'Deleted' } }));
    act(() => result.current.toggle('a'));
    act(() => result.current.askDelete([LIST[0]!]));
    await act(() => result.current.confirmDelete());
    expect(result.current.pendingDelete).toBeNull();
    expect([...result.current.selected]).toEqual(['a']);
    expect(result.current.problem).toEqual({ title: 'Delete', message: 'has prompts' });
    expect(success).not.toHaveBeenCalled();
  });
});
