import { z } from 'zod';
import { findPromptById, listPrompts } from '../../models/prompts';
import { PROMPT_PAGE_SIZE } from '../constants';
import { denied, fail, invalid, notFound, ok, type Result } from '../errors';
import { canReadPromptContent, canSeePrompt, canUseCustomCategories, type Viewer } from '../permissions';
import { toPromptDTO, type PromptDTO } from './prompt-dto';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const idList = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
  .pipe(z.array(z.string().uuid('Category ids must be valid ids')).max(100));

// GET /api/prompts query (spec P1 §7).
export const promptListQuery = z
  .object({
    userId: z.string().optional(),
    showOnlyMyPrompts: flag,
    showOnlyProPrompts: flag,
    hideProPrompts: flag,
    showOnlyMyCategories: flag,
    categories: idList,
    userCategories: idList,
    search: z
      .string()
      .optional()
      .transform((v) => v?.trim().slice(0, 200) || undefined),
    page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(1_000_000).default(1),
    forOnboard: z.string().max(40).optional(),
  })
  .refine((q) => !(q.showOnlyProPrompts && q.hideProPrompts), {
    message: "'Pro only' and 'Hide pro' cannot both be set",
    path: ['hideProPrompts'],
  });

export type PromptListAnswer = { prompts: PromptDTO[]; totalPages: number; currentPage: number; total: number };

export async function listPromptsForViewer(viewer: Viewer, rawQuery: unknown): Promise<Result<PromptListAnswer>> {
  const parsed = promptListQuery.safeParse(rawQuery);
  if (!parsed.success) return invalid(parsed.error);
  const q = parsed.data;
  // spec P1 §4: 'My Categories' is reset when the user lacks pro, trial or admin access.
  const mayUseCustom = canUseCustomCategories(viewer);
  const filter = {
    viewerId: viewer.id,
    viewerIsAdmin: viewer.isAdmin,
    onlyAuthorId: q.showOnlyMyPrompts ? viewer.id : undefined,
    accessLevel: q.showOnlyProPrompts ? ('pro' as const) : q.hideProPrompts ? ('free' as const) : undefined,
    inCategoriesOfUserId: q.showOnlyMyCategories && mayUseCustom ? viewer.id : undefined,
    categoryIds: q.categories,
    userCategoryIds: mayUseCustom ? q.userCategories : [],
    search: q.search,
    forOnboard: q.forOnboard,
    pageSize: PROMPT_PAGE_SIZE,
  };
  let page = q.page;
  let { rows, total } = await listPrompts({ ...filter, page });
  const totalPages = Math.max(1, Math.ceil(total / PROMPT_PAGE_SIZE));
  // spec P1 §4: the requested page is clamped between 1 and the total pages.
  if (page > totalPages) {
    page = totalPages;
    ({ rows, total } = await listPrompts({ ...filter, page }));
  }
  return ok({
    prompts: rows.map((row) => toPromptDTO(row, { locked: !canReadPromptContent(viewer, row) })),
    totalPages,
    currentPage: page,
    total,
  });
}

const promptId = z.string().uuid('Invalid prompt id');

export async function getPromptForViewer(viewer: Viewer, rawId: unknown): Promise<Result<PromptDTO>> {
  const id = promptId.safeParse(rawId);
  if (!id.success) return fail(404, 'NOT_FOUND', 'Prompt not found');
  const row = await findPromptById(id.data);
  if (!row || !canSeePrompt(viewer, row)) return notFound('Prompt not found');
  // spec P1 §6: pro content is refused, without the content, to users without pro access.
  if (!canReadPromptContent(viewer, row)) {
    return denied('This content is exclusive to PRO subscribers. Your trial period has expired.', 'PRO_CONTENT');
  }
  return ok(toPromptDTO(row));
}
