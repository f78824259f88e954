import { beforeAll, describe, expect, it } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as cloneRoute from '@/app/api/prompts/[id]/clone/route';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { updateUser } from '@/models/users';
import { asBearer, call, persona, type Session } from '../factories';

// Pro content stays behind pro access: in search and in clones made during a
// trial (item 18).

const DAY = 86_400_000;
let free: Session, trial: Session, pro: Session, admin: Session;
let categoryId = '';
let proId = '';
let freeTwinId = '';

beforeAll(async () => {
  [free, trial, pro, admin] = await Promise.all([persona('free'), persona('trial'), persona('pro'), persona('admin')]);
  categoryId = (await ensureCategories(['Strategy'])).get('Strategy')!.id;
  const shared = { categoryId, approved: true, viewable: 'public' as const };
  proId = (
    await insertPrompt({
      ...shared,
      title: 'Zephyr Lighthouse Plan',
      description: 'A plan for a network of coastal beacons.',
      // The secret word lies past the 150-character card preview that locked cards show.
      content: `Role: strategist for !<Coast>!. ${'Context and constraints of the plan are laid out here. '.repeat(4)}The hidden method uses the quokkasecret framework.`,
      accessLevel: 'pro',
    })
  ).id;
  freeTwinId = (
    await insertPrompt({
      ...shared,
      title: 'Open Harbour Notes',
      description: 'Notes anyone may read in full.',
      content: 'A free prompt that mentions the wombatword technique for !<Harbour>!.',
      accessLevel: 'free',
    })
  ).id;
});

const search = async (who: Session, words: string) => {
  const res = await call(promptsRoute.GET, { path: `/api/prompts?search=${encodeURIComponent(words)}`, headers: asBearer(who) });
  expect(res.status).toBe(200);
  return res.body as { prompts: { _id: string; locked?: boolean }[]; total: number };
};
const ids = (answer: { prompts: { _id: string }[] }) => answer.prompts.map((p) => p._id);

describe('search never reveals the hidden part of a pro prompt', () => {
  it('a free user searching for a word only in a pro prompt’s content does not find it', async () => {
    for (const words of ['quokkasecret', 'quokkasec', 'framework quokkasecret']) {
      const answer = await search(free, words);
      expect(ids(answer), words).not.toContain(proId);
      expect(answer.total, words).toBe(0);
    }
  });

  it('a pro user, a trial user and an admin do find it by its content', async () => {
    for (const who of [pro, trial, admin]) expect(ids(await search(who, 'quokkasecret'))).toContain(proId);
  });

  it('searching the title or the description finds it for everyone, locked for the free user', async () => {
    for (const words of ['zephyr lighthouse', 'coastal beacons']) {
      const forFree = await search(free, words);
      expect(ids(forFree), words).toContain(proId);
      expect(forFree.prompts.find((p) => p._id === proId)!.locked).toBe(true);
      expect(ids(await search(pro, words)), words).toContain(proId);
    }
  });

  it('a free prompt is still found by its content for the free user', async () => {
    expect(ids(await search(free, 'wombatword'))).toContain(freeTwinId);
  });
});

describe('a trial user’s clone of a pro prompt is pro', () => {
  it('is readable during the trial, stays pro when edited, and locks when the trial ends', async () => {
    const cloner = await persona('trial');
    const copy = await call(cloneRoute.POST, { method: 'POST', path: '/api/prompts/x/clone', params: { id: proId }, headers: asBearer(cloner), body: { newTitle: 'My Lighthouse' } });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ accessLevel: 'pro', author: { _id: cloner.userId }, viewable: 'private' });
    const copyId = copy.body._id as string;
    const read = () => call(promptRoute.GET, { path: '/api/prompts/x', params: { id: copyId }, headers: asBearer(cloner) });

    expect((await read()).body.content).toContain('quokkasecret');
    const edited = await call(promptRoute.PUT, {
      method: 'PUT',
      path: '/api/prompts/x',
      params: { id: copyId },
      headers: asBearer(cloner),
      body: { title: 'My Lighthouse', description: 'My own take on the beacon plan.', content: copy.body.content, category: categoryId, accessLevel: 'free' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.accessLevel).toBe('pro');

    await updateUser(cloner.userId, { freeExpiryDate: new Date(Date.now() - DAY) });
    const locked = await read();
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('PRO_CONTENT');
    expect(JSON.stringify(locked.body)).not.toContain('quokkasecret');
    const mine = await call(promptsRoute.GET, { path: '/api/prompts?showOnlyMyPrompts=true', headers: asBearer(cloner) });
    const card = mine.body.prompts.find((p: { _id: string }) => p._id === copyId);
    expect(card.locked).toBe(true);
    expect(card.content.length).toBeLessThanOrEqual(150);
    expect(card.content).not.toContain('quokkasecret');
    expect(ids(await search(cloner, 'quokkasecret'))).not.toContain(copyId);
  });

  it('a clone of a free prompt stays free and readable after the trial', async () => {
    const cloner = await persona('trial');
    const copy = await call(cloneRoute.POST, { method: 'POST', path: '/api/prompts/x/clone', params: { id: freeTwinId }, headers: asBearer(cloner), body: { newTitle: 'My Harbour' } });
    expect(copy.body.accessLevel).toBe('free');
    await updateUser(cloner.userId, { freeExpiryDate: new Date(Date.now() - DAY) });
    const read = await call(promptRoute.GET, { path: '/api/prompts/x', params: { id: copy.body._id }, headers: asBearer(cloner) });
    expect(read.status).toBe(200);
    expect(read.body.content).toContain('wombatword');
  });
});
