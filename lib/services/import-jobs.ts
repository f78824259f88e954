import { z } from 'zod';
import { stringify } from 'csv-stringify/sync';
import { insertEvents } from '../../models/events';
import { deletePromptsOfImport, findImportJob, findImportJobByKey, insertImportJob, listImportJobs, updateImportJob, type ImportJobPatch } from '../../models/import-jobs';
import { insertImportedPrompts } from '../../models/prompt-transfer';
import { foldSearchTerms } from '../../models/prompt-search';
import { holdUserRow } from '../../models/users';
import type { ImportJobProblem, ImportJobRow } from '../../models/schema';
import { withTransaction } from '../db';
import type { ImportJobDTO, ImportPreviewDTO, ImportRowDTO } from '../dto/transfer';
import { denied, fail, invalid, notFound, ok, type Result } from '../errors';
import { logger } from '../logger';
import { canCreatePrompt, type Viewer } from '../permissions';
import { completeRow, type ImportRow } from '../transfer/rows';
import { readFileStream, type ByteSource } from '../transfer/stream';
import { IMPORT_FORMAT_LABELS, IMPORT_FORMATS, TRANSFER_LIMITS, TRANSFER_MESSAGES, type ImportFormat } from '../transfer/text';
import {
  fallbackTarget,
  importCategoryChoice,
  libraryFingerprints,
  loadCategories,
  makeCategories,
  newCategories,
  planRow,
  previewRow,
  promptValues,
  type Categories,
  type PlannedRow,
  type Target,
} from './prompt-import';

// Imports of any size (docs/import-export.md#large-files): POST /api/prompts/import/jobs streams
// the file to disk, then it is read as a stream twice. The first pass checks every row and keeps
// only what each row becomes (a status, and its reasons when it is not imported); the second writes
// the rows to create in batches of 500, one transaction each, the job's progress written with each
// batch. All or nothing stays the default: a row in error stops the import before anything is
// written ('stop'); 'skip' imports the valid rows and lists the others with their reasons. A
// failure while writing removes what the import wrote.

const M = TRANSFER_MESSAGES;

/** What the dialog or a script asks, in the query string (the body is the file itself). */
export const importJobQuery = z.object({
  filename: z.string().max(255).default('upload'),
  format: z.enum(['auto', ...IMPORT_FORMATS], { error: `format must be one of auto, ${IMPORT_FORMATS.join(', ')}` }).default('auto'),
  category: z
    .string()
    .max(1000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: M.categoryJson });
        return z.NEVER;
      }
    })
    .pipe(importCategoryChoice)
    .optional(),
  duplicates: z.enum(['skip', 'import'], { error: "duplicates must be 'skip' or 'import'" }).default('skip'),
  onError: z.enum(['stop', 'skip'], { error: "onError must be 'stop' or 'skip'" }).default('stop'),
  dryRun: z.enum(['true', 'false', '1', '0'], { error: 'dryRun must be true or false' }).default('false').transform((v) => v === 'true' || v === '1'),
});
type JobOptions = z.output<typeof importJobQuery>;

/** The uploaded file, spooled where it can be read again: its bytes, and how to let it go. */
export type Upload = { source: ByteSource; bytes: number; discard: () => Promise<void> };

const PREVIEW_ROWS = 300;
const DTO_PROBLEMS = 100;
/** A job not updated for this long is no longer running anywhere: its process stopped. */
const STALE_MS = 5 * 60 * 1000;
const CHECK_SHARE = 30;

// ── the check pass ─────────────────────────────────────────────────────────────────────────────

type Place = { cats: Categories; fallback: Target | null; library: Set<string>; inFile: Set<string>; duplicates: 'skip' | 'import' };

type Checked = {
  format: ImportFormat;
  /** Each row's status, by position (0-based). */
  statuses: ImportRowDTO['status'][];
  toCreate: number;
  duplicates: number;
  errors: number;
  categoriesToCreate: string[];
  problems: ImportJobProblem[];
  preview: ImportRowDTO[];
};

async function placeFor(viewer: Viewer, options: JobOptions): Promise<Result<Place>> {
  const cats = await loadCategories(viewer);
  const fallback = await fallbackTarget(viewer, cats, options.category);
  if (!fallback.ok) return fallback;
  return ok({ cats, fallback: fallback.data, library: await libraryFingerprints(viewer), inFile: new Set(), duplicates: options.duplicates });
}

