import { createHash } from 'node:crypto';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as tokensRoute from '@/app/api/user/tokens/route';
import * as tokenRoute from '@/app/api/user/tokens/[id]/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import * as adminUsersRoute from '@/app/api/admin/users/route';
import * as gridRoute from '@/app/api/prompts/grid/route';
import * as healthRoute from '@/app/api/health/route';
import * as syncRoute from '@/app/api/user/sync/route';
import * as userRoute from '@/app/api/user/route';
import * as cancelRoute from '@/app/api/user/subscription/cancel/route';
import * as resumeRoute from '@/app/api/user/subscription/resume/route';
import * as billingPortalRoute from '@/app/api/user/billing-portal/route';
import { createApiTokenAction } from '@/actions/api-tokens';
import { API_TOKEN_TEXT, API_TOKENS_PER_USER } from '@/lib/account-text';
import { definitionOf, runAction } from '@/lib/action';
import { viewerFromHeaders } from '@/lib/services/viewer';
import { newPersonalToken } from '@/lib/auth/personal-tokens';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { seedLibrary } from '@/lib/seed';
import { insertApiTokenWithin } from '@/models/api-tokens';
import { listCategories } from '@/models/categories';
import { insertPrompt, listPromptRows } from '@/models/prompts';
import { apiTokens } from '@/models/schema';
import { updateUser } from '@/models/users';
import { asCookie, BASE, call, persona, type Session } from '../factories';

// Personal API tokens (docs/api.md#api-tokens, docs/security.md#api-tokens), through
// the real routes, services and database: create, use, list, revoke; only a hash kept; the owner's
// rights and no more; refused once the owner has no pro access; managed with a session only; a
// per-token rate limit; parallel creates and revokes; the Clerk provider.

type Handler = Parameters<typeof call>[0];
const DAY = 86_400_000;
let systemCategoryId = '';
let proPromptId = '';

beforeAll(async () => {
  await seedLibrary(await getDb());
  systemCategoryId = (await listCategories())[0]!.id;
  proPromptId = (await listPromptRows({ viewerId: 'nobody', viewerIsAdmin: true, accessLevel: 'pro', page: 1, pageSize: 1 })).rows[0]!.id;
});

const LIMIT_SETTINGS = ['RATE_LIMIT_API_TOKEN_PER_MINUTE', 'RATE_LIMIT_WRITES_PER_MINUTE'];
afterEach(() => {
  for (const name of LIMIT_SETTINGS) delete process.env[name];
  resetEnvCache();
  resetRateLimits();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const createToken = (who: Session, name = 'CI script', headers: Record<string, string> = asCookie(who)) =>
  call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers, body: { name } });
const listTokens = (headers: Record<string, string>) => call(tokensRoute.GET, { path: '/api/user/tokens', headers });
const revokeToken = (id: string, headers: Record<string, string>) => call(tokenRoute.DELETE, { method: 'DELETE', path: '/api/user/tokens/x', params: { id }, headers });
const listPromptsWith = (headers: Record<string, string>) => call(promptsRoute.GET, { path: '/api/prompts', headers });

/** A token straight into the table (for people who could not create one, and for setting up counts). */
async function storedToken(userId: string, name = 'Stored token') {
  const made = newPersonalToken();
  const row = await insertApiTokenWithin({ userId, name, tokenHash: made.tokenHash, prefix: made.prefix }, 1000);
  return { token: made.token, id: row!.id };
}

async function tokenRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  return row ?? null;
}

