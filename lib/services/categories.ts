import { z } from 'zod';
import {
  countPromptsInUserCategory,
  deleteEmptyUserCategories,
  deleteUserCategory,
  findUserCategory,
  findUserCategoryByName,
  insertUserCategory,
  listCategories,
  listUserCategories,
  renameUserCategory,
  setUserCategoryOrders,
} from '../../models/categories';
import type { UserCategoryRow } from '../../models/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../db';
import { denied, fail, invalid, notFound, ok, type Result } from '../errors';
import { canUseCustomCategories, type Viewer } from '../permissions';
import { CATEGORY_MESSAGES, categoryCreateSchema, categoryName } from '../category-schema';
import type { CategoryDTO, UserCategoryDTO } from '../dto/categories';



/** GET /api/categories: the system categories (spec P1 §7). */
export async function listSystemCategories(): Promise<Result<CategoryDTO[]>> {
  const rows = await listCategories();
  return ok(rows.map((r) => ({ _id: r.id, name: r.name })));
}

/** GET /api/user-categories: pro, trial or admin only (spec P1 §6). */
export async function listCustomCategories(viewer: Viewer): Promise<Result<UserCategoryDTO[]>> {
  if (!canUseCustomCategories(viewer)) return denied(CATEGORY_MESSAGES.listProOnly, 'PREMIUM_FEATURE_REQUIRED');
  const rows = await listUserCategories(viewer.id);
  return ok(rows.map((r) => toDTO(r, r.promptCount)));
}

const toDTO = (r: UserCategoryRow, promptCount: number): UserCategoryDTO => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  color: r.color,
  order: r.order,
  promptCount,
  createdAt: r.createdAt.toISOString(),
});

const premium = () => denied(CATEGORY_MESSAGES.proOnly, 'PREMIUM_FEATURE_REQUIRED');
const duplicate = () => fail(409, 'DUPLICATE_NAME', CATEGORY_MESSAGES.duplicate);

export async function createCustomCategory(viewer: Viewer, raw: unknown): Promise<Result<UserCategoryDTO>> {
  if (!canUseCustomCategories(viewer)) return premium();
  const input = categoryCreateSchema.safeParse(raw);
  if (!input.success) return invalid(input.error);
  if (await findUserCategoryByName(viewer.id, input.data.name)) return duplicate();
  try {
    const row = await insertUserCategory({ userId: viewer.id, name: input.data.name, description: input.data.description || null, color: input.data.color });
    return ok(toDTO(row, 0));
  } catch (error) {
    // Two requests racing past the check above meet the unique index instead.
    if (isUniqueViolation(error)) return duplicate();
    throw error;
  }
}

async function ownCategory(viewer: Viewer, rawId: unknown): Promise<UserCategoryRow | null> {
  const id = z.string().uuid().safeParse(rawId);
  if (!id.success) return null;
  const row = await findUserCategory(id.data);
  return row && row.userId === viewer.id ? row : null;
}

/** PUT /api/user-categories/{id}: a new name (the same rules as a create's). */
export const renameInput = z.object({ name: categoryName });
export type RenameCategoryInput = z.input<typeof renameInput>;

export async function renameCustomCategory(viewer: Viewer, rawId: unknown, raw: unknown): Promise<Result<UserCategoryDTO>> {
  if (!canUseCustomCategories(viewer)) return premium();
  const row = await ownCategory(viewer, rawId);
  if (!row) return notFound(CATEGORY_MESSAGES.notFound);
  const input = renameInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const clash = await findUserCategoryByName(viewer.id, input.data.name);
  if (clash && clash.id !== row.id) return duplicate();
  try {
    if (!(await renameUserCategory(row.id, input.data.name))) return notFound(CATEGORY_MESSAGES.notFound);
  } catch (error) {
    // A parallel create or rename took the name after the check above.
    if (isUniqueViolation(error)) return duplicate();
    throw error;
  }
  return ok(toDTO({ ...row, name: input.data.name }, await countPromptsInUserCategory(row.id)));
}

