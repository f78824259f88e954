import { beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders, parsePlaceholders, uniquePlaceholders } from '@/lib/placeholders';
import { and, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import * as exportRoute from '@/app/api/prompts/export/route';
import * as importRoute from '@/app/api/prompts/import/route';
import * as accountExportRoute from '@/app/api/user/export/route';
import * as categoriesRoute from '@/app/api/user-categories/route';
import { getDb } from '@/lib/db';
import { seedLibrary } from '@/lib/seed';
import { readZip } from '@/lib/transfer/archive';
import { TRANSFER_LIMITS, TRANSFER_MESSAGES } from '@/lib/transfer/text';
import { listCategories, listUserCategories } from '@/models/categories';
import { insertPrompt, listPromptsByAuthor } from '@/models/prompts';
import { promptEvents } from '@/models/schema';
import { appUrl } from '@/lib/env';
import { asBearer, asCookie, BASE, call, persona, type Session } from '../factories';
import { langfuseExport, libreChatExport, openWebUiExport, promptsChatCsv, type FixtureFile } from '../fixtures/import-formats';

// Import and export of prompts (docs/import-export.md) through the real routes,
// services and database: every format, the dry run, all or nothing, who may, and the round trip.

let marketingId = '';
let salesId = '';
beforeAll(async () => {
  await seedLibrary(await getDb());
  const categories = await listCategories();
  marketingId = categories.find((c) => c.name === 'Marketing')!.id;
  salesId = categories.find((c) => c.name === 'Sales')!.id;
});

const importFile = (who: Session, file: FixtureFile, extra: Record<string, unknown> = {}, query = '') =>
  call(importRoute.POST, { method: 'POST', path: `/api/prompts/import${query}`, headers: asCookie(who), body: { filename: file.name, content: file.text, ...extra } });

const preview = (who: Session, file: FixtureFile, extra: Record<string, unknown> = {}) => importFile(who, file, extra, '?dryRun=true');

const titlesOf = async (who: Session) => (await listPromptsByAuthor(who.userId)).map((p) => p.title).sort();

/** A download as bytes (call() reads answers as text, which would spoil a zip). */
async function download(who: Session, query: string): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const response = await exportRoute.GET(new Request(`${BASE}/api/prompts/export${query}`, { headers: asCookie(who) }), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
const json = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes));

