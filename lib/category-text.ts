// Every custom category text, in one place, with no import: the browser's first pages take them
// without the schema library. The API speaks CATEGORY_MESSAGES (codes DUPLICATE_NAME,
// PREMIUM_FEATURE_REQUIRED, CATEGORY_HAS_PROMPTS). Each screen keeps the words its part of the spec
// gives it, built on the API's words where the spec's agree: the Browse sidebar (P1 §8), the editor's
// New Category dialog (P1 §8) and the /account manager (P2 §8).
export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  nameMin: 'Category name must be at least 2 characters',
  nameMax: 'Category name must be less than 50 characters',
  descriptionMax: 'Description must be less than 200 characters',
  colorInvalid: 'Color must be a hex value such as #6366f1',
  duplicate: 'A category with this name already exists',
  proOnly: 'Custom categories are only available for Pro users and Admins',
  // What GET /api/user-categories answers a free account (spec P1 §8's 'Premium Feature' dialog).
  listProOnly: 'Custom categories are only available for Pro users.',
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

const M = CATEGORY_MESSAGES;

/** The Browse sidebar's dialogs (spec P1 §8). */
export const BROWSE_CATEGORY_TEXT = {
  duplicate: { title: 'Duplicate Name', message: `${M.duplicate}. Please choose a different name.` },
  premium: { title: 'Premium Feature', message: M.listProOnly },
  // The API words it (M.hasPrompts).
  hasPrompts: (message: string) => ({ title: 'Cannot Delete Category', message }),
  updateFailed: (message: string) => ({ title: 'Update Failed', message: `Failed to update category: ${message}` }),
  deleteFailed: (message: string) => ({ title: 'Delete Failed', message: `Failed to delete category: ${message}` }),
  // spec P2 §8, the same on both managers.
  reorderFailed: { title: 'Update Failed', message: 'Failed to save new category order. Please try again.' },
  renamed: 'Category Updated',
} as const;

/** The custom categories manager on /account (spec P2 §5, §8). */
export const ACCOUNT_CATEGORY_TEXT = {
  loadFailed: { title: 'Error Loading Categories', message: 'Failed to load your categories. Please try again.' },
  duplicate: { title: 'Duplicate Name', message: `${M.duplicate}.` },
  createFailed: (message?: string) => ({ title: 'Creation Failed', message: `${M.createFailed}: ${message || 'Please try again.'}` }),
  updateFailed: { title: 'Update Failed', message: `${M.updateFailed}. Please try again.` },
  hasPrompts: { title: 'Delete Failed', message: 'Some categories contain prompts and cannot be deleted.' },
  deleteFailed: { title: 'Delete Failed', message: M.bulkDeleteFailed },
  noneEmpty: { title: 'Cannot Delete', message: M.noneEmpty },
  reorderFailed: BROWSE_CATEGORY_TEXT.reorderFailed,
  confirmDelete: (names: string[]) =>
    names.length === 1
      ? `Are you sure you want to delete "${names[0]}"? This action cannot be undone.`
      : `Are you sure you want to delete ${names.length} categories (${names.join(', ')})? Only empty categories are deleted. This action cannot be undone.`,
  created: 'Category Created',
  updated: BROWSE_CATEGORY_TEXT.renamed,
  deleted: 'Categories Deleted',
} as const;

/** The editor's New Category dialog (spec P1 §8, §9). */
export const EDITOR_CATEGORY_TEXT = {
  duplicateInline: M.duplicate,
  proOnlyTitle: 'Pro Feature',
  proOnly: `${M.proOnly}. Upgrade to Pro, or contact support if you think this is a mistake.`,
  errorTitle: 'Error creating category',
  created: 'Category created!',
} as const;

