import { createHash } from 'node:crypto';
import { z } from 'zod';
import { findUserCategoryByName, insertUserCategory, listCategories, listUserCategories } from '../../models/categories';
import { insertEvents } from '../../models/events';
import { insertImportedPrompts } from '../../models/prompt-transfer';
import { listPromptsByAuthor } from '../../models/prompts';
import { holdUserRow } from '../../models/users';
import type { CategoryRow, NewPromptRow } from '../../models/schema';
import { categoryName, DEFAULT_CATEGORY_COLOR } from '../category-schema';
import { isUniqueViolation, withTransaction, type Queryable } from '../db';
import type { ImportCategoryDTO, ImportPreviewDTO, ImportResultDTO, ImportRowDTO } from '../dto/transfer';
import { denied, fail, invalid, ok, type Result } from '../errors';
import { canCreatePrompt, canUseCustomCategories, type Viewer } from '../permissions';
import { parsePlaceholders, uniquePlaceholders } from '../placeholders';
import { readImportFile } from '../transfer/read';
import { completeRow, type ImportRow } from '../transfer/rows';
import { DEFAULT_IMPORT_CATEGORY, IMPORT_FORMAT_LABELS, IMPORT_FORMATS, TRANSFER_LIMITS, TRANSFER_MESSAGES } from '../transfer/text';
import { CATEGORY_MESSAGES } from '../category-text';

// POST /api/prompts/import and the account page's Import dialog (docs/import-export.md).
// The file is read and every prompt made whole and checked; a dry run answers that preview, a real
// run creates every prompt to create in one transaction, or nothing when any row has an error.

const M = TRANSFER_MESSAGES;
const uuid = z.string().uuid();

/** Where prompts the file does not file go: a library category, one of the viewer's, or a new one. */
export const importCategoryChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('system'), id: uuid }),
  z.object({ kind: z.literal('custom'), id: uuid }),
  z.object({ kind: z.literal('new'), name: categoryName }),
]);

export const importInput = z.object({
  filename: z.string().max(255).default('upload'),
  // 2 MB as base64 is 2.8 million characters; the byte limit itself is checked once decoded.
  content: z.string({ error: 'content (the file) is required' }).max(2_800_000, M.inlineTooLarge),
  encoding: z.enum(['text', 'base64']).default('text'),
  format: z.enum(['auto', ...IMPORT_FORMATS], { error: `format must be one of auto, ${IMPORT_FORMATS.join(', ')}` }).default('auto'),
  category: importCategoryChoice.optional(),
  duplicates: z.enum(['skip', 'import'], { error: "duplicates must be 'skip' or 'import'" }).default('skip'),
  dryRun: z.boolean({ error: 'dryRun must be true or false' }).default(false),
});
export type ImportInput = z.input<typeof importInput>;

export type Target = { kind: 'system'; id: string; name: string } | { kind: 'custom'; id: string; name: string } | { kind: 'newCustom'; name: string };
export type PlannedRow = ImportRow & { target: Target | null; status: ImportRowDTO['status']; duplicateOf?: 'library' | 'file' };