describe('importing each format', () => {
  it('Open WebUI: typed variables map one to one (type, default, required, placeholder as help), system variables become placeholders', async () => {
    const who = await persona('trial');
    const res = await importFile(who, openWebUiExport);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ format: 'open-webui', created: 2, categoriesCreated: ['Imported'] });
    const [bug, summary] = (await listPromptsByAuthor(who.userId)).sort((a, b) => a.title.localeCompare(b.title));
    expect(summary!.content).toContain('!<Summary length | select: Brief (3 bullets)* / Detailed (5 bullets) / Executive Summary, optional>!');
    expect(summary!.content).toContain('!<Article text | long text, help="Paste the full text of the article here...">!');
    expect(summary!.content).toContain('!<Include key quotes from the article | checkbox>!');
    expect(summary!.content).toContain('Sign it as !<Your name>!.');
    expect(bug!.content).toContain('!<Priority | select: Critical / High / Medium* / Low>!');
    // It builds as Open WebUI would: defaults in, the optional list may stay empty, the checkbox answered.
    const built = fillPlaceholders(bug!.content, { summary: 'Crash on save', steps: '1. Save' });
    expect(built).toContain('**Priority:** Medium');
    expect(summary).toMatchObject({ userCategoryName: 'Imported', categoryId: null, accessLevel: 'free', approved: false, viewable: 'private' });
    expect(summary!.description).toBe('Please summarize the following article. [Article text]');
  });

  it('LibreChat: the dropdown is a select, the one-liner the description, {{current_user}} the name', async () => {
    const who = await persona('pro');
    const res = await importFile(who, libreChatExport);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const travel = (await listPromptsByAuthor(who.userId)).find((p) => p.title === 'Travel planner')!;
    expect(travel.content).toBe('Plan a !<Days>!-day trip to !<Destination>! for !<Your name>!. Pace: !<Pace | select: relaxed / balanced / packed>!.');
    expect(travel.description).toBe('Plan a trip day by day within a budget.');
    const review = (await listPromptsByAuthor(who.userId)).find((p) => p.title === 'Code review')!;
    expect(review.content).toContain('!<Language | select: TypeScript / Python / Go>!');
    expect(review.description).toBe('Review this [Language] code for bugs and unclear names:');
  });

  it('prompts.chat CSV: act is the title, ${name:default} a placeholder, quoted and multi-line cells read whole', async () => {
    const who = await persona('trial');
    const res = await importFile(who, promptsChatCsv, { category: { kind: 'system', id: marketingId } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.created).toBe(3);
    const rows = await listPromptsByAuthor(who.userId);
    expect(rows.map((p) => p.title).sort()).toEqual(['Job Interviewer', 'Linux Terminal', 'Travel Guide']);
    expect(rows.find((p) => p.title === 'Job Interviewer')!.content).toBe(
      'I want you to act as an interviewer for the !<Position | default="Software Developer">! position. Ask me the questions one by one and wait for my answers. My first sentence is "Hi"',
    );
    expect(rows.find((p) => p.title === 'Linux Terminal')!.content).toContain('linux terminal.\nI will type');
    // The category chosen in the preview; no custom category made.
    expect(rows.every((p) => p.categoryId === marketingId)).toBe(true);
    expect(await listUserCategories(who.userId)).toEqual([]);
  });

  it('Langfuse: the production version only, a chat prompt joined under its roles, a folder matching nothing goes to the chosen category', async () => {
    const who = await persona('trial');
    const res = await preview(who, langfuseExport, { category: { kind: 'new', name: 'From Langfuse' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ format: 'langfuse', total: 2, toCreate: 2, categoriesToCreate: ['From Langfuse'] });
    expect(res.body.rows[0]).toMatchObject({ title: 'Movie critic', status: 'create', category: { kind: 'custom', name: 'From Langfuse', isNew: true } });
    expect(res.body.rows[1].notes.join(' ')).toMatch(/No library category is called “support”/);
    const done = await importFile(who, langfuseExport, { category: { kind: 'new', name: 'From Langfuse' } });
    expect(done.status).toBe(201);
    expect((await listUserCategories(who.userId)).map((c) => c.name)).toEqual(['From Langfuse']);
  });

  it('Open WebUI: a variable typed once and bare elsewhere is one input, not a select and a free-text field', async () => {
    const who = await persona('trial');
    const content = 'Rewrite with {{strength | select:options=["Light, subtle","Strong"]:default="Strong"}} edits. Keep the {{strength}} edits consistent.';
    const file = { name: 'owui.json', mimeType: 'application/json', text: JSON.stringify([{ command: '/rewrite', title: 'Rewrite text', content }]) };
    const res = await importFile(who, file);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = await listPromptsByAuthor(who.userId);
    const inputs = uniquePlaceholders(parsePlaceholders(row!.content));
    expect(inputs.map((p) => (p.kind === 'pipe' || p.input?.type === 'select' ? 'select' : 'free text'))).toEqual(['select']);
  });

  it('a foreign category named like a library category lands in it', async () => {
    const who = await persona('trial');
    const file = { ...libreChatExport, text: JSON.stringify({ promptGroups: [{ name: 'Cold email', oneliner: 'A first email to a new lead.', category: 'sales', productionPrompt: { prompt: 'Write a cold email to {{lead}}.' } }] }) };
    expect((await importFile(who, file)).status).toBe(201);
    expect((await listPromptsByAuthor(who.userId))[0]!.categoryId).toBe(salesId);
  });
});

