import { z } from 'zod';
import { storableText } from '../text-schema';
import { insertEvent } from '../../models/events';
import { buildSearch } from '../../models/prompt-search';
import { deletePromptById, findPromptById, insertPrompt, listPromptRows, lockPromptRow, updatePromptRow } from '../../models/prompts';
import { findPromptVersion, insertPromptVersion, listPromptVersions, type PromptVersionWithRefs } from '../../models/prompt-versions';
import { findCategory, findUserCategory } from '../../models/categories';
import { promptFormSchema, PROMPT_FORM_MESSAGES, type PromptForm, type PromptFormInput } from '../prompt-schema';
import { PROMPT_PAGE_SIZE, PROMPT_PAGE_SIZE_MAX, PROMPT_MESSAGES } from '../constants';
import { isForeignKeyViolation, withTransaction } from '../db';
import { denied, fail, invalid, notFound, ok, type Failure, type Result } from '../errors';
import { canClonePrompt, canCreatePrompt, canManagePrompt, canSeePrompt, canUseCustomCategories, type Viewer } from '../permissions';
import { lockedContentRefusal, promptSeenBy } from './content-access';
import { categoryRef, toPromptDTO } from './prompt-dto';
import { holdUserRow } from '../../models/users';
import { favouriteIdsAmong } from '../../models/prompt-marks';
import type { PromptSort, PromptWithRefs } from '../../models/prompt-rows';
import { PROMPT_SORTS, type PromptSortChoice } from '../browse-state';
import type { PromptDTO, PromptListAnswer, PromptVersionDTO } from '../dto/prompts';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const idList = z
  .string()
  // A comma list of at most 100 ids; a longer string is refused before it is split.
  .max(4000, 'Too many category ids')
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
  .pipe(z.array(z.string().uuid('Category ids must be valid ids')).max(100));

// GET /api/prompts query (spec P1 §7).
export const promptListQuery = z
  .object({
    userId: storableText(z.string().max(200)).optional(),
    showOnlyMyPrompts: flag,
    showOnlyProPrompts: flag,
    hideProPrompts: flag,
    showOnlyMyCategories: flag,
    categories: idList,
    userCategories: idList,
    search: storableText(z.string())
      .optional()
      .transform((v) => v?.trim().slice(0, 200) || undefined),
    page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(1_000_000).default(1),
    // The server decides the page size (spec P1 §9); a client that pages through everything (MCP) may ask for up to 100.
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(PROMPT_PAGE_SIZE_MAX, `limit must be at most ${PROMPT_PAGE_SIZE_MAX}`)
      .default(PROMPT_PAGE_SIZE),
    forOnboard: storableText(z.string().max(40)).optional(),
    favourites: flag,
    sort: z.enum(PROMPT_SORTS, { error: `sort must be one of ${PROMPT_SORTS.join(', ')}` }).optional(),
  })
  .refine((q) => !(q.showOnlyProPrompts && q.hideProPrompts), {
    message: "'Pro only' and 'Hide pro' cannot both be set",
    path: ['hideProPrompts'],
  });


export async function listPrompts(viewer: Viewer, rawQuery: unknown): Promise<Result<PromptListAnswer>> {
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
    // Typos are corrected only towards words this viewer could read.
    ...(q.search ? ((await buildSearch(q.search, { userId: viewer.id, pro: viewer.canAccessProFeatures })) ?? {}) : {}),
    // Whoever cannot read pro content cannot search it either: locked prompts match on title and description.
    searchHidesProContent: !viewer.canAccessProFeatures,
    forOnboard: q.forOnboard,
    favouritesOfUserId: q.favourites ? viewer.id : undefined,
    sort: modelSort(q.sort, q.search !== undefined),
    pageSize: q.limit,
  };
  let page = q.page;
  let { rows, total, capped } = await listPromptRows({ ...filter, page });
  // A search with more than SEARCH_RESULT_CAP matches counts up to the cap, and its pages end there.
  const totalPages = Math.max(1, Math.ceil(total / q.limit));
  // spec P1 §4: the requested page is clamped between 1 and the total pages.
  if (page > totalPages) {
    page = totalPages;
    ({ rows, total, capped } = await listPromptRows({ ...filter, page }));
  }
  const starred = await favouriteIdsAmong(viewer.id, rows.map((row) => row.id));
  return ok({
    prompts: rows.map((row) => ({ ...promptSeenBy(viewer, row), favourite: starred.has(row.id) })),
    totalPages,
    currentPage: page,
    total,
    ...(capped ? { totalCapped: true as const } : {}),
  });
}

