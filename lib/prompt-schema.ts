import { z } from 'zod';
import { storableText } from './text-schema';

// The prompt form (spec P1 §3, §5), shared by the editor and the server so both say the same.
export const PROMPT_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  titleMin: 'Title must be at least 3 characters long',
  titleMax: 'Title must be less than 100 characters',
  descriptionRequired: 'Description is required',
  descriptionMin: 'Description must be at least 10 characters long',
  descriptionMax: 'Description must be less than 500 characters',
  contentRequired: 'Content is required',
  contentMin: 'Content must be at least 10 characters long',
  contentMax: 'Content must be less than 10,000 characters',
  categoryRequired: 'Either a system category or custom category is required',
  systemCategoryRequired: 'A system category is required',
  accessLevel: 'Valid access level is required',
  viewable: 'Valid visibility setting is required',
  invalidForm: 'Please fill in all required fields',
} as const;

const M = PROMPT_FORM_MESSAGES;

/** An id, or the `{_id}` object the spec's wire shape uses; blank means none. */
const reference = z.preprocess(
  (v) => (v && typeof v === 'object' && '_id' in v ? (v as { _id: unknown })._id : v === '' ? null : v),
  z.string().uuid('Invalid category').nullable().optional(),
);

/** The text fields of spec P1 §5, one schema each: the form's, and the import's check of every row. */
export const promptFields = {
  title: storableText(z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).min(3, M.titleMin).max(100, M.titleMax)),
  description: storableText(z.string({ error: M.descriptionRequired }).trim().min(1, M.descriptionRequired).min(10, M.descriptionMin).max(500, M.descriptionMax)),
  content: storableText(z.string({ error: M.contentRequired }).min(1, M.contentRequired).refine((c) => c.trim().length >= 10, M.contentMin).refine((c) => c.length <= 10_000, M.contentMax)),
};

export const promptFormSchema = z
  .object({
    ...promptFields,
    category: reference,
    userCategoryId: reference,
    accessLevel: z.enum(['free', 'pro'], { error: M.accessLevel }).default('free'),
    approved: z.boolean().default(false),
    viewable: z.enum(['private', 'public'], { error: M.viewable }).default('private'),
  })
  // spec P1 §3: exactly one of category and userCategoryId.
  .refine((f) => Boolean(f.category) !== Boolean(f.userCategoryId), { message: M.categoryRequired, path: ['category'] });

export type PromptFormInput = z.input<typeof promptFormSchema>;
export type PromptForm = z.output<typeof promptFormSchema>;
