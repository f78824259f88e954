// Custom category texts (spec P1 §8; P2 §8), shared by the API, the editor's modal and the managers,
// with no import: the browser's first pages take them without the schema library. Codes:
// DUPLICATE_NAME, PREMIUM_FEATURE_REQUIRED, CATEGORY_HAS_PROMPTS.
export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  nameMin: 'Category name must be at least 2 characters',
  nameMax: 'Category name must be less than 50 characters',
  descriptionMax: 'Description must be less than 200 characters',
  colorInvalid: 'Color must be a hex value such as #6366f1',
  duplicate: 'A category with this name already exists',
  proOnly: 'Custom categories are only available for Pro users and Admins',
  hasPrompts: (name: string) => `Cannot delete "${name}" because it contains prompts. Please move or delete the prompts first.`,
  notFound: 'Category not found',
  badReorder: 'Reorder needs a list of {id, order} for your categories, orders from 1',
  // spec P2 §5 bulk delete.
  noneEmpty: 'Selected categories contain prompts and cannot be deleted.',
  badBulkDelete: 'Bulk delete needs the ids of 1 to 500 of your categories',
  // What a write says when the server's answer carries no message of its own.
  createFailed: 'Failed to create category',
  updateFailed: 'Failed to update category',
  deleteFailed: 'Failed to delete category',
  reorderFailed: 'Failed to reorder categories',
  bulkDeleteFailed: 'Failed to delete categories. Please try again.',
} as const;

export const DEFAULT_CATEGORY_COLOR = '#6366f1';