const promptId = z.string().uuid(PROMPT_MESSAGES.invalidId);

/**
 * Browse's sort as the model orders: relevance is the default of a search, and most used
 * the default without one (the spec's order stays the default), so both are left to the model's default.
 */
function modelSort(sort: PromptSortChoice | undefined, searching: boolean): PromptSort | undefined {
  if (sort === undefined || sort === 'relevance') return undefined;
  if (sort === 'popular' && !searching) return undefined;
  return sort;
}

export async function getPrompt(viewer: Viewer, rawId: unknown): Promise<Result<PromptDTO>> {
  const row = await findVisible(viewer, rawId);
  if (!row) return notFound(PROMPT_MESSAGES.notFound);
  // spec P1 §6: pro content is refused, without the content, to users without pro access.
  const locked = lockedContentRefusal(viewer, row);
  if (locked) return locked;
  const starred = await favouriteIdsAmong(viewer.id, [row.id]);
  return ok({ ...toPromptDTO(row), favourite: starred.has(row.id) });
}

// Clone (spec P1 §5, §6): a non-blank new title; the copy belongs to the cloner, private, unapproved.
export const cloneInput = z.object({
  newTitle: storableText(
    z
      .string({ error: PROMPT_FORM_MESSAGES.titleRequired })
      .trim()
      .min(1, PROMPT_FORM_MESSAGES.titleRequired)
      .min(3, PROMPT_FORM_MESSAGES.titleMin)
      .max(100, PROMPT_FORM_MESSAGES.titleMax),
  ),
});
export type CloneInput = z.input<typeof cloneInput>;

async function findVisible(viewer: Viewer, rawId: unknown) {
  const id = promptId.safeParse(rawId);
  if (!id.success) return null;
  const row = await findPromptById(id.data);
  return row && canSeePrompt(viewer, row) ? row : null;
}

export async function clonePrompt(viewer: Viewer, rawId: unknown, raw: unknown): Promise<Result<PromptDTO>> {
  const input = cloneInput.safeParse(raw);
  if (!input.success) return invalid(input.error);
  const source = await findVisible(viewer, rawId);
  if (!source) return notFound(PROMPT_MESSAGES.notFound);
  if (!canClonePrompt(viewer)) return denied(PROMPT_MESSAGES.cloneProOnly, 'SUBSCRIPTION_ERROR');
  const locked = lockedContentRefusal(viewer, source);
  if (locked) return locked;
  const keepsCustomCategory = source.userCategoryId !== null && source.userCategoryOwnerId === viewer.id;
  if (!keepsCustomCategory && !source.categoryId) return fail(400, 'VALIDATION_ERROR', PROMPT_MESSAGES.cloneNeedsCategory);
  const created = await unlessCategoryGone(() =>
    withTransaction(async (tx) => {
      await holdUserRow(viewer.id, tx);
      const row = await insertPrompt(
        {
          title: input.data.newTitle,
          description: source.description,
          content: source.content,
          categoryId: keepsCustomCategory ? null : source.categoryId,
          userCategoryId: keepsCustomCategory ? source.userCategoryId : null,
          // The copy keeps its source's level: a clone of a pro prompt is pro, so
          // its content stays behind pro access, the cloner's own once a trial ends. Only admins
          // set accessLevel and approved (spec P1 §5); nobody sets it here.
          accessLevel: source.accessLevel,
          approved: false,
          viewable: 'private',
          authorId: viewer.id,
        },
        tx,
      );
      await insertEvent({ eventType: 'clone', userId: viewer.id, promptId: row.id, metadata: { sourceId: source.id } }, tx);
      return row;
    }),
  );
  return created.ok ? answerWith(created.data.id) : created;
}

