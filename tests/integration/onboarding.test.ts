import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as syncRoute from '@/app/api/user/sync/route';
import { chooseOnboardingRoleAction, completeOnboardingAction, reachOnboardingStepAction, recordHomeVisitAction, startOnboardingAction } from '@/actions/onboarding';
import { trackAppEventAction } from '@/actions/events';
import { definitionOf, runAction, type ServerAction } from '@/lib/action';
import { viewerFromHeaders } from '@/lib/services/viewer';
import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { getDb, openPglite } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { CURATED_PROMPTS_PER_ROLE, ONBOARDING_ROLES, resumeStep, shouldShowOnboarding } from '@/lib/onboarding';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { seedLibrary } from '@/lib/seed';
import { onboardingPrompts } from '@/lib/services/onboarding';
import { seedNameParameter, upsertProviderUser } from '@/lib/services/users';
import { listAppEventsOfUser } from '@/models/app-events';
import { listPersonalParameters } from '@/models/personal-parameters';
import { findUserById } from '@/models/users';
import { asCookie, call, persona, signUp, uniqueEmail, type Session } from '../factories';

// The onboarding's state lives on the server (so it does not repeat on another device), the
// sign-up name seeds 'Your name', analytics events are allow-listed, and the migration counts everyone
// who was already here as onboarded.

const viewerOf = (s: Session | null) => () => (s ? viewerFromHeaders(new Headers(asCookie(s))) : Promise.resolve(null));
const act = <I, T>(action: ServerAction<I, T>, who: Session | null, input: I) => runAction(definitionOf(action), viewerOf(who), input);
const me = async (s: Session) => (await call(syncRoute.POST, { method: 'POST', path: '/api/user/sync', headers: asCookie(s) })).body;
const parameters = async (s: Session) => (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asCookie(s) })).body.parameters;
// PGlite's clock counts milliseconds, so events written in one millisecond have no order: compare as
// sets, each item with its keys sorted (jsonb keeps its own key order).
const canonical = (v: unknown) =>
  JSON.stringify(v, (_, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));
const unordered = (items: unknown[]) => items.map(canonical).sort();
const eventNames = async (s: Session) => unordered((await listAppEventsOfUser(s.userId)).map((e) => e.name));
const eventsOf = async (s: Session) => unordered((await listAppEventsOfUser(s.userId)).map((e) => [e.name, e.properties]));

beforeAll(async () => {
  await seedLibrary(await getDb());
});

describe('a new account', () => {
  it('has neither started nor completed the onboarding, and no role: the page shows the onboarding', async () => {
    const user = await me(await signUp());
    expect(user).toMatchObject({ userRole: null, onboardingStartedAt: null, onboardingCompletedAt: null, firstHomeVisitAt: null });
    expect(shouldShowOnboarding(user)).toBe(true);
  });

  it("gets the name given at sign-up as its 'Your name' parameter, with the core aliases", async () => {
    const session = await signUp(uniqueEmail(), 'correct-horse-battery', '  Nora Newcomer ');
    const name = (await parameters(session)).name;
    expect(name.value).toBe('Nora Newcomer');
    expect(name.isCore).toBe(true);
    expect(name.aliases).toEqual(expect.arrayContaining(['your name', 'full name']));
  });

  it('keeps a name parameter that already has a value: only a blank one is filled', async () => {
    const session = await signUp();
    await seedNameParameter(session.userId, 'Someone Else');
    expect((await parameters(session)).name.value).toBe('Test Person');
    await seedNameParameter(session.userId, '   ');
    expect((await parameters(session)).name.value).toBe('Test Person');
  });

  it('made by Clerk gets its first and last name as its name parameter, once', async () => {
    const row = await upsertProviderUser('clerk', { providerId: `user_${Date.now()}`, email: uniqueEmail('clerk'), firstName: 'Cleo', lastName: 'Clerk' });
    const db = await getDb();
    const read = async () =>
      (await db.execute<{ value: string }>(sql`select value from personal_parameters where user_id = ${row.id} and key = 'name'`)) as unknown as { rows: { value: string }[] };
    // Stored sealed (docs/memory.md), read open.
    expect((await read()).rows).toHaveLength(1);
    expect((await read()).rows[0]!.value).not.toContain('Cleo');
    expect((await listPersonalParameters(row.id)).find((p) => p.key === 'name')?.value).toBe('Cleo Clerk');
    expect(row.onboardingStartedAt).toBeNull();
  });
});

