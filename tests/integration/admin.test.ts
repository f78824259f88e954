import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as summaryRoute from '@/app/api/admin/analytics/summary/route';
import * as timeseriesRoute from '@/app/api/admin/analytics/timeseries/route';
import * as categoriesRoute from '@/app/api/admin/analytics/categories/route';
import * as eventsRoute from '@/app/api/admin/analytics/events/route';
import * as usersActivityRoute from '@/app/api/admin/analytics/users-activity/route';
import * as todayRoute from '@/app/api/admin/today/route';
import * as usersRoute from '@/app/api/admin/users/route';
import * as auditRoute from '@/app/api/admin/users/[id]/audit/route';
import * as gridRoute from '@/app/api/prompts/grid/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import { extendTrialAction, setUserRoleAction } from '@/actions/admin';
import { definitionOf, runAction } from '@/lib/action';
import { getDb } from '@/lib/db';
import { deriveUserState } from '@/lib/user-state';
import type { Viewer } from '@/lib/permissions';
import { aiUsage, categories, promptEvents, prompts, userCategories, users, webhookEvents } from '@/models/schema';
import { listPromptVersions } from '@/models/prompt-versions';
import { findUserById } from '@/models/users';
import { asCookie, call, persona, signUp, type Session } from '../factories';

// The admin analytics count in SQL by period, the grid filters, sorts and pages in SQL,
// inline moderation and the users list's changes are recorded; run against a real database, through
// the real route handlers, with data placed at known times.

const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);
const day = (d: Date) => d.toISOString().slice(0, 10);

let admin: Session;
let alice: Session;
let bob: Session;
let writingId = '';
let salesId = '';

