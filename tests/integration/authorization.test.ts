import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as categoriesRoute from '@/app/api/categories/route';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import * as userCategoryRoute from '@/app/api/user-categories/[id]/route';
import * as reorderRoute from '@/app/api/user-categories/reorder/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as cloneRoute from '@/app/api/prompts/[id]/clone/route';
import * as versionsRoute from '@/app/api/prompts/[id]/versions/route';
import * as restoreRoute from '@/app/api/prompts/[id]/versions/[versionId]/restore/route';
import * as syncRoute from '@/app/api/user/sync/route';
import * as subscriptionRoute from '@/app/api/user/subscription/route';
import * as cancelRoute from '@/app/api/user/subscription/cancel/route';
import * as resumeRoute from '@/app/api/user/subscription/resume/route';
import * as billingPortalRoute from '@/app/api/user/billing-portal/route';
import * as aiUsageRoute from '@/app/api/ai-prompt/usage/route';
import * as aiGenerateRoute from '@/app/api/ai-prompt/generate/route';
import * as aiRunRoute from '@/app/api/ai-prompt/run/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as statsRoute from '@/app/api/stats/route';
import * as exportRoute from '@/app/api/user/export/route';
import * as userRoute from '@/app/api/user/route';
import * as trackRoute from '@/app/api/events/track/route';
import * as appEventRoute from '@/app/api/events/app/route';
import * as adminSummaryRoute from '@/app/api/admin/analytics/summary/route';
import * as adminTimeseriesRoute from '@/app/api/admin/analytics/timeseries/route';
import * as adminCategoriesRoute from '@/app/api/admin/analytics/categories/route';
import * as adminEventsRoute from '@/app/api/admin/analytics/events/route';
import * as adminUsersActivityRoute from '@/app/api/admin/analytics/users-activity/route';
import * as adminTodayRoute from '@/app/api/admin/today/route';
import * as adminUsersRoute from '@/app/api/admin/users/route';
import * as adminUserAuditRoute from '@/app/api/admin/users/[id]/audit/route';
import * as promptGridRoute from '@/app/api/prompts/grid/route';
import * as localCheckoutRoute from '@/app/api/checkout/local/route';
import * as lifetimeCheckoutRoute from '@/app/api/checkout/lifetime/route';
import * as verifyRoute from '@/app/api/checkout/verify/[checkoutId]/route';
import * as paddleWebhookRoute from '@/app/api/webhooks/paddle/route';
import * as clerkWebhookRoute from '@/app/api/webhooks/clerk/route';
import * as webhookMetricsRoute from '@/app/api/webhooks/metrics/route';
import * as webhookFailedRoute from '@/app/api/webhooks/failed/route';
import * as webhookEventsRoute from '@/app/api/webhooks/events/route';
import * as webhookEventRoute from '@/app/api/webhooks/events/[id]/route';
import * as webhookFlaggedRoute from '@/app/api/webhooks/flagged-purchases/route';
import * as webhookRecoverRoute from '@/app/api/webhooks/recover/[id]/route';
import * as authRoute from '@/app/api/auth/[...all]/route';
import * as healthRoute from '@/app/api/health/route';
import * as livenessRoute from '@/app/api/health/live/route';
import * as openApiRoute from '@/app/api/openapi.json/route';
import * as mcpRoute from '@/app/api/mcp/route';
import * as accountActions from '@/actions/account';
import * as adminActions from '@/actions/admin';
import * as billingActions from '@/actions/billing';
import * as categoryActions from '@/actions/categories';
import * as eventActions from '@/actions/events';
import * as onboardingActions from '@/actions/onboarding';
import * as parameterActions from '@/actions/parameters';
import * as promptActions from '@/actions/prompts';
import * as promptExportRoute from '@/app/api/prompts/export/route';
import * as promptImportRoute from '@/app/api/prompts/import/route';
import * as importJobsRoute from '@/app/api/prompts/import/jobs/route';
import * as importJobRoute from '@/app/api/prompts/import/jobs/[id]/route';
import { insertImportJob } from '@/models/import-jobs';
import * as apiTokensRoute from '@/app/api/user/tokens/route';
import * as apiTokenRoute from '@/app/api/user/tokens/[id]/route';
import * as profilesRoute from '@/app/api/user/profiles/route';
import * as profileRoute from '@/app/api/user/profiles/[id]/route';
import * as activeProfileRoute from '@/app/api/user/profiles/active/route';
import * as profileActions from '@/actions/profiles';
import * as rememberRoute from '@/app/api/user/parameters/remember/route';
import * as trailRoute from '@/app/api/user/trail/route';
import * as valueRoute from '@/app/api/user/values/[key]/route';
import * as trailActions from '@/actions/value-trail';
import { insertProfile, listProfiles } from '@/models/parameter-profiles';
import * as apiTokenActions from '@/actions/api-tokens';
import * as promptMarkActions from '@/actions/prompt-marks';
import { API_TOKEN_TEXT } from '@/lib/account-text';
import { newPersonalToken } from '@/lib/auth/personal-tokens';
import { insertApiTokenWithin, listApiTokenRows } from '@/models/api-tokens';
import { definitionOf, runAction, type ServerAction } from '@/lib/action';
import { viewerFromHeaders } from '@/lib/services/viewer';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { seedLibrary } from '@/lib/seed';
import { listCategories, insertUserCategory } from '@/models/categories';
import { insertPromptVersion } from '@/models/prompt-versions';
import { insertPrompt, listPromptRows } from '@/models/prompts';
import { recordWebhookEvent } from '@/models/webhook-events';
import { asBearer, asCookie, call, persona, signUp, uniqueEmail, type PersonaKind, type Session } from '../factories';

// The authorization matrix: every route handler × every persona of spec P1 §6
// and P2 §6 → the status it answers. 'author' owns the prompt or category a row acts on (a pro
// user); 'other' is another pro user. A route file that exists without a row fails the last test.
// Each row runs with three credentials: the session cookie, the session as a bearer token, and the
// persona's personal API token, which answers as the session does, except that the free
// persona's token is refused (no pro access) and tokens cannot manage tokens.

