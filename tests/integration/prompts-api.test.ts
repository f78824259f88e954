import { beforeAll, describe, expect, it } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as cloneRoute from '@/app/api/prompts/[id]/clone/route';
import * as trackRoute from '@/app/api/events/track/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import { getDb } from '@/lib/db';
import { PROMPT_PAGE_SIZE } from '@/lib/constants';
import { seedLibrary } from '@/lib/seed';
import { listCategories } from '@/models/categories';
import { countEventsByType } from '@/models/events';
import { findPromptById, insertPrompt } from '@/models/prompts';
import { userCategories } from '@/models/schema';
import { updateUser } from '@/models/users';
import { asCookie, call, persona, type Session } from '../factories';

// GET /api/prompts and the prompt routes of the library, on the real database.

let trial: Session, free: Session, pro: Session, admin: Session, lapsedAuthor: Session;
let marketingId = '';
let salesId = '';
const ids: Record<string, string> = {};

const list = async (who: Session, query = '') => {
  const res = await call(promptsRoute.GET, { path: `/api/prompts${query ? `?${query}` : ''}`, headers: asCookie(who) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { prompts: { _id: string; title: string; accessLevel: string; author: { _id: string } | null; category: { name: string } | null }[]; totalPages: number; currentPage: number; total: number };
};

beforeAll(async () => {
  const db = await getDb();
  await seedLibrary(db);
  [trial, free, pro, admin, lapsedAuthor] = await Promise.all([persona('trial'), persona('free'), persona('pro'), persona('admin'), persona('trial')]);
  const cats = await listCategories();
  marketingId = cats.find((c) => c.name === 'Marketing')!.id;
  salesId = cats.find((c) => c.name === 'Sales')!.id;
  const [custom] = await db.insert(userCategories).values({ userId: trial.userId, name: 'Client work' }).returning();
  const own = async (title: string, extra: Record<string, unknown>) =>
    (ids[title] = (await insertPrompt({ title, description: 'A prompt written by a user of the app.', content: 'Draft a note for !<Client>!.', authorId: trial.userId, ...extra })).id);
  await own('Trial Private Draft', { categoryId: marketingId });
  await own('Trial Custom Category Prompt', { userCategoryId: custom!.id });
  ids.lapsed = (await insertPrompt({ title: 'Lapsed Author Prompt', description: 'Written while the trial was still on.', content: 'Text for !<Topic>!.', authorId: lapsedAuthor.userId, categoryId: salesId })).id;
  await updateUser(lapsedAuthor.userId, { freeExpiryDate: new Date(Date.now() - 86_400_000) });
});

describe('GET /api/prompts', () => {
  it('pages the library twelve at a time with totalPages and currentPage', async () => {
    const first = await list(pro);
    expect(first.prompts).toHaveLength(PROMPT_PAGE_SIZE);
    expect(first.currentPage).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.total / PROMPT_PAGE_SIZE));
    const second = await list(pro, 'page=2');
    expect(second.prompts.map((p) => p._id)).not.toContain(first.prompts[0]!._id);
  });

  it('clamps a page past the end to the last page', async () => {
    const { totalPages } = await list(pro);
    const past = await list(pro, 'page=9999');
    expect(past.currentPage).toBe(totalPages);
    expect(past.prompts.length).toBeGreaterThan(0);
  });

  it('ranks popular prompts first when there is no search', async () => {
    const { prompts } = await list(pro);
    const scores = await Promise.all(prompts.map(async (p) => (await findPromptById(p._id))!.popularityScore));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('shows approved public prompts and one’s own private ones; an admin sees everything', async () => {
    const forTrial = await list(trial, 'showOnlyMyPrompts=true');
    expect(forTrial.prompts.map((p) => p.title).sort()).toEqual(['Trial Custom Category Prompt', 'Trial Private Draft']);
    const forPro = await list(pro, 'search=Trial+Private+Draft');
    expect(forPro.prompts.map((p) => p.title)).not.toContain('Trial Private Draft');
    const forAdmin = await list(admin, 'search=Trial+Private+Draft');
    expect(forAdmin.prompts.map((p) => p.title)).toContain('Trial Private Draft');
  });

  it('showOnlyMyPrompts with no prompts of one’s own answers an empty list', async () => {
    const mine = await list(pro, 'showOnlyMyPrompts=true');
    expect(mine).toMatchObject({ prompts: [], total: 0, totalPages: 1, currentPage: 1 });
  });

  it('filters pro only or free only, and refuses both at once', async () => {
    expect((await list(pro, 'showOnlyProPrompts=true')).prompts.every((p) => p.accessLevel === 'pro')).toBe(true);
    expect((await list(pro, 'hideProPrompts=true')).prompts.every((p) => p.accessLevel === 'free')).toBe(true);
    const both = await call(promptsRoute.GET, { path: '/api/prompts?showOnlyProPrompts=true&hideProPrompts=true', headers: asCookie(pro) });
    expect(both.status).toBe(400);
  });

  it('filters by system categories, one or several', async () => {
    const marketing = await list(pro, `categories=${marketingId}`);
    expect(marketing.prompts.every((p) => p.category?.name === 'Marketing')).toBe(true);
    const two = await list(pro, `categories=${marketingId},${salesId}`);
    expect(new Set(two.prompts.map((p) => p.category?.name))).toEqual(new Set(['Marketing', 'Sales']));
    expect(two.total).toBeGreaterThan(marketing.total);
  });

  it('showOnlyMyCategories lists prompts in one’s custom categories, and is ignored without access', async () => {
    const mine = await list(trial, 'showOnlyMyCategories=true');
    expect(mine.prompts.map((p) => p.title)).toEqual(['Trial Custom Category Prompt']);
    const freeView = await list(free, 'showOnlyMyCategories=true');
    expect(freeView.total).toBe((await list(free)).total);
  });

  it('searches title, description and content with the title match ranked first', async () => {
    const { prompts } = await list(pro, 'search=cover+letter');
    expect(prompts[0]!.title).toBe('Tailored Cover Letter');
    const byContent = await list(pro, 'search=catastrophic+backtracking');
    expect(byContent.prompts.map((p) => p.title)).toEqual(['Build and Explain a Regex']);
  });

  it('still finds a prompt when the search has a typo', async () => {
    const { prompts } = await list(pro, 'search=cold+emial');
    expect(prompts.map((p) => p.title)).toContain('Personalised Cold Email');
    const { prompts: swot } = await list(pro, 'search=swto+analysis');
    expect(swot.map((p) => p.title)).toContain('SWOT Analysis With Actions');
  });

  it('matches a word prefix, and answers an empty list for nonsense', async () => {
    expect((await list(pro, 'search=negotiat')).total).toBeGreaterThan(0);
    expect((await list(pro, 'search=zzqxwv')).total).toBe(0);
  });

  it('gives a free user only the locked preview of pro prompts', async () => {
    const { prompts } = await list(free, 'showOnlyProPrompts=true');
    for (const p of prompts as unknown as { locked: boolean; content: string }[]) {
      expect(p.locked).toBe(true);
      expect(p.content.length).toBeLessThanOrEqual(150);
    }
  });
});

describe('DELETE /api/prompts/{id}', () => {
  const del = (who: Session, id: string) => call(promptRoute.DELETE, { method: 'DELETE', path: '/api/prompts/x', params: { id }, headers: asCookie(who) });

  it('refuses a user deleting someone else’s prompt with PERMISSION_DENIED', async () => {
    const { prompts } = await list(pro);
    const res = await del(pro, prompts[0]!._id);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PERMISSION_DENIED');
  });

  it('refuses an author whose trial ended with SUBSCRIPTION_ERROR', async () => {
    const res = await del(lapsedAuthor, ids.lapsed!);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUBSCRIPTION_ERROR');
    expect(await findPromptById(ids.lapsed!)).not.toBeNull();
  });

  it('lets an author on trial delete their own prompt, and records the event', async () => {
    const before = (await countEventsByType()).delete ?? 0;
    const res = await del(trial, ids['Trial Private Draft']!);
    expect(res.status).toBe(200);
    expect(await findPromptById(ids['Trial Private Draft']!)).toBeNull();
    expect((await countEventsByType()).delete).toBe(before + 1);
  });

  it('lets an admin delete any prompt', async () => {
    expect((await del(admin, ids.lapsed!)).status).toBe(200);
  });
});

describe('POST /api/prompts/{id}/clone', () => {
  const clone = (who: Session, id: string, body: unknown) =>
    call(cloneRoute.POST, { method: 'POST', path: '/api/prompts/x/clone', params: { id }, headers: asCookie(who), body });

  it('gives the cloner a private, unapproved copy with the new title, at the level of its source', async () => {
    const { prompts } = await list(trial, 'showOnlyProPrompts=true');
    const res = await clone(trial, prompts[0]!._id, { newTitle: '  My Copy  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'My Copy', author: { _id: trial.userId }, viewable: 'private', approved: false, accessLevel: 'pro' });
  });

  it('refuses a free user with SUBSCRIPTION_ERROR and a blank or short title with the spec messages', async () => {
    const { prompts } = await list(free, 'hideProPrompts=true');
    expect((await clone(free, prompts[0]!._id, { newTitle: 'Copy' })).body.code).toBe('SUBSCRIPTION_ERROR');
    expect((await clone(trial, prompts[0]!._id, { newTitle: '   ' })).body.error).toBe('Title is required');
    expect((await clone(trial, prompts[0]!._id, { newTitle: 'ab' })).body.error).toBe('Title must be at least 3 characters long');
    expect((await clone(trial, prompts[0]!._id, '{not json')).status).toBe(400);
  });
});

describe('POST /api/events/track and the parameter memory', () => {
  it('records a generate event and raises the prompt’s popularity', async () => {
    const { prompts } = await list(pro);
    const before = (await findPromptById(prompts[0]!._id))!.popularityScore;
    const res = await call(trackRoute.POST, { method: 'POST', path: '/api/events/track', headers: asCookie(pro), body: { eventType: 'generate', promptId: prompts[0]!._id } });
    expect(res.status).toBe(200);
    expect((await findPromptById(prompts[0]!._id))!.popularityScore).toBe(before + 1);
    const bad = await call(trackRoute.POST, { method: 'POST', path: '/api/events/track', headers: asCookie(pro), body: { eventType: 'hack', promptId: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('saves the parameter memory on the server and answers it with the core parameters', async () => {
    const put = await call(parametersRoute.PUT, {
      method: 'PUT',
      path: '/api/user/parameters',
      headers: asCookie(pro),
      body: { parameters: { name: { value: 'Pat Pro', aliases: ['nick'], isCore: true }, colour: { value: 'teal', aliases: [], isCore: false } } },
    });
    expect(put.status).toBe(200);
    const get = await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asCookie(pro) });
    expect(get.body.parameters.name).toMatchObject({ value: 'Pat Pro', isCore: true });
    expect(get.body.parameters.colour).toEqual({ value: 'teal', aliases: ['colour'], isCore: false });
    expect(Object.keys(get.body.parameters)).toEqual(expect.arrayContaining(['title', 'department', 'company_name', 'website']));
    // Another person's memory is their own: only the name they signed up with.
    const other = await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asCookie(trial) });
    expect(other.body.parameters.name.value).toBe('Test Person');
  });
});
