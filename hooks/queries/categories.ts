'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCategoryAction, deleteCategoriesAction, deleteCategoryAction, renameCategoryAction, reorderCategoriesAction } from '@/actions/categories';
import { apiRequest, createOnce, unwrap, type ActionInput } from '@/lib/api-client';
import type { CategoryCreateInput } from '@/lib/category-schema';
import { CATEGORY_MESSAGES } from '@/lib/category-text';
import type { UserCategoryDTO } from '@/lib/dto/categories';
import { categoryKeys, promptKeys } from './keys';

// Categories on the client: the library's (read only) and the user's own (spec P1 §5, P2 §2).

export { categoryKeys };

export const categoryQueries = {
  system: () => queryOptions({ queryKey: categoryKeys.system, queryFn: () => apiRequest('GET /api/categories'), staleTime: 5 * 60_000 }),
  custom: () => queryOptions({ queryKey: categoryKeys.custom, queryFn: () => apiRequest('GET /api/user-categories') }),
};

export const useSystemCategories = () => useQuery(categoryQueries.system());

/** The user's own categories; only paid and trial users have them. */
export const useCustomCategories = (enabled: boolean) => useQuery({ ...categoryQueries.custom(), enabled });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryCreateInput) => createOnce((meta) => createCategoryAction(input, meta), CATEGORY_MESSAGES.createFailed),
    onSuccess: (created) =>
      queryClient.setQueryData<UserCategoryDTO[]>(categoryKeys.custom, (list) => (list ? [...list.filter((c) => c._id !== created._id), created] : list)),
    // The list already holds the new category: the refetch runs in the background, not before the answer.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.custom }),
  });
}

/** Inline rename: the new name shows at once and rolls back if the server refuses it. */
export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<typeof renameCategoryAction>) => unwrap(renameCategoryAction(input), CATEGORY_MESSAGES.updateFailed),
    onMutate: async ({ id, name }) => {
      await queryClient.cancelQueries({ queryKey: categoryKeys.custom });
      const before = queryClient.getQueryData<UserCategoryDTO[]>(categoryKeys.custom);
      queryClient.setQueryData<UserCategoryDTO[]>(categoryKeys.custom, (list) => list?.map((c) => (c._id === id ? { ...c, name: name.trim() } : c)));
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(categoryKeys.custom, context?.before),
    // Prompt cards show their category's name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptKeys.all }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.custom }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(deleteCategoryAction({ id }), CATEGORY_MESSAGES.deleteFailed),
    onSuccess: ({ _id }) => queryClient.setQueryData<UserCategoryDTO[]>(categoryKeys.custom, (list) => list?.filter((c) => c._id !== _id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.custom }),
  });
}

/** Drag reorder (spec P1 §7): the new order shows at once; on failure the list rolls back. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { list: UserCategoryDTO[]; orders: ActionInput<typeof reorderCategoriesAction> }) =>
      unwrap(reorderCategoriesAction(input.orders), CATEGORY_MESSAGES.reorderFailed),
    onMutate: async ({ list }) => {
      await queryClient.cancelQueries({ queryKey: categoryKeys.custom });
      const before = queryClient.getQueryData<UserCategoryDTO[]>(categoryKeys.custom);
      queryClient.setQueryData(categoryKeys.custom, list);
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(categoryKeys.custom, context?.before),
    onSuccess: (saved) => queryClient.setQueryData(categoryKeys.custom, saved),
    // spec P2 §5: refetch after a reorder, saved or rolled back, so another tab's changes show too.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.custom }),
  });
}

/** Bulk delete (spec P2 §5): the selected empty categories go; the answer says which stayed. */
export function useDeleteCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => unwrap(deleteCategoriesAction({ ids }), CATEGORY_MESSAGES.bulkDeleteFailed),
    onSuccess: ({ deleted }) =>
      queryClient.setQueryData<UserCategoryDTO[]>(categoryKeys.custom, (list) => list?.filter((c) => !deleted.includes(c._id))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.custom }),
  });
}