type Who = 'visitor' | 'free' | 'trial' | 'pro' | 'lifetime' | 'author' | 'other' | 'admin';
const everyone: Who[] = ['visitor', 'free', 'trial', 'pro', 'lifetime', 'author', 'other', 'admin'];
const sessions = {} as Record<Exclude<Who, 'visitor'>, Session>;
const apiTokens = {} as Record<Exclude<Who, 'visitor'>, string>;
let proPromptId = '';
let freePromptId = '';
let systemCategoryId = '';

beforeAll(async () => {
  process.env.LOCAL_CHECKOUT = 'on';
  process.env.PADDLE_WEBHOOK_SECRET = 'pdl_authz_matrix_secret';
  // Every row calls from one address; the per-address lifetime limit has its own test (rate-limits).
  process.env.RATE_LIMIT_LIFETIME_CHECKOUTS_PER_IP = '100000';
  // Each persona writes once per row and credential, and each token makes every row's call: those
  // limits have their own tests (rate-limits, api-tokens).
  process.env.RATE_LIMIT_WRITES_PER_MINUTE = '100000';
  process.env.RATE_LIMIT_API_TOKEN_PER_MINUTE = '100000';
  resetEnvCache();
  await seedLibrary(await getDb());
  const kinds: Array<[Exclude<Who, 'visitor'>, PersonaKind]> = [
    ['free', 'free'],
    ['trial', 'trial'],
    ['pro', 'pro'],
    ['lifetime', 'lifetime'],
    ['author', 'pro'],
    ['other', 'pro'],
    ['admin', 'admin'],
  ];
  for (const [who, kind] of kinds) sessions[who] = await persona(kind);
  // Straight into the table: the free persona could not create one (it stands for a person who lost pro access).
  for (const [who] of kinds) apiTokens[who] = (await personalTokenOf(sessions[who].userId)).token;
  const pro = await listPromptRows({ viewerId: 'nobody', viewerIsAdmin: true, accessLevel: 'pro', page: 1, pageSize: 1 });
  const free = await listPromptRows({ viewerId: 'nobody', viewerIsAdmin: false, accessLevel: 'free', page: 1, pageSize: 1 });
  proPromptId = pro.rows[0]!.id;
  freePromptId = free.rows[0]!.id;
  systemCategoryId = (await listCategories())[0]!.id;
});

/** A private prompt of the author's, with one earlier version to restore. */
async function authorsPrompt() {
  const prompt = await insertPrompt({
    title: 'Author Private Prompt',
    description: 'Only its author and admins may see or change it.',
    content: 'Write to !<Name>!.',
    categoryId: systemCategoryId,
    authorId: sessions.author.userId,
    accessLevel: 'free',
    approved: false,
    viewable: 'private',
  });
  const version = await insertPromptVersion(prompt, sessions.author.userId);
  return { id: prompt.id, versionId: version.id };
}
/** A recorded, not yet handled webhook event (the webhook rows read and retry it). */
async function matrixWebhookEvent(): Promise<string> {
  const id = `evt_matrix_${Math.random().toString(36).slice(2)}`;
  const payload = { event_id: id, event_type: 'customer.created', occurred_at: new Date().toISOString(), data: { id: 'ctm_matrix' } };
  await recordWebhookEvent({ id, eventType: payload.event_type, payload, occurredAt: new Date() });
  return id;
}
async function personalTokenOf(userId: string) {
  const made = newPersonalToken();
  const row = await insertApiTokenWithin({ userId, name: 'Matrix token', tokenHash: made.tokenHash, prefix: made.prefix }, 1000);
  return { token: made.token, id: row!.id };
}
/** The author's token a row revokes: the one left by the last row while it lives (the author holds at most 20). */
async function authorsToken(): Promise<string> {
  const held = (await listApiTokenRows(sessions.author.userId)).find((t) => t.name === 'Matrix token to revoke');
  if (held) return held.id;
  const made = newPersonalToken();
  return (await insertApiTokenWithin({ userId: sessions.author.userId, name: 'Matrix token to revoke', tokenHash: made.tokenHash, prefix: made.prefix }, 1000))!.id;
}
/**
 * One of the author's profiles, while it lives: 'Matrix profile' for the rows that change it, 'Matrix
 * profile to delete' for those that delete it (made again once deleted), so the author stays under the limit.
 */
async function authorsProfile(toDelete = false): Promise<string> {
  const name = toDelete ? 'Matrix profile to delete' : 'Matrix profile';
  const kept = (await listProfiles(sessions.author.userId)).find((p) => p.name === name);
  if (kept) return kept.id;
  const made = await insertProfile(sessions.author.userId, name, { company_name: 'Matrix Co' }, 1000);
  if (typeof made === 'string') throw new Error(`no profile: ${made}`);
  return made.id;
}
const authorsCategory = async () =>
  (await insertUserCategory({ userId: sessions.author.userId, name: `Author ${Math.random().toString(36).slice(2, 8)}`, description: null, color: '#6366f1' })).id;

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Call = { method?: string; path: string; params?: Record<string, string>; body?: unknown; headers?: Record<string, string> };
type Case = {
  /** METHOD and the route file's path under app/api, e.g. 'PUT /api/prompts/[id]'. */
  route: string;
  handler: Handler;
  /** Builds the request, with fresh resources when the call may consume them. */
  request: () => Promise<Call> | Call;
  expected: Record<Who, number>;
  /** How a 403 is coded, where the spec names it. */
  deniedCode?: string;
  /** Where a personal API token answers otherwise than the session (token management), and the 403's code. */
  token?: Record<Who, number>;
  tokenDeniedCode?: string;
  /** The 401's message where the route names its own credential (default 'Authentication required'). */
  unauthorizedMessage?: string;
};

const all = (status: number): Record<Who, number> => Object.fromEntries(everyone.map((w) => [w, status])) as Record<Who, number>;
const signedIn = (status: number, visitor = 401): Record<Who, number> => ({ ...all(status), visitor });
const proFeature = (status: number, free = 403) => ({ ...signedIn(status), free });
const ownerOnly = (owner: number, stranger: number, admin = owner) => ({
  ...signedIn(stranger),
  author: owner,
  admin,
});