describe('the onboarding steps', () => {
  it('signed out, each step answers 401', async () => {
    for (const action of [startOnboardingAction, completeOnboardingAction, recordHomeVisitAction] as ServerAction<unknown, unknown>[]) {
      expect(await act(action, null, undefined)).toMatchObject({ ok: false, status: 401 });
    }
    expect(await act(chooseOnboardingRoleAction, null, { role: 'developer' })).toMatchObject({ ok: false, status: 401 });
  });

  it('start, role, complete: stored on the server with their dates, so another device skips the onboarding', async () => {
    const session = await persona('trial');
    const started = await act(startOnboardingAction, session, undefined);
    expect(started).toMatchObject({ ok: true, data: { onboardingStartedAt: expect.any(String), onboardingCompletedAt: null, onboardingStep: 2 } });
    // Started and not completed, it resumes (at step 2) rather than leaving for the home.
    expect(await me(session)).toMatchObject({ onboardingStep: 2 });
    expect(shouldShowOnboarding(await me(session))).toBe(true);

    expect(await act(chooseOnboardingRoleAction, session, { role: 'developer' })).toMatchObject({ ok: true, data: { userRole: 'developer' } });
    // Back to step 2 and another choice: the new role replaces the first.
    expect(await act(chooseOnboardingRoleAction, session, { role: 'marketing' })).toMatchObject({ ok: true, data: { userRole: 'marketing' } });

    expect((await me(session)).onboardingStep).toBe(3);

    const before = Date.now();
    const completed = await act(completeOnboardingAction, session, undefined);
    expect(completed.ok).toBe(true);
    const user = await me(session);
    expect(user.userRole).toBe('marketing');
    expect(Date.parse(user.onboardingCompletedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(user.onboardingStartedAt).toBe(started.ok && started.data.onboardingStartedAt);

    // Another device: a second sign-in of the same person reads the same state.
    const signIn = await call(localAuthRoute.POST as never, { method: 'POST', path: '/api/auth/sign-in/email', body: { email: session.email, password: 'correct-horse-battery' } });
    expect(signIn.status).toBe(200);
    const otherDevice = { ...session, cookie: signIn.response.headers.get('set-cookie')!.split(';')[0]! };
    expect(otherDevice.cookie).not.toBe(session.cookie);
    const again = await me(otherDevice);
    expect(shouldShowOnboarding(again)).toBe(false);
    expect(again.onboardingCompletedAt).toBe(user.onboardingCompletedAt);
  });

  it('a repeated start or completion keeps the first date and records its event once', async () => {
    const session = await persona('free');
    await act(startOnboardingAction, session, undefined);
    const first = (await findUserById(session.userId))!.onboardingStartedAt;
    await act(startOnboardingAction, session, undefined);
    await act(completeOnboardingAction, session, undefined);
    const completedAt = (await findUserById(session.userId))!.onboardingCompletedAt;
    await act(completeOnboardingAction, session, undefined);
    const row = (await findUserById(session.userId))!;
    expect(row.onboardingStartedAt).toEqual(first);
    expect(row.onboardingCompletedAt).toEqual(completedAt);
    expect(await eventNames(session)).toEqual(unordered(['onboarding_started', 'onboarding_completed']));
  });

  it('completing without the earlier steps still counts as started and completed', async () => {
    const session = await persona('trial');
    await act(completeOnboardingAction, session, undefined);
    expect(await me(session)).toMatchObject({ onboardingStartedAt: expect.any(String), onboardingCompletedAt: expect.any(String) });
  });

  it('keeps the step shown, so a reload or another device resumes there; a completed one is left alone', async () => {
    const session = await persona('trial');
    await act(startOnboardingAction, session, undefined);
    await act(chooseOnboardingRoleAction, session, { role: 'content' });
    expect(await act(reachOnboardingStepAction, session, { step: 4 })).toMatchObject({ ok: true, data: { onboardingStep: 4, userRole: 'content' } });
    const user = await me(session);
    expect(shouldShowOnboarding(user)).toBe(true);
    expect(resumeStep(user)).toBe(4);
    // Back is kept too.
    await act(reachOnboardingStepAction, session, { step: 3 });
    expect((await me(session)).onboardingStep).toBe(3);

    for (const step of [0, 6, 2.5, '4', null]) {
      expect(await act(reachOnboardingStepAction, session, { step } as never)).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_ERROR' });
    }
    expect((await me(session)).onboardingStep).toBe(3);
    expect(await act(reachOnboardingStepAction, null, { step: 4 })).toMatchObject({ ok: false, status: 401 });

    await act(completeOnboardingAction, session, undefined);
    await act(reachOnboardingStepAction, session, { step: 2 });
    const done = await me(session);
    expect(done.onboardingStep).toBe(3);
    expect(shouldShowOnboarding(done)).toBe(false);
  });

  it('refuses a role outside the five with 400 and keeps none', async () => {
    const session = await persona('trial');
    for (const role of ['admin', '', 'Developer', null]) {
      expect(await act(chooseOnboardingRoleAction, session, { role } as never)).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_ERROR' });
    }
    expect((await me(session)).userRole).toBeNull();
  });

  it('records the events of each step with the role', async () => {
    const session = await persona('trial');
    await act(startOnboardingAction, session, undefined);
    await act(chooseOnboardingRoleAction, session, { role: 'content' });
    await act(completeOnboardingAction, session, undefined);
    expect(await eventsOf(session)).toEqual(
      unordered([
        ['onboarding_started', {}],
        ['onboarding_step', { step: 2, role: 'content' }],
        ['onboarding_completed', { role: 'content' }],
      ]),
    );
  });
});

describe('the home visit', () => {
  it("is first once: the first visit says 'Welcome', the ones after 'Welcome back'", async () => {
    const session = await persona('trial');
    expect(await act(recordHomeVisitAction, session, undefined)).toEqual({ ok: true, data: { firstVisit: true } });
    expect(await act(recordHomeVisitAction, session, undefined)).toEqual({ ok: true, data: { firstVisit: false } });
    expect((await me(session)).firstHomeVisitAt).toEqual(expect.any(String));
  });
});

describe('curated prompts', () => {
  it('offer each role at most five shared library prompts marked for it, and some for every role', async () => {
    const viewer = (await viewerFromHeaders(new Headers(asCookie(await persona('free')))))!;
    const result = await onboardingPrompts(viewer);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const db = await getDb();
    for (const role of ONBOARDING_ROLES) {
      const list = result.data[role];
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(CURATED_PROMPTS_PER_ROLE);
      const ids = list.map((p) => p._id);
      const { rows } = (await db.execute<{ for_onboard: string; approved: boolean; viewable: string; access_level: string }>(
        sql`select for_onboard, approved, viewable, access_level from prompts where id in ${sql.raw(`(${ids.map((id) => `'${id}'`).join(',')})`)}`,
      )) as unknown as { rows: { for_onboard: string; approved: boolean; viewable: string; access_level: string }[] };
      expect(rows).toHaveLength(list.length);
      for (const row of rows) expect(row).toEqual({ for_onboard: role, approved: true, viewable: 'public', access_level: 'free' });
    }
  });

  it('stay marked after the seed runs again (the seed is idempotent)', async () => {
    const viewer = (await viewerFromHeaders(new Headers(asCookie(await persona('trial')))))!;
    const before = await onboardingPrompts(viewer);
    await seedLibrary(await getDb());
    expect(await onboardingPrompts(viewer)).toEqual(before);
  });
});

describe('analytics events', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
    resetEnvCache();
    resetRateLimits();
  });

  it('store the allow-listed names a client may send, with their properties', async () => {
    const session = await persona('trial');
    expect(await act(trackAppEventAction, session, { name: 'home_click', properties: { target: 'browse' } })).toEqual({ ok: true, data: { tracked: true } });
    expect(await act(trackAppEventAction, session, { name: 'parameter_action', properties: { action: 'add_alias', count: 2, core: true, note: null } })).toMatchObject({ ok: true });
    expect(await act(trackAppEventAction, session, { name: 'onboarding_step' })).toMatchObject({ ok: true });
    expect(await eventsOf(session)).toEqual(
      unordered([
        ['home_click', { target: 'browse' }],
        ['parameter_action', { action: 'add_alias', count: 2, core: true, note: null }],
        ['onboarding_step', {}],
      ]),
    );
  });

  it('refuse other names, the server-only ones, and oversized or nested properties with 400, storing nothing', async () => {
    const session = await persona('trial');
    const refused = [
      { name: 'page_view' },
      { name: 'onboarding_completed' },
      { name: 'onboarding_started' },
      { name: 'home_click', properties: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) },
      { name: 'home_click', properties: { target: { nested: true } } },
      { name: 'home_click', properties: { target: 'x'.repeat(201) } },
      { name: 'home_click', properties: { target: 'bad\u0000text' } },
      { name: 'home_click', properties: ['browse'] },
    ];
    for (const input of refused) {
      expect(await act(trackAppEventAction, session, input as never)).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_ERROR' });
    }
    expect(await listAppEventsOfUser(session.userId)).toEqual([]);
  });

  it('signed out: 401; past the write limit: 429, like every other write', async () => {
    expect(await act(trackAppEventAction, null, { name: 'home_click' })).toMatchObject({ ok: false, status: 401 });
    process.env.RATE_LIMIT_WRITES_PER_MINUTE = '3';
    resetEnvCache();
    resetRateLimits();
    const session = await persona('trial');
    for (let i = 0; i < 3; i++) expect(await act(trackAppEventAction, session, { name: 'home_click' })).toMatchObject({ ok: true });
    expect(await act(trackAppEventAction, session, { name: 'home_click' })).toMatchObject({ ok: false, status: 429, code: 'RATE_LIMITED' });
    expect(await listAppEventsOfUser(session.userId)).toHaveLength(3);
  });
});

