import { beforeAll, describe, expect, it } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as cloneRoute from '@/app/api/prompts/[id]/clone/route';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import * as userCategoryRoute from '@/app/api/user-categories/[id]/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as adminUsersRoute from '@/app/api/admin/users/route';
import * as adminAuditRoute from '@/app/api/admin/users/[id]/audit/route';
import * as recoverRoute from '@/app/api/webhooks/recover/[id]/route';
import { eq } from 'drizzle-orm';
import * as localAuthRoute from '@/app/api/auth/[...all]/route';
import { getDb } from '@/lib/db';
import { TEXT_MESSAGES } from '@/lib/text-schema';
import { users } from '@/models/schema';
import { ensureCategories } from '@/models/categories';
import { asBearer, call, persona, signUp, type Session } from '../factories';

// Item 6: PostgreSQL refuses the NUL character in text, which used to surface as a 500.
// Every text field refuses it (and unpaired surrogates, which the driver would silently replace)
// with a 400 that names the field, and nothing is written.

const NUL = 'Hello\u0000world, more text';
const LONE = 'Hello \uD800 world, more text';

let trial: Session;
let categoryId = '';
let promptId = '';
let userCategoryId = '';
const prompt = () => ({ title: 'A fine title', description: 'A fine description.', content: 'Fine content for !<Topic>!.', category: categoryId });

beforeAll(async () => {
  trial = await persona('trial');
  categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
  promptId = (await call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: asBearer(trial), body: prompt() })).body._id;
  userCategoryId = (await call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asBearer(trial), body: { name: 'Kept' } })).body._id;
});

type Case = { name: string; field: string; send: (text: string) => Promise<{ status: number; body: any }> };

const cases: Case[] = [
  { name: 'prompt title (create)', field: 'title', send: (t) => call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: asBearer(trial), body: { ...prompt(), title: t } }) },
  { name: 'prompt description (create)', field: 'description', send: (t) => call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: asBearer(trial), body: { ...prompt(), description: t } }) },
  { name: 'prompt content (create)', field: 'content', send: (t) => call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: asBearer(trial), body: { ...prompt(), content: t } }) },
  { name: 'prompt content (update)', field: 'content', send: (t) => call(promptRoute.PUT, { method: 'PUT', path: '/api/prompts/x', params: { id: promptId }, headers: asBearer(trial), body: { ...prompt(), content: t } }) },
  { name: 'clone new title', field: 'newTitle', send: (t) => call(cloneRoute.POST, { method: 'POST', path: '/api/prompts/x/clone', params: { id: promptId }, headers: asBearer(trial), body: { newTitle: t } }) },
  { name: 'category name (create)', field: 'name', send: (t) => call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asBearer(trial), body: { name: t.slice(0, 20) } }) },
  { name: 'category description', field: 'description', send: (t) => call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asBearer(trial), body: { name: 'Described', description: t } }) },
  { name: 'category name (rename)', field: 'name', send: (t) => call(userCategoryRoute.PUT, { method: 'PUT', path: '/api/user-categories/x', params: { id: userCategoryId }, headers: asBearer(trial), body: { name: t.slice(0, 20) } }) },
  {
    name: 'parameter key',
    field: `parameters.${'k'}`,
    send: (t) => call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asBearer(trial), body: { parameters: { [t]: { value: 'v', aliases: [], isCore: false } } } }),
  },
  {
    name: 'parameter value',
    field: 'parameters.name.value',
    send: (t) => call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asBearer(trial), body: { parameters: { name: { value: t, aliases: [], isCore: true } } } }),
  },
  {
    name: 'parameter alias',
    field: 'parameters.name.aliases.0',
    send: (t) => call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asBearer(trial), body: { parameters: { name: { value: 'Ada', aliases: [t], isCore: true } } } }),
  },
  { name: 'search text', field: 'search', send: (t) => call(promptsRoute.GET, { path: `/api/prompts?search=${encodeURIComponent(t)}`, headers: asBearer(trial) }) },
  { name: 'onboarding filter', field: 'forOnboard', send: (t) => call(promptsRoute.GET, { path: `/api/prompts?forOnboard=${encodeURIComponent(t.slice(0, 20))}`, headers: asBearer(trial) }) },
];

