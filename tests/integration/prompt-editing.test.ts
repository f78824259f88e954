import { beforeAll, describe, expect, it } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import { getDb } from '@/lib/db';
import { seedLibrary } from '@/lib/seed';
import { listCategories } from '@/models/categories';
import { userCategories } from '@/models/schema';
import { asCookie, call, persona, type Session } from '../factories';

// POST /api/prompts and PUT /api/prompts/{id}: the form rules of spec P1 §5 and the rights of §6.

let trial: Session, free: Session, pro: Session, admin: Session;
let categoryId = '';
let trialCustomId = '';

beforeAll(async () => {
  const db = await getDb();
  await seedLibrary(db);
  [trial, free, pro, admin] = await Promise.all([persona('trial'), persona('free'), persona('pro'), persona('admin')]);
  categoryId = (await listCategories())[0]!.id;
  trialCustomId = (await db.insert(userCategories).values({ userId: trial.userId, name: 'Drafts' }).returning())[0]!.id;
});

const valid = () => ({ title: 'Quarterly Update', description: 'Summarise the quarter for the team.', content: 'Write an update for !<Team>!.', category: categoryId });
const create = (who: Session, body: unknown) => call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: asCookie(who), body });
const update = (who: Session, id: string, body: unknown) => call(promptRoute.PUT, { method: 'PUT', path: '/api/prompts/x', params: { id }, headers: asCookie(who), body });

describe('validation limits at their edges (spec P1 §5)', () => {
  it.each([
    ['title', 'ab', 'Title must be at least 3 characters long'],
    ['title', 'a'.repeat(101), 'Title must be less than 100 characters'],
    ['title', '   ', 'Title is required'],
    ['description', 'a'.repeat(9), 'Description must be at least 10 characters long'],
    ['description', 'a'.repeat(501), 'Description must be less than 500 characters'],
    ['content', 'a'.repeat(9), 'Content must be at least 10 characters long'],
    ['content', 'a'.repeat(10_001), 'Content must be less than 10,000 characters'],
  ])('%s of %j characters is refused', async (field, value, message) => {
    const res = await create(trial, { ...valid(), [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('accepts the limits themselves: 3 and 100, 10 and 500, 10 and 10,000 characters', async () => {
    for (const [field, value] of [
      ['title', 'abc'],
      ['title', 'a'.repeat(100)],
      ['description', 'a'.repeat(10)],
      ['description', 'a'.repeat(500)],
      ['content', 'a'.repeat(10)],
      ['content', 'a'.repeat(10_000)],
    ] as const) {
      const res = await create(trial, { ...valid(), [field]: value });
      expect(res.status, `${field} ${value.length}`).toBe(201);
    }
  });

  it('needs exactly one of a system and a custom category', async () => {
    const none = await create(trial, { ...valid(), category: null });
    expect(none.body.fields.category).toBe('Either a system category or custom category is required');
    const both = await create(trial, { ...valid(), userCategoryId: trialCustomId });
    expect(both.status).toBe(400);
    const custom = await create(trial, { ...valid(), category: null, userCategoryId: { _id: trialCustomId } });
    expect(custom.status).toBe(201);
    expect(custom.body.userCategoryId).toEqual({ _id: trialCustomId, name: 'Drafts' });
  });

  it("refuses another user's custom category and bad enum values", async () => {
    expect((await create(pro, { ...valid(), category: null, userCategoryId: trialCustomId })).status).toBe(400);
    expect((await create(trial, { ...valid(), accessLevel: 'gold' })).body.fields.accessLevel).toBe('Valid access level is required');
    expect((await create(trial, { ...valid(), viewable: 'secret' })).body.fields.viewable).toBe('Valid visibility setting is required');
  });
});

describe('rights (spec P1 §6)', () => {
  it('a free user whose trial ended cannot create', async () => {
    const res = await create(free, valid());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUBSCRIPTION_ERROR');
  });

  it('a non-admin gets free and unapproved whatever is posted; an admin sets both', async () => {
    const mine = await create(pro, { ...valid(), accessLevel: 'pro', approved: true, viewable: 'public' });
    expect(mine.body).toMatchObject({ accessLevel: 'free', approved: false, viewable: 'public', author: { _id: pro.userId } });
    const theirs = await create(admin, { ...valid(), accessLevel: 'pro', approved: true });
    expect(theirs.body).toMatchObject({ accessLevel: 'pro', approved: true });
  });

  it('the author edits their prompt; another user cannot; an admin can approve it and make it pro', async () => {
    const created = await create(trial, valid());
    const id = created.body._id;
    const edited = await update(trial, id, { ...valid(), title: 'Quarterly Update v2', approved: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Quarterly Update v2', approved: false });
    expect((await update(pro, id, valid())).status).toBe(404); // private: not even visible to others
    const moderated = await update(admin, id, { ...valid(), approved: true, accessLevel: 'pro', viewable: 'public' });
    expect(moderated.body).toMatchObject({ approved: true, accessLevel: 'pro', viewable: 'public' });
    expect((await update(pro, id, valid())).status).toBe(403);
  });
});