describe('create, use, list, revoke', () => {
  it('a pro user creates a token (shown once), uses it for a read and a write, sees when it was last used, revokes it, and it is refused at once', async () => {
    const pro = await persona('pro');
    const created = await createToken(pro, 'Laptop sync');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { token, id } = created.body;
    expect(created.body).toEqual({ token, id, name: 'Laptop sync', prefix: token.slice(0, 9), createdAt: expect.any(String), lastUsedAt: null, profileId: null, allowedKeys: null });
    expect(token).toMatch(/^pl_[A-Za-z0-9_-]{43}$/);

    // The list shows the token without the token.
    const before = await listTokens(asCookie(pro));
    expect(before.status).toBe(200);
    expect(before.body).toEqual([{ id, name: 'Laptop sync', prefix: token.slice(0, 9), createdAt: created.body.createdAt, lastUsedAt: null, profileId: null, allowedKeys: null }]);
    expect(JSON.stringify(before.body)).not.toContain(token);

    // A read and a write the screens make, with the token alone: no cookie, no Origin.
    const read = await listPromptsWith(bearer(token));
    expect(read.status).toBe(200);
    expect(read.body.prompts.length).toBeGreaterThan(0);
    const write = await call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: { ...bearer(token), origin: '' }, body: { name: 'Made by a script' } });
    expect(write.status, JSON.stringify(write.body)).toBe(201);
    const mine = await call(userCategoriesRoute.GET, { path: '/api/user-categories', headers: asCookie(pro) });
    expect(mine.body.map((c: { name: string }) => c.name)).toContain('Made by a script');
    const synced = await call(syncRoute.POST, { method: 'POST', path: '/api/user/sync', headers: bearer(token) });
    expect(synced.body.email).toBe(pro.email);

    const after = await listTokens(asCookie(pro));
    const lastUsed = Date.parse(after.body[0].lastUsedAt);
    expect(Date.now() - lastUsed).toBeLessThan(60_000);

    const revoked = await revokeToken(id, asCookie(pro));
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true, id } });
    const refused = await listPromptsWith(bearer(token));
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'Authentication required', code: 'UNAUTHORIZED', status: 401 });
    expect((await listTokens(asCookie(pro))).body).toEqual([]);
    expect(await tokenRow(id)).toBeNull();
  });

  it('the account page creates through its server action the same way (a session viewer)', async () => {
    const trial = await persona('trial');
    const result = await runAction(definitionOf(createApiTokenAction), () => viewerFromHeaders(new Headers(asCookie(trial))), { name: 'From the card' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect((await listPromptsWith(bearer(result.data.token))).status).toBe(200);
  });

  it('a name is required, at most 60 characters, and storable; nothing is created otherwise', async () => {
    const pro = await persona('pro');
    for (const [name, field] of [
      ['', API_TOKEN_TEXT.nameRequired],
      ['   ', API_TOKEN_TEXT.nameRequired],
      ['x'.repeat(61), API_TOKEN_TEXT.nameMax],
      ['bad\u0000name', 'Text must not contain the NUL character (\\u0000)'],
    ] as const) {
      const res = await createToken(pro, name);
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { name: field } });
    }
    const noBody = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asCookie(pro) });
    expect(noBody.body).toMatchObject({ status: 400, fields: { name: API_TOKEN_TEXT.nameRequired } });
    expect((await listTokens(asCookie(pro))).body).toEqual([]);
    expect((await createToken(pro, `  ${'y'.repeat(60)}  `)).body.name).toBe('y'.repeat(60));
  });

  it('made-up, malformed and revoked tokens are 401; a personal token is judged alone, never with the cookie beside it', async () => {
    const pro = await persona('pro');
    const { token, id } = await storedToken(pro.userId);
    await revokeToken(id, asCookie(pro));
    for (const junk of ['pl_', 'pl_short', `pl_${'A'.repeat(43)}`, `${token}x`, token]) {
      const res = await listPromptsWith(bearer(junk));
      expect(res.status, junk).toBe(401);
    }
    // The browser's cookie does not rescue a bad token (docs/security.md: an Authorization header is judged alone).
    expect((await listPromptsWith({ ...asCookie(pro), ...bearer(token) })).status).toBe(401);
  });
});