/** A byte source that reports how much of it was read. */
const counted = (source: ByteSource, onBytes: (n: number) => void): ByteSource =>
  async function* () {
    let n = 0;
    for await (const chunk of source()) {
      n += chunk.length;
      onBytes(n);
      yield chunk;
    }
  };

/** Every row of the file, made whole and planned, one at a time; an unreadable file is a message. */
async function* plannedRows(viewer: Viewer, options: JobOptions, source: ByteSource, place: Place): AsyncGenerator<{ format: ImportFormat; row: PlannedRow } | { error: string }> {
  let format: ImportFormat | null = null;
  let index = 0;
  for await (const event of readFileStream(options.filename, source, options.format === 'auto' ? null : options.format)) {
    if (event.kind === 'error') return yield { error: event.error };
    if (event.kind === 'format') format = event.format;
    else {
      index += 1;
      const row: ImportRow = completeRow(event.row, index, IMPORT_FORMAT_LABELS[format!]);
      yield { format: format!, row: planRow(viewer, row, place) };
    }
  }
}

async function check(viewer: Viewer, options: JobOptions, source: ByteSource, onRow?: () => Promise<void>): Promise<Result<Checked>> {
  const place = await placeFor(viewer, options);
  if (!place.ok) return place;
  const out: Checked = { format: 'promptloom-json', statuses: [], toCreate: 0, duplicates: 0, errors: 0, categoriesToCreate: [], problems: [], preview: [] };
  const firstRows: ImportRowDTO[] = [];
  const errorRows: ImportRowDTO[] = [];
  const categories = new Map<string, string>();
  for await (const item of plannedRows(viewer, options, source, place.data)) {
    if ('error' in item) return fail(400, 'VALIDATION_ERROR', item.error, { content: item.error });
    const { row } = item;
    out.format = item.format;
    out.statuses.push(row.status);
    if (row.status === 'create') out.toCreate += 1;
    if (row.status === 'duplicate') out.duplicates += 1;
    if (row.status === 'error') out.errors += 1;
    for (const name of newCategories([row])) categories.set(name.toLowerCase(), name);
    if (row.status !== 'create') {
      const reasons = row.status === 'error' ? row.errors : [row.duplicateOf === 'file' ? 'A duplicate of an earlier prompt in the file' : 'A duplicate of a prompt in your library'];
      out.problems.push({ index: row.index, source: row.source, title: row.title, result: row.status, reasons });
    }
    if (row.status === 'error' && errorRows.length < PREVIEW_ROWS / 2) errorRows.push(previewRow(row));
    else if (firstRows.length < PREVIEW_ROWS - errorRows.length) firstRows.push(previewRow(row));
    if (onRow && out.statuses.length % TRANSFER_LIMITS.batchRows === 0) await onRow();
  }
  out.categoriesToCreate = [...categories.values()];
  out.preview = [...errorRows, ...firstRows].sort((a, b) => a.index - b.index);
  return ok(out);
}

function previewOf(checked: Checked): ImportPreviewDTO {
  return {
    format: checked.format,
    formatLabel: IMPORT_FORMAT_LABELS[checked.format],
    total: checked.statuses.length,
    toCreate: checked.toCreate,
    duplicates: checked.duplicates,
    errors: checked.errors,
    categoriesToCreate: checked.categoriesToCreate,
    rows: checked.preview,
    omittedRows: checked.statuses.length - checked.preview.length,
  };
}

// ── the write pass ─────────────────────────────────────────────────────────────────────────────

