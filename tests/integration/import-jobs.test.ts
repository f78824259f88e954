// Many imports in this file; the per-person write limit is not what it tests.
process.env.RATE_LIMIT_WRITES_PER_MINUTE = '1000000';

import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as jobsRoute from '@/app/api/prompts/import/jobs/route';
import * as jobRoute from '@/app/api/prompts/import/jobs/[id]/route';
import { appUrl } from '@/lib/env';
import { getDb } from '@/lib/db';
import { seedLibrary } from '@/lib/seed';
import { runningImports } from '@/lib/services/import-jobs';
import { toExportDocument, type ExportablePrompt } from '@/lib/transfer/document';
import { TRANSFER_LIMITS, TRANSFER_MESSAGES } from '@/lib/transfer/text';
import { importsFolder } from '@/lib/transfer/upload';
import { listPromptsByAuthor } from '@/models/prompts';
import { asBearer, asCookie, BASE, persona, type Session } from '../factories';

// Imports of any size (docs/import-export.md#large-files) through the real routes and database:
// the file is the request body, read as a stream, checked, then written in batches of 500 after the
// answer; all or nothing by default, or the valid rows with the others listed (and as CSV).

beforeAll(async () => {
  await seedLibrary(await getDb());
});

const bytes = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

async function upload(who: Session, body: Uint8Array<ArrayBuffer> | string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams({ filename: 'prompts.json', ...query });
  const req = new Request(`${BASE}/api/prompts/import/jobs?${search}`, {
    method: 'POST',
    headers: { ...asCookie(who), origin: appUrl(), 'content-type': 'application/octet-stream', ...headers },
    body: typeof body === 'string' ? bytes(body) : body,
  });
  const response = await jobsRoute.POST(req, { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json(), response };
}

async function job(who: Session, id: string, format?: 'csv') {
  const response = await jobRoute.GET(new Request(`${BASE}/api/prompts/import/jobs/${id}${format ? '?format=csv' : ''}`, { headers: asCookie(who) }), { params: Promise.resolve({ id }) });
  return { status: response.status, response, body: format ? await response.text() : await response.json() };
}

/** Waits for the imports this process runs, then answers the job as the route does. */
async function finished(who: Session, id: string) {
  await Promise.all(runningImports());
  return (await job(who, id)).body;
}

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 9));
const prompt = (i: number, extra: Partial<ExportablePrompt> = {}): ExportablePrompt => ({
  title: `Imported prompt number ${i}`,
  description: `The description of prompt ${i}.`,
  content: `Write about !<Topic>! for prompt ${i}, in a !|formal, friendly|! tone.`,
  categoryName: 'Marketing',
  userCategoryName: null,
  viewable: 'private',
  accessLevel: 'free',
  createdAt: at(1 + (i % 28)),
  updatedAt: at(2 + (i % 28)),
  ...extra,
});
const ourFile = (prompts: ExportablePrompt[]) => JSON.stringify(toExportDocument(prompts));

describe('a large file, streamed and written in batches', () => {
  it('our own export of 1,200 prompts imports back: 202, then written in three transactions of at most 500, dates kept', async () => {
    const who = await persona('pro');
    const file = ourFile(Array.from({ length: 1200 }, (_, i) => prompt(i)));
    const started = await upload(who, file);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ status: 'checking', filename: 'prompts.json', fileBytes: file.length });
    const done = await finished(who, started.body._id);
    expect(done).toMatchObject({ status: 'done', percent: 100, format: 'promptloom-json', total: 1200, toCreate: 1200, created: 1200, problemCount: 0 });
    const rows = await listPromptsByAuthor(who.userId);
    expect(rows).toHaveLength(1200);
    const first = rows.find((p) => p.title === 'Imported prompt number 7')!;
    expect([first.createdAt.toISOString(), first.updatedAt.toISOString()]).toEqual([at(8).toISOString(), at(9).toISOString()]);
    // Each batch is its own transaction: the rows carry three transaction ids, of 500, 500 and 200 rows.
    const db = await getDb();
    const batches = (await db.execute(sql`select xmin::text as tx, count(*)::int as n from prompts where author_id = ${who.userId} group by 1 order by 2 desc`)) as unknown as { rows: { n: number }[] };
    expect(batches.rows.map((r) => r.n)).toEqual([500, 500, 200]);
  });

  it('the dry run answers the preview without writing: counts of the whole file, its first rows and those in error', async () => {
    const who = await persona('pro');
    const prompts = Array.from({ length: 700 }, (_, i) => prompt(i, i === 650 ? { content: 'short' } : {}));
    const res = await upload(who, ourFile(prompts), { dryRun: 'true' });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body).toMatchObject({ format: 'promptloom-json', total: 700, toCreate: 699, errors: 1, duplicates: 0 });
    expect(res.body.rows.length + res.body.omittedRows).toBe(700);
    expect(res.body.rows.find((r: { index: number }) => r.index === 651)).toMatchObject({ status: 'error' });
    expect(await listPromptsByAuthor(who.userId)).toEqual([]);
  });
});

