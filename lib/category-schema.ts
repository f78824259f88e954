import { z } from 'zod';
import { CATEGORY_MESSAGES, DEFAULT_CATEGORY_COLOR } from './category-text';
import { storableText } from './text-schema';

// Custom category rules (spec P1 §4, §9; P2 §5), shared by the API and the editor's modal so both say
// the same. The texts live in lib/category-text.ts, which the browser's first pages take without zod.

export { CATEGORY_MESSAGES, DEFAULT_CATEGORY_COLOR } from './category-text';

const M = CATEGORY_MESSAGES;

export const categoryName = storableText(z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).min(2, M.nameMin).max(50, M.nameMax));

export const categoryCreateSchema = z.object({
  name: categoryName,
  description: storableText(z.string().trim().max(200, M.descriptionMax)).optional().nullable(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, M.colorInvalid).default(DEFAULT_CATEGORY_COLOR),
});

export type CategoryCreateInput = z.input<typeof categoryCreateSchema>;
