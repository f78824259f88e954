import { beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/app/api/user-categories/route';
import * as itemRoute from '@/app/api/user-categories/[id]/route';
import * as reorderRoute from '@/app/api/user-categories/reorder/route';
import { insertPrompt } from '@/models/prompts';
import { asCookie, call, persona, type Session } from '../factories';

// The custom category calls of spec P1 §7 with the codes of §8.

let trial: Session, free: Session, other: Session;
beforeAll(async () => {
  [trial, free, other] = await Promise.all([persona('trial'), persona('free'), persona('pro')]);
});

const create = (who: Session, body: unknown) => call(listRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asCookie(who), body });
const list = async (who: Session) => (await call(listRoute.GET, { path: '/api/user-categories', headers: asCookie(who) })).body as { _id: string; name: string; order: number }[];

describe('custom categories', () => {
  it('creates with the name trimmed, a default colour, and orders from 1', async () => {
    const a = await create(trial, { name: '  Client work  ', description: 'For clients' });
    const b = await create(trial, { name: 'Personal' });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ name: 'Client work', color: '#6366f1', order: 1, promptCount: 0 });
    expect(b.body.order).toBe(2);
  });

  it('refuses a duplicate name in any letter case with DUPLICATE_NAME', async () => {
    const dup = await create(trial, { name: 'CLIENT WORK' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'DUPLICATE_NAME', error: 'A category with this name already exists' });
    expect((await create(other, { name: 'Client work' })).status).toBe(201);
  });

  it.each([
    [{ name: 'a' }, 'Category name must be at least 2 characters'],
    [{ name: 'a'.repeat(51) }, 'Category name must be less than 50 characters'],
    [{ name: '  ' }, 'Category name is required'],
    [{ name: 'Fine', description: 'd'.repeat(201) }, 'Description must be less than 200 characters'],
  ])('refuses %j', async (body, message) => {
    const res = await create(trial, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('is for pro, trial and admin users only: PREMIUM_FEATURE_REQUIRED', async () => {
    const res = await create(free, { name: 'Mine' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PREMIUM_FEATURE_REQUIRED');
    expect(res.body.error).toContain('Pro users and Admins');
  });

  it('renames, but not onto another name of the same user, and not someone else’s', async () => {
    const [first, second] = await list(trial);
    const rename = (who: Session, id: string, name: string) => call(itemRoute.PUT, { method: 'PUT', path: '/api/user-categories/x', params: { id }, headers: asCookie(who), body: { name } });
    expect((await rename(trial, first!._id, 'Clients')).body.name).toBe('Clients');
    expect((await rename(trial, second!._id, 'clients')).body.code).toBe('DUPLICATE_NAME');
    expect((await rename(other, first!._id, 'Stolen')).status).toBe(404);
  });

  it('deletes only an empty category: CATEGORY_HAS_PROMPTS otherwise', async () => {
    const [first] = await list(trial);
    await insertPrompt({ title: 'Inside', description: 'A prompt inside a category.', content: 'Content here', userCategoryId: first!._id, authorId: trial.userId });
    const del = (id: string) => call(itemRoute.DELETE, { method: 'DELETE', path: '/api/user-categories/x', params: { id }, headers: asCookie(trial) });
    const counted = (await list(trial)) as unknown as { _id: string; promptCount: number }[];
    expect(counted.map((c) => c.promptCount)).toEqual([1, 0]);
    const refused = await del(first!._id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CATEGORY_HAS_PROMPTS', error: `Cannot delete "${first!.name}" because it contains prompts. Please move or delete the prompts first.` });
    const empty = await create(trial, { name: 'Temporary' });
    expect((await del(empty.body._id)).status).toBe(200);
  });

  it('reorders with 1-based orders; a bad payload leaves the order unchanged', async () => {
    const before = await list(trial);
    const reorder = (body: unknown) => call(reorderRoute.POST, { method: 'POST', path: '/api/user-categories/reorder', headers: asCookie(trial), body });
    const reversed = before.map((c, i) => ({ id: c._id, order: before.length - i }));
    const ok = await reorder(reversed);
    expect(ok.status).toBe(200);
    expect(ok.body.map((c: { _id: string }) => c._id)).toEqual(before.map((c) => c._id).reverse());
    const after = await list(trial);
    for (const bad of [[{ id: before[0]!._id, order: 0 }], [{ id: before[0]!._id, order: 2 ** 31 }], [{ id: 'nope', order: 1 }], 'not a list', [{ id: (await list(other))[0]!._id, order: 1 }]]) {
      expect((await reorder(bad)).status).toBe(400);
    }
    expect(await list(trial)).toEqual(after);
  });
});

describe('bulk delete (spec P2 §5)', () => {
  it('deletes the selected empty categories, keeps those holding prompts, and says which', async () => {
    const who = await persona('pro');
    const make = async (name: string) =>
      (await call(listRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asCookie(who), body: { name } })).body._id as string;
    const [emptyA, emptyB, full] = [await make('Empty A'), await make('Empty B'), await make('Has One')];
    await insertPrompt({ title: 'Filed', description: 'In a custom category.', content: 'Text.', authorId: who.userId, userCategoryId: full });
    const res = await call(listRoute.DELETE, { method: 'DELETE', path: '/api/user-categories', headers: asCookie(who), body: { ids: [emptyA, emptyB, full] } });
    expect(res.status).toBe(200);
    expect(new Set(res.body.deleted)).toEqual(new Set([emptyA, emptyB]));
    expect(res.body.kept).toEqual([full]);
    const left = await call(listRoute.GET, { path: '/api/user-categories', headers: asCookie(who) });
    expect(left.body.map((c: { name: string }) => c.name)).toEqual(['Has One']);

    const refused = await call(listRoute.DELETE, { method: 'DELETE', path: '/api/user-categories', headers: asCookie(who), body: { ids: [full] } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CATEGORY_HAS_PROMPTS', error: 'Selected categories contain prompts and cannot be deleted.' });
  });

  it("refuses someone else's category and bad input without deleting anything", async () => {
    const [who, other] = await Promise.all([persona('pro'), persona('pro')]);
    const theirs = (await call(listRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asCookie(other), body: { name: 'Theirs' } })).body._id;
    const res = await call(listRoute.DELETE, { method: 'DELETE', path: '/api/user-categories', headers: asCookie(who), body: { ids: [theirs] } });
    expect(res.status).toBe(404);
    for (const body of [{}, { ids: [] }, { ids: ['not-a-uuid'] }, 'nope']) {
      expect((await call(listRoute.DELETE, { method: 'DELETE', path: '/api/user-categories', headers: asCookie(who), body })).status).toBe(400);
    }
    const still = await call(listRoute.GET, { path: '/api/user-categories', headers: asCookie(other) });
    expect(still.body.map((c: { name: string }) => c.name)).toEqual(['Theirs']);
  });
});