/** DELETE /api/prompts/{id}: admins any prompt; authors their own while pro or on trial. */
export async function deletePrompt(viewer: Viewer, rawId: unknown): Promise<Result<{ deleted: true; _id: string }>> {
  const row = await findVisible(viewer, rawId);
  if (!row) return notFound(PROMPT_MESSAGES.notFound);
  if (!canManagePrompt(viewer, row)) {
    return row.authorId === viewer.id ? denied(PROMPT_MESSAGES.deleteNeedsSubscription, 'SUBSCRIPTION_ERROR') : denied();
  }
  // Only the request whose delete removed the row answers 200 and records the event; parallel
  // deletes of the same prompt find nothing left and answer 404.
  const deleted = await withTransaction(async (tx) => {
    if (!(await deletePromptById(row.id, tx))) return false;
    await insertEvent({ eventType: 'delete', userId: viewer.id, promptId: null, metadata: { promptId: row.id, title: row.title } }, tx);
    return true;
  });
  if (!deleted) return notFound(PROMPT_MESSAGES.notFound);
  return ok({ deleted: true, _id: row.id });
}

// Create and update (spec P1 §5, §6): the form schema, then rights, then the admin-only fields.
async function checkCategories(viewer: Viewer, form: PromptForm): Promise<Failure | null> {
  if (form.userCategoryId) {
    if (!canUseCustomCategories(viewer)) return fail(400, 'VALIDATION_ERROR', PROMPT_FORM_MESSAGES.systemCategoryRequired, { category: PROMPT_FORM_MESSAGES.systemCategoryRequired });
    const owned = await findUserCategory(form.userCategoryId);
    if (!owned || owned.userId !== viewer.id) return fail(400, 'VALIDATION_ERROR', PROMPT_MESSAGES.unknownCustomCategory, { userCategoryId: PROMPT_MESSAGES.unknownCustomCategory });
  }
  if (form.category && !(await findCategory(form.category))) return fail(400, 'VALIDATION_ERROR', PROMPT_MESSAGES.unknownCategory, { category: PROMPT_MESSAGES.unknownCategory });
  return null;
}

/** `current`: the access level of the prompt being updated; a create has none. */
function writableFields(viewer: Viewer, form: PromptForm, current: 'free' | 'pro' = 'free') {
  return {
    title: form.title,
    description: form.description,
    content: form.content,
    categoryId: form.category ?? null,
    userCategoryId: form.userCategoryId ?? null,
    viewable: form.viewable,
    // Only admins set accessLevel and approved (spec P1 §5). Others create free prompts and keep the
    // level of the one they edit, so the author of a pro clone cannot unlock it by saving it.
    accessLevel: viewer.isAdmin ? form.accessLevel : current,
    approved: viewer.isAdmin ? form.approved : false,
  };
}

// A category checked above can be deleted before the write lands; its foreign key then refuses the
// write, which is the same answer as a category that never existed.
async function unlessCategoryGone<T>(write: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await write());
  } catch (error) {
    if (isForeignKeyViolation(error)) return fail(400, 'VALIDATION_ERROR', PROMPT_MESSAGES.unknownCategory, { category: PROMPT_MESSAGES.unknownCategory });
    throw error;
  }
}

/** The prompt as just written; a parallel delete may already have removed it. */
async function answerWith(id: string): Promise<Result<PromptDTO>> {
  const row = await findPromptById(id);
  return row ? ok(toPromptDTO(row)) : notFound(PROMPT_MESSAGES.notFound);
}

export async function createPrompt(viewer: Viewer, raw: unknown): Promise<Result<PromptDTO>> {
  const parsed = promptFormSchema.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error, PROMPT_FORM_MESSAGES.invalidForm);
  if (!canCreatePrompt(viewer)) return denied('Creating prompts is available to PRO subscribers and trial users.', 'SUBSCRIPTION_ERROR');
  const categoryProblem = await checkCategories(viewer, parsed.data);
  if (categoryProblem) return categoryProblem;
  const created = await unlessCategoryGone(() =>
    withTransaction(async (tx) => {
      await holdUserRow(viewer.id, tx);
      const row = await insertPrompt({ ...writableFields(viewer, parsed.data), authorId: viewer.id }, tx);
      await insertEvent({ eventType: 'create', userId: viewer.id, promptId: row.id }, tx);
      return row;
    }),
  );
  return created.ok ? answerWith(created.data.id) : created;
}

