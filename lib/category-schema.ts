import { z } from 'zod';
import { storableText } from './text-schema';

// Custom category rules and texts (spec P1 §4, §8, §9; P2 §5, §8), shared by the API and the editor's
// modal so both say the same. Codes: DUPLICATE_NAME, PREMIUM_FEATURE_REQUIRED, CATEGORY_HAS_PROMPTS.
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
} as const;

export const DEFAULT_CATEGORY_COLOR = '#6366f1';

const M = CATEGORY_MESSAGES;

export const categoryName = storableText(z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).min(2, M.nameMin).max(50, M.nameMax));

export const categoryCreateSchema = z.object({
  name: categoryName,
  description: storableText(z.string().trim().max(200, M.descriptionMax)).optional().nullable(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, M.colorInvalid).default(DEFAULT_CATEGORY_COLOR),
});

export type CategoryCreateInput = z.input<typeof categoryCreateSchema>;