const cases: Case[] = [
  // Personal API tokens: managed with a session only; creating one needs pro access.
  {
    route: 'GET /api/user/tokens',
    handler: apiTokensRoute.GET,
    request: () => ({ path: '/api/user/tokens' }),
    expected: signedIn(200),
    token: signedIn(403),
    tokenDeniedCode: 'PERMISSION_DENIED',
  },
  {
    route: 'POST /api/user/tokens',
    handler: apiTokensRoute.POST,
    request: () => ({ method: 'POST', path: '/api/user/tokens', body: { name: 'Matrix script' } }),
    expected: proFeature(201),
    deniedCode: 'PREMIUM_FEATURE_REQUIRED',
    token: signedIn(403),
    tokenDeniedCode: 'PERMISSION_DENIED',
  },
  {
    // Tokens are private, like custom categories: another's is not found, for admins too.
    route: 'DELETE /api/user/tokens/[id]',
    handler: apiTokenRoute.DELETE,
    request: async () => ({ method: 'DELETE', path: '/api/user/tokens/x', params: { id: await authorsToken() } }),
    expected: ownerOnly(200, 404, 404),
    token: signedIn(403),
    tokenDeniedCode: 'PERMISSION_DENIED',
  },
  {
    // A token's profile: changed from a session only, on one's own token.
    route: 'PATCH /api/user/tokens/[id]',
    handler: apiTokenRoute.PATCH,
    request: async () => ({ method: 'PATCH', path: '/api/user/tokens/x', params: { id: await authorsToken() }, body: { profileId: null } }),
    expected: ownerOnly(200, 404, 404),
    token: signedIn(403),
    tokenDeniedCode: 'PERMISSION_DENIED',
  },
  // Profiles over the memory: everyone signed in keeps their own; another's is not found, for admins too.
  { route: 'GET /api/user/profiles', handler: profilesRoute.GET, request: () => ({ path: '/api/user/profiles' }), expected: signedIn(200) },
  {
    route: 'POST /api/user/profiles',
    handler: profilesRoute.POST,
    request: () => ({ method: 'POST', path: '/api/user/profiles', body: { name: `Matrix ${Math.random().toString(36).slice(2, 10)}` } }),
    expected: signedIn(201),
  },
  {
    route: 'PATCH /api/user/profiles/[id]',
    handler: profileRoute.PATCH,
    request: async () => ({ method: 'PATCH', path: '/api/user/profiles/x', params: { id: await authorsProfile() }, body: { values: { title: 'Matrix lead' } } }),
    expected: ownerOnly(200, 404, 404),
  },
  {
    route: 'DELETE /api/user/profiles/[id]',
    handler: profileRoute.DELETE,
    request: async () => ({ method: 'DELETE', path: '/api/user/profiles/x', params: { id: await authorsProfile(true) } }),
    expected: ownerOnly(200, 404, 404),
  },
  {
    route: 'POST /api/user/parameters/remember',
    handler: rememberRoute.POST,
    request: () => ({ method: 'POST', path: '/api/user/parameters/remember', body: { profileId: null, values: { 'matrix topic': 'rights' } } }),
    expected: signedIn(200),
  },
  // The usage trail and each value's flags: one's own, by parameter name (docs/memory.md#the-usage-trail).
  { route: 'GET /api/user/trail', handler: trailRoute.GET, request: () => ({ path: '/api/user/trail' }), expected: signedIn(200) },
  {
    route: 'PUT /api/user/trail',
    handler: trailRoute.PUT,
    request: () => ({ method: 'PUT', path: '/api/user/trail', body: { keepDays: 90 } }),
    expected: signedIn(200),
    token: signedIn(403),
    tokenDeniedCode: 'PERMISSION_DENIED',
  },
  {
    // A use of a prompt one may see is recorded for anyone signed in (a pro prompt's too: its text is not involved).
    route: 'POST /api/user/trail',
    handler: trailRoute.POST,
    request: () => ({ method: 'POST', path: '/api/user/trail', body: { promptId: freePromptId, action: 'fill', uses: [{ name: 'Name', source: 'memory' }] } }),
    expected: signedIn(201),
  },
  {
    route: 'PATCH /api/user/values/[key]',
    handler: valueRoute.PATCH,
    request: () => ({ method: 'PATCH', path: '/api/user/values/matrix%20secret', params: { key: 'matrix secret' }, body: { neverMcp: true } }),
    expected: signedIn(200),
    // A client a value is withheld from cannot lift that: the flags take a session.
    token: signedIn(403),
    tokenDeniedCode: 'PERMISSION_DENIED',
  },
  { route: 'GET /api/user/values/[key]', handler: valueRoute.GET, request: () => ({ path: '/api/user/values/name', params: { key: 'name' } }), expected: signedIn(200) },
  { route: 'DELETE /api/user/values/[key]', handler: valueRoute.DELETE, request: () => ({ method: 'DELETE', path: '/api/user/values/matrix%20old', params: { key: 'matrix old' } }), expected: signedIn(200) },
  { route: 'GET /api/user/profiles/active', handler: activeProfileRoute.GET, request: () => ({ path: '/api/user/profiles/active' }), expected: signedIn(200) },
  {
    route: 'PUT /api/user/profiles/active',
    handler: activeProfileRoute.PUT,
    request: () => ({ method: 'PUT', path: '/api/user/profiles/active', body: { profileId: null } }),
    expected: signedIn(200),
  },
  { route: 'GET /api/health', handler: healthRoute.GET, request: () => ({ path: '/api/health' }), expected: all(200) },
  { route: 'GET /api/health/live', handler: livenessRoute.GET as Handler, request: () => ({ path: '/api/health/live' }), expected: all(200) },
  {
    // The MCP server takes a personal API token only: a session, cookie or bearer, is a 401.
    route: 'POST /api/mcp',
    handler: mcpRoute.POST as Handler,
    request: () => ({ method: 'POST', path: '/api/mcp', headers: { accept: 'application/json, text/event-stream' }, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } }),
    expected: all(401),
    // Token only: the 401 names the header to use.
    unauthorizedMessage: API_TOKEN_TEXT.tokenRequired,
    token: { ...signedIn(200), free: 403 },
  },
  { route: 'GET /api/openapi.json', handler: openApiRoute.GET as Handler, request: () => ({ path: '/api/openapi.json' }), expected: all(200) },
  // better-auth's own endpoints: a session read answers everyone (null when signed out).
  { route: 'GET /api/auth/[...all]', handler: authRoute.GET, request: () => ({ path: '/api/auth/get-session' }), expected: all(200) },
  {
    route: 'POST /api/auth/[...all]',
    handler: authRoute.POST,
    request: () => ({ method: 'POST', path: '/api/auth/sign-in/email', body: { email: uniqueEmail('nobody'), password: 'wrong-password-1' } }),
    expected: all(401),
  },
  { route: 'GET /api/categories', handler: categoriesRoute.GET, request: () => ({ path: '/api/categories' }), expected: signedIn(200) },
  { route: 'POST /api/user/sync', handler: syncRoute.POST, request: () => ({ method: 'POST', path: '/api/user/sync' }), expected: signedIn(200) },
  { route: 'GET /api/user/subscription', handler: subscriptionRoute.GET, request: () => ({ path: '/api/user/subscription' }), expected: signedIn(200) },
  {
    // Only the lifetime persona holds a subscription of its own here; everyone else names one that is not theirs.
    route: 'POST /api/user/subscription/cancel',
    handler: cancelRoute.POST,
    request: () => ({ method: 'POST', path: '/api/user/subscription/cancel', body: { subscriptionId: 'sub_not_yours', subscriptionType: 'subscription' } }),
    expected: signedIn(403),
    deniedCode: 'PERMISSION_DENIED',
    // Deleting the account and managing the subscription take a session: never a personal token.
    token: signedIn(403),
    tokenDeniedCode: 'PERMISSION_DENIED',
  },
  {
    route: 'POST /api/user/subscription/resume',
    handler: resumeRoute.POST,
    request: () => ({ method: 'POST', path: '/api/user/subscription/resume' }),
    expected: signedIn(409),
    token: signedIn(403),
    tokenDeniedCode: 'PERMISSION_DENIED',
  },
  {
    // Paddle's customer portal: only the lifetime persona holds a Paddle id (a transaction) here, and
    // Paddle's API is not configured in this suite, which is the one 5xx the matrix expects.
    route: 'POST /api/user/billing-portal',
    handler: billingPortalRoute.POST,
    request: () => ({ method: 'POST', path: '/api/user/billing-portal' }),
    expected: { ...signedIn(409), lifetime: 503 },
    token: signedIn(403),
    tokenDeniedCode: 'PERMISSION_DENIED',
  },
  { route: 'GET /api/ai-prompt/usage', handler: aiUsageRoute.GET, request: () => ({ path: '/api/ai-prompt/usage' }), expected: signedIn(200) },
  {
    // No model is configured in this suite: everyone signed in hears so (tests/integration/ai.test.ts has the rights).
    route: 'POST /api/ai-prompt/generate',
    handler: aiGenerateRoute.POST,
    request: () => ({ method: 'POST', path: '/api/ai-prompt/generate', body: { mode: 'create-scratch', userInput: 'A welcome email' } }),
    expected: signedIn(503),
  },
  {
    // Running a built prompt needs pro access first; then, as above, no model here.
    route: 'POST /api/ai-prompt/run',
    handler: aiRunRoute.POST,
    request: () => ({ method: 'POST', path: '/api/ai-prompt/run', body: { prompt: 'Write a haiku about tests.' } }),
    expected: { ...signedIn(503), free: 403 },
    deniedCode: 'SUBSCRIPTION_ERROR',
  },
  { route: 'GET /api/user/parameters', handler: parametersRoute.GET, request: () => ({ path: '/api/user/parameters' }), expected: signedIn(200) },
  { route: 'POST /api/events/app', handler: appEventRoute.POST, request: () => ({ method: 'POST', path: '/api/events/app', body: { name: 'home_click' } }), expected: signedIn(200) },
  { route: 'GET /api/stats', handler: statsRoute.GET, request: () => ({ path: '/api/stats' }), expected: signedIn(200) },
  // Import and export: everyone signed in exports their own prompts; importing is creating.
  { route: 'GET /api/prompts/export', handler: promptExportRoute.GET, request: () => ({ path: '/api/prompts/export?format=markdown' }), expected: signedIn(200) },
  {
    route: 'POST /api/prompts/import',
    handler: promptImportRoute.POST,
    request: () => ({ method: 'POST', path: '/api/prompts/import?dryRun=true', body: matrixImport() }),
    expected: proFeature(200),
    deniedCode: 'SUBSCRIPTION_ERROR',
  },
  // Imports of any size: the file is the body (a dry run here); each person reads only their own imports.
  {
    route: 'POST /api/prompts/import/jobs',
    handler: importJobsRoute.POST,
    request: () => ({ method: 'POST', path: '/api/prompts/import/jobs?dryRun=true&filename=matrix.json', body: matrixImport().content }),
    expected: proFeature(200),
    deniedCode: 'SUBSCRIPTION_ERROR',
  },
  { route: 'GET /api/prompts/import/jobs', handler: importJobsRoute.GET, request: () => ({ path: '/api/prompts/import/jobs' }), expected: signedIn(200) },
  {
    route: 'GET /api/prompts/import/jobs/[id]',
    handler: importJobRoute.GET,
    request: async () => {
      const job = await insertImportJob({ userId: sessions.author.userId, filename: 'matrix.json', onError: 'stop', fileBytes: 1, idempotencyKey: null });
      return { path: `/api/prompts/import/jobs/${job.id}`, params: { id: job.id } };
    },
    expected: ownerOnly(200, 404, 404),
  },
  { route: 'GET /api/user/export', handler: exportRoute.GET, request: () => ({ path: '/api/user/export' }), expected: signedIn(200) },
  {
    // Deletion needs the account's own email typed out: a wrong one deletes nothing, for everyone.
    route: 'DELETE /api/user',
    handler: userRoute.DELETE,
    request: () => ({ method: 'DELETE', path: '/api/user', body: { confirmEmail: 'someone-else@example.com' } }),
    expected: signedIn(400),
    token: signedIn(403),
    tokenDeniedCode: 'PERMISSION_DENIED',
  },
  {
    route: 'PUT /api/user/parameters',
    handler: parametersRoute.PUT,
    request: () => ({ method: 'PUT', path: '/api/user/parameters', body: { parameters: { name: { value: 'Ada', aliases: [], isCore: true } } } }),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/user-categories',
    handler: userCategoriesRoute.GET,
    request: () => ({ path: '/api/user-categories' }),
    expected: proFeature(200),
    deniedCode: 'PREMIUM_FEATURE_REQUIRED',
  },
  {
    route: 'POST /api/user-categories',
    handler: userCategoriesRoute.POST,
    request: () => ({ method: 'POST', path: '/api/user-categories', body: { name: `Mine ${Math.random().toString(36).slice(2, 8)}` } }),
    expected: proFeature(201),
    deniedCode: 'PREMIUM_FEATURE_REQUIRED',
  },
  {
    // Bulk delete of the author's category: everyone else is told it is not theirs.
    route: 'DELETE /api/user-categories',
    handler: userCategoriesRoute.DELETE,
    request: async () => ({ method: 'DELETE', path: '/api/user-categories', body: { ids: [await authorsCategory()] } }),
    expected: { ...proFeature(404), author: 200 },
    deniedCode: 'PREMIUM_FEATURE_REQUIRED',
  },
  {
    // Another person's category is not found, for admins too: custom categories are private.
    route: 'PUT /api/user-categories/[id]',
    handler: userCategoryRoute.PUT,
    request: async () => ({ method: 'PUT', path: '/api/user-categories/x', params: { id: await authorsCategory() }, body: { name: `Renamed ${Math.random()}` } }),
    expected: { ...ownerOnly(200, 404, 404), free: 403 },
    deniedCode: 'PREMIUM_FEATURE_REQUIRED',
  },
  {
    route: 'DELETE /api/user-categories/[id]',
    handler: userCategoryRoute.DELETE,
    request: async () => ({ method: 'DELETE', path: '/api/user-categories/x', params: { id: await authorsCategory() } }),
    expected: { ...ownerOnly(200, 404, 404), free: 403 },
    deniedCode: 'PREMIUM_FEATURE_REQUIRED',
  },
  {
    // Reordering someone else's category ids is a bad request: they are not in the caller's list.
    route: 'POST /api/user-categories/reorder',
    handler: reorderRoute.POST,
    request: async () => ({ method: 'POST', path: '/api/user-categories/reorder', body: [{ id: await authorsCategory(), order: 1 }] }),
    expected: { ...ownerOnly(200, 400, 400), free: 403 },
    deniedCode: 'PREMIUM_FEATURE_REQUIRED',
  },
  { route: 'GET /api/prompts', handler: promptsRoute.GET, request: () => ({ path: '/api/prompts' }), expected: signedIn(200) },
  {
    route: 'POST /api/prompts',
    handler: promptsRoute.POST,
    request: () => ({
      method: 'POST',
      path: '/api/prompts',
      body: { title: 'Matrix Prompt', description: 'Created by the authorization matrix.', content: 'Hi !<Name>!', category: systemCategoryId },
    }),
    expected: proFeature(201),
    deniedCode: 'SUBSCRIPTION_ERROR',
  },
  {
    route: 'GET /api/prompts/[id]',
    handler: promptRoute.GET,
    request: () => ({ path: '/api/prompts/x', params: { id: proPromptId } }),
    expected: proFeature(200),
    deniedCode: 'PRO_CONTENT',
  },
  {
    // A private prompt is invisible to everyone but its author and admins.
    route: 'GET /api/prompts/[id] (private)',
    handler: promptRoute.GET,
    request: async () => ({ path: '/api/prompts/x', params: { id: (await authorsPrompt()).id } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'PUT /api/prompts/[id]',
    handler: promptRoute.PUT,
    request: async () => ({
      method: 'PUT',
      path: '/api/prompts/x',
      params: { id: (await authorsPrompt()).id },
      body: { title: 'Changed Title', description: 'Changed by the authorization matrix.', content: 'Hi !<Name>!', category: systemCategoryId },
    }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /api/prompts/[id]',
    handler: promptRoute.DELETE,
    request: async () => ({ method: 'DELETE', path: '/api/prompts/x', params: { id: (await authorsPrompt()).id } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/prompts/[id]/clone',
    handler: cloneRoute.POST,
    request: () => ({ method: 'POST', path: '/api/prompts/x/clone', params: { id: freePromptId }, body: { newTitle: 'Matrix Clone' } }),
    expected: proFeature(201),
    deniedCode: 'SUBSCRIPTION_ERROR',
  },
  {
    route: 'GET /api/prompts/[id]/versions',
    handler: versionsRoute.GET,
    request: async () => ({ path: '/api/prompts/x/versions', params: { id: (await authorsPrompt()).id } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/prompts/[id]/versions/[versionId]/restore',
    handler: restoreRoute.POST,
    request: async () => {
      const { id, versionId } = await authorsPrompt();
      return { method: 'POST', path: '/api/prompts/x/versions/y/restore', params: { id, versionId } };
    },
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/events/track',
    handler: trackRoute.POST,
    request: () => ({ method: 'POST', path: '/api/events/track', body: { eventType: 'view', promptId: freePromptId } }),
    expected: signedIn(200),
  },
  ...(
    [
      ['GET /api/admin/analytics/summary', adminSummaryRoute.GET],
      ['GET /api/admin/analytics/timeseries', adminTimeseriesRoute.GET],
      ['GET /api/admin/analytics/categories', adminCategoriesRoute.GET],
      ['GET /api/admin/analytics/events', adminEventsRoute.GET],
      ['GET /api/admin/analytics/users-activity', adminUsersActivityRoute.GET],
      ['GET /api/admin/today', adminTodayRoute.GET],
      ['GET /api/admin/users', adminUsersRoute.GET],
      ['GET /api/prompts/grid', promptGridRoute.GET],
    ] as const
  ).map(([route, handler]): Case => ({
    route,
    handler,
    request: () => ({ path: `${route.slice(4)}?${route.includes('analytics') ? 'period=7days' : 'page=1'}` }),
    expected: { ...signedIn(403), admin: 200 },
    deniedCode: 'PERMISSION_DENIED',
  })),
  {
    route: 'GET /api/admin/users/[id]/audit',
    handler: adminUserAuditRoute.GET,
    request: () => ({ path: '/api/admin/users/x/audit', params: { id: sessions.free.userId } }),
    expected: { ...signedIn(403), admin: 200 },
    deniedCode: 'PERMISSION_DENIED',
  },
  {
    // The grid's inline edit: admins only, on any prompt.
    route: 'PATCH /api/prompts/[id]',
    handler: promptRoute.PATCH,
    request: async () => ({ method: 'PATCH', path: '/api/prompts/x', params: { id: (await authorsPrompt()).id }, body: { approved: true } }),
    expected: { ...signedIn(403), admin: 200 },
    deniedCode: 'PERMISSION_DENIED',
  },
  // The webhook monitoring page's routes: admins only.
  ...(
    [
      ['GET /api/webhooks/metrics', webhookMetricsRoute.GET, '/api/webhooks/metrics?timeRange=7d'],
      ['GET /api/webhooks/failed', webhookFailedRoute.GET, '/api/webhooks/failed'],
      ['GET /api/webhooks/events', webhookEventsRoute.GET, '/api/webhooks/events?page=1'],
      ['GET /api/webhooks/flagged-purchases', webhookFlaggedRoute.GET, '/api/webhooks/flagged-purchases'],
    ] as const
  ).map(([route, handler, path]): Case => ({ route, handler, request: () => ({ path }), expected: { ...signedIn(403), admin: 200 }, deniedCode: 'PERMISSION_DENIED' })),
  {
    route: 'GET /api/webhooks/events/[id]',
    handler: webhookEventRoute.GET,
    request: async () => ({ path: '/api/webhooks/events/x', params: { id: await matrixWebhookEvent() } }),
    expected: { ...signedIn(403), admin: 200 },
    deniedCode: 'PERMISSION_DENIED',
  },
  {
    // A fresh pending event of a type we do not handle: the admin's retry handles it (processed).
    route: 'POST /api/webhooks/recover/[id]',
    handler: webhookRecoverRoute.POST,
    request: async () => ({ method: 'POST', path: '/api/webhooks/recover/x', params: { id: await matrixWebhookEvent() } }),
    expected: { ...signedIn(403), admin: 200 },
    deniedCode: 'PERMISSION_DENIED',
  },
  {
    // A plan that does not exist: the row checks who may reach the checkout, not a purchase.
    route: 'POST /api/checkout/local',
    handler: localCheckoutRoute.POST,
    request: () => ({ method: 'POST', path: '/api/checkout/local', body: { plan: 'platinum' } }),
    expected: signedIn(400),
  },
  {
    // Reserves a lifetime spot (local checkout here); whoever already holds lifetime is refused.
    route: 'POST /api/checkout/lifetime',
    handler: lifetimeCheckoutRoute.POST,
    request: () => ({ method: 'POST', path: '/api/checkout/lifetime' }),
    expected: { ...signedIn(200), lifetime: 409 },
  },
  {
    route: 'GET /api/checkout/verify/[checkoutId]',
    handler: verifyRoute.GET,
    request: () => ({ path: '/api/checkout/verify/x', params: { checkoutId: 'sub_someone_elses' } }),
    expected: signedIn(200),
  },
  {
    // Signed by Paddle, not by a session: an unsigned call is refused whoever sends it.
    route: 'POST /api/webhooks/paddle',
    handler: paddleWebhookRoute.POST,
    request: () => ({ method: 'POST', path: '/api/webhooks/paddle', body: { event_id: 'evt_forged', event_type: 'subscription.activated', data: {} } }),
    expected: all(401),
  },
  {
    route: 'POST /api/webhooks/clerk',
    handler: clerkWebhookRoute.POST,
    request: () => ({ method: 'POST', path: '/api/webhooks/clerk', body: { type: 'user.created', data: {} } }),
    expected: all(401),
  },
];

type Via = 'cookie' | 'bearer' | 'token';
const headersFor = (who: Who, via: Via) =>
  who === 'visitor' ? {} : via === 'cookie' ? asCookie(sessions[who]) : via === 'bearer' ? asBearer(sessions[who]) : { authorization: `Bearer ${apiTokens[who]}` };

// Routes whose callers are not judged by lib/http.ts (better-auth's own, signed webhooks): a personal token is just an unknown credential there.
const NOT_OURS = new Set(['GET /api/auth/[...all]', 'POST /api/auth/[...all]', 'POST /api/webhooks/paddle', 'POST /api/webhooks/clerk']);

/** What a row answers with each credential: a personal token as the session, but the free persona's is refused where a viewer is needed. */
function expectedWith(c: Case, via: Via): Record<Who, number> {
  if (via !== 'token') return c.expected;
  const free = c.expected.visitor === 401 && !NOT_OURS.has(c.route) ? 403 : c.expected.visitor;
  return { ...c.expected, ...c.token, free };
}

describe.each(cases)('$route', (c) => {
  it.each(['cookie', 'bearer', 'token'] as const)('answers each persona its status (%s)', async (via) => {
    const expected = expectedWith(c, via);
    const got: Partial<Record<Who, number>> = {};
    for (const who of everyone) {
      const req = await c.request();
      const { status, body } = await call(c.handler, { ...req, headers: { ...req.headers, ...headersFor(who, via) } });
      got[who] = status;
      if (status === 401 && expected[who] === 401 && !c.route.includes('/auth/') && !c.route.includes('/webhooks/')) {
        expect(body).toEqual({ error: c.unauthorizedMessage ?? 'Authentication required', code: 'UNAUTHORIZED', status: 401 });
      }
      if (status === 403 && via === 'token' && who === 'free') {
        expect(body, who).toEqual({ error: API_TOKEN_TEXT.tokenNeedsPro, code: 'PREMIUM_FEATURE_REQUIRED', status: 403 });
      } else if (status === 403 && via === 'token' && c.tokenDeniedCode) {
        expect(body.code, who).toBe(c.tokenDeniedCode);
      } else if (status === 403 && c.deniedCode) expect(body.code, who).toBe(c.deniedCode);
      if (expected[who] < 500) expect(status, who).toBeLessThan(500);
    }
    expect(got).toEqual(expected);
  });
});

describe('the matrix is complete', () => {
  it('every route handler under app/api has a row', async () => {
    const root = path.join(process.cwd(), 'app', 'api');
    const routeFiles: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === 'route.ts') routeFiles.push(full);
      }
    };
    walk(root);
    const covered = new Set(cases.map((c) => c.route.replace(/ \(.*\)$/, '')));
    const missing: string[] = [];
    for (const file of routeFiles) {
      const routePath = `/api/${path.relative(root, path.dirname(file)).split(path.sep).join('/')}`;
      const source = fs.readFileSync(file, 'utf8');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const exported = new RegExp(`export (const|async function|function) (\\{[^}]*\\b${method}\\b[^}]*\\}|${method}\\b)`).test(source);
        if (exported && !covered.has(`${method} ${routePath}`)) missing.push(`${method} ${routePath}`);
      }
    }
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});

// The same matrix for the server actions the screens write through (actions/*.ts): every action ×
// every persona → the status of its Result (200 for a success). The viewer comes from the persona's
// cookie as in a real request; Next's Origin check is tested in e2e/security.spec.ts. An action
// that exists without a row fails the last test.
type ActionCase = {
  action: ServerAction<never, unknown>;
  input: () => Promise<unknown> | unknown;
  expected: Record<Who, number>;
  deniedCode?: string;
};
const ok200 = (expected: Record<Who, number>) => Object.fromEntries(Object.entries(expected).map(([w, s]) => [w, s === 201 ? 200 : s])) as Record<Who, number>;
const matrixImport = () => ({ filename: 'matrix.json', content: JSON.stringify([{ name: 'matrix-prompt', type: 'text', prompt: 'Write to {{name}} about {{topic}}.' }]) });
const matrixPrompt = () => ({ title: 'Matrix Prompt', description: 'Created by the authorization matrix.', content: 'Hi !<Name>!', category: systemCategoryId });

const actionCases: ActionCase[] = [
  { action: apiTokenActions.createApiTokenAction, input: () => ({ name: 'Matrix script' }), expected: ok200(proFeature(201)), deniedCode: 'PREMIUM_FEATURE_REQUIRED' },
  { action: apiTokenActions.revokeApiTokenAction, input: async () => ({ id: await authorsToken() }), expected: ownerOnly(200, 404, 404) },
  { action: promptActions.createPromptAction, input: matrixPrompt, expected: ok200(proFeature(201)), deniedCode: 'SUBSCRIPTION_ERROR' },
  { action: promptActions.updatePromptAction, input: async () => ({ id: (await authorsPrompt()).id, prompt: matrixPrompt() }), expected: ownerOnly(200, 404) },
  { action: promptActions.deletePromptAction, input: async () => ({ id: (await authorsPrompt()).id }), expected: ownerOnly(200, 404) },
  { action: promptActions.clonePromptAction, input: () => ({ id: freePromptId, newTitle: 'Matrix Clone' }), expected: ok200(proFeature(201)), deniedCode: 'SUBSCRIPTION_ERROR' },
  { action: promptActions.restoreVersionAction, input: () => authorsPrompt(), expected: ownerOnly(200, 404) },
  { action: categoryActions.createCategoryAction, input: () => ({ name: `Mine ${Math.random().toString(36).slice(2, 8)}` }), expected: ok200(proFeature(201)), deniedCode: 'PREMIUM_FEATURE_REQUIRED' },
  { action: categoryActions.renameCategoryAction, input: async () => ({ id: await authorsCategory(), name: `Renamed ${Math.random()}` }), expected: { ...ownerOnly(200, 404, 404), free: 403 }, deniedCode: 'PREMIUM_FEATURE_REQUIRED' },
  { action: categoryActions.deleteCategoryAction, input: async () => ({ id: await authorsCategory() }), expected: { ...ownerOnly(200, 404, 404), free: 403 }, deniedCode: 'PREMIUM_FEATURE_REQUIRED' },
  { action: categoryActions.reorderCategoriesAction, input: async () => [{ id: await authorsCategory(), order: 1 }], expected: { ...ownerOnly(200, 400, 400), free: 403 }, deniedCode: 'PREMIUM_FEATURE_REQUIRED' },
  { action: categoryActions.deleteCategoriesAction, input: async () => ({ ids: [await authorsCategory()] }), expected: { ...proFeature(404), author: 200 }, deniedCode: 'PREMIUM_FEATURE_REQUIRED' },
  { action: billingActions.cancelSubscriptionAction, input: () => ({ subscriptionId: 'sub_not_yours', subscriptionType: 'subscription' }), expected: signedIn(403), deniedCode: 'PERMISSION_DENIED' },
  { action: billingActions.resumeSubscriptionAction, input: () => ({}), expected: signedIn(409) },
  { action: billingActions.openBillingPortalAction, input: () => ({}), expected: { ...signedIn(409), lifetime: 503 } },
  { action: billingActions.startLifetimeCheckoutAction, input: () => ({}), expected: { ...signedIn(200), lifetime: 409 } },
  { action: billingActions.payLocalCheckoutAction, input: () => ({ plan: 'platinum' }), expected: signedIn(400) },
  { action: onboardingActions.startOnboardingAction, input: () => undefined, expected: signedIn(200) },
  { action: onboardingActions.chooseOnboardingRoleAction, input: () => ({ role: 'developer' }), expected: signedIn(200) },
  { action: onboardingActions.reachOnboardingStepAction, input: () => ({ step: 3 }), expected: signedIn(200) },
  { action: onboardingActions.completeOnboardingAction, input: () => undefined, expected: signedIn(200) },
  { action: onboardingActions.recordHomeVisitAction, input: () => undefined, expected: signedIn(200) },
  // A wrong email deletes nothing, for everyone (the route's row says the same).
  { action: adminActions.moderatePromptAction, input: async () => ({ id: (await authorsPrompt()).id, accessLevel: 'pro' }), expected: { ...signedIn(403), admin: 200 }, deniedCode: 'PERMISSION_DENIED' },
  { action: adminActions.setUserRoleAction, input: async () => ({ userId: (await signUp()).userId, role: 'admin' }), expected: { ...signedIn(403), admin: 200 }, deniedCode: 'PERMISSION_DENIED' },
  // A fresh pending event of a type we do not handle: the admin's retry handles it (the route's row says the same).
  { action: adminActions.recoverWebhookAction, input: async () => ({ id: await matrixWebhookEvent() }), expected: { ...signedIn(403), admin: 200 }, deniedCode: 'PERMISSION_DENIED' },
  { action: adminActions.extendTrialAction, input: async () => ({ userId: (await signUp()).userId, days: 1 }), expected: { ...signedIn(403), admin: 200 }, deniedCode: 'PERMISSION_DENIED' },
  { action: accountActions.deleteAccountAction, input: () => ({ confirmEmail: 'someone-else@example.com' }), expected: signedIn(400) },
  { action: eventActions.trackEventAction, input: () => ({ eventType: 'view', promptId: freePromptId }), expected: signedIn(200) },
  // A person's own favourites and uses; anyone signed in, on a prompt they may see.
  { action: promptMarkActions.setFavouriteAction, input: () => ({ promptId: freePromptId, favourite: true }), expected: signedIn(200) },
  { action: promptMarkActions.recordPromptUseAction, input: () => ({ promptId: freePromptId }), expected: signedIn(200) },
  { action: eventActions.trackAppEventAction, input: () => ({ name: 'home_click' }), expected: signedIn(200) },
  { action: apiTokenActions.updateApiTokenAction, input: async () => ({ id: await authorsToken(), profileId: await authorsProfile() }), expected: ownerOnly(200, 404, 404) },
  { action: profileActions.createProfileAction, input: () => ({ name: `Matrix ${Math.random().toString(36).slice(2, 10)}` }), expected: signedIn(200) },
  { action: profileActions.updateProfileAction, input: async () => ({ id: await authorsProfile(), name: 'Matrix profile' }), expected: ownerOnly(200, 404, 404) },
  { action: profileActions.deleteProfileAction, input: async () => ({ id: await authorsProfile(true) }), expected: ownerOnly(200, 404, 404) },
  { action: profileActions.rememberValuesAction, input: () => ({ profileId: null, values: { 'matrix topic': 'rights' } }), expected: signedIn(200) },
  { action: profileActions.setActiveProfileAction, input: () => ({ profileId: null }), expected: signedIn(200) },
  { action: trailActions.setKeepDaysAction, input: () => ({ keepDays: 90 }), expected: signedIn(200) },
  { action: trailActions.setValueFlagsAction, input: () => ({ key: 'matrix secret', neverExtension: true }), expected: signedIn(200) },
  { action: trailActions.forgetValueAction, input: () => ({ key: 'matrix old' }), expected: signedIn(200) },
  { action: parameterActions.saveParametersAction, input: () => ({ parameters: { name: { value: 'Ada', aliases: [], isCore: true } } }), expected: signedIn(200) },
];

describe.each(actionCases.map((c) => ({ ...c, name: definitionOf(c.action).name })))('action $name', (c) => {
  it('answers each persona its status', async () => {
    const got: Partial<Record<Who, number>> = {};
    for (const who of everyone) {
      const viewer = () => (who === 'visitor' ? Promise.resolve(null) : viewerFromHeaders(new Headers(asCookie(sessions[who]))));
      const result = await runAction(definitionOf(c.action), viewer, (await c.input()) as never);
      got[who] = result.ok ? 200 : result.status;
      if (!result.ok && result.status === 403 && c.deniedCode) expect(result.code, who).toBe(c.deniedCode);
      if (!result.ok && result.status === 401) expect(result).toMatchObject({ error: 'Authentication required', code: 'UNAUTHORIZED' });
    }
    expect(got).toEqual(c.expected);
  });
});

describe('the action matrix is complete', () => {
  it('every server action in actions/ has a row', async () => {
    const dir = path.join(process.cwd(), 'actions');
    const covered = new Set(actionCases.map((c) => definitionOf(c.action).name));
    const missing: string[] = [];
    let count = 0;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(mod)) {
        if (typeof value !== 'function') continue;
        let name: string;
        try {
          name = definitionOf(value as ServerAction<never, unknown>).name;
        } catch {
          missing.push(`${file}: ${exported} is not made by defineAction`);
          continue;
        }
        count++;
        if (!covered.has(name)) missing.push(`${file}: ${exported} (${name})`);
      }
    }
    expect(count).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});

describe('pro content protection', () => {
  it('a free user whose trial ended gets 403 and no content for a pro prompt', async () => {
    const { status, body } = await call(promptRoute.GET, { path: '/api/prompts/x', params: { id: proPromptId }, headers: asCookie(sessions.free) });
    expect(status).toBe(403);
    expect(body).not.toHaveProperty('content');
    expect(JSON.stringify(body)).not.toContain('Role:');
  });

  it('the list shows a free user only the card preview of pro prompts, marked locked', async () => {
    const { body } = await call(promptsRoute.GET, { path: '/api/prompts?showOnlyProPrompts=true', headers: asCookie(sessions.free) });
    expect(body.prompts.length).toBeGreaterThan(0);
    for (const p of body.prompts) {
      expect(p.locked).toBe(true);
      expect(p.content.length).toBeLessThanOrEqual(150);
    }
  });
});

describe('the error shape', () => {
  it('a malformed query is a 400 with field messages', async () => {
    const { status, body } = await call(promptsRoute.GET, { path: '/api/prompts?page=abc', headers: asCookie(sessions.pro) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, fields: { page: 'page must be a number' } });
  });

  it('a malformed or unknown prompt id is a 404, never a crash', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "'; drop table prompts; --"]) {
      const { status, body } = await call(promptRoute.GET, { path: '/api/prompts/x', params: { id }, headers: asCookie(sessions.pro) });
      expect(status).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
    }
  });
});