const get = (handler: typeof summaryRoute.GET, path: string, who: Session = admin) => {
  // The one dynamic segment these routes have is the user id of /api/admin/users/{id}/audit.
  const id = /\/users\/([^/]+)\/audit/.exec(path)?.[1];
  return call(handler, { path, headers: asCookie(who), params: id ? { id } : {} });
};
const read = async (handler: typeof summaryRoute.GET, path: string) => {
  const res = await get(handler, path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

async function viewerOf(s: Session): Promise<Viewer> {
  const row = (await findUserById(s.userId))!;
  return { id: row.id, email: row.email, emailVerified: row.emailVerified, role: row.role, subscriptionTier: row.subscriptionTier, subscriptionStatus: row.subscriptionStatus, ...deriveUserState(row) };
}

beforeAll(async () => {
  const db = await getDb();
  [admin, alice, bob] = await Promise.all([persona('admin'), signUp(undefined, undefined, 'Alice Author'), signUp(undefined, undefined, 'Bob Builder')]);
  // The people: the three above today, one 3 days ago, one 40 days ago, one 400 days ago.
  for (const [name, at] of [
    ['Three Days', ago(3)],
    ['Forty Days', ago(40)],
    ['Long Ago', ago(400)],
  ] as const) {
    const s = await signUp(undefined, undefined, name);
    await db.update(users).set({ createdAt: at }).where(eq(users.id, s.userId));
  }
  const [writing, sales] = await db.insert(categories).values([{ name: 'Writing' }, { name: 'Sales' }]).returning();
  writingId = writing!.id;
  salesId = sales!.id;
  const [custom] = await db.insert(userCategories).values({ userId: alice.userId, name: 'Alice Own' }).returning();
  const prompt = (title: string, at: Date, extra: Partial<typeof prompts.$inferInsert> = {}) => ({
    title,
    description: `About ${title}`,
    content: 'Write to !<Name>!.',
    categoryId: writingId,
    createdAt: at,
    updatedAt: at,
    ...extra,
  });
  // Prompts: today 2 (1 pro), 3 days ago 1 pro in Sales, 10 days ago 1 in a custom category,
  // 40 days ago 1 pro, 400 days ago 1.
  await db.insert(prompts).values([
    prompt('Today Free 100%', new Date(now), { authorId: alice.userId, viewable: 'public', popularityScore: 7 }),
    prompt('Today Pro', new Date(now), { accessLevel: 'pro', authorId: bob.userId, approved: true, viewable: 'public', popularityScore: 3 }),
    prompt('Three Days Pro', ago(3), { accessLevel: 'pro', categoryId: salesId, authorId: alice.userId, viewable: 'public' }),
    prompt('Ten Days Custom', ago(10), { categoryId: null, userCategoryId: custom!.id, authorId: alice.userId }),
    prompt('Forty Days Pro', ago(40), { accessLevel: 'pro', approved: true }),
    prompt('Long Ago Free', ago(400), { viewable: 'public', authorId: bob.userId }),
  ]);
  // Events: alice 3 creates today + 2 generates 3 days ago; bob 1 clone today, 1 view 10 days ago,
  // 1 create 40 days ago; one delete 400 days ago by nobody.
  const event = (eventType: (typeof promptEvents.$inferInsert)['eventType'], userId: string | null, at: Date) => ({ eventType, userId, promptId: null, createdAt: at });
  await db.insert(promptEvents).values([
    event('create', alice.userId, new Date(now)),
    event('create', alice.userId, new Date(now)),
    event('create', alice.userId, new Date(now)),
    event('generate', alice.userId, ago(3)),
    event('generate', alice.userId, ago(3)),
    event('clone', bob.userId, new Date(now)),
    event('view', bob.userId, ago(10)),
    event('create', bob.userId, ago(40)),
    event('delete', null, ago(400)),
  ]);
  await db.insert(aiUsage).values([
    { userId: alice.userId, mode: 'create-scratch', provider: 'openai', status: 'success' },
    { userId: alice.userId, mode: 'create-scratch', provider: 'openai', status: 'error' },
    { userId: bob.userId, mode: 'create-scratch', provider: 'openai', status: 'success', createdAt: ago(2) },
  ]);
  await db.insert(webhookEvents).values([
    { id: 'evt_failed_now', eventType: 'subscription.activated', payload: {}, status: 'failed', lastAttempt: new Date(now) },
    { id: 'evt_failed_old', eventType: 'subscription.activated', payload: {}, status: 'failed', createdAt: ago(3), lastAttempt: ago(3) },
    { id: 'evt_processed', eventType: 'subscription.activated', payload: {}, status: 'processed' },
  ]);
});

describe('site analytics', () => {
  it('counts people, prompts, creates and views within each period', async () => {
    const summary = async (period: string) => read(summaryRoute.GET, `/api/admin/analytics/summary?period=${period}`);
    // Uses (generate) and views both count as views.
    expect(await summary('today')).toEqual({ totalUsers: 3, proPrompts: 1, freePrompts: 1, totalCreates: 3, totalViews: 0 });
    expect(await summary('7days')).toEqual({ totalUsers: 4, proPrompts: 2, freePrompts: 1, totalCreates: 3, totalViews: 2 });
    expect(await summary('30days')).toEqual({ totalUsers: 4, proPrompts: 2, freePrompts: 2, totalCreates: 3, totalViews: 3 });
    expect(await summary('year')).toEqual({ totalUsers: 5, proPrompts: 3, freePrompts: 2, totalCreates: 4, totalViews: 3 });
    expect(await summary('all')).toEqual({ totalUsers: 6, proPrompts: 3, freePrompts: 3, totalCreates: 4, totalViews: 3 });
    // 30 days is the default period.
    expect(await read(summaryRoute.GET, '/api/admin/analytics/summary')).toEqual(await summary('30days'));
  });

  it('buckets prompts by UTC day for the short periods, quiet days as zero, and by month for year and all', async () => {
    const week = await read(timeseriesRoute.GET, '/api/admin/analytics/timeseries?period=7days');
    expect(week).toHaveLength(7);
    expect(week.at(-1)).toEqual({ _id: day(new Date(now)), count: 2, proCount: 1, freeCount: 1 });
    expect(week.find((p: { _id: string }) => p._id === day(ago(3)))).toEqual({ _id: day(ago(3)), count: 1, proCount: 1, freeCount: 0 });
    expect(week.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(3);
    const year = await read(timeseriesRoute.GET, '/api/admin/analytics/timeseries?period=year');
    expect(year).toHaveLength(12);
    expect(year.every((p: { _id: string }) => /^\d{4}-\d{2}$/.test(p._id))).toBe(true);
    expect(year.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(5);
    const all = await read(timeseriesRoute.GET, '/api/admin/analytics/timeseries?period=all');
    expect(all[0]._id).toBe(ago(400).toISOString().slice(0, 7));
    expect(all.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(6);
  });

  it('counts prompts by library category, custom categories together', async () => {
    expect(await read(categoriesRoute.GET, '/api/admin/analytics/categories?period=30days')).toEqual([
      { _id: 'Writing', proCount: 1, freeCount: 1 },
      { _id: 'Sales', proCount: 1, freeCount: 0 },
      { _id: 'Custom categories', proCount: 0, freeCount: 1 },
    ]);
  });

  it('lists each bucket with its count of each charted event type (views are not charted)', async () => {
    const events = await read(eventsRoute.GET, '/api/admin/analytics/events?period=30days');
    expect(events).toHaveLength(30);
    expect(events.at(-1)).toEqual({ _id: day(new Date(now)), events: [{ eventType: 'clone', count: 1 }, { eventType: 'create', count: 3 }] });
    expect(events.find((p: { _id: string }) => p._id === day(ago(3))).events).toEqual([{ eventType: 'generate', count: 2 }]);
    expect(events.find((p: { _id: string }) => p._id === day(ago(10))).events).toEqual([]);
  });

  it('ranks the most active people with their events by type', async () => {
    expect(await read(usersActivityRoute.GET, '/api/admin/analytics/users-activity?period=7days')).toEqual([
      { userName: 'Alice Author', userEmail: alice.email, totalEvents: 5, events: [{ eventType: 'create', count: 3 }, { eventType: 'generate', count: 2 }] },
      { userName: 'Bob Builder', userEmail: bob.email, totalEvents: 1, events: [{ eventType: 'clone', count: 1 }] },
    ]);
    expect(await read(usersActivityRoute.GET, '/api/admin/analytics/users-activity?period=today')).toHaveLength(2);
  });

  it('refuses an unknown period with the list of periods, never a 500', async () => {
    const res = await get(summaryRoute.GET, '/api/admin/analytics/summary?period=decade');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('period must be one of 30days, 7days, today, year, all');
  });

  it("gives the admin home today's figures", async () => {
    const db = await getDb();
    const active = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.subscriptionStatus, 'active'));
    expect(active).toHaveLength(0);
    await db.update(users).set({ subscriptionTier: 'pro', subscriptionStatus: 'active', subscriptionEndDate: new Date(now + DAY) }).where(eq(users.id, bob.userId));
    // Three people today, one active subscription, one successful AI generation today, one webhook failed in 24 hours.
    expect(await read(todayRoute.GET, '/api/admin/today')).toEqual({ newUsers: 3, activeSubscriptions: 1, generations: 1, failedWebhooks: 1 });
  });
});

type Grid = { prompts: { _id: string; title: string; author: { email: string } | null; category: { name: string } | null; usageCount: number; approved: boolean; accessLevel: string }[]; totalPages: number; currentPage: number; total: number };
const grid = async (query: string): Promise<Grid> => read(gridRoute.GET, `/api/prompts/grid?${query}`);
const titles = (g: Grid) => g.prompts.map((p) => p.title);

describe('the admin prompt grid', () => {
  it('answers every prompt, newest first, 10 a page, with its pages and total', async () => {
    const first = await grid('');
    expect(first).toMatchObject({ total: 6, totalPages: 1, currentPage: 1 });
    expect(titles(first)[5]).toBe('Long Ago Free');
    const paged = await grid('limit=4&page=2');
    expect(paged).toMatchObject({ total: 6, totalPages: 2, currentPage: 2 });
    expect(titles(paged)).toEqual(['Forty Days Pro', 'Long Ago Free']);
  });

  it('filters by text (as typed, % included), author name or email, category, approved, access level and period', async () => {
    expect(titles(await grid('title=100%25'))).toEqual(['Today Free 100%']);
    expect(titles(await grid('title=%25'))).toEqual(['Today Free 100%']);
    expect(titles(await grid('description=about%20ten'))).toEqual(['Ten Days Custom']);
    expect((await grid('author=alice')).total).toBe(3);
    expect((await grid(`author=${encodeURIComponent(bob.email)}`)).total).toBe(2);
    expect(titles(await grid(`category=${salesId}`))).toEqual(['Three Days Pro']);
    expect((await grid('approved=true')).total).toBe(2);
    expect((await grid('accessLevel=pro&approved=false')).prompts.map((p) => p.title)).toEqual(['Three Days Pro']);
    expect((await grid('period=7days')).total).toBe(3);
  });

  it('sorts by any column and toggles direction', async () => {
    expect(titles(await grid('sort=title&sortDirection=asc'))[0]).toBe('Forty Days Pro');
    expect(titles(await grid('sort=title&sortDirection=desc'))[0]).toBe('Today Pro');
    expect((await grid('sort=usageCount&sortDirection=desc')).prompts.map((p) => p.usageCount).slice(0, 2)).toEqual([7, 3]);
    expect(titles(await grid('sort=category&sortDirection=asc'))[0]).toBe('Three Days Pro');
  });

  it("lists what awaits approval (public, not approved), oldest first", async () => {
    expect(titles(await grid('awaitingApproval=true'))).toEqual(['Long Ago Free', 'Three Days Pro', 'Today Free 100%']);
  });

  it('refuses an unknown column, filter or value by name', async () => {
    const cases: [string, string][] = [
      ['sort=password', 'sort must be one of title, description, author, category, approved, accessLevel, usageCount, createdAt, updatedAt'],
      ['colour=red', 'Unknown grid filter: colour'],
      ['approved=yes', "must be 'true' or 'false'"],
      ['page=0', 'page must be 1 or more'],
      ['category=not-an-id', 'category must be a category id'],
    ];
    for (const [query, message] of cases) {
      const res = await get(gridRoute.GET, `/api/prompts/grid?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe(message);
    }
  });

  it('lets an admin approve and change the access level inline, keeping the replaced state as a version', async () => {
    const id = (await grid('title=Ten%20Days')).prompts[0]!._id;
    // Two admins' edits at once, of different fields: both land.
    const [a, b] = await Promise.all([
      call(promptRoute.PATCH, { method: 'PATCH', path: `/api/prompts/${id}`, params: { id }, headers: asCookie(admin), body: { approved: true } }),
      call(promptRoute.PATCH, { method: 'PATCH', path: `/api/prompts/${id}`, params: { id }, headers: asCookie(admin), body: { accessLevel: 'pro' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await grid('title=Ten%20Days')).prompts[0]).toMatchObject({ approved: true, accessLevel: 'pro' });
    expect(await listPromptVersions(id)).toHaveLength(2);
    // The same change again changes nothing and keeps no version.
    const again = await call(promptRoute.PATCH, { method: 'PATCH', path: `/api/prompts/${id}`, params: { id }, headers: asCookie(admin), body: { approved: true } });
    expect(again.status).toBe(200);
    expect(await listPromptVersions(id)).toHaveLength(2);
  });

  it('refuses a bad moderation with a clear message, and anyone but an admin', async () => {
    const id = (await grid('title=Long%20Ago')).prompts[0]!._id;
    const patch = (body: unknown, who: Session = admin, target = id) =>
      call(promptRoute.PATCH, { method: 'PATCH', path: `/api/prompts/${target}`, params: { id: target }, headers: asCookie(who), body });
    expect((await patch({})).body.error).toBe('Nothing to change: send approved or accessLevel');
    expect((await patch({ accessLevel: 'gold' })).body.error).toBe("accessLevel must be 'free' or 'pro'");
    expect((await patch({ title: 'Hijack' })).status).toBe(400);
    expect((await patch({ approved: true }, admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await patch({ approved: true }, bob)).status).toBe(403);
    expect((await grid('title=Long%20Ago')).prompts[0]!.approved).toBe(false);
  });
});

describe('the admin users list', () => {
  it('finds people by email or name, with plan, prompts and last activity', async () => {
    const res = await read(usersRoute.GET, `/api/admin/users?search=alice`);
    expect(res.total).toBe(1);
    expect(res.users[0]).toMatchObject({ _id: alice.userId, email: alice.email, name: 'Alice Author', role: 'user', plan: 'Trial', trialDaysRemaining: 14, promptCount: 3 });
    expect(Date.parse(res.users[0].lastActiveAt)).toBeGreaterThan(now - 60_000);
    expect((await read(usersRoute.GET, '/api/admin/users?search=%25')).total).toBe(0);
    expect((await get(usersRoute.GET, '/api/admin/users?role=admin')).body.error).toBe('Unknown users filter: role');
  });

  it('extends a trial from its end; two extensions at once both count, each recorded', async () => {
    const v = () => viewerOf(admin);
    const before = (await findUserById(alice.userId))!.freeExpiryDate!.getTime();
    const [one, two] = await Promise.all([
      runAction(definitionOf(extendTrialAction), v, { userId: alice.userId, days: 7 }),
      runAction(definitionOf(extendTrialAction), v, { userId: alice.userId, days: 7 }),
    ]);
    expect(one.ok && two.ok).toBe(true);
    expect((await findUserById(alice.userId))!.freeExpiryDate!.getTime()).toBe(before + 14 * DAY);
    const audit = await read(auditRoute.GET, `/api/admin/users/${alice.userId}/audit`);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorEmail: admin.email, action: 'extend_trial', detail: { days: 7 } });
    // A trial that has ended starts again from now.
    const lapsed = await persona('free');
    const result = await runAction(definitionOf(extendTrialAction), v, { userId: lapsed.userId, days: 3 });
    expect(result).toMatchObject({ ok: true, data: { trialDaysRemaining: 3 } });
    const bad = await runAction(definitionOf(extendTrialAction), v, { userId: alice.userId, days: 0 });
    expect(bad).toMatchObject({ ok: false, status: 400, error: 'days must be 1 or more' });
  });

  it('makes an admin once when two admins press at once, and records it; an admin cannot unmake themselves', async () => {
    const v = () => viewerOf(admin);
    const results = await Promise.all([
      runAction(definitionOf(setUserRoleAction), v, { userId: bob.userId, role: 'admin' }),
      runAction(definitionOf(setUserRoleAction), v, { userId: bob.userId, role: 'admin' }),
    ]);
    expect(results.map((r) => (r.ok ? 200 : r.status)).sort()).toEqual([200, 409]);
    expect((await findUserById(bob.userId))!.role).toBe('admin');
    // Bob is an admin now: the admin routes answer him.
    expect((await get(usersRoute.GET, '/api/admin/users', bob)).status).toBe(200);
    const audit = await read(auditRoute.GET, `/api/admin/users/${bob.userId}/audit`);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['make_admin']);
    const own = await runAction(definitionOf(setUserRoleAction), v, { userId: admin.userId, role: 'user' });
    expect(own).toMatchObject({ ok: false, status: 400, error: 'You cannot remove your own admin role' });
    const unmade = await runAction(definitionOf(setUserRoleAction), v, { userId: bob.userId, role: 'user' });
    expect(unmade.ok).toBe(true);
    expect((await get(usersRoute.GET, '/api/admin/users', bob)).status).toBe(403);
    expect((await read(auditRoute.GET, `/api/admin/users/${bob.userId}/audit`)).map((a: { action: string }) => a.action)).toEqual(['unmake_admin', 'make_admin']);
  });

  it('two admins removing each other at once leave one of them an admin', async () => {
    const [one, two] = await Promise.all([persona('admin'), persona('admin')]);
    const results = await Promise.all([
      runAction(definitionOf(setUserRoleAction), () => viewerOf(one), { userId: two.userId, role: 'user' }),
      runAction(definitionOf(setUserRoleAction), () => viewerOf(two), { userId: one.userId, role: 'user' }),
    ]);
    expect(results.map((r) => (r.ok ? 200 : r.status)).sort()).toEqual([200, 403]);
    const roles = [(await findUserById(one.userId))!.role, (await findUserById(two.userId))!.role].sort();
    expect(roles).toEqual(['admin', 'user']);
  });

  it('answers 404 for a person who does not exist', async () => {
    expect((await get(auditRoute.GET, '/api/admin/users/nobody/audit')).status).toBe(404);
    const v = () => viewerOf(admin);
    expect(await runAction(definitionOf(extendTrialAction), v, { userId: 'nobody', days: 1 })).toMatchObject({ ok: false, status: 404 });
  });
});
