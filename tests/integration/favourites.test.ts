import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as trackRoute from '@/app/api/events/track/route';
import * as accountExportRoute from '@/app/api/user/export/route';
import * as importRoute from '@/app/api/prompts/import/route';
import { recordPromptUseAction, setFavouriteAction } from '@/actions/prompt-marks';
import { definitionOf, runAction } from '@/lib/action';
import { viewerFromHeaders } from '@/lib/services/viewer';
import { RECENTLY_USED_MAX } from '@/lib/constants';
import { getDb } from '@/lib/db';
import { listRecentlyUsed } from '@/lib/services/prompt-marks';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { updateUser } from '@/models/users';
import { asCookie, call, persona, type Session } from '../factories';

// Favourites and Recently used are each person's own, kept on the server, safe under
// parallel requests (these run on PGlite and on the PostgreSQL server when DATABASE_URL_TEST is set,
// where the requests truly run at once), never a way out for locked pro text, and in the account export.

let categoryId = '';
let owner: Session;
let other: Session;
let sharedId = '';

const viewerOf = (who: Session) => () => viewerFromHeaders(new Headers(asCookie(who)));
const star = (who: Session, promptId: string, favourite: boolean, extra: Record<string, unknown> = {}) =>
  runAction(definitionOf(setFavouriteAction), viewerOf(who), { promptId, favourite, ...extra } as never);
const build = (who: Session, promptId: string) => runAction(definitionOf(recordPromptUseAction), viewerOf(who), { promptId });
const copy = (who: Session, promptId: string) =>
  call(trackRoute.POST, { method: 'POST', path: '/api/events/track', headers: asCookie(who), body: { eventType: 'generate', promptId } });
const list = (who: Session, query: string) => call(promptsRoute.GET, { path: `/api/prompts?${query}`, headers: asCookie(who) });
const shared = (title: string, extra: Partial<Parameters<typeof insertPrompt>[0]> = {}) =>
  insertPrompt({ title, description: 'A shared prompt of the library.', content: `Write about !<Topic>! for ${title}.`, categoryId, approved: true, viewable: 'public', ...extra });

async function favouriteRows(userId: string, promptId: string): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from prompt_favourites where user_id = ${userId} and prompt_id = ${promptId}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

beforeAll(async () => {
  categoryId = (await ensureCategories(['Favourites Shelf'])).get('Favourites Shelf')!.id;
  [owner, other] = await Promise.all([persona('pro'), persona('free')]);
  sharedId = (await shared('Quarterly Harbour Report')).id;
});

