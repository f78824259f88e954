'use server';

import { defineAction, type IdInput, type WithId } from '@/lib/action';
import type { CategoryCreateInput } from '@/lib/category-schema';
import {
  createCustomCategory,
  deleteCustomCategories,
  deleteCustomCategory,
  renameCustomCategory,
  reorderCustomCategories,
  type BulkDeleteCategoriesInput,
  type RenameCategoryInput,
  type ReorderCategoriesInput,
} from '@/lib/services/categories';

// Custom categories (spec P1 §5, P2 §2): the services the /api/user-categories routes call.

const browse = () => ['/prompts'];

export const createCategoryAction = defineAction({
  name: 'categories.create',
  idempotent: true,
  run: (viewer, input: CategoryCreateInput) => createCustomCategory(viewer, input),
  revalidate: browse,
});

export const renameCategoryAction = defineAction({
  name: 'categories.rename',
  run: (viewer, input: WithId<RenameCategoryInput>) => renameCustomCategory(viewer, input?.id, { name: input?.name }),
  revalidate: browse,
});

export const deleteCategoryAction = defineAction({
  name: 'categories.delete',
  run: (viewer, input: IdInput) => deleteCustomCategory(viewer, input?.id),
  revalidate: browse,
});

export const reorderCategoriesAction = defineAction({
  name: 'categories.reorder',
  run: (viewer, input: ReorderCategoriesInput) => reorderCustomCategories(viewer, input),
  revalidate: browse,
});

export const deleteCategoriesAction = defineAction({
  name: 'categories.deleteMany',
  run: (viewer, input: BulkDeleteCategoriesInput) => deleteCustomCategories(viewer, input),
  revalidate: browse,
});
