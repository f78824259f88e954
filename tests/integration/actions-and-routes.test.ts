import { beforeAll, describe, expect, it } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as cloneRoute from '@/app/api/prompts/[id]/clone/route';
import * as restoreRoute from '@/app/api/prompts/[id]/versions/[versionId]/restore/route';
import * as categoriesRoute from '@/app/api/user-categories/route';
import * as categoryRoute from '@/app/api/user-categories/[id]/route';
import * as reorderRoute from '@/app/api/user-categories/reorder/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as cancelRoute from '@/app/api/user/subscription/cancel/route';
import * as resumeRoute from '@/app/api/user/subscription/resume/route';
import * as trackRoute from '@/app/api/events/track/route';
import * as appEventRoute from '@/app/api/events/app/route';
import * as apiTokensRoute from '@/app/api/user/tokens/route';
import * as apiTokenRoute from '@/app/api/user/tokens/[id]/route';
import * as recoverRoute from '@/app/api/webhooks/recover/[id]/route';
import { recoverWebhookAction } from '@/actions/admin';
import { createApiTokenAction, revokeApiTokenAction } from '@/actions/api-tokens';
import { clonePromptAction, createPromptAction, deletePromptAction, restoreVersionAction, updatePromptAction } from '@/actions/prompts';
import { createCategoryAction, deleteCategoriesAction, deleteCategoryAction, renameCategoryAction, reorderCategoriesAction } from '@/actions/categories';
import { saveParametersAction } from '@/actions/parameters';
import { cancelSubscriptionAction, resumeSubscriptionAction } from '@/actions/billing';
import { trackAppEventAction, trackEventAction } from '@/actions/events';
import { definitionOf, runAction, type ServerAction } from '@/lib/action';
import { viewerFromHeaders } from '@/lib/services/viewer';
import type { Result } from '@/lib/errors';
import { getDb } from '@/lib/db';
import { seedLibrary } from '@/lib/seed';
import { listCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { prompts } from '@/models/schema';
import { eq } from 'drizzle-orm';
import { asCookie, call, persona, type Session } from '../factories';

// The screens write through server actions, external clients through /api. Both call the
// same service with the same schema, so each case below must get the same answer both ways: the
// same status, code, message and field errors, or the same kind of success.

type Route = Parameters<typeof call>[0];
type Case = {
  name: string;
  who: () => Session | null;
  action: ServerAction<never, unknown>;
  input: () => unknown;
  route: Route;
  method: string;
  params?: () => Record<string, string>;
  body?: () => unknown;
  /** What both answers must say. */
  expect: { status: number; code?: string };
};

let trial: Session, free: Session, other: Session, admin: Session;
let marketingId = '';
let othersPromptId = '';
let ownPromptId = '';
let libraryPromptId = '';
let ownCategoryId = '';
let usedCategoryId = '';
const missing = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  await seedLibrary(await getDb());
  [trial, free, other, admin] = await Promise.all([persona('trial'), persona('free'), persona('trial'), persona('admin')]);
  marketingId = (await listCategories()).find((c) => c.name === 'Marketing')!.id;
  othersPromptId = (await insertPrompt({ title: 'Not Yours', description: 'Someone else wrote this.', content: 'Hello !<Name>!.', authorId: other.userId, categoryId: marketingId })).id;
  ownPromptId = (await insertPrompt({ title: 'Mine', description: 'The trial user wrote this.', content: 'Hello !<Name>!.', authorId: trial.userId, categoryId: marketingId })).id;
  const library = await call(promptsRoute.GET, { path: '/api/prompts?hideProPrompts=true', headers: asCookie(free) });
  libraryPromptId = library.body.prompts[0]._id;
  const category = await call(categoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asCookie(trial), body: { name: 'Existing' } });
  ownCategoryId = category.body._id;
  const used = await call(categoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asCookie(trial), body: { name: 'In Use' } });
  usedCategoryId = used.body._id;
  await insertPrompt({ title: 'Filed', description: 'Filed under a custom category.', content: 'Text.', authorId: trial.userId, userCategoryId: usedCategoryId });
});

const validPrompt = () => ({ title: 'Launch Brief', description: 'A brief for a product launch.', content: 'Write a launch brief for !<Product>!.', category: marketingId, viewable: 'private' as const });