/** Writes the rows to create in batches, one transaction each, the job's count with each; answers the categories made. */
async function write(viewer: Viewer, options: JobOptions, job: ImportJobRow, source: ByteSource, checked: Checked, written: string[]): Promise<string[]> {
  const place = await placeFor(viewer, options);
  if (!place.ok) throw new Error(place.error);
  // The statuses of the check pass decide; the file is read again only for the rows to create.
  place.data.library = new Set();
  const made = await withTransaction((tx) => makeCategories(viewer, checked.categoriesToCreate, tx));
  const start = Date.now();
  let ordinal = 0;
  let batch: ReturnType<typeof promptValues>[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const values = batch;
    batch = [];
    await withTransaction(async (tx) => {
      await holdUserRow(viewer.id, tx);
      const inserted = await insertImportedPrompts(values, tx);
      written.push(...inserted.map((p) => p.id));
      await insertEvents(inserted.map((p) => ({ eventType: 'create' as const, userId: viewer.id, promptId: p.id, metadata: { imported: true } })), tx);
      await updateImportJob(job.id, { created: written.length }, tx);
    });
    // The batch's words into the search vocabulary's counts now, so no search waits for 20,000 prompts'
    // words at once (docs/library.md, Typo tolerance).
    await foldSearchTerms();
  };
  for await (const item of plannedRows(viewer, { ...options, duplicates: 'import' }, source, place.data)) {
    if ('error' in item) throw new Error(item.error);
    const { row } = item;
    if (checked.statuses[row.index - 1] !== 'create') continue;
    // A millisecond apart, oldest first: the prompts keep the file's order where the library lists them by creation.
    batch.push(promptValues(viewer, row, made.ids, new Date(start - (checked.toCreate - 1 - ordinal))));
    ordinal += 1;
    if (batch.length >= TRANSFER_LIMITS.batchRows) await flush();
  }
  await flush();
  return made.created;
}

// ── the job ────────────────────────────────────────────────────────────────────────────────────

/** Jobs running in this process, so a test or a shutdown can wait for them. */
const running = new Map<string, Promise<void>>();
export const runningImports = (): Promise<void>[] => [...running.values()];

async function runJob(viewer: Viewer, options: JobOptions, job: ImportJobRow, upload: Upload): Promise<void> {
  const written: string[] = [];
  let lastReport = 0;
  let bytesChecked = 0;
  const report = async (patch: ImportJobPatch, force = false) => {
    if (!force && Date.now() - lastReport < 250) return;
    lastReport = Date.now();
    await updateImportJob(job.id, patch);
  };
  try {
    const source = counted(upload.source, (n) => (bytesChecked = n));
    const checked = await check(viewer, options, source, () => report({ bytesChecked }));
    if (!checked.ok) return await report({ status: 'failed', message: checked.error, bytesChecked, finishedAt: new Date() }, true);
    const c = checked.data;
    const counts = { format: c.format, total: c.statuses.length, toCreate: c.toCreate, skippedDuplicates: c.duplicates, skippedErrors: options.onError === 'skip' ? c.errors : 0, problems: c.problems, bytesChecked: upload.bytes };
    if (c.errors > 0 && options.onError === 'stop') {
      return await report({ ...counts, toCreate: 0, status: 'failed', message: M.rowsHaveErrors(c.errors), finishedAt: new Date() }, true);
    }
    await report({ ...counts, status: 'writing' }, true);
    const categoriesCreated = await write(viewer, options, job, upload.source, c, written);
    await report({ status: 'done', created: written.length, categoriesCreated, finishedAt: new Date() }, true);
  } catch (error) {
    logger().error({ err: error, jobId: job.id }, 'import job failed');
    // All or nothing: what this import wrote goes (its new categories, once empty, stay: harmless and named).
    await deletePromptsOfImport(viewer.id, written).catch(() => {});
    await updateImportJob(job.id, { status: 'failed', created: 0, message: M.jobFailed, finishedAt: new Date() }).catch(() => {});
  } finally {
    await upload.discard().catch(() => {});
  }
}