const snapshot = async () => ({
  prompts: (await call(promptsRoute.GET, { path: '/api/prompts?showOnlyMyPrompts=true', headers: asBearer(trial) })).body,
  categories: (await call(userCategoriesRoute.GET, { path: '/api/user-categories', headers: asBearer(trial) })).body,
  parameters: (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asBearer(trial) })).body,
});

describe('text the database cannot store as sent', () => {
  it.each(cases)('a NUL character in the $name is a 400 naming the field, and nothing changes', async (c) => {
    const before = await snapshot();
    const { status, body } = await c.send(NUL);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(Object.values(body.fields ?? {})).toContain(TEXT_MESSAGES.nul);
    if (!c.field.startsWith('parameters.k')) expect(body.fields[c.field]).toBe(TEXT_MESSAGES.nul);
    expect(await snapshot()).toEqual(before);
  });

  // A URL cannot carry an unpaired surrogate (it decodes to U+FFFD), so the query cases are left out.
  it.each(cases.filter((c) => !['search', 'forOnboard'].includes(c.field)))('an unpaired surrogate in the $name is a 400 as well', async (c) => {
    const { status, body } = await c.send(LONE);
    expect(status).toBe(400);
    expect(Object.values(body.fields ?? {})).toContain(TEXT_MESSAGES.brokenUnicode);
  });

  it('text with emoji and other paired surrogates is stored as sent', async () => {
    const title = 'Emoji 🎉 title';
    const res = await call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: asBearer(trial), body: { ...prompt(), title } });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(title);
  });
});

// NUL answered 500 on admin filters and ids and on better-auth's own endpoints (one of
// them, reset-password, open to anyone), and update-user stored a 1 MB name.
describe('admin filters and ids, and the auth endpoints', () => {
  let admin: Session;
  let account: Session;
  beforeAll(async () => {
    admin = await persona('admin');
    account = await signUp();
  });
  const auth = (path: string, body: unknown, headers: Record<string, string> = {}) => call(localAuthRoute.POST, { method: 'POST', path, headers, body });

  it.each([
    ['the admin users filter', () => call(adminUsersRoute.GET, { path: `/api/admin/users?search=${encodeURIComponent(NUL)}`, headers: asBearer(admin) })],
    ["an admin user's audit id (no such user: 404)", () => call(adminAuditRoute.GET, { path: '/api/admin/users/x/audit', params: { id: NUL }, headers: asBearer(admin) })],
    ["a webhook event's id (recover; no such event: 404)", () => call(recoverRoute.POST, { method: 'POST', path: '/api/webhooks/recover/x', params: { id: NUL }, headers: asBearer(admin) })],
    ['reset-password (no sign-in needed)', () => auth('/api/auth/reset-password', { token: NUL, newPassword: 'new-password-123' })],
    ['update-user', () => auth('/api/auth/update-user', { name: NUL }, asBearer(account))],
    ['change-email', () => auth('/api/auth/change-email', { newEmail: `a${NUL}@example.com` }, asBearer(account))],
    ['sign-in', () => auth('/api/auth/sign-in/email', { email: `a${NUL}@example.com`, password: 'whatever-123' })],
    ['a query value on an auth endpoint', () => call(localAuthRoute.GET, { path: `/api/auth/get-session?x=${encodeURIComponent(NUL)}`, headers: asBearer(account) })],
  ] as const)('a NUL character in %s is a 400 (an id: 404), never a 500', async (name, send) => {
    const res = await send();
    const expected = name.includes('404') ? { status: 404, code: 'NOT_FOUND' } : { status: 400, code: 'VALIDATION_ERROR' };
    expect(res.status).toBe(expected.status);
    expect(res.body).toMatchObject(expected);
  });

  it('update-user refuses a 1 MB name (and one past the form’s 100 characters); the name stays', async () => {
    for (const name of ['n'.repeat(1_000_000), 'n'.repeat(101)]) {
      const res = await auth('/api/auth/update-user', { name }, asBearer(account));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Name must be at most 100 characters' });
    }
    const db = await getDb();
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, account.userId));
    expect(row!.name).toBe('Test Person');
  });

  it('every other text an auth endpoint takes is at most 2,048 characters', async () => {
    const res = await auth('/api/auth/reset-password', { token: 't'.repeat(2049), newPassword: 'new-password-123' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ token: 'At most 2048 characters' });
  });
});