describe('the dry run', () => {
  it('answers what would be created, duplicates and per-row errors, and writes nothing', async () => {
    const who = await persona('trial');
    await insertPrompt({ title: 'Job Interviewer', description: 'Already in my library.', content: 'I want you to act as an interviewer for the !<Position | default="Software Developer">! position. Ask me the questions one by one and wait for my answers. My first sentence is "Hi"', authorId: who.userId, categoryId: marketingId });
    const csv = { ...promptsChatCsv, text: `${promptsChatCsv.text}Too Short,"Hi there",FALSE,TEXT,f\n` };
    const res = await preview(who, csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ format: 'prompts-chat', formatLabel: 'prompts.chat CSV', total: 4, toCreate: 2, duplicates: 1, errors: 1, categoriesToCreate: ['Imported'] });
    expect(res.body.rows[0]).toMatchObject({ index: 1, source: 'row 1', status: 'duplicate', duplicateOf: 'library' });
    expect(res.body.rows[3]).toMatchObject({ index: 4, status: 'error', errors: ['Content must be at least 10 characters long'] });
    expect(res.body.rows[1]).toMatchObject({ status: 'create', placeholders: 1, category: { kind: 'custom', name: 'Imported', isNew: true } });
    // prompts.chat's `${command:pwd}` keeps its default: nothing is dropped, so nothing is said.
    expect(res.body.rows[1].notes.join(' ')).not.toMatch(/default/i);
    expect(await titlesOf(who)).toEqual(['Job Interviewer']);
    expect(await listUserCategories(who.userId)).toEqual([]);
  });

  it('the same prompt twice in one file: the second copy is a duplicate of the first, unless duplicates are asked for', async () => {
    const who = await persona('trial');
    const twice = { ...libreChatExport, text: JSON.stringify({ promptGroups: [{ name: 'Same', productionPrompt: { prompt: 'Say hello to {{who}} nicely.' } }, { name: 'same', productionPrompt: { prompt: 'Say hello to {{who}} nicely.' } }] }) };
    const res = await preview(who, twice);
    expect(res.body.rows.map((r: { status: string }) => r.status)).toEqual(['create', 'duplicate']);
    expect(res.body.rows[1].duplicateOf).toBe('file');
    const both = await preview(who, twice, { duplicates: 'import' });
    expect(both.body).toMatchObject({ toCreate: 2, duplicates: 0 });
  });
});

describe('all or nothing', () => {
  it('one bad row creates nothing, neither prompts nor categories, and the 400 names the row', async () => {
    const who = await persona('pro');
    const file = { ...openWebUiExport, text: JSON.stringify([...JSON.parse(openWebUiExport.text), { command: '/tiny', title: 'Tiny', content: 'too short' }]) };
    const res = await importFile(who, file);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', error: TRANSFER_MESSAGES.rowsHaveErrors(1), fields: { 'rows.3': '/tiny: Content must be at least 10 characters long' } });
    expect(await titlesOf(who)).toEqual([]);
    expect(await listUserCategories(who.userId)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(promptEvents).where(and(eq(promptEvents.userId, who.userId), eq(promptEvents.eventType, 'create')))).toEqual([]);
  });

  it('a good import records one create event per prompt', async () => {
    const who = await persona('pro');
    await importFile(who, libreChatExport);
    const db = await getDb();
    expect(await db.select().from(promptEvents).where(and(eq(promptEvents.userId, who.userId), eq(promptEvents.eventType, 'create')))).toHaveLength(2);
  });

  it('importing the same file again creates nothing: every prompt is a duplicate', async () => {
    const who = await persona('trial');
    expect((await importFile(who, openWebUiExport)).body.created).toBe(2);
    const again = await importFile(who, openWebUiExport);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ created: 0, skippedDuplicates: 2, categoriesCreated: [] });
    expect((await listUserCategories(who.userId)).map((c) => c.name)).toEqual(['Imported']);
  });
});