describe('favourites', () => {
  it('a starred prompt is marked in the list and by id, and the Favourites filter shows only it', async () => {
    expect(await star(owner, sharedId, true)).toMatchObject({ ok: true, data: { promptId: sharedId, favourite: true } });
    const mine = await list(owner, 'favourites=true');
    expect(mine.status).toBe(200);
    expect(mine.body.prompts.map((p: { _id: string }) => p._id)).toEqual([sharedId]);
    expect(mine.body.prompts[0].favourite).toBe(true);
    expect(mine.body.total).toBe(1);
    const byId = await call(promptRoute.GET, { path: `/api/prompts/${sharedId}`, params: { id: sharedId }, headers: asCookie(owner) });
    expect(byId.body.favourite).toBe(true);
  });

  it("another person never sees someone's favourites, and cannot change them", async () => {
    expect((await list(other, 'favourites=true')).body.prompts).toEqual([]);
    const byId = await call(promptRoute.GET, { path: `/api/prompts/${sharedId}`, params: { id: sharedId }, headers: asCookie(other) });
    expect(byId.body.favourite).toBe(false);
    // A user id in the input is ignored: the viewer's own favourites are the only ones changed.
    expect((await star(other, sharedId, false, { userId: owner.userId })).ok).toBe(true);
    expect(await favouriteRows(owner.userId, sharedId)).toBe(1);
    expect((await list(owner, 'favourites=true')).body.prompts).toHaveLength(1);
  });

  it("someone else's private prompt cannot be starred (404, nothing stored), nor can a missing one", async () => {
    const hidden = await insertPrompt({ title: 'Private Plan', description: 'Only its author sees it.', content: 'Secret plan for !<Topic>!.', categoryId, authorId: owner.userId });
    const refused = await star(other, hidden.id, true);
    expect(refused).toMatchObject({ ok: false, status: 404 });
    expect(await favouriteRows(other.userId, hidden.id)).toBe(0);
    expect(await star(other, '00000000-0000-4000-8000-000000000000', true)).toMatchObject({ ok: false, status: 404 });
    expect(await star(other, 'not-an-id', true)).toMatchObject({ ok: false, status: 400 });
    expect(await star(other, sharedId, 'yes' as never)).toMatchObject({ ok: false, status: 400 });
  });

  it('20 parallel stars leave one favourite and all succeed; 20 parallel unstars leave none', async () => {
    const who = await persona('trial');
    const target = (await shared('Parallel Star Prompt')).id;
    const on = await Promise.all(Array.from({ length: 20 }, () => star(who, target, true)));
    expect(on.every((r) => r.ok)).toBe(true);
    expect(await favouriteRows(who.userId, target)).toBe(1);
    const off = await Promise.all(Array.from({ length: 20 }, () => star(who, target, false)));
    expect(off.every((r) => r.ok)).toBe(true);
    expect(await favouriteRows(who.userId, target)).toBe(0);
    // Mixed at once: no failure, and the end state is one of the two.
    const mixed = await Promise.all(Array.from({ length: 20 }, (_, i) => star(who, target, i % 2 === 0)));
    expect(mixed.every((r) => r.ok)).toBe(true);
    expect([0, 1]).toContain(await favouriteRows(who.userId, target));
  });

  it('a signed-out caller is refused (401)', async () => {
    const result = await runAction(definitionOf(setFavouriteAction), () => Promise.resolve(null), { promptId: sharedId, favourite: true });
    expect(result).toMatchObject({ ok: false, status: 401 });
  });
});

describe('recently used', () => {
  it('copies and builds lead the list, most recent first, at most 10, only the viewer’s own', async () => {
    const who = await persona('pro');
    const ids: string[] = [];
    for (let i = 0; i < RECENTLY_USED_MAX + 2; i++) ids.push((await shared(`Recent Prompt ${i}`)).id);
    for (const id of ids) expect((await copy(who, id)).status).toBe(200);
    // Built again: the first one comes back to the top.
    expect((await build(who, ids[0]!)).ok).toBe(true);
    const viewer = (await viewerOf(who)())!;
    const recent = await listRecentlyUsed(viewer);
    expect(recent.ok && recent.data.map((p) => p._id)).toEqual([ids[0], ...ids.slice(-(RECENTLY_USED_MAX - 1)).reverse()]);
    const theirs = await listRecentlyUsed((await viewerOf(await persona('pro'))())!);
    expect(theirs.ok && theirs.data).toEqual([]);
  });

  it('20 parallel uses of one prompt keep one entry', async () => {
    const who = await persona('pro');
    const target = (await shared('Parallel Use Prompt')).id;
    const results = await Promise.all(Array.from({ length: 20 }, () => build(who, target)));
    expect(results.every((r) => r.ok)).toBe(true);
    const recent = await listRecentlyUsed((await viewerOf(who)())!);
    expect(recent.ok && recent.data.map((p) => p._id)).toEqual([target]);
  });

  it('a pro prompt used during a trial shows only its card preview once the trial ends', async () => {
    const who = await persona('trial');
    const secret = 'zanzibarmethod';
    const pro = await shared('Locked Beacon Plan', { accessLevel: 'pro', content: `Role: planner for !<Coast>!. ${'Context of the plan goes here. '.repeat(8)}Use the ${secret}.` });
    expect((await copy(who, pro.id)).status).toBe(200);
    await updateUser(who.userId, { freeExpiryDate: new Date(Date.now() - 86_400_000) });
    const recent = await listRecentlyUsed((await viewerOf(who)())!);
    expect(recent.ok).toBe(true);
    const [card] = recent.ok ? recent.data : [];
    expect(card).toMatchObject({ _id: pro.id, locked: true });
    expect(card!.content.length).toBeLessThanOrEqual(150);
    expect(JSON.stringify(recent)).not.toContain(secret);
    // Nor does the export carry it: ids and titles only.
    const exported = await call(accountExportRoute.GET, { path: '/api/user/export', headers: asCookie(who) });
    expect(exported.body.recentlyUsed).toEqual([expect.objectContaining({ promptId: pro.id, title: 'Locked Beacon Plan' })]);
    expect(JSON.stringify(exported.body)).not.toContain(secret);
  });

  it("someone else's private prompt cannot be recorded as used (404)", async () => {
    const hidden = await insertPrompt({ title: 'Private Notes', description: 'Only its author sees it.', content: 'Notes on !<Topic>!.', categoryId, authorId: owner.userId });
    expect(await build(other, hidden.id)).toMatchObject({ ok: false, status: 404 });
  });
});

