import { beforeAll, describe, expect, it } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as versionsRoute from '@/app/api/prompts/[id]/versions/route';
import * as restoreRoute from '@/app/api/prompts/[id]/versions/[versionId]/restore/route';
import { getDb } from '@/lib/db';
import { seedLibrary } from '@/lib/seed';
import { listCategories } from '@/models/categories';
import { VERSIONS_KEPT } from '@/models/prompt-versions';
import { userCategories } from '@/models/schema';
import { asCookie, call, persona, type Session } from '../factories';

// Version history (beyond the spec): each save keeps the state it replaced; restore is a save.

let trial: Session, other: Session, admin: Session;
let categoryId = '';

beforeAll(async () => {
  await seedLibrary(await getDb());
  [trial, other, admin] = await Promise.all([persona('trial'), persona('trial'), persona('admin')]);
  categoryId = (await listCategories())[0]!.id;
});

const form = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'A prompt that changes over time.',
  content: `Version text for !<Audience>! titled ${title}.`,
  category: categoryId,
  ...extra,
});
const create = async (who: Session, body: unknown) => {
  const res = await call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: asCookie(who), body });
  expect(res.status).toBe(201);
  return res.body._id as string;
};
const update = (who: Session, id: string, body: unknown) => call(promptRoute.PUT, { method: 'PUT', path: '/api/prompts/x', params: { id }, headers: asCookie(who), body });
const versions = (who: Session, id: string) => call(versionsRoute.GET, { path: '/api/prompts/x/versions', params: { id }, headers: asCookie(who) });
const restore = (who: Session, id: string, versionId: string) =>
  call(restoreRoute.POST, { method: 'POST', path: '/api/prompts/x/versions/y/restore', params: { id, versionId }, headers: asCookie(who) });

describe('prompt versions', () => {
  it('a new prompt has no history; each changing save adds the replaced state, newest first', async () => {
    const id = await create(trial, form('First Draft'));
    expect((await versions(trial, id)).body).toEqual([]);
    expect((await update(trial, id, form('Second Draft'))).status).toBe(200);
    expect((await update(trial, id, form('Third Draft'))).status).toBe(200);
    const list = await versions(trial, id);
    expect(list.status).toBe(200);
    expect(list.body.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
      [2, 'Second Draft'],
      [1, 'First Draft'],
    ]);
    expect(list.body[1]).toMatchObject({ category: { _id: categoryId }, content: 'Version text for !<Audience>! titled First Draft.', savedBy: { _id: trial.userId } });
  });

  it('a save that changes nothing keeps no version', async () => {
    const id = await create(trial, form('Unchanged'));
    expect((await update(trial, id, form('Unchanged'))).status).toBe(200);
    expect((await versions(trial, id)).body).toEqual([]);
  });

  it('restore brings the old state back and keeps the state it replaced, so it can be undone', async () => {
    const id = await create(trial, form('Original'));
    await update(trial, id, form('Rewritten', { viewable: 'public' }));
    const [first] = (await versions(trial, id)).body;
    const restored = await restore(trial, id, first._id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Original', viewable: 'private' });
    const after = (await versions(trial, id)).body;
    expect(after.map((v: { title: string }) => v.title)).toEqual(['Rewritten', 'Original']);
  });

  it('a non-admin restore neither raises nor lowers the access level, and unapproves', async () => {
    const id = await create(trial, form('Needs Review'));
    await update(admin, id, form('Needs Review', { accessLevel: 'pro', approved: true }));
    await update(admin, id, form('Approved Edit', { accessLevel: 'free', approved: true }));
    const [proState] = (await versions(trial, id)).body;
    expect(proState).toMatchObject({ accessLevel: 'pro', approved: true });
    const restored = await restore(trial, id, proState._id);
    expect(restored.body).toMatchObject({ title: 'Needs Review', accessLevel: 'free', approved: false });
    // Made pro by an admin, the prompt stays pro whatever state its author restores.
    await update(admin, id, form('Made Pro', { accessLevel: 'pro', approved: true }));
    const history = (await versions(trial, id)).body as { _id: string; version: number; accessLevel: string }[];
    const first = history.find((v) => v.version === 1)!;
    expect(first.accessLevel).toBe('free');
    expect((await restore(trial, id, first._id)).body).toMatchObject({ title: 'Needs Review', accessLevel: 'pro', approved: false });
  });

  it('another user sees neither history nor restore; an admin sees both; bad ids are 404', async () => {
    const id = await create(trial, form('Private History'));
    await update(trial, id, form('Private History 2'));
    const [v] = (await versions(trial, id)).body;
    // The prompt is private, so to another user it does not exist.
    expect((await versions(other, id)).status).toBe(404);
    expect((await restore(other, id, v._id)).status).toBe(404);
    expect((await versions(admin, id)).body).toHaveLength(1);
    expect((await restore(trial, id, 'not-a-uuid')).status).toBe(404);
    expect((await restore(trial, id, crypto.randomUUID())).status).toBe(404);
    expect((await versions(trial, 'nope')).status).toBe(404);
  });

  it("a public prompt's history is refused to a user who may not edit it", async () => {
    const id = await create(trial, form('Shared', { viewable: 'public' }));
    await update(admin, id, form('Shared', { viewable: 'public', approved: true }));
    const res = await versions(other, id);
    expect(res.status).toBe(403);
  });

  it('restoring a state whose custom category was deleted explains why and changes nothing', async () => {
    const db = await getDb();
    const [custom] = await db.insert(userCategories).values({ userId: trial.userId, name: 'Temporary' }).returning();
    const id = await create(trial, form('In Custom', { category: null, userCategoryId: custom!.id }));
    await update(trial, id, form('Moved Out'));
    const { eq } = await import('drizzle-orm');
    await db.delete(userCategories).where(eq(userCategories.id, custom!.id));
    const [old] = (await versions(trial, id)).body;
    expect(old.userCategoryId).toEqual({ _id: custom!.id, name: 'Deleted category' });
    const res = await restore(trial, id, old._id);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Unknown custom category');
    const current = await call(promptRoute.GET, { path: '/api/prompts/x', params: { id }, headers: asCookie(trial) });
    expect(current.body.title).toBe('Moved Out');
  });

  it(`keeps the latest ${VERSIONS_KEPT} versions`, async () => {
    const id = await create(trial, form('Busy 0'));
    for (let i = 1; i <= VERSIONS_KEPT + 2; i++) expect((await update(trial, id, form(`Busy ${i}`))).status).toBe(200);
    const list = (await versions(trial, id)).body;
    expect(list).toHaveLength(VERSIONS_KEPT);
    expect(list[0].version).toBe(VERSIONS_KEPT + 2);
    expect(list.at(-1).version).toBe(3);
  });
});