describe('only a hash is kept', () => {
  it('the database holds the SHA-256 of the token and its first 9 characters, and the token nowhere, in any table', async () => {
    const pro = await persona('pro');
    // An Idempotency-Key too: a replayable answer would have to be stored, so this route keeps none.
    const first = await createToken(pro, 'Hash check', { ...asCookie(pro), 'idempotency-key': 'token-create-key-1' });
    const second = await createToken(pro, 'Hash check', { ...asCookie(pro), 'idempotency-key': 'token-create-key-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.token).not.toBe(first.body.token);
    const { token, id } = first.body;
    expect((await listPromptsWith(bearer(token))).status).toBe(200);

    const row = await tokenRow(id);
    expect(row).toMatchObject({ userId: pro.userId, name: 'Hash check', prefix: token.slice(0, 9), tokenHash: createHash('sha256').update(token).digest('hex') });
    expect(Object.values(row!).map(String)).not.toContain(token);

    const db = await getDb();
    const tables = ((await db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(tables).toContain('api_tokens');
    expect(tables).toContain('idempotency_keys');
    const secret = token.slice(3); // the random part, stored with or without its prefix
    for (const table of tables) {
      const found = (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} t where position(${secret} in t::text) > 0`)) as unknown as { rows: { n: number }[] };
      expect(found.rows[0]!.n, table).toBe(0);
    }
  });
});

describe("a token has its owner's rights, no more", () => {
  it("reads its owner's private prompt; another person's token does not find it", async () => {
    const [author, other] = await Promise.all([persona('pro'), persona('pro')]);
    const prompt = await insertPrompt({ title: 'Private Token Prompt', description: 'Only its author may read it.', content: 'Write to !<Name>!.', categoryId: systemCategoryId, authorId: author.userId, accessLevel: 'free', approved: false, viewable: 'private' });
    const [mine, theirs] = await Promise.all([storedToken(author.userId), storedToken(other.userId)]);
    const read = (token: string) => call(promptRoute.GET, { path: '/api/prompts/x', params: { id: prompt.id }, headers: bearer(token) });
    expect((await read(mine.token)).status).toBe(200);
    expect((await read(theirs.token)).status).toBe(404);
    const listed = await call(promptsRoute.GET, { path: '/api/prompts?showOnlyMyPrompts=true', headers: bearer(theirs.token) });
    expect(listed.body.prompts.map((p: { _id: string }) => p._id)).not.toContain(prompt.id);
    // Nor change it.
    const edit = await call(promptRoute.PUT, { method: 'PUT', path: '/api/prompts/x', params: { id: prompt.id }, headers: bearer(theirs.token), body: { title: 'Taken over', description: 'Changed by a stranger.', content: 'Hi !<Name>!', category: systemCategoryId } });
    expect(edit.status).toBe(404);
  });

  it("a non-admin's token is refused the admin routes; an admin's token opens them", async () => {
    const [pro, admin] = await Promise.all([persona('pro'), persona('admin')]);
    const [proToken, adminToken] = await Promise.all([storedToken(pro.userId), storedToken(admin.userId)]);
    for (const [handler, path] of [
      [adminUsersRoute.GET, '/api/admin/users?page=1'],
      [gridRoute.GET, '/api/prompts/grid?page=1'],
    ] as const) {
      const refused = await call(handler as Handler, { path, headers: bearer(proToken.token) });
      expect(refused).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
      expect((await call(handler as Handler, { path, headers: bearer(adminToken.token) })).status).toBe(200);
    }
  });

  it('a trial user’s token reads pro content and creates prompts as the trial allows', async () => {
    const trial = await persona('trial');
    const { token } = await storedToken(trial.userId);
    expect((await call(promptRoute.GET, { path: '/api/prompts/x', params: { id: proPromptId }, headers: bearer(token) })).status).toBe(200);
    const created = await call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: bearer(token), body: { title: 'Token Prompt', description: 'Created with a personal token.', content: 'Hi !<Name>!', category: systemCategoryId } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ accessLevel: 'free', approved: false });
  });

  it('a free user cannot create a token; a token of theirs (from before, when they had pro access) is refused with 403 and the reason, on every route that needs a viewer', async () => {
    const free = await persona('free');
    const denied = await createToken(free);
    expect(denied).toMatchObject({ status: 403, body: { error: API_TOKEN_TEXT.proRequired, code: 'PREMIUM_FEATURE_REQUIRED' } });
    expect((await listTokens(asCookie(free))).body).toEqual([]);

    const { token } = await storedToken(free.userId);
    for (const res of [await listPromptsWith(bearer(token)), await call(promptRoute.GET, { path: '/api/prompts/x', params: { id: proPromptId }, headers: bearer(token) })]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: API_TOKEN_TEXT.tokenNeedsPro, code: 'PREMIUM_FEATURE_REQUIRED', status: 403 });
    }
    // A public route does not need one: the refused token counts as no credential there.
    expect((await call(healthRoute.GET, { path: '/api/health', headers: bearer(token) })).status).toBe(200);
  });

  it.each([
    ['a pro subscription whose paid period ended', { subscriptionTier: 'free', subscriptionStatus: 'cancelled', subscriptionEndDate: new Date(Date.now() - DAY) }, 'pro'],
    ['a trial that ended', { freeExpiryDate: new Date(Date.now() - DAY) }, 'trial'],
  ] as const)('losing pro access (%s) stops the token at once; the session still lists and revokes it; pro access back, it works again', async (_label, lapse, kind) => {
    const who = await persona(kind);
    const created = await createToken(who);
    const { token, id } = created.body;
    expect((await listPromptsWith(bearer(token))).status).toBe(200);
    const restore = kind === 'pro' ? { subscriptionTier: 'pro', subscriptionStatus: 'active', subscriptionEndDate: new Date(Date.now() + 20 * DAY) } : { freeExpiryDate: new Date(Date.now() + 3 * DAY) };

    await updateUser(who.userId, lapse);
    expect(await listPromptsWith(bearer(token))).toMatchObject({ status: 403, body: { code: 'PREMIUM_FEATURE_REQUIRED', error: API_TOKEN_TEXT.tokenNeedsPro } });
    expect((await createToken(who)).status).toBe(403);
    const listed = await listTokens(asCookie(who));
    expect(listed.status).toBe(200);
    expect(listed.body.map((t: { id: string }) => t.id)).toEqual([id]);

    await updateUser(who.userId, restore);
    expect((await listPromptsWith(bearer(token))).status).toBe(200);

    await updateUser(who.userId, lapse);
    expect((await revokeToken(id, asCookie(who))).status).toBe(200);
    await updateUser(who.userId, restore);
    expect((await listPromptsWith(bearer(token))).status).toBe(401);
  });
});

describe('tokens are managed with a session only', () => {
  it('a token cannot list, create or revoke tokens (403), and changes nothing', async () => {
    const pro = await persona('pro');
    const { token, id } = (await createToken(pro)).body;
    for (const res of [await listTokens(bearer(token)), await createToken(pro, 'Made by a token', bearer(token)), await revokeToken(id, bearer(token))]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: API_TOKEN_TEXT.sessionRequired, code: 'PERMISSION_DENIED', status: 403 });
    }
    const listed = await listTokens(asCookie(pro));
    expect(listed.body.map((t: { id: string }) => t.id)).toEqual([id]);
    expect((await listPromptsWith(bearer(token))).status).toBe(200);
  });

  it("a token is no session for pages and server actions: the facade's session viewer is null", async () => {
    const pro = await persona('pro');
    const { token } = await storedToken(pro.userId);
    expect(await viewerFromHeaders(new Headers(bearer(token)))).toBeNull();
    const viaAction = await runAction(definitionOf(createApiTokenAction), () => viewerFromHeaders(new Headers(bearer(token))), { name: 'From a token' });
    expect(viaAction).toMatchObject({ ok: false, status: 401 });
  });

  it('the session as a bearer token (a script that signed in) manages tokens like the cookie', async () => {
    const pro = await persona('pro');
    const created = await createToken(pro, 'Signed-in script', { authorization: `Bearer ${pro.bearer}` });
    expect(created.status).toBe(201);
    expect((await revokeToken(created.body.id, { authorization: `Bearer ${pro.bearer}` })).status).toBe(200);
  });

  it('a token cannot delete the account nor cancel, resume or open the billing of its subscription (403): a leaked token cannot destroy what it reaches', async () => {
    const pro = await persona('pro');
    const { token } = (await createToken(pro)).body;
    const asToken = bearer(token);
    const answers = [
      await call(userRoute.DELETE, { method: 'DELETE', path: '/api/user', headers: asToken, body: { confirmEmail: pro.email } }),
      await call(cancelRoute.POST, { method: 'POST', path: '/api/user/subscription/cancel', headers: asToken, body: { subscriptionId: 'sub_x', subscriptionType: 'subscription' } }),
      await call(resumeRoute.POST, { method: 'POST', path: '/api/user/subscription/resume', headers: asToken }),
      await call(billingPortalRoute.POST, { method: 'POST', path: '/api/user/billing-portal', headers: asToken }),
    ];
    for (const res of answers) expect(res.body).toEqual({ error: API_TOKEN_TEXT.sessionOnlyRoute, code: 'PERMISSION_DENIED', status: 403 });
    // Still there, and the token still reads.
    expect((await listPromptsWith(asToken)).status).toBe(200);
    expect((await call(userRoute.DELETE, { method: 'DELETE', path: '/api/user', headers: asCookie(pro), body: { confirmEmail: pro.email } })).status).toBe(200);
  });

  it('deleting the account deletes its tokens', async () => {
    const pro = await persona('pro');
    const { token, id } = (await createToken(pro)).body;
    const deleted = await call(userRoute.DELETE, { method: 'DELETE', path: '/api/user', headers: asCookie(pro), body: { confirmEmail: pro.email } });
    expect(deleted.status).toBe(200);
    expect(await tokenRow(id)).toBeNull();
    expect((await listPromptsWith(bearer(token))).status).toBe(401);
  });
});

describe('rate limit and last use', () => {
  it('past RATE_LIMIT_API_TOKEN_PER_MINUTE requests with one token answer 429 with Retry-After; another token and the session go on', async () => {
    process.env.RATE_LIMIT_API_TOKEN_PER_MINUTE = '3';
    resetEnvCache();
    resetRateLimits();
    const pro = await persona('pro');
    // A search: a page that only lists is paid from the token's listing budget (mcp-listing.test.ts).
    const searchWith = (headers: Record<string, string>) => call(promptsRoute.GET, { path: '/api/prompts?search=letter', headers });
    const [one, two] = [(await createToken(pro, 'One')).body.token, (await createToken(pro, 'Two')).body.token];
    for (let i = 0; i < 3; i++) expect((await searchWith(bearer(one))).status).toBe(200);
    const limited = await searchWith(bearer(one));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED', status: 429 });
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Writes count too.
    const write = await call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: bearer(one), body: { name: 'Over the limit' } });
    expect(write.status).toBe(429);
    expect((await searchWith(bearer(two))).status).toBe(200);
    expect((await searchWith(asCookie(pro))).status).toBe(200);
  });

  it('the default lets a script make 100 requests in a row', async () => {
    const pro = await persona('pro');
    const { token } = await storedToken(pro.userId);
    for (let i = 0; i < 100; i++) expect((await call(healthRoute.GET, { path: '/api/health', headers: bearer(token) })).status).toBe(200);
    expect((await listPromptsWith(bearer(token))).status).toBe(200);
  });

  it('lastUsedAt is written at most once a minute', async () => {
    const pro = await persona('pro');
    const { token, id } = await storedToken(pro.userId);
    expect((await tokenRow(id))!.lastUsedAt).toBeNull();
    await listPromptsWith(bearer(token));
    const first = (await tokenRow(id))!.lastUsedAt!;
    expect(first).toBeInstanceOf(Date);
    await listPromptsWith(bearer(token));
    await listPromptsWith(bearer(token));
    expect((await tokenRow(id))!.lastUsedAt).toEqual(first);
    const db = await getDb();
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await db.update(apiTokens).set({ lastUsedAt: twoMinutesAgo }).where(eq(apiTokens.id, id));
    await listPromptsWith(bearer(token));
    expect((await tokenRow(id))!.lastUsedAt!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
  });
});

describe('parallel requests', () => {
  it('10 parallel creates make 10 distinct tokens, each working', async () => {
    const pro = await persona('pro');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => createToken(pro, `Parallel ${i}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(10);
    expect(new Set(answers.map((a) => a.body.token)).size).toBe(10);
    expect((await listTokens(asCookie(pro))).body).toHaveLength(10);
    const uses = await Promise.all(answers.map((a) => listPromptsWith(bearer(a.body.token))));
    expect(uses.map((u) => u.status)).toEqual(Array(10).fill(200));
  });

  it(`parallel creates at ${API_TOKENS_PER_USER - 1} tokens: one more is made, the others are 409, never past the limit`, async () => {
    const pro = await persona('pro');
    for (let i = 0; i < API_TOKENS_PER_USER - 1; i++) await storedToken(pro.userId, `Held ${i}`);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => createToken(pro, `Racing ${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toEqual({ error: API_TOKEN_TEXT.limitReached, code: 'CONFLICT', status: 409 });
    expect((await listTokens(asCookie(pro))).body).toHaveLength(API_TOKENS_PER_USER);
  });

  it('10 parallel revokes of one token: one 200, the others 404; parallel revokes of different tokens all succeed', async () => {
    const pro = await persona('pro');
    const { token, id } = (await createToken(pro)).body;
    const answers = await Promise.all(Array.from({ length: 10 }, () => revokeToken(id, asCookie(pro))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect((await listPromptsWith(bearer(token))).status).toBe(401);

    const many = await Promise.all(Array.from({ length: 5 }, (_, i) => storedToken(pro.userId, `Many ${i}`)));
    const revoked = await Promise.all(many.map((t) => revokeToken(t.id, asCookie(pro))));
    expect(revoked.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await listTokens(asCookie(pro))).body).toEqual([]);
  });

  it('a token used while it is being revoked: each request is answered 200 or 401, never an error', async () => {
    const pro = await persona('pro');
    const { token, id } = await storedToken(pro.userId);
    const [, ...uses] = await Promise.all([revokeToken(id, asCookie(pro)), ...Array.from({ length: 10 }, () => listPromptsWith(bearer(token)))]);
    for (const use of uses) expect([200, 401]).toContain(use.status);
    expect((await listPromptsWith(bearer(token))).status).toBe(401);
  });
});

describe('with the Clerk provider', () => {
  const CLERK_ENV = ['CLERK_SECRET_KEY', 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'CLERK_JWT_KEY', 'CLERK_AUTHORIZED_PARTIES'];
  let privateKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey as CryptoKey;
    process.env.CLERK_SECRET_KEY = 'sk_test_offline';
    process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY = `pk_test_${Buffer.from('offline.clerk.accounts.dev$').toString('base64')}`;
    process.env.CLERK_JWT_KEY = await exportSPKI(pair.publicKey as CryptoKey);
    process.env.CLERK_AUTHORIZED_PARTIES = BASE;
    resetEnvCache();
    return () => {
      for (const key of CLERK_ENV) delete process.env[key];
      resetEnvCache();
    };
  });

  const clerkSession = (sub: string, email: string) =>
    new SignJWT({ sid: 'sess_tokens', azp: BASE, email })
      .setProtectedHeader({ alg: 'RS256', kid: 'ins_test' })
      .setSubject(sub)
      .setIssuer('https://offline.clerk.accounts.dev')
      .setIssuedAt()
      .setNotBefore(Math.floor(Date.now() / 1000) - 5)
      .setExpirationTime('5m')
      .sign(privateKey);

  it('a Clerk session creates a token, and the token authenticates API calls without Clerk; revoked, it is refused', async () => {
    const session = { authorization: `Bearer ${await clerkSession('user_tokens_1', 'clerk-tokens@example.com')}` };
    const created = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: session, body: { name: 'Clerk script' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const synced = await call(syncRoute.POST, { method: 'POST', path: '/api/user/sync', headers: bearer(created.body.token) });
    expect(synced.body).toMatchObject({ email: 'clerk-tokens@example.com', authProviderId: 'user_tokens_1' });
    expect((await listTokens(bearer(created.body.token))).status).toBe(403);
    expect((await revokeToken(created.body.id, session)).status).toBe(200);
    expect((await listPromptsWith(bearer(created.body.token))).status).toBe(401);
  });
});