describe('the account export', () => {
  it('holds the person’s favourites and recent uses (ids and titles), not anyone else’s, and still imports', async () => {
    const who = await persona('pro');
    const a = await shared('Export Favourite');
    const b = await shared('Export Recent');
    await star(who, a.id, true);
    await build(who, b.id);
    await star(other, b.id, true);
    await insertPrompt({ title: 'My Own Export', description: 'Written by the person.', content: 'Hello !<Name>!, welcome aboard.', categoryId, authorId: who.userId });
    const res = await call(accountExportRoute.GET, { path: '/api/user/export', headers: asCookie(who) });
    expect(res.status).toBe(200);
    expect(res.body.favourites).toEqual([{ promptId: a.id, title: 'Export Favourite', starredAt: expect.any(String) }]);
    expect(res.body.recentlyUsed).toEqual([{ promptId: b.id, title: 'Export Recent', usedAt: expect.any(String) }]);
    // The file is still a promptloom document that imports (its prompts; the marks are read by no importer).
    const imported = await call(importRoute.POST, { method: 'POST', path: '/api/prompts/import?dryRun=true', headers: asCookie(owner), body: { filename: 'account.json', content: JSON.stringify(res.body) } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(JSON.stringify(imported.body)).toContain('My Own Export');
  });
});

describe('sort', () => {
  it('orders Browse by newest, A–Z or most used; relevance and most used leave the default order', async () => {
    const who = await persona('pro');
    const shelf = (await ensureCategories(['Sort Shelf'])).get('Sort Shelf')!.id;
    const mk = (title: string, popularityScore: number, createdAt: Date) =>
      insertPrompt({ title, description: 'A prompt to sort.', content: 'Sort !<Topic>! well.', categoryId: shelf, approved: true, viewable: 'public', popularityScore, createdAt });
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    await mk('banana plan', 5, day(1));
    await mk('Apple plan', 1, day(3));
    await mk('cherry plan', 9, day(2));
    const titles = async (query: string) => {
      const res = await list(who, `categories=${shelf}&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.prompts.map((p: { title: string }) => p.title);
    };
    const byDefault = await titles('');
    expect(byDefault).toEqual(['cherry plan', 'banana plan', 'Apple plan']);
    expect(await titles('sort=popular')).toEqual(byDefault);
    expect(await titles('sort=newest')).toEqual(['Apple plan', 'cherry plan', 'banana plan']);
    expect(await titles('sort=title')).toEqual(['Apple plan', 'banana plan', 'cherry plan']);
    // With a search: relevance is the default; a chosen order replaces it.
    expect(await titles('search=plan&sort=relevance')).toEqual(await titles('search=plan'));
    expect(await titles('search=plan&sort=title')).toEqual(['Apple plan', 'banana plan', 'cherry plan']);
    expect(await titles('search=plan&sort=newest')).toEqual(['Apple plan', 'cherry plan', 'banana plan']);
    expect(await titles('favourites=true&sort=title')).toEqual([]);
  });

  it('an unknown sort is a 400 with its field, never a 500', async () => {
    const res = await list(owner, 'sort=random');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('sort');
  });
});