describe('rows in error', () => {
  const withErrors = () => ourFile([prompt(1), prompt(2, { content: 'short' }), prompt(3), prompt(4, { title: '', content: '' }), prompt(5)]);

  it('all or nothing is the default: one row in error writes nothing, and the job lists why', async () => {
    const who = await persona('trial');
    const started = await upload(who, withErrors());
    const done = await finished(who, started.body._id);
    expect(done).toMatchObject({ status: 'failed', created: 0, message: TRANSFER_MESSAGES.rowsHaveErrors(2), problemCount: 2 });
    expect(done.problems.map((p: { index: number; result: string }) => [p.index, p.result])).toEqual([
      [2, 'error'],
      [4, 'error'],
    ]);
    expect(await listPromptsByAuthor(who.userId)).toEqual([]);
  });

  it('"import the valid rows, skip those in error" imports the rest, lists the skipped rows with their reasons, and downloads them as CSV', async () => {
    const who = await persona('trial');
    const started = await upload(who, withErrors(), { onError: 'skip', filename: 'my prompts.json' });
    const done = await finished(who, started.body._id);
    expect(done).toMatchObject({ status: 'done', onError: 'skip', total: 5, created: 3, skippedErrors: 2, problemCount: 2 });
    expect(done.problems[0]).toMatchObject({ index: 2, source: 'prompt 2', result: 'error', reasons: ['Content must be at least 10 characters long'] });
    expect((await listPromptsByAuthor(who.userId)).map((p) => p.title).sort()).toEqual(['Imported prompt number 1', 'Imported prompt number 3', 'Imported prompt number 5']);
    const csv = await job(who, started.body._id, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.response.headers.get('content-disposition')).toBe('attachment; filename="my-prompts-import-result.csv"');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('row,source,title,result,reasons');
    expect(lines[1]).toBe('2,prompt 2,Imported prompt number 2,skipped: error,Content must be at least 10 characters long');
    expect(lines).toHaveLength(3);
  });

  it('duplicates are skipped and listed too; importing the same file again creates nothing', async () => {
    const who = await persona('pro');
    const file = ourFile([prompt(1), prompt(2)]);
    await finished(who, (await upload(who, file)).body._id);
    const again = await finished(who, (await upload(who, file)).body._id);
    expect(again).toMatchObject({ status: 'done', created: 0, skippedDuplicates: 2, problemCount: 2 });
    expect(again.problems[0].reasons).toEqual(['A duplicate of a prompt in your library']);
  });
});