describe('who may', () => {
  it('signed out: 401 for import and export', async () => {
    expect((await call(importRoute.POST, { method: 'POST', path: '/api/prompts/import', body: { content: 'x' } })).status).toBe(401);
    expect((await call(exportRoute.GET, { path: '/api/prompts/export' })).status).toBe(401);
  });

  it('a free user whose trial ended gets 403 for the import and its dry run, and creates nothing', async () => {
    const who = await persona('free');
    for (const query of ['', '?dryRun=true']) {
      const res = await importFile(who, libreChatExport, {}, query);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: TRANSFER_MESSAGES.createDenied, code: 'SUBSCRIPTION_ERROR', status: 403 });
    }
    expect(await titlesOf(who)).toEqual([]);
  });

  it('a free user still exports the prompts they wrote', async () => {
    const who = await persona('free');
    await insertPrompt({ title: 'Mine Before', description: 'Written during the trial.', content: 'Hello !<Name>!, welcome.', authorId: who.userId, categoryId: marketingId });
    const res = await download(who, '?format=json');
    expect(res.status).toBe(200);
    expect(json(res.bytes).prompts.map((p: { title: string }) => p.title)).toEqual(['Mine Before']);
  });

  it("someone else's custom category cannot be chosen, nor exported", async () => {
    const [who, other] = await Promise.all([persona('pro'), persona('pro')]);
    const theirs = await call(categoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asCookie(other), body: { name: 'Theirs' } });
    const res = await importFile(who, libreChatExport, { category: { kind: 'custom', id: theirs.body._id } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(TRANSFER_MESSAGES.unknownCustomCategory);
    expect((await download(who, `?category=${theirs.body._id}`)).status).toBe(400);
  });

  it('a non-admin imports pro prompts as free; an admin keeps the level', async () => {
    const [pro, admin] = await Promise.all([persona('pro'), persona('admin')]);
    const doc = { format: 'promptloom', version: 1, kind: 'prompts', prompts: [{ title: 'Board memo', description: 'A memo for the board.', content: 'Write a board memo about !<Topic>!.', category: 'Executive Leadership*', customCategory: null, visibility: 'private', accessLevel: 'pro' }] };
    const file = { name: 'p.json', mimeType: 'application/json', text: JSON.stringify(doc) };
    const asPro = await preview(pro, file);
    expect(asPro.body.rows[0]).toMatchObject({ accessLevel: 'free', category: { kind: 'system', name: 'Executive Leadership' } });
    expect(asPro.body.rows[0].notes).toContain('Only admins import pro prompts: this one is free.');
    expect((await importFile(admin, file)).status).toBe(201);
    expect((await listPromptsByAuthor(admin.userId))[0]).toMatchObject({ accessLevel: 'pro', approved: false });
  });

  it('a bearer-token client may upload the file as multipart form data', async () => {
    const who = await persona('trial');
    const form = new FormData();
    form.set('file', new Blob([promptsChatCsv.text], { type: 'text/csv' }), 'prompts.csv');
    form.set('category', JSON.stringify({ kind: 'system', id: salesId }));
    const response = await importRoute.POST(new Request(`${BASE}/api/prompts/import`, { method: 'POST', headers: asBearer(who), body: form }), { params: Promise.resolve({}) });
    expect(response.status).toBe(201);
    expect((await response.json()).created).toBe(3);
  });

  it('a cookie-authenticated multipart upload is refused like any non-JSON write (a cross-site form could send one)', async () => {
    const who = await persona('trial');
    const form = new FormData();
    form.set('file', new Blob([promptsChatCsv.text]), 'prompts.csv');
    const response = await importRoute.POST(new Request(`${BASE}/api/prompts/import`, { method: 'POST', headers: { ...asCookie(who), origin: appUrl() }, body: form }), { params: Promise.resolve({}) });
    expect(response.status).toBe(415);
  });
});

describe('bad input is a clear 400, never a 500', () => {
  it.each([
    ['a body that is not JSON', 'not json', 'Request body must be valid JSON'],
    ['no file content', { filename: 'x.json' }, 'content (the file) is required'],
    ['a file in no known format', { filename: 'x.json', content: '[{"hello":"world"}]' }, TRANSFER_MESSAGES.unknownFormat],
    ['broken JSON', { filename: 'x.json', content: '{"format":' }, /^The file is not valid JSON/],
    ['invalid base64', { filename: 'x.zip', content: '@@@', encoding: 'base64' }, TRANSFER_MESSAGES.badBase64],
    ['a newer version of our format', { filename: 'x.json', content: JSON.stringify({ format: 'promptloom', version: 99, prompts: [] }) }, TRANSFER_MESSAGES.newerVersion(99)],
    ['an empty prompt list', { filename: 'x.json', content: JSON.stringify({ format: 'promptloom', version: 1, prompts: [] }) }, TRANSFER_MESSAGES.noPrompts],
    ['an unknown format name', { filename: 'x.json', content: '[]', format: 'notion' }, /format/],
    ['a file over 2 MB inside JSON', { filename: 'x.csv', content: `act,prompt\n${'a'.repeat(2_100_000)}` }, TRANSFER_MESSAGES.inlineTooLarge],
    ['more than 20,000 prompts', { filename: 'x.csv', content: `act,prompt\n${'Title,Some content that is long enough\n'.repeat(20_001)}` }, TRANSFER_MESSAGES.tooManyRows],
  ] as const)('%s', async (_name, body, message) => {
    const who = await persona('trial');
    const res = await call(importRoute.POST, { method: 'POST', path: '/api/prompts/import?dryRun=true', headers: asCookie(who), body });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    if (typeof message === 'string') expect(res.body.error).toBe(message);
    else expect(res.body.error).toMatch(message);
  });

  it('a body past the import’s own limit (a 2 MB file in base64 and room) is refused with 413', async () => {
    const who = await persona('trial');
    const body = { filename: 'x.csv', content: `act,prompt\n${'a,b\n'.repeat(600_000)}` };
    const res = await call(importRoute.POST, { method: 'POST', path: '/api/prompts/import?dryRun=true', headers: asCookie(who), body });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a zip that unpacks past the limit is refused', async () => {
    const who = await persona('trial');
    const bomb = zipSync({ 'a.md': [strToU8('a'.repeat(11 * 1024 * 1024)), { level: 9 }] });
    const res = await importFile(who, { name: 'a.zip', mimeType: 'application/zip', text: Buffer.from(bomb).toString('base64') }, { encoding: 'base64' }, '?dryRun=true');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(TRANSFER_MESSAGES.unpackedTooLarge(TRANSFER_LIMITS.zipTextFileBytes));
  });

  it('export: an unknown format, ids and category together, or ids that are not ids', async () => {
    const who = await persona('trial');
    expect((await download(who, '?format=pdf')).status).toBe(400);
    expect((await download(who, `?ids=${marketingId}&category=${marketingId}`)).status).toBe(400);
    expect((await download(who, '?ids=1,2')).status).toBe(400);
  });
});