const cases: Case[] = [
  // Prompts
  { name: 'create, signed out', who: () => null, action: createPromptAction, input: validPrompt, route: promptsRoute.POST, method: 'POST', body: validPrompt, expect: { status: 401, code: 'UNAUTHORIZED' } },
  { name: 'create, empty form', who: () => trial, action: createPromptAction, input: () => ({}), route: promptsRoute.POST, method: 'POST', body: () => ({}), expect: { status: 400, code: 'VALIDATION_ERROR' } },
  { name: 'create, free user', who: () => free, action: createPromptAction, input: validPrompt, route: promptsRoute.POST, method: 'POST', body: validPrompt, expect: { status: 403 } },
  { name: 'create, trial user', who: () => trial, action: createPromptAction, input: validPrompt, route: promptsRoute.POST, method: 'POST', body: validPrompt, expect: { status: 201 } },
  { name: "update someone else's private prompt", who: () => trial, action: updatePromptAction, input: () => ({ id: othersPromptId, prompt: validPrompt() }), route: promptRoute.PUT, method: 'PUT', params: () => ({ id: othersPromptId }), body: validPrompt, expect: { status: 404 } },
  { name: 'update a library prompt', who: () => trial, action: updatePromptAction, input: () => ({ id: libraryPromptId, prompt: validPrompt() }), route: promptRoute.PUT, method: 'PUT', params: () => ({ id: libraryPromptId }), body: validPrompt, expect: { status: 403 } },
  { name: 'update a missing prompt', who: () => trial, action: updatePromptAction, input: () => ({ id: missing, prompt: validPrompt() }), route: promptRoute.PUT, method: 'PUT', params: () => ({ id: missing }), body: validPrompt, expect: { status: 404, code: 'NOT_FOUND' } },
  { name: 'update with a bad id', who: () => trial, action: updatePromptAction, input: () => ({ id: 'not-an-id', prompt: validPrompt() }), route: promptRoute.PUT, method: 'PUT', params: () => ({ id: 'not-an-id' }), body: validPrompt, expect: { status: 404 } },
  { name: 'update with a title too long', who: () => trial, action: updatePromptAction, input: () => ({ id: ownPromptId, prompt: { ...validPrompt(), title: 'x'.repeat(101) } }), route: promptRoute.PUT, method: 'PUT', params: () => ({ id: ownPromptId }), body: () => ({ ...validPrompt(), title: 'x'.repeat(101) }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
  { name: "delete someone else's private prompt", who: () => trial, action: deletePromptAction, input: () => ({ id: othersPromptId }), route: promptRoute.DELETE, method: 'DELETE', params: () => ({ id: othersPromptId }), expect: { status: 404 } },
  { name: 'delete a library prompt', who: () => trial, action: deletePromptAction, input: () => ({ id: libraryPromptId }), route: promptRoute.DELETE, method: 'DELETE', params: () => ({ id: libraryPromptId }), expect: { status: 403 } },
  { name: 'delete a missing prompt', who: () => trial, action: deletePromptAction, input: () => ({ id: missing }), route: promptRoute.DELETE, method: 'DELETE', params: () => ({ id: missing }), expect: { status: 404 } },
  { name: 'clone, free user', who: () => free, action: clonePromptAction, input: () => ({ id: libraryPromptId, newTitle: 'Copy' }), route: cloneRoute.POST, method: 'POST', params: () => ({ id: libraryPromptId }), body: () => ({ newTitle: 'Copy' }), expect: { status: 403 } },
  { name: 'clone with an empty title', who: () => trial, action: clonePromptAction, input: () => ({ id: ownPromptId, newTitle: '  ' }), route: cloneRoute.POST, method: 'POST', params: () => ({ id: ownPromptId }), body: () => ({ newTitle: '  ' }), expect: { status: 400 } },
  { name: 'restore a missing version', who: () => trial, action: restoreVersionAction, input: () => ({ id: ownPromptId, versionId: missing }), route: restoreRoute.POST, method: 'POST', params: () => ({ id: ownPromptId, versionId: missing }), expect: { status: 404 } },
  // Custom categories
  { name: 'create a category, free user', who: () => free, action: createCategoryAction, input: () => ({ name: 'Ideas' }), route: categoriesRoute.POST, method: 'POST', body: () => ({ name: 'Ideas' }), expect: { status: 403, code: 'PREMIUM_FEATURE_REQUIRED' } },
  { name: 'create a category with a taken name', who: () => trial, action: createCategoryAction, input: () => ({ name: 'existing' }), route: categoriesRoute.POST, method: 'POST', body: () => ({ name: 'existing' }), expect: { status: 409, code: 'DUPLICATE_NAME' } },
  { name: 'create a category with a one-letter name', who: () => trial, action: createCategoryAction, input: () => ({ name: 'x' }), route: categoriesRoute.POST, method: 'POST', body: () => ({ name: 'x' }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
  { name: "rename someone else's category", who: () => other, action: renameCategoryAction, input: () => ({ id: ownCategoryId, name: 'Taken Over' }), route: categoryRoute.PUT, method: 'PUT', params: () => ({ id: ownCategoryId }), body: () => ({ name: 'Taken Over' }), expect: { status: 404 } },
  { name: 'delete a category that holds prompts', who: () => trial, action: deleteCategoryAction, input: () => ({ id: usedCategoryId }), route: categoryRoute.DELETE, method: 'DELETE', params: () => ({ id: usedCategoryId }), expect: { status: 409, code: 'CATEGORY_HAS_PROMPTS' } },
  { name: 'reorder with an unknown category', who: () => trial, action: reorderCategoriesAction, input: () => [{ id: missing, order: 1 }], route: reorderRoute.POST, method: 'POST', body: () => [{ id: missing, order: 1 }], expect: { status: 400 } },
  // Parameters, billing, events
  { name: 'save parameters that are not a memory', who: () => trial, action: saveParametersAction, input: () => ({ parameters: 'nope' }), route: parametersRoute.PUT, method: 'PUT', body: () => ({ parameters: 'nope' }), expect: { status: 400 } },
  { name: "cancel a subscription that isn't yours", who: () => trial, action: cancelSubscriptionAction, input: () => ({ subscriptionId: 'sub_other', subscriptionType: 'subscription' }), route: cancelRoute.POST, method: 'POST', body: () => ({ subscriptionId: 'sub_other', subscriptionType: 'subscription' }), expect: { status: 403 } },
  { name: 'resume with nothing scheduled', who: () => trial, action: resumeSubscriptionAction, input: () => ({}), route: resumeRoute.POST, method: 'POST', body: () => ({}), expect: { status: 409, code: 'CONFLICT' } },
  { name: 'track a missing prompt', who: () => trial, action: trackEventAction, input: () => ({ eventType: 'generate', promptId: missing }), route: trackRoute.POST, method: 'POST', body: () => ({ eventType: 'generate', promptId: missing }), expect: { status: 404, code: 'NOT_FOUND' } },
  { name: 'an analytics event the browser may not send', who: () => trial, action: trackAppEventAction, input: () => ({ name: 'onboarding_completed' }), route: appEventRoute.POST, method: 'POST', body: () => ({ name: 'onboarding_completed' }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
  { name: 'an analytics event, signed out', who: () => null, action: trackAppEventAction, input: () => ({ name: 'home_click' }), route: appEventRoute.POST, method: 'POST', body: () => ({ name: 'home_click' }), expect: { status: 401, code: 'UNAUTHORIZED' } },
  // Personal API tokens
  { name: 'create an API token, free user', who: () => free, action: createApiTokenAction, input: () => ({ name: 'Script' }), route: apiTokensRoute.POST, method: 'POST', body: () => ({ name: 'Script' }), expect: { status: 403, code: 'PREMIUM_FEATURE_REQUIRED' } },
  { name: 'create an API token with an empty name', who: () => trial, action: createApiTokenAction, input: () => ({ name: ' ' }), route: apiTokensRoute.POST, method: 'POST', body: () => ({ name: ' ' }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
  { name: 'create an API token, trial user', who: () => trial, action: createApiTokenAction, input: () => ({ name: 'Script' }), route: apiTokensRoute.POST, method: 'POST', body: () => ({ name: 'Script' }), expect: { status: 201 } },
  { name: 'revoke a missing API token', who: () => trial, action: revokeApiTokenAction, input: () => ({ id: missing }), route: apiTokenRoute.DELETE, method: 'DELETE', params: () => ({ id: missing }), expect: { status: 404, code: 'NOT_FOUND' } },
  { name: 'revoke an API token with a bad id', who: () => trial, action: revokeApiTokenAction, input: () => ({ id: 'not-an-id' }), route: apiTokenRoute.DELETE, method: 'DELETE', params: () => ({ id: 'not-an-id' }), expect: { status: 404, code: 'NOT_FOUND' } },
  // The webhook dashboard's Retry
  { name: 'retry a webhook, not an admin', who: () => trial, action: recoverWebhookAction, input: () => ({ id: missing }), route: recoverRoute.POST, method: 'POST', params: () => ({ id: missing }), expect: { status: 403, code: 'PERMISSION_DENIED' } },
  { name: 'retry a missing webhook event', who: () => admin, action: recoverWebhookAction, input: () => ({ id: missing }), route: recoverRoute.POST, method: 'POST', params: () => ({ id: missing }), expect: { status: 404, code: 'NOT_FOUND' } },
  { name: 'track an unknown event type', who: () => trial, action: trackEventAction, input: () => ({ eventType: 'like', promptId: ownPromptId }), route: trackRoute.POST, method: 'POST', body: () => ({ eventType: 'like', promptId: ownPromptId }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
];

describe('server actions and API routes answer alike', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const who = c.who();
    const headers = who ? asCookie(who) : {};
    const viewer = () => (who ? viewerFromHeaders(new Headers(headers)) : Promise.resolve(null));
    const viaAction: Result<unknown> = await runAction(definitionOf(c.action), viewer, c.input() as never);
    const viaRoute = await call(c.route, { method: c.method, path: '/api/x', headers, params: c.params?.(), body: c.body?.() });

    expect(viaRoute.status, JSON.stringify(viaRoute.body)).toBe(c.expect.status);
    if (c.expect.status < 300) {
      expect(viaAction.ok, JSON.stringify(viaAction)).toBe(true);
      if (viaAction.ok) expect(Object.keys(viaAction.data as object).sort()).toEqual(Object.keys(viaRoute.body).sort());
      return;
    }
    if (c.expect.code) expect(viaRoute.body.code).toBe(c.expect.code);
    expect(viaAction).toMatchObject({ ok: false });
    if (viaAction.ok) return;
    expect({ status: viaAction.status, code: viaAction.code, error: viaAction.error, fields: viaAction.fields }).toEqual({
      status: viaRoute.body.status,
      code: viaRoute.body.code,
      error: viaRoute.body.error,
      fields: viaRoute.body.fields,
    });
  });

  it('a creating action with an idempotency key runs once, as the route does with the header', async () => {
    const viewer = () => viewerFromHeaders(new Headers(asCookie(trial)));
    const definition = definitionOf(createPromptAction);
    const input = { ...validPrompt(), title: 'Once Only' };
    const answers = await Promise.all([1, 2, 3].map(() => runAction(definition, viewer, input, { idempotencyKey: 'same-key-1' })));
    const ids = new Set(answers.map((a) => (a.ok ? a.data._id : a.code)));
    // In parallel: one creates, the others wait (409 in progress) or replay the first answer.
    const created = answers.filter((a) => a.ok);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => (a.ok ? a.data._id : '')))).toHaveProperty('size', 1);
    for (const a of answers) if (!a.ok) expect(a).toMatchObject({ status: 409, code: 'CONFLICT' });
    const replay = await runAction(definition, viewer, input, { idempotencyKey: 'same-key-1' });
    expect(replay.ok && replay.data._id).toBe(created[0]!.ok && created[0]!.data._id);
    expect(ids.size).toBeLessThanOrEqual(2);
    const db = await getDb();
    expect(await db.select({ id: prompts.id }).from(prompts).where(eq(prompts.title, 'Once Only'))).toHaveLength(1);
  });

  it('an action called with no input at all answers 400 or 404, never a 500', async () => {
    const viewer = () => viewerFromHeaders(new Headers(asCookie(trial)));
    for (const action of [updatePromptAction, deletePromptAction, clonePromptAction, restoreVersionAction, renameCategoryAction, deleteCategoryAction, reorderCategoriesAction, deleteCategoriesAction, createApiTokenAction, revokeApiTokenAction]) {
      for (const input of [null, undefined, 'text', 7]) {
        const result = await runAction(definitionOf(action as ServerAction<never, unknown>), viewer, input as never);
        expect(result.ok, JSON.stringify(result)).toBe(false);
        if (!result.ok) expect([400, 404]).toContain(result.status);
      }
    }
  });
});