describe('the route', () => {
  it('a file over 50 MB is refused with 413 before it is read; an empty one with 400', async () => {
    const who = await persona('trial');
    const big = await upload(who, 'x', {}, { 'content-length': String(TRANSFER_LIMITS.fileBytes + 1) });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: TRANSFER_MESSAGES.fileTooLarge });
    expect((await upload(who, '')).status).toBe(400);
  });

  it('an unreadable file fails the job with the reason; bad options are a 400 before the upload', async () => {
    const who = await persona('trial');
    const done = await finished(who, (await upload(who, '{"format": "promptloom", "prompts": [')).body._id);
    expect(done).toMatchObject({ status: 'failed', created: 0 });
    expect(done.message).toMatch(/^The file is not valid JSON/);
    const bad = await upload(who, ourFile([prompt(1)]), { onError: 'maybe', category: '{not json' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ onError: "onError must be 'stop' or 'skip'", category: TRANSFER_MESSAGES.categoryJson });
    // A custom category that is not the caller's: refused before anything is read or started.
    const stranger = await upload(who, ourFile([prompt(1)]), { category: JSON.stringify({ kind: 'custom', id: '00000000-0000-4000-8000-000000000000' }) });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error).toBe(TRANSFER_MESSAGES.unknownCustomCategory);
  });

  it('who may: signed out 401, a free user whose trial ended 403, a cookie write must send the file as octet-stream', async () => {
    const free = await persona('free');
    expect((await upload(free, ourFile([prompt(1)]))).body.code).toBe('SUBSCRIPTION_ERROR');
    const anonymous = await jobsRoute.POST(new Request(`${BASE}/api/prompts/import/jobs`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: 'x' }), { params: Promise.resolve({}) });
    expect(anonymous.status).toBe(401);
    const who = await persona('trial');
    expect((await upload(who, ourFile([prompt(1)]), {}, { 'content-type': 'text/plain' })).status).toBe(415);
    // A script with a personal token or session bearer sends any type.
    const req = new Request(`${BASE}/api/prompts/import/jobs?dryRun=true`, { method: 'POST', headers: { ...asBearer(who), 'content-type': 'text/csv' }, body: 'act,prompt\nA title,Some content that is long enough\n' });
    const res = await jobsRoute.POST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ format: 'prompts-chat', toCreate: 1 });
  });

  it('the uploaded file is removed once the import ends, and an upload a stopped process left behind an hour ago goes with the next upload', async () => {
    const who = await persona('trial');
    await mkdir(importsFolder(), { recursive: true });
    const left = path.join(importsFolder(), 'left-by-a-restart');
    await writeFile(left, 'x');
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(left, hoursAgo, hoursAgo);
    // The folder is the machine's: other processes' uploads may be in it too.
    const before = new Set(await readdir(importsFolder()));
    const started = await upload(who, ourFile([prompt(1)]));
    expect(existsSync(left)).toBe(false);
    await finished(who, started.body._id);
    expect((await readdir(importsFolder())).filter((name) => !before.has(name))).toEqual([]);
  });

  it('"Paste from another tool": pasted prompt text with {{variables}} is a format of its own', async () => {
    const who = await persona('trial');
    const text = 'Renewal reminder\nRemind {{customer_name}} that their {{plan}} plan renews on {{renewal_date}}.';
    const res = await upload(who, text, { format: 'pasted', filename: 'pasted.txt' });
    const done = await finished(who, res.body._id);
    expect(done).toMatchObject({ status: 'done', format: 'pasted', formatLabel: 'Pasted from another tool', created: 1 });
    const [row] = await listPromptsByAuthor(who.userId);
    expect(row).toMatchObject({ title: 'Renewal reminder', content: 'Renewal reminder\nRemind !<Customer name>! that their !<Plan>! plan renews on !<Renewal date>!.' });
  });

  it('an Idempotency-Key answers the job it started instead of starting another; someone else’s job is not found', async () => {
    const [who, other] = await Promise.all([persona('trial'), persona('trial')]);
    const first = await upload(who, ourFile([prompt(1)]), {}, { 'idempotency-key': 'import-once-1' });
    await finished(who, first.body._id);
    const second = await upload(who, ourFile([prompt(1)]), {}, { 'idempotency-key': 'import-once-1' });
    expect(second.body._id).toBe(first.body._id);
    expect((await job(other, first.body._id)).status).toBe(404);
    const list = await jobsRoute.GET(new Request(`${BASE}/api/prompts/import/jobs`, { headers: asCookie(who) }), { params: Promise.resolve({}) });
    expect((await list.json()).map((j: { _id: string }) => j._id)).toEqual([first.body._id]);
  });
});