function toDTO(row: ImportJobRow, now = Date.now()): ImportJobDTO {
  const stale = (row.status === 'checking' || row.status === 'writing') && now - row.updatedAt.getTime() > STALE_MS;
  const status = stale ? 'failed' : row.status;
  const checkedShare = row.fileBytes ? Math.min(1, row.bytesChecked / row.fileBytes) : 0;
  const writtenShare = row.toCreate ? Math.min(1, row.created / row.toCreate) : 1;
  const percent = status === 'done' ? 100 : status === 'writing' ? CHECK_SHARE + Math.floor(writtenShare * (100 - CHECK_SHARE)) : Math.floor(checkedShare * CHECK_SHARE);
  const format = (IMPORT_FORMATS as readonly string[]).includes(row.format ?? '') ? (row.format as ImportFormat) : null;
  return {
    _id: row.id,
    filename: row.filename,
    status,
    onError: row.onError,
    format,
    formatLabel: format ? IMPORT_FORMAT_LABELS[format] : null,
    percent: status === 'failed' ? Math.min(percent, 100) : percent,
    fileBytes: row.fileBytes,
    total: row.total,
    toCreate: row.toCreate,
    created: row.created,
    skippedDuplicates: row.skippedDuplicates,
    skippedErrors: row.skippedErrors,
    categoriesCreated: row.categoriesCreated,
    problems: row.problems.slice(0, DTO_PROBLEMS),
    problemCount: row.problems.length,
    message: stale ? M.jobStopped : row.message,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

// ── what routes call ───────────────────────────────────────────────────────────────────────────

/**
 * POST /api/prompts/import/jobs: `dryRun` answers the preview (200); otherwise the import starts
 * and runs on after the answer (202, the job). The file is asked for (`receive`) only once the
 * request is known to be allowed: a refused request reads none of it.
 */
export async function importFromUpload(
  viewer: Viewer,
  rawQuery: unknown,
  idempotencyKey: string | null,
  receive: () => Promise<Result<Upload>>,
): Promise<Result<{ status: 200; preview: ImportPreviewDTO } | { status: 202; job: ImportJobDTO }>> {
  const parsed = importJobQuery.safeParse(rawQuery);
  if (!parsed.success) return invalid(parsed.error);
  const options = parsed.data;
  if (!canCreatePrompt(viewer)) return denied(M.createDenied, 'SUBSCRIPTION_ERROR');
  if (!options.dryRun && idempotencyKey) {
    const again = await findImportJobByKey(viewer.id, idempotencyKey);
    if (again) return ok({ status: 202, job: toDTO(again) });
  }
  if (!options.dryRun && (await listImportJobs(viewer.id, 1)).some((j) => ['checking', 'writing'].includes(toDTO(j).status))) {
    return fail(409, 'CONFLICT', M.jobRunning);
  }
  // The chosen category is checked before the upload is read.
  const target = await fallbackTarget(viewer, await loadCategories(viewer), options.category);
  if (!target.ok) return target;
  const upload = await receive();
  if (!upload.ok) return upload;
  if (options.dryRun) {
    try {
      const checked = await check(viewer, options, upload.data.source);
      return checked.ok ? ok({ status: 200, preview: previewOf(checked.data) }) : checked;
    } finally {
      await upload.data.discard();
    }
  }
  let job: ImportJobRow;
  try {
    job = await insertImportJob({ userId: viewer.id, filename: options.filename, onError: options.onError, fileBytes: upload.data.bytes, idempotencyKey });
  } catch (error) {
    await upload.data.discard();
    throw error;
  }
  const run = runJob(viewer, options, job, upload.data).finally(() => running.delete(job.id));
  running.set(job.id, run);
  return ok({ status: 202, job: toDTO(job) });
}

/** GET /api/prompts/import/jobs/{id}: one of the viewer's imports. */
export async function getImportJob(viewer: Viewer, id: string): Promise<Result<ImportJobDTO>> {
  if (!z.string().uuid().safeParse(id).success) return notFound(M.jobNotFound);
  const row = await findImportJob(viewer.id, id);
  return row ? ok(toDTO(row)) : notFound(M.jobNotFound);
}

/** GET /api/prompts/import/jobs: the viewer's last imports, newest first (the account page). */
export async function listRecentImports(viewer: Viewer): Promise<Result<ImportJobDTO[]>> {
  return ok((await listImportJobs(viewer.id, 5)).map((row) => toDTO(row)));
}

/** The result as CSV: every row not imported, with its reasons (GET /api/prompts/import/jobs/{id}?format=csv). */
export async function importJobCsv(viewer: Viewer, id: string): Promise<Result<{ filename: string; csv: string }>> {
  if (!z.string().uuid().safeParse(id).success) return notFound(M.jobNotFound);
  const row = await findImportJob(viewer.id, id);
  if (!row) return notFound(M.jobNotFound);
  const csv = stringify(
    row.problems.map((p) => [p.index, p.source, p.title, p.result === 'error' ? (row.onError === 'skip' ? 'skipped: error' : 'error') : 'skipped: duplicate', p.reasons.join('; ')]),
    { header: true, columns: ['row', 'source', 'title', 'result', 'reasons'], bom: true },
  );
  const base = row.filename.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'import';
  return ok({ filename: `${base}-import-result.csv`, csv });
}