export async function updatePrompt(viewer: Viewer, rawId: unknown, raw: unknown): Promise<Result<PromptDTO>> {
  const existing = await findVisible(viewer, rawId);
  if (!existing) return notFound(PROMPT_MESSAGES.notFound);
  if (!canManagePrompt(viewer, existing)) {
    return existing.authorId === viewer.id ? denied(PROMPT_MESSAGES.deleteNeedsSubscription, 'SUBSCRIPTION_ERROR') : denied();
  }
  const parsed = promptFormSchema.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error, PROMPT_FORM_MESSAGES.invalidForm);
  const categoryProblem = await checkCategories(viewer, parsed.data);
  if (categoryProblem) return categoryProblem;
  const saved = await unlessCategoryGone(() =>
    withTransaction(async (tx) => {
      await holdUserRow(viewer.id, tx);
      const current = await lockPromptRow(existing.id, tx);
      if (!current) return false;
      const fields = writableFields(viewer, parsed.data, current.accessLevel);
      // Beyond the spec: keep the state this save replaces, unless the save changes nothing.
      const changed = (Object.keys(fields) as (keyof typeof fields)[]).some((key) => current[key] !== fields[key]);
      if (!changed) return true;
      await insertPromptVersion(current, viewer.id, tx);
      await updatePromptRow(existing.id, fields, tx);
      await insertEvent({ eventType: 'update', userId: viewer.id, promptId: existing.id }, tx);
      return true;
    }),
  );
  if (!saved.ok) return saved;
  if (!saved.data) return notFound(PROMPT_MESSAGES.notFound);
  return answerWith(existing.id);
}

// Version history (beyond the spec): the states earlier saves replaced, for whoever may edit the prompt.

const toVersionDTO = (v: PromptVersionWithRefs): PromptVersionDTO => ({
  _id: v.id,
  version: v.version,
  title: v.title,
  description: v.description,
  content: v.content,
  category: categoryRef(v.categoryId, v.categoryName, PROMPT_MESSAGES.deletedCategory),
  userCategoryId: categoryRef(v.userCategoryId, v.userCategoryName, PROMPT_MESSAGES.deletedCategory),
  accessLevel: v.accessLevel,
  approved: v.approved,
  viewable: v.viewable,
  savedBy: v.savedById ? { _id: v.savedById } : null,
  createdAt: v.createdAt.toISOString(),
});

async function findManageable(viewer: Viewer, rawId: unknown): Promise<Result<PromptWithRefs>> {
  const row = await findVisible(viewer, rawId);
  if (!row) return notFound(PROMPT_MESSAGES.notFound);
  if (!canManagePrompt(viewer, row)) return denied();
  return ok(row);
}

/** GET /api/prompts/{id}/versions: newest first. */
export async function listVersions(viewer: Viewer, rawId: unknown): Promise<Result<PromptVersionDTO[]>> {
  const prompt = await findManageable(viewer, rawId);
  if (!prompt.ok) return prompt;
  return lockedContentRefusal(viewer, prompt.data) ?? ok((await listPromptVersions(prompt.data.id)).map(toVersionDTO));
}

/** POST /api/prompts/{id}/versions/{versionId}/restore: a save like any other, so it is itself undoable. */
/** Restore a version: the prompt's id beside the version's (both checked as ids here). */
export type RestoreVersionInput = { versionId: string };
/** Update a prompt: its id beside the form, checked with the form's schema. */
export type UpdatePromptInput = { prompt: PromptFormInput };

export async function restoreVersion(viewer: Viewer, rawId: unknown, rawVersionId: unknown): Promise<Result<PromptDTO>> {
  const prompt = await findManageable(viewer, rawId);
  if (!prompt.ok) return prompt;
  const versionId = promptId.safeParse(rawVersionId);
  const version = versionId.success ? await findPromptVersion(prompt.data.id, versionId.data) : null;
  if (!version) return notFound(PROMPT_MESSAGES.versionNotFound);
  return updatePrompt(viewer, prompt.data.id, {
    title: version.title,
    description: version.description,
    content: version.content,
    category: version.categoryId,
    userCategoryId: version.userCategoryId,
    accessLevel: version.accessLevel,
    approved: version.approved,
    viewable: version.viewable,
  });
}
