import { z } from 'zod';
import { pageNumber, strictQuery } from '../query-schema';
import { insertEvent } from '../../models/events';
import { insertPromptVersion } from '../../models/prompt-versions';
import { lockPromptRow, updatePromptRow } from '../../models/prompts';
import { listGridPrompts, type GridPromptRow } from '../../models/prompt-grid';
import { ANALYTICS_PERIODS, periodStart } from '../admin-periods';
import { PROMPT_MESSAGES } from '../constants';
import { withTransaction } from '../db';
import { GRID_SORTS, type GridAnswer, type GridRow, type PromptModeration } from '../dto/admin';
import { denied, invalid, notFound, ok, type Result } from '../errors';
import { canModeratePrompts, type Viewer } from '../permissions';

// The admin prompt grid (spec P1 §7 GET /prompts/grid, P2 §2, §3 "Grid filters") and its
// inline moderation of approved and accessLevel. Admin only.

/** spec P1 §9, P2 §9: the grid shows 10 prompts a page. */
export const GRID_PAGE_SIZE = 10;
const text = (name: string) => z.string().trim().max(200, `${name} filter must be at most 200 characters`).optional();
const booleanText = z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).transform((v) => v === 'true');

export const gridQuery = strictQuery(
  {
    title: text('Title'),
    description: text('Description'),
    author: text('Author'),
    authorId: z.string().max(200).optional(),
    category: z.string().uuid('category must be a category id').optional(),
    approved: booleanText.optional(),
    accessLevel: z.enum(['free', 'pro'], { error: "accessLevel must be 'free' or 'pro'" }).optional(),
    period: z.enum(ANALYTICS_PERIODS, { error: `period must be one of ${ANALYTICS_PERIODS.join(', ')}` }).optional(),
    awaitingApproval: booleanText.optional(),
    sort: z.enum(GRID_SORTS, { error: `sort must be one of ${GRID_SORTS.join(', ')}` }).optional(),
    sortDirection: z.enum(['asc', 'desc'], { error: "sortDirection must be 'asc' or 'desc'" }).optional(),
    page: pageNumber,
    limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1).max(100, 'limit must be at most 100').default(GRID_PAGE_SIZE),
  },
  'grid filter',
);

const toGridRow = (r: GridPromptRow): GridRow => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  author: r.authorId ? { _id: r.authorId, name: r.authorName ?? '', email: r.authorEmail ?? '' } : null,
  category: r.categoryId ? { _id: r.categoryId, name: r.categoryName ?? '' } : r.userCategoryId ? { _id: r.userCategoryId, name: r.userCategoryName ?? '' } : null,
  userCategoryId: r.userCategoryId,
  approved: r.approved,
  accessLevel: r.accessLevel,
  usageCount: r.usageCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  content: r.content,
  viewable: r.viewable,
});

/** GET /api/prompts/grid: `{ prompts, totalPages, currentPage, total }`. */
export async function listGrid(viewer: Viewer, raw: unknown, now = new Date()): Promise<Result<GridAnswer>> {
  if (!canModeratePrompts(viewer)) return denied();
  const parsed = gridQuery.safeParse(raw ?? {});
  if (!parsed.success) return invalid(parsed.error, 'Invalid grid filters');
  const { page, limit, period, sort, sortDirection, ...filters } = parsed.data;
  // The moderation shortcut reads oldest first, so what waits longest is seen first.
  const order = filters.awaitingApproval && !sort ? { sort: 'createdAt' as const, sortDirection: 'asc' as const } : { sort: sort ?? 'createdAt', sortDirection: sortDirection ?? 'desc' };
  const { rows, total } = await listGridPrompts({ ...filters, ...order, from: period ? periodStart(period, now) : null, offset: (page - 1) * limit, limit });
  return ok({ prompts: rows.map(toGridRow), totalPages: Math.max(1, Math.ceil(total / limit)), currentPage: page, total });
}

export const moderationInput = z
  .object({
    approved: z.boolean({ error: 'approved must be true or false' }).optional(),
    accessLevel: z.enum(['free', 'pro'], { error: "accessLevel must be 'free' or 'pro'" }).optional(),
  })
  .strict()
  .refine((v) => v.approved !== undefined || v.accessLevel !== undefined, 'Nothing to change: send approved or accessLevel');
export type ModerationInput = z.input<typeof moderationInput>;

const promptId = z.string().uuid(PROMPT_MESSAGES.invalidId);

export type ModerationAnswer = { _id: string; approved: boolean; accessLevel: 'free' | 'pro'; updatedAt: string };

/** PATCH /api/prompts/{id}: an admin's inline edit of approved and access level (spec P2 §2, §6). */
export async function moderatePrompt(viewer: Viewer, rawId: unknown, raw: unknown): Promise<Result<ModerationAnswer>> {
  if (!canModeratePrompts(viewer)) return denied();
  const id = promptId.safeParse(rawId);
  if (!id.success) return notFound(PROMPT_MESSAGES.notFound);
  const parsed = moderationInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const changes: PromptModeration = parsed.data;
  const saved = await withTransaction(async (tx) => {
    const current = await lockPromptRow(id.data, tx);
    if (!current) return null;
    const next = { approved: changes.approved ?? current.approved, accessLevel: changes.accessLevel ?? current.accessLevel };
    if (next.approved === current.approved && next.accessLevel === current.accessLevel) return current;
    // As any save: the state it replaces is kept in the prompt's history, and the change is an update event.
    await insertPromptVersion(current, viewer.id, tx);
    const updatedAt = new Date();
    await updatePromptRow(current.id, { ...next, updatedAt }, tx);
    await insertEvent({ eventType: 'update', userId: viewer.id, promptId: current.id, metadata: { moderation: changes } }, tx);
    return { ...current, ...next, updatedAt };
  });
  if (!saved) return notFound(PROMPT_MESSAGES.notFound);
  return ok({ _id: saved.id, approved: saved.approved, accessLevel: saved.accessLevel, updatedAt: saved.updatedAt.toISOString() });
}