describe('export', () => {
  it("a selection by ids, or one category's prompts; another person's prompt id is not found", async () => {
    const [who, other] = await Promise.all([persona('pro'), persona('pro')]);
    const a = await insertPrompt({ title: 'Alpha prompt', description: 'The first of three.', content: 'Alpha content here.', authorId: who.userId, categoryId: marketingId });
    await insertPrompt({ title: 'Beta prompt', description: 'The second of three.', content: 'Beta content here.', authorId: who.userId, categoryId: salesId });
    const c = await insertPrompt({ title: 'Gamma prompt', description: 'The third of three.', content: 'Gamma content here.', authorId: who.userId, categoryId: salesId });
    const theirs = await insertPrompt({ title: 'Not mine', description: 'Someone else wrote it.', content: 'Private content here.', authorId: other.userId, categoryId: salesId });
    expect(json((await download(who, `?ids=${c.id},${a.id}`)).bytes).prompts.map((p: { title: string }) => p.title)).toEqual(['Gamma prompt', 'Alpha prompt']);
    expect(json((await download(who, `?category=${salesId}`)).bytes).prompts.map((p: { title: string }) => p.title)).toEqual(['Beta prompt', 'Gamma prompt']);
    const denied = await download(who, `?ids=${a.id},${theirs.id}`);
    expect(denied.status).toBe(404);
    expect(new TextDecoder().decode(denied.bytes)).not.toContain('Private content');
  });

  it('JSON is our versioned schema, downloaded as a dated file', async () => {
    const who = await persona('trial');
    await insertPrompt({ title: 'Dated', description: 'A dated export.', content: 'Some content here.', authorId: who.userId, categoryId: marketingId });
    const res = await download(who, '');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="promptloom-prompts-\d{4}-\d{2}-\d{2}\.json"$/);
    const doc = json(res.bytes);
    expect(doc).toMatchObject({ format: 'promptloom', version: 1, kind: 'prompts' });
    expect(Object.keys(doc.prompts[0]).sort()).toEqual(['accessLevel', 'category', 'content', 'createdAt', 'customCategory', 'description', 'title', 'updatedAt', 'visibility']);
  });

  it("the account's data export writes its prompts with the same exporter, and can be imported back", async () => {
    const [who, other] = await Promise.all([persona('pro'), persona('pro')]);
    await insertPrompt({ title: 'Account prompt', description: 'Exported with the account.', content: 'Hello !<Name>!, how are you?', authorId: who.userId, categoryId: marketingId });
    const account = await call(accountExportRoute.GET, { path: '/api/user/export', headers: asCookie(who) });
    const prompts = json((await download(who, '')).bytes).prompts;
    expect(account.body).toMatchObject({ format: 'promptloom', version: 1, kind: 'account' });
    expect(account.body.prompts).toEqual(prompts);
    const res = await importFile(other, { name: 'promptloom-export.json', mimeType: 'application/json', text: JSON.stringify(account.body) });
    expect(res.status).toBe(201);
    expect(await titlesOf(other)).toEqual(['Account prompt']);
  });
});

