import { listCategories, listUserCategories } from '../../models/categories';
import { denied, ok, type Result } from '../errors';
import { canUseCustomCategories, type Viewer } from '../permissions';
import { MESSAGES } from '../constants';

export type CategoryDTO = { _id: string; name: string };
export type UserCategoryDTO = {
  _id: string;
  name: string;
  description: string | null;
  color: string;
  order: number;
  promptCount: number;
  createdAt: string;
};

/** GET /api/categories: the system categories (spec P1 §7). */
export async function listSystemCategories(): Promise<Result<CategoryDTO[]>> {
  const rows = await listCategories();
  return ok(rows.map((r) => ({ _id: r.id, name: r.name })));
}

/** GET /api/user-categories: pro, trial or admin only (spec P1 §6). */
export async function listCustomCategories(viewer: Viewer): Promise<Result<UserCategoryDTO[]>> {
  if (!canUseCustomCategories(viewer)) return denied(MESSAGES.customCategoriesProOnly, 'PREMIUM_FEATURE_REQUIRED');
  const rows = await listUserCategories(viewer.id);
  return ok(
    rows.map((r) => ({
      _id: r.id,
      name: r.name,
      description: r.description,
      color: r.color,
      order: r.order,
      promptCount: r.promptCount,
      createdAt: r.createdAt.toISOString(),
    })),
  );
}
