// The account page's texts (spec P2 §2, §5, §8), apart from lib/constants.ts so that only the pages
// that show them carry them.

// The account page (spec P2 §2, §8) and what it adds: export and deletion.
export const ACCOUNT_MESSAGES = {
  statsFailed: 'Failed to load usage statistics',
  confirmMismatch: 'Type your email address exactly to confirm',
  deleteFailed: 'Failed to delete your account. Please try again.',
  subscriptionNotCancelled: 'Your subscription could not be cancelled at Paddle, so your account was not deleted. Please try again or contact support.',
  deleted: 'Your account has been deleted.',
  adminCannotDelete: 'Admin accounts cannot be deleted here. Ask the operator to remove the account.',
} as const;

// The custom categories manager on the account page (spec P2 §5, §8), verbatim.
export const ACCOUNT_CATEGORY_TEXT = {
  loadFailed: { title: 'Error Loading Categories', message: 'Failed to load your categories. Please try again.' },
  duplicate: { title: 'Duplicate Name', message: 'A category with this name already exists.' },
  createFailed: (message?: string) => ({ title: 'Creation Failed', message: `Failed to create category: ${message || 'Please try again.'}` }),
  updateFailed: { title: 'Update Failed', message: 'Failed to update category. Please try again.' },
  hasPrompts: { title: 'Delete Failed', message: 'Some categories contain prompts and cannot be deleted.' },
  deleteFailed: { title: 'Delete Failed', message: 'Failed to delete categories. Please try again.' },
  noneEmpty: { title: 'Cannot Delete', message: 'Selected categories contain prompts and cannot be deleted.' },
  reorderFailed: { title: 'Update Failed', message: 'Failed to save new category order. Please try again.' },
  confirmDelete: (names: string[]) =>
    names.length === 1
      ? `Are you sure you want to delete "${names[0]}"? This action cannot be undone.`
      : `Are you sure you want to delete ${names.length} categories (${names.join(', ')})? Only empty categories are deleted. This action cannot be undone.`,
  created: 'Category Created',
  updated: 'Category Updated',
  deleted: 'Categories Deleted',
} as const;
