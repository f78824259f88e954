import { beforeAll, describe, expect, it } from 'vitest';
import * as statsRoute from '@/app/api/stats/route';
import * as exportRoute from '@/app/api/user/export/route';
import * as userRoute from '@/app/api/user/route';
import * as trackRoute from '@/app/api/events/track/route';
import * as syncRoute from '@/app/api/user/sync/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as categoriesRoute from '@/app/api/user-categories/route';
import { deleteAccountAction } from '@/actions/account';
import { definitionOf, runAction } from '@/lib/action';
import { viewerFromHeaders } from '@/lib/services/viewer';
import { getDb } from '@/lib/db';
import { seedLibrary } from '@/lib/seed';
import { listCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { findUserById } from '@/models/users';
import { prompts, promptEvents, personalParameters, userCategories, sessions } from '@/models/schema';
import { eq } from 'drizzle-orm';
import { asCookie, call, persona, type Session } from '../factories';

// The account page's data (spec P2 §2, §3 usage stats, §7 GET /api/stats), its export and deletion.

let marketingId = '';
beforeAll(async () => {
  await seedLibrary(await getDb());
  marketingId = (await listCategories()).find((c) => c.name === 'Marketing')!.id;
});

const write = (who: Session, title: string, extra: Record<string, unknown> = {}) =>
  insertPrompt({ title, description: 'Written for the account tests.', content: 'Hello !<Name>!.', authorId: who.userId, categoryId: marketingId, ...extra });

describe('GET /api/stats', () => {
  it('a new account has created and used nothing, and no activity', async () => {
    const who = await persona('trial');
    const { status, body } = await call(statsRoute.GET, { path: '/api/stats', headers: asCookie(who) });
    expect(status).toBe(200);
    expect(body).toEqual({ promptsCreated: 0, promptsUsed: 0, lastActivity: null });
  });

  it('counts the prompts the person wrote and the prompts they used, with the time of the last use', async () => {
    const who = await persona('pro');
    const first = await write(who, 'Stats One');
    await write(who, 'Stats Two');
    const before = Date.now();
    for (const promptId of [first.id, first.id]) {
      expect((await call(trackRoute.POST, { method: 'POST', path: '/api/events/track', headers: asCookie(who), body: { eventType: 'generate', promptId } })).status).toBe(200);
    }
    const { body } = await call(statsRoute.GET, { path: '/api/stats', headers: asCookie(who) });
    expect(body.promptsCreated).toBe(2);
    expect(body.promptsUsed).toBe(2);
    expect(new Date(body.lastActivity).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('GET /api/user/export', () => {
  it("downloads the person's prompts, custom categories and parameter memory, and nobody else's", async () => {
    const [who, other] = await Promise.all([persona('pro'), persona('pro')]);
    await write(who, 'Exported Prompt');
    await write(other, 'Not In My Export');
    await call(categoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asCookie(who), body: { name: 'Exported Category' } });
    await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asCookie(who), body: { parameters: { name: { value: 'Ada Export', aliases: [], isCore: true } } } });
    const res = await call(exportRoute.GET, { path: '/api/user/export', headers: asCookie(who) });
    expect(res.status).toBe(200);
    expect(res.response.headers.get('content-disposition')).toMatch(/^attachment; filename="promptloom-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body.user.email).toBe(who.email);
    expect(res.body.prompts.map((p: { title: string }) => p.title)).toEqual(['Exported Prompt']);
    expect(res.body.prompts[0]).toMatchObject({ category: 'Marketing', visibility: 'private', content: 'Hello !<Name>!.' });
    expect(res.body.categories.map((c: { name: string }) => c.name)).toEqual(['Exported Category']);
    expect(res.body.parameters.find((p: { key: string }) => p.key === 'name')).toMatchObject({ value: 'Ada Export', isCore: true });
  });
});

describe('deleting an account', () => {
  it('refuses without the account email typed exactly, and deletes nothing', async () => {
    const who = await persona('pro');
    await write(who, 'Still Here');
    const res = await call(userRoute.DELETE, { method: 'DELETE', path: '/api/user', headers: asCookie(who), body: { confirmEmail: `x${who.email}` } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Type your email address exactly to confirm' });
    expect(await findUserById(who.userId)).not.toBeNull();
    const missing = await call(userRoute.DELETE, { method: 'DELETE', path: '/api/user', headers: asCookie(who), body: {} });
    expect(missing.status).toBe(400);
  });

  it("removes the person, their prompts, categories, parameters and sessions; usage stays as anonymous counts; the session stops working", async () => {
    const who = await persona('pro');
    const mine = await write(who, 'Mine To Delete', { viewable: 'public', approved: true });
    const [category] = await (await getDb()).insert(userCategories).values({ userId: who.userId, name: 'Filed Away' }).returning();
    await write(who, 'Filed Prompt', { categoryId: null, userCategoryId: category!.id });
    await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asCookie(who), body: { parameters: { name: { value: 'Gone Soon', aliases: [], isCore: true } } } });
    await call(trackRoute.POST, { method: 'POST', path: '/api/events/track', headers: asCookie(who), body: { eventType: 'generate', promptId: mine.id } });

    // Through the server action the account page calls, with the email in another letter case.
    const viewer = () => viewerFromHeaders(new Headers(asCookie(who)));
    const result = await runAction(definitionOf(deleteAccountAction), viewer, { confirmEmail: who.email.toUpperCase() });
    expect(result).toEqual({ ok: true, data: { deleted: true } });

    const db = await getDb();
    expect(await findUserById(who.userId)).toBeNull();
    expect(await db.select().from(prompts).where(eq(prompts.authorId, who.userId))).toHaveLength(0);
    expect(await db.select().from(userCategories).where(eq(userCategories.userId, who.userId))).toHaveLength(0);
    expect(await db.select().from(personalParameters).where(eq(personalParameters.userId, who.userId))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, who.userId))).toHaveLength(0);
    expect(await db.select().from(promptEvents).where(eq(promptEvents.userId, who.userId))).toHaveLength(0);
    expect((await call(syncRoute.POST, { method: 'POST', path: '/api/user/sync', headers: asCookie(who) })).status).toBe(401);
  });

  it('two deletions of one account at once: one deletes, the other finds nothing left, never a 500', async () => {
    const who = await persona('trial');
    await write(who, 'Race Prompt');
    const answers = await Promise.all(
      [1, 2].map(() => call(userRoute.DELETE, { method: 'DELETE', path: '/api/user', headers: asCookie(who), body: { confirmEmail: who.email } })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 401, 404]).toContain(statuses[1]);
    expect(await findUserById(who.userId)).toBeNull();
  });

  it('an admin cannot delete their account here (their prompts are the shared library)', async () => {
    const admin = await persona('admin');
    const res = await call(userRoute.DELETE, { method: 'DELETE', path: '/api/user', headers: asCookie(admin), body: { confirmEmail: admin.email } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Admin accounts cannot be deleted here. Ask the operator to remove the account.');
    expect(await findUserById(admin.userId)).not.toBeNull();
  });
});
