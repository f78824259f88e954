import { z } from 'zod';
import { listCategories, listUserCategories } from '../../models/categories';
import { listPromptsByAuthor } from '../../models/prompts';
import type { PromptWithRefs } from '../../models/prompt-rows';
import { PROMPT_MESSAGES } from '../constants';
import { fail, invalid, notFound, ok, type Result } from '../errors';
import { canUseCustomCategories, type Viewer } from '../permissions';
import { readablePrompts } from './content-access';
import { writeZip } from '../transfer/archive';
import { toExportDocument } from '../transfer/document';
import { markdownFileName, toMarkdown } from '../transfer/markdown';
import { EXPORT_FORMATS, TRANSFER_LIMITS, TRANSFER_MESSAGES } from '../transfer/text';

// GET /api/prompts/export (docs/import-export.md): the viewer's own prompts, all of them,
// one category's or a selection, as our JSON or as a zip of Markdown files with front matter.

const idList = z
  .string()
  .max(TRANSFER_LIMITS.exportIds * 40, TRANSFER_MESSAGES.badExportIds)
  .transform((v) => [...new Set(v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))])
  .pipe(z.array(z.string().uuid(TRANSFER_MESSAGES.badExportIds)).min(1, TRANSFER_MESSAGES.badExportIds).max(TRANSFER_LIMITS.exportIds, TRANSFER_MESSAGES.badExportIds));

export const exportQuery = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: "format must be 'json' or 'markdown'" }).default('json'),
    ids: idList.optional(),
    category: z.string().uuid(TRANSFER_MESSAGES.badExportCategory).optional(),
  })
  .refine((q) => !(q.ids && q.category), { message: TRANSFER_MESSAGES.exportScopeOne, path: ['category'] });

export type ExportFile = { filename: string; contentType: string; body: string | Uint8Array; count: number };

/** The viewer's prompts in a scope; null when `category` is neither a system category nor one of theirs. */
async function promptsInScope(viewer: Viewer, q: z.output<typeof exportQuery>): Promise<Result<PromptWithRefs[]>> {
  // Only what the viewer may read: a pro prompt of theirs (a clone of a pro prompt) locks with their trial.
  const own = readablePrompts(viewer, await listPromptsByAuthor(viewer.id));
  if (q.ids) {
    const byId = new Map(own.map((p) => [p.id, p]));
    const picked = q.ids.map((id) => byId.get(id));
    if (picked.some((p) => !p)) return notFound(PROMPT_MESSAGES.notFound);
    return ok(picked as PromptWithRefs[]);
  }
  if (q.category) {
    const id = q.category.toLowerCase();
    const isSystem = (await listCategories()).some((c) => c.id === id);
    const isMine = canUseCustomCategories(viewer) && (await listUserCategories(viewer.id)).some((c) => c.id === id);
    if (!isSystem && !isMine) return fail(400, 'VALIDATION_ERROR', TRANSFER_MESSAGES.badExportCategory, { category: TRANSFER_MESSAGES.badExportCategory });
    return ok(own.filter((p) => p.categoryId === id || p.userCategoryId === id));
  }
  return ok(own);
}

export async function exportPrompts(viewer: Viewer, rawQuery: unknown, now = new Date()): Promise<Result<ExportFile>> {
  const parsed = exportQuery.safeParse(rawQuery);
  if (!parsed.success) return invalid(parsed.error);
  const scoped = await promptsInScope(viewer, parsed.data);
  if (!scoped.ok) return scoped;
  const document = toExportDocument(scoped.data, now);
  const day = document.exportedAt.slice(0, 10);
  if (parsed.data.format === 'json') {
    return ok({ filename: `promptloom-prompts-${day}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(document, null, 2), count: document.prompts.length });
  }
  const files = document.prompts.map((p, i) => ({ name: `prompts/${markdownFileName(p, i, document.prompts.length)}`, text: toMarkdown(p) }));
  return ok({ filename: `promptloom-prompts-${day}.zip`, contentType: 'application/zip', body: writeZip(files), count: files.length });
}
