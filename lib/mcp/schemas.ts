import { z } from 'zod';
import { PROMPT_MESSAGES } from '../constants';
import type { CategoryDTO, UserCategoryDTO } from '../dto/categories';
import type { PromptDTO, PromptListAnswer } from '../dto/prompts';
import { MAX_VALUE_LENGTH } from './placeholder-form';
import { INPUT_TYPES } from '../placeholders';

// The tools' input and output schemas (zod; the SDK hands them to clients as JSON Schema). Prompts
// and categories keep the API's wire shapes (lib/dto), so a tool shows what GET /api/… shows.

const ref = z.object({ _id: z.string(), name: z.string() }).nullable();

export const promptOutput = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string().describe('The template; for a locked pro prompt only the first 150 characters'),
  category: ref,
  userCategoryId: ref,
  accessLevel: z.enum(['free', 'pro']),
  approved: z.boolean(),
  viewable: z.enum(['private', 'public']),
  author: z.object({ _id: z.string() }).nullable(),
  popularityScore: z.number(),
  InitialLoad: z.boolean(),
  forOnboard: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  locked: z.literal(true).optional().describe('Present when the caller may not read this pro prompt'),
  favourite: z.boolean().optional().describe('Whether the user starred it'),
}) satisfies z.ZodType<PromptDTO>;

// The API takes the ids as one comma list and names a wrong one only by its place in it; checked
// here, the answer names the tool's own field, and a comma cannot make one id two.
const categoryId = z.string().uuid('Category ids must be valid ids');

export const searchInput = z.object({
  query: z.string().max(200).optional().describe('Words to find in titles, descriptions and content; ranked, and typos are tolerated'),
  page: z.number().int().min(1).max(1_000_000).optional().describe('Page of 12 results, from 1'),
  categoryIds: z.array(categoryId).max(100).optional().describe('Only these library categories (ids from list_categories)'),
  customCategoryIds: z.array(categoryId).max(100).optional().describe('Only these of your own categories (ids from list_categories)'),
  onlyMine: z.boolean().optional().describe('Only prompts you wrote'),
  onlyPro: z.boolean().optional().describe('Only pro prompts'),
  hidePro: z.boolean().optional().describe('No pro prompts'),
  onlyMyCategories: z.boolean().optional().describe('Only prompts filed in your own categories'),
});

export const searchOutput = z.object({
  prompts: z.array(promptOutput),
  totalPages: z.number(),
  currentPage: z.number(),
  total: z.number(),
  totalCapped: z.literal(true).optional(),
}) satisfies z.ZodType<PromptListAnswer>;

// A prompt id as the API takes it (lib/services/prompts.ts): over stdio the id becomes a path
// segment, where '.' or '..' would reach another route with the person's token.
const promptId = z.string().uuid(PROMPT_MESSAGES.invalidId);

export const promptIdInput = z.object({ id: promptId.describe('The prompt id (`_id` in search_prompts)') });

/** Which of the person's profiles fills (docs/memory.md#profiles): its name or id; left out, the token's own profile. */
const profileArgument = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .optional()
  .describe("One of your profiles (its name or id) to fill from, e.g. 'Client: Globex'; left out, the profile set on this token, else your personal memory");
export const getInput = promptIdInput.extend({ profile: profileArgument });

const profileRef = z.object({ _id: z.string(), name: z.string() }).nullable().describe('The profile that filled the values (null: your personal memory alone)');

const schemaObject = z.record(z.string(), z.unknown());

export const getOutput = z.object({
  prompt: promptOutput,
  valuesSchema: schemaObject.describe("JSON Schema of fill_prompt's `values`: one property per placeholder, a select's options as enum, your parameter memory's values as defaults"),
  profile: profileRef,
});

export const fillInput = z.object({
  id: promptId.describe('The prompt id'),
  profile: profileArgument,
  values: z
    .object({})
    .catchall(z.union([z.string().max(MAX_VALUE_LENGTH), z.number(), z.boolean(), z.array(z.string().max(MAX_VALUE_LENGTH)).max(100)]))
    .optional()
    .describe(
      "Placeholder values by name, as in get_prompt's valuesSchema (text; a number for a number, true or false for a checkbox, a list for a multi-select); placeholders you leave out come from your parameter memory, else their defaults",
    ),
});

export const fillOutput = z.object({
  promptId: z.string(),
  title: z.string(),
  text: z.string().describe('The prompt with every placeholder that has a value filled in'),
  complete: z.boolean().describe('True when every placeholder has a value'),
  values: z.record(z.string(), z.string()).describe('The value used for each placeholder, by name'),
  fromMemory: z.array(z.string()).describe('Placeholders filled from your parameter memory (through the profile, where one fills)'),
  profile: profileRef,
  remembered: z.array(z.string()).describe('Values the form asked for that you chose to remember, by the parameter names they were kept under (in the profile that filled, else your parameter memory)'),
  missing: z
    .array(z.object({ name: z.string(), title: z.string(), type: z.enum(INPUT_TYPES).describe('What the input takes (docs/placeholders.md)'), options: z.array(z.string()).optional() }))
    .describe('Placeholders still without a value'),
});

export const categoriesOutput = z.object({
  categories: z.array(z.object({ _id: z.string(), name: z.string() }) satisfies z.ZodType<CategoryDTO>),
  customCategories: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      color: z.string(),
      order: z.number(),
      promptCount: z.number(),
      createdAt: z.string(),
    }) satisfies z.ZodType<UserCategoryDTO>,
  ),
});