export async function deleteCustomCategory(viewer: Viewer, rawId: unknown): Promise<Result<{ deleted: true; _id: string }>> {
  if (!canUseCustomCategories(viewer)) return premium();
  const row = await ownCategory(viewer, rawId);
  if (!row) return notFound(CATEGORY_MESSAGES.notFound);
  // spec P1 §4: delete only when promptCount is 0.
  const hasPrompts = () => fail(409, 'CATEGORY_HAS_PROMPTS', CATEGORY_MESSAGES.hasPrompts(row.name));
  if ((await countPromptsInUserCategory(row.id)) > 0) return hasPrompts();
  try {
    if (!(await deleteUserCategory(row.id))) return notFound(CATEGORY_MESSAGES.notFound);
  } catch (error) {
    // A prompt was filed into it after the count above: the foreign key keeps the category.
    if (isForeignKeyViolation(error)) return hasPrompts();
    throw error;
  }
  return ok({ deleted: true, _id: row.id });
}

// Orders are stored as 32-bit integers: a larger one was a 500 (found by the route properties).
export const reorderInput = z.array(z.object({ id: z.string().uuid(), order: z.number().int().min(1).max(1_000_000) })).min(1).max(500);
export type ReorderCategoriesInput = z.input<typeof reorderInput>;

/** POST /api/user-categories/reorder: 1-based orders for the viewer's own categories, all or nothing. */
export async function reorderCustomCategories(viewer: Viewer, raw: unknown): Promise<Result<UserCategoryDTO[]>> {
  if (!canUseCustomCategories(viewer)) return premium();
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) && Object.hasOwn(raw, 'orders') ? (raw as { orders: unknown }).orders : raw;
  const input = reorderInput.safeParse(body);
  if (!input.success) return fail(400, 'VALIDATION_ERROR', CATEGORY_MESSAGES.badReorder);
  const mine = new Set((await listUserCategories(viewer.id)).map((c) => c.id));
  const ids = input.data.map((o) => o.id);
  if (ids.some((id) => !mine.has(id)) || new Set(ids).size !== ids.length) return fail(400, 'VALIDATION_ERROR', CATEGORY_MESSAGES.badReorder);
  await setUserCategoryOrders(viewer.id, input.data);
  return listCustomCategories(viewer);
}

export const bulkDeleteInput = z.object({ ids: z.array(z.string().uuid()).min(1).max(500) });
export type BulkDeleteCategoriesInput = z.input<typeof bulkDeleteInput>;

/**
 * DELETE /api/user-categories { ids } (spec P2 §5 bulk delete): deletes the selected categories that
 * hold no prompt, keeps the others; none empty is a 409 with the spec's message.
 */
export async function deleteCustomCategories(viewer: Viewer, raw: unknown): Promise<Result<{ deleted: string[]; kept: string[] }>> {
  if (!canUseCustomCategories(viewer)) return premium();
  const input = bulkDeleteInput.safeParse(raw);
  if (!input.success) return fail(400, 'VALIDATION_ERROR', CATEGORY_MESSAGES.badBulkDelete);
  const ids = [...new Set(input.data.ids.map((id) => id.toLowerCase()))];
  const mine = new Set((await listUserCategories(viewer.id)).map((c) => c.id));
  if (ids.some((id) => !mine.has(id))) return notFound(CATEGORY_MESSAGES.notFound);
  let deleted: string[];
  try {
    deleted = await deleteEmptyUserCategories(viewer.id, ids);
  } catch (error) {
    // A prompt was filed under one of them between the check and the delete.
    if (isForeignKeyViolation(error)) deleted = [];
    else throw error;
  }
  if (deleted.length === 0) return fail(409, 'CATEGORY_HAS_PROMPTS', CATEGORY_MESSAGES.noneEmpty);
  return ok({ deleted, kept: ids.filter((id) => !deleted.includes(id)) });
}
