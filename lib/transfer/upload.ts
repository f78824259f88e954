import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { fail, ok, type Result } from '../errors';
import type { ByteSource } from './stream';
import { TRANSFER_LIMITS, TRANSFER_MESSAGES } from './text';

// The body of POST /api/prompts/import as the service's input: JSON (`{filename, content, encoding,
// …}`, what the app and most scripts send) or, for bearer-token clients, multipart/form-data with a
// `file` field (`curl -F file=@prompts.csv`). `?dryRun=true` in the address asks for the preview.
// Bodies larger than a 2 MB file can be are refused with 413 while they stream in (the route's
// `bodyLimit`, lib/http.ts): what reaches this module is already in memory and within it.

/** The import's body limit: a 2 MB file as base64 inside JSON, with room for the other fields. */
export const IMPORT_BODY_LIMIT_BYTES = Math.ceil((TRANSFER_LIMITS.inlineFileBytes * 4) / 3) + 64 * 1024;

const flag = (v: string | null | undefined): boolean | undefined => (v == null || v === '' ? undefined : v === 'true' || v === '1');

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

async function formBody(req: Request): Promise<Result<Record<string, unknown>>> {
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return fail(400, 'VALIDATION_ERROR', 'The form data could not be read');
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) return fail(400, 'VALIDATION_ERROR', 'The form needs a file field named file', { file: 'Required' });
  if (file.size > TRANSFER_LIMITS.inlineFileBytes) return fail(400, 'VALIDATION_ERROR', TRANSFER_MESSAGES.inlineTooLarge, { file: TRANSFER_MESSAGES.inlineTooLarge });
  let category: unknown;
  const rawCategory = form.get('category');
  if (typeof rawCategory === 'string' && rawCategory) {
    try {
      category = JSON.parse(rawCategory);
    } catch {
      return fail(400, 'VALIDATION_ERROR', 'category must be JSON, e.g. {"kind":"new","name":"Imported"}', { category: 'Invalid JSON' });
    }
  }
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined);
  return ok({
    filename: 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'upload',
    content: toBase64(new Uint8Array(await file.arrayBuffer())),
    encoding: 'base64',
    format: text('format'),
    duplicates: text('duplicates'),
    category,
    dryRun: flag(text('dryRun')),
  });
}

export async function importRequestBody(req: Request): Promise<Result<unknown>> {
  const dryRun = flag(new URL(req.url).searchParams.get('dryRun'));
  let body: Result<unknown>;
  if (/^multipart\/form-data/i.test(req.headers.get('content-type') ?? '')) {
    body = await formBody(req);
  } else {
    const text = await req.text();
    try {
      body = ok(text.trim() ? JSON.parse(text) : {});
    } catch {
      return fail(400, 'VALIDATION_ERROR', 'Request body must be valid JSON');
    }
  }
  if (!body.ok || dryRun === undefined) return body;
  const data = body.data;
  return ok(typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...data, dryRun } : data);
}

/** Where uploads wait while they are imported. */
export const importsFolder = () => path.join(tmpdir(), 'promptloom-imports');

/** An upload older than this belongs to an import whose process stopped (a restart): nothing reads it any more. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

/** Removes the uploads that imports of stopped processes left behind. Best effort: a file another import is reading is young. */
async function sweepStaleUploads(folder: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_UPLOAD_MS) await rm(file, { force: true }).catch(() => {});
  }
}

/** A file spooled to disk: read again as often as needed, gone once discarded. */
export type SpooledFile = { source: ByteSource; bytes: number; discard: () => Promise<void> };

/**
 * The request's body (the file itself, POST /api/prompts/import/jobs) written to a temporary file
 * as it streams in, never held whole: 413 as soon as it passes `limit` bytes (or when
 * Content-Length says so, before anything is read), 400 when it is empty.
 */
export async function spoolRequestBody(req: Request, limit = TRANSFER_LIMITS.fileBytes): Promise<Result<SpooledFile>> {
  const tooLarge = () => fail(413, 'PAYLOAD_TOO_LARGE', TRANSFER_MESSAGES.fileTooLarge, { file: TRANSFER_MESSAGES.fileTooLarge });
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) {
    await req.body?.cancel().catch(() => {});
    return tooLarge();
  }
  if (!req.body) return fail(400, 'VALIDATION_ERROR', TRANSFER_MESSAGES.emptyFile, { file: TRANSFER_MESSAGES.emptyFile });
  const folder = importsFolder();
  await mkdir(folder, { recursive: true });
  await sweepStaleUploads(folder);
  const file = path.join(folder, randomUUID());
  const discard = () => rm(file, { force: true });
  const out = createWriteStream(file);
  const reader = req.body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > limit) {
        await reader.cancel().catch(() => {});
        out.destroy();
        await discard();
        return tooLarge();
      }
      if (!out.write(value)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
  } catch {
    out.destroy();
    await discard();
    return fail(400, 'VALIDATION_ERROR', 'The upload was interrupted: choose the file again.');
  }
  if (bytes === 0) {
    await discard();
    return fail(400, 'VALIDATION_ERROR', TRANSFER_MESSAGES.emptyFile, { file: TRANSFER_MESSAGES.emptyFile });
  }
  return ok({ source: () => createReadStream(file, { highWaterMark: 256 * 1024 }), bytes, discard });
}