function decode(content: string, encoding: 'text' | 'base64'): Uint8Array | null {
  if (encoding === 'text') return new TextEncoder().encode(content);
  const compact = content.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return null;
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

/** A system category by name, in any letter case, with or without the trailing `*` of a pro category. */
const systemKey = (name: string) => name.trim().replace(/\*+$/, '').trim().toLowerCase();

export type Categories = { system: Map<string, CategoryRow>; custom: Map<string, { id: string; name: string }>; mayCustom: boolean };

export async function loadCategories(viewer: Viewer): Promise<Categories> {
  const mayCustom = canUseCustomCategories(viewer);
  const [system, custom] = await Promise.all([listCategories(), mayCustom ? listUserCategories(viewer.id) : Promise.resolve([])]);
  return {
    system: new Map(system.map((c) => [systemKey(c.name), c])),
    custom: new Map(custom.map((c) => [c.name.toLowerCase(), { id: c.id, name: c.name }])),
    mayCustom,
  };
}

const customTarget = (cats: Categories, name: string): Target => {
  const known = cats.custom.get(name.toLowerCase());
  return known ? { kind: 'custom', ...known } : { kind: 'newCustom', name };
};

/** Where prompts the file does not file go: the dialog's choice, else the 'Imported' custom category. */
export async function fallbackTarget(viewer: Viewer, cats: Categories, choice: z.output<typeof importCategoryChoice> | undefined): Promise<Result<Target | null>> {
  if (!choice) return ok(cats.mayCustom ? customTarget(cats, DEFAULT_IMPORT_CATEGORY) : null);
  if (choice.kind === 'system') {
    const row = [...cats.system.values()].find((c) => c.id === choice.id.toLowerCase());
    return row ? ok({ kind: 'system', id: row.id, name: row.name }) : fail(400, 'VALIDATION_ERROR', M.unknownSystemCategory, { category: M.unknownSystemCategory });
  }
  if (!cats.mayCustom) return denied(CATEGORY_MESSAGES.proOnly, 'PREMIUM_FEATURE_REQUIRED');
  if (choice.kind === 'new') return ok(customTarget(cats, choice.name));
  const own = [...cats.custom.values()].find((c) => c.id === choice.id.toLowerCase());
  return own ? ok({ kind: 'custom', ...own }) : fail(400, 'VALIDATION_ERROR', M.unknownCustomCategory, { category: M.unknownCustomCategory });
}

const targetName = (t: Target | null) => (t ? (t.kind === 'system' ? t.name.replace(/\*+$/, '') : t.name) : '');

function targetOf(row: ImportRow, cats: Categories, fallback: Target | null): { target: Target | null; note?: string } {
  if (row.customCategory) {
    if (cats.mayCustom && categoryName.safeParse(row.customCategory).success) return { target: customTarget(cats, row.customCategory.trim()) };
    const why = cats.mayCustom ? 'is not a valid category name' : 'needs custom categories (PRO, trial or admin)';
    return { target: fallback, note: fallback ? `The custom category “${row.customCategory}” ${why}: filed under ${targetName(fallback)}.` : undefined };
  }
  if (row.category) {
    const system = cats.system.get(systemKey(row.category));
    if (system) return { target: { kind: 'system', id: system.id, name: system.name } };
    return { target: fallback, note: fallback ? `No library category is called “${row.category}”: filed under ${targetName(fallback)}.` : undefined };
  }
  return { target: fallback };
}

/** A prompt's identity for duplicates (title in any letter case, content exactly), hashed: 20,000 of them stay small. */
export const fingerprint = (title: string, content: string) => createHash('sha1').update(`${title.trim().toLowerCase()}\u0000${content}`).digest('base64');

/** The fingerprints of the viewer's own prompts. */
export async function libraryFingerprints(viewer: Viewer): Promise<Set<string>> {
  return new Set((await listPromptsByAuthor(viewer.id)).map((p) => fingerprint(p.title, p.content)));
}

/** Where one row goes and what becomes of it; `inFile` gathers the rows to create so far (a later copy is a duplicate). */
export function planRow(
  viewer: Viewer,
  row: ImportRow,
  place: { cats: Categories; fallback: Target | null; library: Set<string>; inFile: Set<string>; duplicates: 'skip' | 'import' },
): PlannedRow {
  const { target, note } = targetOf(row, place.cats, place.fallback);
  const notes = note ? [...row.notes, note] : [...row.notes];
  const errors = target ? [...row.errors] : [...row.errors, M.chooseCategory];
  if (row.accessLevel === 'pro' && !viewer.isAdmin) notes.push('Only admins import pro prompts: this one is free.');
  const key = fingerprint(row.title, row.content);
  const duplicateOf = place.library.has(key) ? 'library' : place.inFile.has(key) ? 'file' : undefined;
  const status = errors.length ? 'error' : duplicateOf && place.duplicates === 'skip' ? 'duplicate' : 'create';
  if (status === 'create') place.inFile.add(key);
  return { ...row, notes, errors, target, status, duplicateOf, accessLevel: viewer.isAdmin ? row.accessLevel : 'free' };
}

async function plan(viewer: Viewer, input: z.output<typeof importInput>, rows: ImportRow[]): Promise<Result<PlannedRow[]>> {
  const cats = await loadCategories(viewer);
  const fallback = await fallbackTarget(viewer, cats, input.category);
  if (!fallback.ok) return fallback;
  const place = { cats, fallback: fallback.data, library: await libraryFingerprints(viewer), inFile: new Set<string>(), duplicates: input.duplicates };
  return ok(rows.map((row) => planRow(viewer, row, place)));
}

export const categoryDTO = (t: Target | null): ImportCategoryDTO | null =>
  t ? { kind: t.kind === 'system' ? 'system' : 'custom', name: targetName(t), isNew: t.kind === 'newCustom' } : null;

export function newCategories(planned: Pick<PlannedRow, 'status' | 'target'>[]): string[] {
  const names = new Map<string, string>();
  for (const row of planned) if (row.status === 'create' && row.target?.kind === 'newCustom') names.set(row.target.name.toLowerCase(), row.target.name);
  return [...names.values()];
}

function preview(format: ImportPreviewDTO['format'], planned: PlannedRow[]): ImportPreviewDTO {
  return {
    format,
    formatLabel: IMPORT_FORMAT_LABELS[format],
    total: planned.length,
    toCreate: planned.filter((r) => r.status === 'create').length,
    duplicates: planned.filter((r) => r.status === 'duplicate').length,
    errors: planned.filter((r) => r.status === 'error').length,
    categoriesToCreate: newCategories(planned),
    rows: planned.map(previewRow),
  };
}

/** One row of the preview: what it becomes, its errors and notes. */
export const previewRow = (r: PlannedRow): ImportRowDTO => ({
  index: r.index,
  source: r.source,
  title: r.title,
  description: r.description,
  contentPreview: r.content.slice(0, 200),
  placeholders: uniquePlaceholders(parsePlaceholders(r.content)).length,
  category: categoryDTO(r.target),
  accessLevel: r.accessLevel,
  visibility: r.visibility,
  status: r.status,
  ...(r.duplicateOf ? { duplicateOf: r.duplicateOf } : {}),
  errors: r.errors,
  notes: r.notes,
});

/** A planned row as the prompt to insert; `at` is its time when the file gives none. */
export function promptValues(viewer: Viewer, r: PlannedRow, categoryIds: Map<string, string>, at: Date): NewPromptRow {
  const t = r.target!;
  return {
    // Our own files keep their dates (docs/import-export.md); others get the import's.
    createdAt: r.createdAt ?? at,
    updatedAt: r.updatedAt ?? r.createdAt ?? at,
    title: r.title,
    description: r.description,
    content: r.content,
    categoryId: t.kind === 'system' ? t.id : null,
    userCategoryId: t.kind === 'custom' ? t.id : t.kind === 'newCustom' ? categoryIds.get(t.name.toLowerCase())! : null,
    // Only admins set accessLevel and approved (spec P1 §5): an import is a create like any other.
    accessLevel: viewer.isAdmin ? r.accessLevel : 'free',
    approved: false,
    viewable: r.visibility,
    authorId: viewer.id,
  };
}

/** The custom categories the rows need that do not exist yet, made (inside the caller's transaction). */
export async function makeCategories(viewer: Viewer, names: string[], tx: Queryable): Promise<{ ids: Map<string, string>; created: string[] }> {
  const ids = new Map<string, string>();
  const created: string[] = [];
  for (const name of names) {
    const existing = await findUserCategoryByName(viewer.id, name, tx);
    const row = existing ?? (await insertUserCategory({ userId: viewer.id, name, description: null, color: DEFAULT_CATEGORY_COLOR }, tx));
    if (!existing) created.push(row.name);
    ids.set(name.toLowerCase(), row.id);
  }
  return { ids, created };
}

/** Every prompt to create, and the custom categories they need, in one transaction. */
async function create(viewer: Viewer, planned: PlannedRow[]): Promise<{ prompts: { id: string; title: string }[]; categoriesCreated: string[] }> {
  const rows = planned.filter((r) => r.status === 'create');
  return withTransaction(async (tx) => {
    await holdUserRow(viewer.id, tx);
    const made = await makeCategories(viewer, newCategories(planned), tx);
    // One statement gives every row the same now(): a millisecond apart, oldest first, the prompts
    // keep the file's order wherever the library lists them by creation (the export does).
    const now = Date.now();
    const values = rows.map((r, i) => promptValues(viewer, r, made.ids, new Date(now - (rows.length - 1 - i))));
    const inserted = await insertImportedPrompts(values, tx);
    await insertEvents(inserted.map((p) => ({ eventType: 'create' as const, userId: viewer.id, promptId: p.id, metadata: { imported: true } })), tx);
    return { prompts: inserted, categoriesCreated: made.created };
  });
}

type Prepared = { input: z.output<typeof importInput>; format: ImportPreviewDTO['format']; rows: ImportRow[]; planned: PlannedRow[]; answer: ImportPreviewDTO };

/** Parse, authorize, read the file, make every row whole and plan where it goes: no write. */
async function prepare(viewer: Viewer, raw: unknown): Promise<Result<Prepared>> {
  const parsed = importInput.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const input = parsed.data;
  if (!canCreatePrompt(viewer)) return denied(M.createDenied, 'SUBSCRIPTION_ERROR');
  const bytes = decode(input.content, input.encoding);
  if (!bytes) return fail(400, 'VALIDATION_ERROR', M.badBase64, { content: M.badBase64 });
  if (bytes.length > TRANSFER_LIMITS.inlineFileBytes) return fail(400, 'VALIDATION_ERROR', M.inlineTooLarge, { content: M.inlineTooLarge });
  const file = readImportFile(input.filename, bytes, input.format === 'auto' ? null : input.format);
  if (!file.ok) return fail(400, 'VALIDATION_ERROR', file.error, { content: file.error });
  const rows = file.rows.map((row, i) => completeRow(row, i + 1, IMPORT_FORMAT_LABELS[file.format]));
  const planned = await plan(viewer, input, rows);
  if (!planned.ok) return planned;
  return ok({ input, format: file.format, rows, planned: planned.data, answer: preview(file.format, planned.data) });
}

/** The dry run: what would be created, the duplicates, each row's errors and notes. */
export async function previewImport(viewer: Viewer, raw: unknown): Promise<Result<ImportPreviewDTO>> {
  const prepared = await prepare(viewer, raw);
  return prepared.ok ? ok(prepared.data.answer) : prepared;
}

/** The import: all or nothing. Any row with an error stops it with a 400 naming each such row. */
export async function runImport(viewer: Viewer, raw: unknown): Promise<Result<ImportResultDTO>> {
  const prepared = await prepare(viewer, raw);
  if (!prepared.ok) return prepared;
  const { input, format, rows, planned, answer } = prepared.data;
  if (answer.errors > 0) {
    const fields = Object.fromEntries(planned.filter((r) => r.status === 'error').map((r) => [`rows.${r.index}`, `${r.source}: ${r.errors.join('; ')}`]));
    return fail(400, 'VALIDATION_ERROR', M.rowsHaveErrors(answer.errors), fields);
  }
  let done: Awaited<ReturnType<typeof create>>;
  try {
    done = await create(viewer, planned);
  } catch (error) {
    // A parallel import or the category manager took a new category's name first: plan again once.
    if (!isUniqueViolation(error)) throw error;
    const again = await plan(viewer, input, rows);
    if (!again.ok) return again;
    done = await create(viewer, again.data);
  }
  return ok({
    format,
    created: done.prompts.length,
    skippedDuplicates: answer.duplicates,
    categoriesCreated: done.categoriesCreated,
    prompts: done.prompts.map((p) => ({ _id: p.id, title: p.title })),
  });
}

/** POST /api/prompts/import: the preview when `dryRun` is true, else the import. */
export async function importPrompts(viewer: Viewer, raw: unknown): Promise<Result<ImportPreviewDTO | ImportResultDTO>> {
  const dryRun = typeof raw === 'object' && raw !== null && (raw as { dryRun?: unknown }).dryRun === true;
  return dryRun ? previewImport(viewer, raw) : runImport(viewer, raw);
}