describe('the round trip: export, then import, gives the same prompts', () => {
  it('in the same order: the imported prompts keep the order of the file', async () => {
    const [source, target] = await Promise.all([persona('pro'), persona('pro')]);
    const titles = ['Prompt one', 'Prompt two', 'Prompt three', 'Prompt four', 'Prompt five', 'Prompt six', 'Prompt seven', 'Prompt eight'];
    // One millisecond apart, as prompts made one after the other are: PGlite's clock counts whole
    // milliseconds, so rows inserted within one tied and the export's tie-break (the random id) reordered them.
    const start = Date.now() - titles.length;
    for (const [i, title] of titles.entries())
      await insertPrompt({ title, description: `The prompt called ${title}.`, content: `Content of ${title}.`, authorId: source.userId, categoryId: marketingId, createdAt: new Date(start + i) });
    const file = await download(source, '');
    expect(json(file.bytes).prompts.map((p: { title: string }) => p.title)).toEqual(titles);
    const res = await importFile(target, { name: 'p.json', mimeType: 'application/json', text: new TextDecoder().decode(file.bytes) });
    expect(res.status).toBe(201);
    expect(json((await download(target, '')).bytes).prompts.map((p: { title: string }) => p.title)).toEqual(titles);
  });

  const comparable = async (who: Session) =>
    (await listPromptsByAuthor(who.userId))
      .map((p) => ({
        title: p.title,
        description: p.description,
        content: p.content,
        category: p.categoryName,
        customCategory: p.userCategoryName,
        viewable: p.viewable,
        accessLevel: p.accessLevel,
        // Our own files keep createdAt and updatedAt.
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
      }))
      .sort((a, b) => a.title.localeCompare(b.title));

  async function library(who: Session) {
    const custom = await call(categoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asCookie(who), body: { name: 'Client work' } });
    await insertPrompt({
      title: 'Launch email',
      description: 'Announce a launch to customers.',
      content: 'Write a launch email for !<Product>! in a !|formal, friendly|! tone.\n\n---\nSign as !<Your name>!.\n',
      authorId: who.userId,
      categoryId: marketingId,
      viewable: 'public',
      createdAt: new Date('2025-01-02T03:04:05.678Z'),
      updatedAt: new Date('2025-06-07T08:09:10.111Z'),
    });
    // Typed inputs travel as written: types, defaults, optional flags and help (docs/placeholders.md).
    await insertPrompt({
      title: 'Launch brief',
      description: 'A launch brief with typed inputs.',
      content: 'By !<Deadline | date>!, !<Word count | number min=50 max=2000 default=300>! words, !<Tone | select: formal / friendly* / playful>!, !<Include sources | checkbox yes="with sources">!.\n!<Background | long text, optional, help="What the reader already knows">!',
      authorId: who.userId,
      categoryId: marketingId,
    });
    await insertPrompt({ title: 'Status: "weekly" report', description: 'A weekly status report: wins, risks, next steps.', content: '  Indented first line\nReport for !<Company name>!  ', authorId: who.userId, userCategoryId: custom.body._id });
  }

  it.each(['json', 'markdown'] as const)('%s', async (format) => {
    const [source, target] = await Promise.all([persona('pro'), persona('pro')]);
    await library(source);
    const file = await download(source, `?format=${format}`);
    expect(file.status).toBe(200);
    if (format === 'markdown') {
      const zip = readZip(file.bytes);
      expect(zip.ok && zip.entries.map((e) => e.name)).toEqual(['prompts/1-launch-email.md', 'prompts/2-launch-brief.md', 'prompts/3-status-weekly-report.md']);
    }
    const upload = format === 'json' ? { name: 'p.json', mimeType: 'application/json', text: new TextDecoder().decode(file.bytes) } : { name: 'p.zip', mimeType: 'application/zip', text: Buffer.from(file.bytes).toString('base64') };
    const res = await importFile(target, upload, format === 'markdown' ? { encoding: 'base64' } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ format: format === 'json' ? 'promptloom-json' : 'promptloom-markdown', created: 3, categoriesCreated: ['Client work'] });
    expect(await comparable(target)).toEqual(await comparable(source));
    // Back into the library it came from: all duplicates, nothing new.
    const back = await importFile(source, upload, format === 'markdown' ? { encoding: 'base64', dryRun: true } : { dryRun: true });
    expect(back.body).toMatchObject({ toCreate: 0, duplicates: 3 });
  });
});