describe('the onboarding migration', () => {
  it('counts everyone already here as onboarded and as returning, and leaves new users to onboard', async () => {
    // A database as it was before 0009 (the migrations up to 0008), with a user in it, then the rest.
    const folder = path.join(process.cwd(), 'models', 'migrations');
    const older = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.mkdirSync(path.join(older, 'meta'));
    const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((e) => e.tag === '0009_onboarding');
    expect(index).toBeGreaterThan(0);
    const before = journal.entries.slice(0, index);
    fs.writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: before }));
    for (const e of before) fs.copyFileSync(path.join(folder, `${e.tag}.sql`), path.join(older, `${e.tag}.sql`));

    const handle = await openPglite();
    try {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(handle.db as never, { migrationsFolder: older });
      const created = '2026-01-02T03:04:05.000Z';
      await handle.db.execute(sql`insert into users (id, email, name, created_at) values ('existing-user', 'old@example.com', 'Olive Old', ${created})`);
      await migrate(handle.db as never, { migrationsFolder: folder });
      await handle.db.execute(sql`insert into users (id, email, name) values ('new-user', 'new@example.com', 'Nico New')`);
      const { rows } = (await handle.db.execute(
        sql`select id, onboarding_started_at, onboarding_completed_at, first_home_visit_at, user_role from users order by id`,
      )) as unknown as { rows: Record<string, unknown>[] };
      const at = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());
      expect(rows.map((r) => [r.id, at(r.onboarding_started_at), at(r.onboarding_completed_at), at(r.first_home_visit_at), r.user_role])).toEqual([
        ['existing-user', created, created, created, null],
        ['new-user', null, null, null, null],
      ]);
    } finally {
      await handle.close();
      fs.rmSync(older, { recursive: true, force: true });
    }
  });
});
