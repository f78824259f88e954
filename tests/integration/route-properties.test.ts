// The per-user write rate limit must not trip under hundreds of requests a second (set before any request).
process.env.RATE_LIMIT_WRITES_PER_MINUTE = '1000000';

import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as cloneRoute from '@/app/api/prompts/[id]/clone/route';
import * as restoreRoute from '@/app/api/prompts/[id]/versions/[versionId]/restore/route';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import * as userCategoryRoute from '@/app/api/user-categories/[id]/route';
import * as reorderRoute from '@/app/api/user-categories/reorder/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as trackRoute from '@/app/api/events/track/route';
import * as cancelRoute from '@/app/api/user/subscription/cancel/route';
import * as verifyRoute from '@/app/api/checkout/verify/[checkoutId]/route';
import * as lifetimeRoute from '@/app/api/checkout/lifetime/route';
import * as appEventsRoute from '@/app/api/events/app/route';
import * as userRoute from '@/app/api/user/route';
import * as resumeRoute from '@/app/api/user/subscription/resume/route';
import * as syncRoute from '@/app/api/user/sync/route';
import * as billingPortalRoute from '@/app/api/user/billing-portal/route';
import * as importRoute from '@/app/api/prompts/import/route';
import * as apiTokensRoute from '@/app/api/user/tokens/route';
import * as apiTokenRoute from '@/app/api/user/tokens/[id]/route';
import { apiTokenCreateSchema } from '@/lib/api-token-schema';
import { newPersonalToken } from '@/lib/auth/personal-tokens';
import { insertApiTokenWithin } from '@/models/api-tokens';
import { importInput } from '@/lib/services/prompt-import';
import { langfuseExport, libreChatExport, openWebUiExport, promptsChatCsv } from '../fixtures/import-formats';
import { categoryCreateSchema, categoryName } from '@/lib/category-schema';
import { getDb } from '@/lib/db';
import { promptFormSchema } from '@/lib/prompt-schema';
import { hasLoneSurrogate } from '@/lib/text-schema';
import { bulkDeleteInput, reorderInput } from '@/lib/services/categories';
import { appEventInput } from '@/lib/services/app-events';
import { CLIENT_APP_EVENT_NAMES } from '@/lib/onboarding';
import { trackInput } from '@/lib/services/events';
import { parseMemory } from '@/lib/services/parameters';
import { cloneInput, promptListQuery } from '@/lib/services/prompts';
import { ensureCategories } from '@/models/categories';
import { asBearer, call, persona, setEnv, type PersonaKind, type Session } from '../factories';

// Item 8: property tests over every write route of the library (and the list's query).
// Whatever arrives (NUL, unpaired surrogates, 1 MB strings, keys named after Object.prototype, wrong
// types, broken JSON, ids of others) the answer is a JSON error with a 4xx status that leaves the
// database as it was, or a 2xx for input its schema accepts; never a 5xx. RUNS cases per route
// (FUZZ_RUNS raises it). Requests come from bearer sessions of four personas made once.

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const PERSONAS: PersonaKind[] = ['free', 'trial', 'pro', 'admin'];
const sessions = {} as Record<PersonaKind, Session>;
let categoryId = '';
const ownPromptIds: string[] = [];
const ownCategoryIds: string[] = [];

beforeAll(async () => {
  for (const kind of PERSONAS) sessions[kind] = await persona(kind);
  categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
  const trial = sessions.trial;
  for (let i = 0; i < 3; i++) {
    const res = await call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: asBearer(trial), body: { title: `Seed prompt ${i}`, description: 'A prompt the properties work on.', content: 'Write to !<Name>! about !<Topic>!.', category: categoryId } });
    ownPromptIds.push(res.body._id);
    const cat = await call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: asBearer(trial), body: { name: `Seed category ${i}` } });
    ownCategoryIds.push(cat.body._id);
  }
});

// ── What the database looks like: row count and newest transaction id of every table a route can
// write. Any insert, update or delete changes one of them; reads and row locks change neither.
const TABLES = ['users', 'prompts', 'prompt_versions', 'prompt_events', 'user_categories', 'personal_parameters', 'app_events', 'lifetime_purchases', 'idempotency_keys', 'api_tokens'];
async function fingerprint(): Promise<string> {
  const db = await getDb();
  const parts = TABLES.map((t) => `select '${t}' as t, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text as f from ${t}`).join(' union all ');
  const result = await db.execute<{ t: string; f: string }>(sql.raw(parts));
  return (result as unknown as { rows: { t: string; f: string }[] }).rows.map((r) => `${r.t}=${r.f}`).join(' ');
}

// ── Inputs.
const MB = 1 << 20;
const ONE_MB = 'x'.repeat(MB);
const PROTOTYPE_KEYS = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf', 'prototype', 'isPrototypeOf'];
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 3, maxLength: 60 }) },
  { weight: 2, arbitrary: fc.tuple(anyText, anyText).map(([a, b]) => `${a}\u0000${b}`) },
  { weight: 2, arbitrary: fc.tuple(anyText, fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDFFF\uD800'), anyText).map(([a, s, b]) => a + s + b) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom(ONE_MB, `${ONE_MB}\u0000`, ` ${'é'.repeat(MB / 2)} `) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t\n', 'null', 'undefined', "'; drop table prompts; --", '%00', '\\u0000') },
);
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.oneof(nastyString, fc.constantFrom(...PROTOTYPE_KEYS)), nastyString, { maxKeys: 3 }),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: nastyString }, { weight: 2, arbitrary: wrongType });
const REMOVE = Symbol('remove');

/**
 * Bodies near a valid one: a valid body; the same with a NUL or an unpaired surrogate slipped into one
 * of its texts; with up to three fields replaced by anything, removed, or added under a prototype name;
 * any JSON at all; text that is not JSON.
 */
function bodies(valid: fc.Arbitrary<Record<string, unknown>>, keys: string[]): fc.Arbitrary<unknown> {
  const edit = fc.tuple(fc.constantFrom(...keys, ...PROTOTYPE_KEYS), fc.oneof({ weight: 4, arbitrary: anyValue }, { weight: 1, arbitrary: fc.constant(REMOVE) }));
  const mutated = fc.tuple(valid, fc.array(edit, { minLength: 1, maxLength: 3 })).map(([body, edits]) => {
    const out = new Map(Object.entries(body));
    for (const [key, value] of edits) {
      if (value === REMOVE) out.delete(key);
      else out.set(key, value);
    }
    return Object.fromEntries(out); // own properties, '__proto__' included, as JSON.parse would make them
  });
  // Valid text with one poisoned character: the schema's other rules pass, only storableText refuses it.
  const poisoned = fc.tuple(valid, fc.nat(), fc.constantFrom('\u0000', '\uD800', '\uDFFF')).map(([body, n, poison]) => {
    const textKeys = Object.keys(body).filter((k) => typeof body[k] === 'string');
    if (!textKeys.length) return body;
    const key = textKeys[n % textKeys.length]!;
    const text = body[key] as string;
    const at = n % (text.length + 1);
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k === key ? text.slice(0, at) + poison + text.slice(at) : v]));
  });
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: poisoned },
    { weight: 8, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"title": "x"', 'not json', '[1,2', '\u0000', `{"title":"${ONE_MB}`) },
  );
}

const idLike = (known: () => string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.nat().map((i) => known()[i % known().length]!) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.constantFrom('00000000-0000-0000-0000-000000000000', 'not-a-uuid', '../../etc/passwd', '') },
  );
const someone = fc.constantFrom(...PERSONAS);
// Mostly the owner of the seeded prompts and categories, so most requests get past the rights checks.
const mostlyOwner = fc.oneof({ weight: 3, arbitrary: fc.constant<PersonaKind>('trial') }, { weight: 1, arbitrary: someone });
const title = fc.oneof(fc.constantFrom('A fine title', 'Quarterly plan', 'Émoji 🎉 title'), fc.string({ unit: 'grapheme', minLength: 3, maxLength: 100 }));
const promptBody = fc.record({
  title,
  description: fc.oneof(fc.constant('A description long enough.'), fc.string({ unit: 'grapheme', minLength: 10, maxLength: 500 })),
  content: fc.oneof(fc.constant('Content for !<Topic>! and !<Name>!.'), fc.string({ unit: 'grapheme', minLength: 10, maxLength: 400 })),
  category: fc.constant(null).map(() => categoryId),
  accessLevel: fc.constantFrom('free', 'pro'),
  approved: fc.boolean(),
  viewable: fc.constantFrom('private', 'public'),
});
const PROMPT_KEYS = ['title', 'description', 'content', 'category', 'userCategoryId', 'accessLevel', 'approved', 'viewable'];

type Answer = { status: number; body: any };
type Case = { who: PersonaKind; send: () => Promise<Answer>; valid: boolean };

/** The property every route shares. */
async function holds(c: Case): Promise<void> {
  const before = await fingerprint();
  const { status, body } = await c.send();
  expect(status, JSON.stringify(body)?.slice(0, 300)).toBeLessThan(500);
  expect(status).toBeGreaterThanOrEqual(200);
  if (status >= 400) {
    expect(body).toMatchObject({ error: expect.any(String), code: expect.any(String), status });
    expect(await fingerprint(), `${status} ${body.code} changed the database`).toBe(before);
  } else {
    expect(c.valid, `a ${status} for input its schema refuses`).toBe(true);
  }
}

// FUZZ_SEED replays a failure with the seed fast-check printed.
const SEED = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};
const run = (arbitrary: fc.Arbitrary<Case>, examples: Case[] = []) =>
  fc.assert(fc.asyncProperty(arbitrary, holds), { numRuns: RUNS, examples: examples.map((c) => [c] as [Case]), ...SEED });
const as = (who: PersonaKind) => asBearer(sessions[who]);
/**
 * The body as the route receives it: `call` sends a string as it is and anything else through
 * JSON.stringify, which turns NaN and ±Infinity into null and drops undefined. Validity is judged on
 * that, not on the generated value (a `userCategoryId: NaN` arrives as `null`, which the schema takes).
 */
function received(body: unknown): unknown {
  try {
    return JSON.parse(typeof body === 'string' ? body : JSON.stringify(body));
  } catch {
    return body; // not JSON: the route answers 400 before any schema sees it
  }
}
const accepts = (schema: z.ZodType, body: unknown) => typeof received(body) !== 'undefined' && schema.safeParse(received(body)).success;

// A larger FUZZ_RUNS needs more time than the suite's 60 s per test (about 10 ms a request here).
const TIMEOUT = Math.max(60_000, RUNS * 60);

describe(`every write route, ${RUNS} generated requests each: 4xx with the database unchanged, or 2xx for valid input, never 5xx`, { timeout: TIMEOUT }, () => {
  it('POST /api/prompts', async () => {
    const create = ({ who, body }: { who: PersonaKind; body: unknown }): Case => ({
      who,
      valid: accepts(promptFormSchema, body),
      send: () => call(promptsRoute.POST, { method: 'POST', path: '/api/prompts', headers: as(who), body }),
    });
    // A case CI once generated: NaN is no id, but JSON sends it as null, which the schema takes (a 201).
    const nan = { title: 'A fine title', description: 'A description long enough.', content: 'Content for !<Topic>! and !<Name>!.', category: categoryId, userCategoryId: Number.NaN };
    await run(fc.record({ who: mostlyOwner, body: bodies(promptBody, PROMPT_KEYS) }).map(create), [create({ who: 'trial', body: nan })]);
  });

  it('PUT /api/prompts/{id}', async () => {
    await run(
      fc.record({ who: mostlyOwner, id: idLike(() => ownPromptIds), body: bodies(promptBody, PROMPT_KEYS) }).map(({ who, id, body }) => ({
        who,
        valid: accepts(promptFormSchema, body),
        send: () => call(promptRoute.PUT, { method: 'PUT', path: '/api/prompts/x', params: { id }, headers: as(who), body }),
      })),
    );
  });

  it('POST /api/prompts/{id}/clone', async () => {
    await run(
      fc.record({ who: mostlyOwner, id: idLike(() => ownPromptIds), body: bodies(fc.record({ newTitle: title }), ['newTitle']) }).map(({ who, id, body }) => ({
        who,
        valid: accepts(cloneInput, body),
        send: () => call(cloneRoute.POST, { method: 'POST', path: '/api/prompts/x/clone', params: { id }, headers: as(who), body }),
      })),
    );
  });

  it('POST /api/prompts/{id}/versions/{versionId}/restore', async () => {
    await run(
      fc.record({ who: mostlyOwner, id: idLike(() => ownPromptIds), versionId: idLike(() => ownPromptIds) }).map(({ who, id, versionId }) => ({
        who,
        valid: true,
        send: () => call(restoreRoute.POST, { method: 'POST', path: '/api/prompts/x/versions/y/restore', params: { id, versionId }, headers: as(who) }),
      })),
    );
  });

  it('DELETE /api/prompts/{id}', async () => {
    await run(
      fc.record({ who: mostlyOwner, id: fc.oneof({ weight: 9, arbitrary: idLike(() => ['00000000-0000-4000-8000-000000000000']) }, { weight: 1, arbitrary: idLike(() => ownPromptIds) }) }).map(({ who, id }) => ({
        who,
        valid: true,
        send: () => call(promptRoute.DELETE, { method: 'DELETE', path: '/api/prompts/x', params: { id }, headers: as(who) }),
      })),
    );
  });

  it('POST /api/user-categories', async () => {
    const valid = fc.record({ name: fc.string({ unit: 'grapheme', minLength: 2, maxLength: 50 }), description: fc.option(fc.string({ maxLength: 200 })), color: fc.constantFrom('#6366f1', '#ABCDEF') });
    await run(
      fc.record({ who: mostlyOwner, body: bodies(valid, ['name', 'description', 'color']) }).map(({ who, body }) => ({
        who,
        valid: accepts(categoryCreateSchema, body),
        send: () => call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: as(who), body }),
      })),
    );
  });

  it('PUT /api/user-categories/{id}', async () => {
    const valid = fc.record({ name: fc.string({ unit: 'grapheme', minLength: 2, maxLength: 50 }) });
    await run(
      fc.record({ who: mostlyOwner, id: idLike(() => ownCategoryIds), body: bodies(valid, ['name']) }).map(({ who, id, body }) => ({
        who,
        valid: accepts(z.object({ name: categoryName }), body),
        send: () => call(userCategoryRoute.PUT, { method: 'PUT', path: '/api/user-categories/x', params: { id }, headers: as(who), body }),
      })),
    );
  });

  it('DELETE /api/user-categories/{id}', async () => {
    await run(
      fc.record({ who: mostlyOwner, id: idLike(() => ['00000000-0000-4000-8000-000000000000']) }).map(({ who, id }) => ({
        who,
        valid: true,
        send: () => call(userCategoryRoute.DELETE, { method: 'DELETE', path: '/api/user-categories/x', params: { id }, headers: as(who) }),
      })),
    );
  });

  it('POST /api/user-categories/reorder', async () => {
    const entry = fc.record({ id: idLike(() => ownCategoryIds), order: fc.oneof(fc.integer({ min: 1, max: 20 }), anyValue) });
    const list = fc.oneof(fc.array(entry, { maxLength: 6 }), fc.constant(null).map(() => ownCategoryIds.map((id, i) => ({ id, order: i + 1 }))));
    await run(
      fc
        .record({ who: mostlyOwner, body: fc.oneof({ weight: 3, arbitrary: list }, { weight: 1, arbitrary: list.map((orders) => ({ orders })) }, { weight: 1, arbitrary: bodies(fc.record({ orders: list }), ['orders']) }) })
        .map(({ who, body }) => ({
          who,
          valid: (() => {
            const sent = received(body);
            return accepts(reorderInput, sent && typeof sent === 'object' && !Array.isArray(sent) && Object.hasOwn(sent, 'orders') ? (sent as { orders: unknown }).orders : sent);
          })(),
          send: () => call(reorderRoute.POST, { method: 'POST', path: '/api/user-categories/reorder', headers: as(who), body }),
        })),
    );
  });

  it('PUT /api/user/parameters', async () => {
    const parameter = fc.record({ value: fc.string({ maxLength: 30 }), aliases: fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }), isCore: fc.boolean() });
    const names = fc.oneof(fc.constantFrom('name', 'title', 'company_name', 'favourite_colour', ...PROTOTYPE_KEYS), nastyString);
    const memory = fc.array(fc.tuple(names, fc.oneof({ weight: 4, arbitrary: parameter }, { weight: 1, arbitrary: bodies(parameter, ['value', 'aliases', 'isCore']) })), { maxLength: 6 }).map((entries) => Object.fromEntries(entries));
    await run(
      fc.record({ who: mostlyOwner, body: bodies(fc.record({ parameters: memory }), ['parameters']) }).map(({ who, body }) => ({
        who,
        valid: parseMemory(received(body)).ok,
        send: () => call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: as(who), body }),
      })),
    );
  });

  it('POST /api/events/track', async () => {
    const valid = fc.record({ eventType: fc.constantFrom('generate', 'view'), promptId: idLike(() => ownPromptIds) });
    await run(
      fc.record({ who: mostlyOwner, body: bodies(valid, ['eventType', 'promptId']) }).map(({ who, body }) => ({
        who,
        valid: accepts(trackInput, body),
        send: () => call(trackRoute.POST, { method: 'POST', path: '/api/events/track', headers: as(who), body }),
      })),
    );
  });

  it('GET /api/prompts with any query', async () => {
    const keys = ['search', 'page', 'categories', 'userCategories', 'showOnlyMyPrompts', 'showOnlyProPrompts', 'hideProPrompts', 'showOnlyMyCategories', 'forOnboard', 'userId', ...PROTOTYPE_KEYS];
    // URLs carry no unpaired surrogates (they decode to U+FFFD), so those are left to the bodies above.
    const value = fc.oneof(
      nastyString.filter((s) => s.length < 5000 && !hasLoneSurrogate(s)),
      fc.constantFrom('true', '1', '2', '0', '-1', '1e9', 'email', 'marketing', ONE_MB.slice(0, 100_000)),
      fc.constantFrom('a\u0000b', '\u0000', 'email\u0000'),
    );
    await run(
      fc.record({ who: mostlyOwner, query: fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 4 }) }).map(({ who, query }) => {
        const params = new URLSearchParams(query);
        return {
          who,
          valid: accepts(promptListQuery, Object.fromEntries(params.entries())),
          send: () => call(promptsRoute.GET, { path: `/api/prompts?${params}`, headers: as(who) }),
        };
      }),
    );
  });

  // Billing: no persona holds a subscription here, so no cancel can succeed; the rule is that none
  // of these answers 5xx, whatever arrives.
  it('POST /api/user/subscription/cancel', async () => {
    const cancelBody = fc.record({ subscriptionId: fc.oneof(fc.constant('sub_123'), nastyString), subscriptionType: fc.constantFrom('lifetime', 'subscription') });
    await run(
      fc.record({ who: someone, body: bodies(cancelBody, ['subscriptionId', 'subscriptionType', 'billingCycle']) }).map(({ who, body }) => ({
        who,
        valid: false,
        send: () => call(cancelRoute.POST, { method: 'POST', path: '/api/user/subscription/cancel', headers: as(who), body }),
      })),
    );
  });

  it('GET /api/checkout/verify/{checkoutId}', async () => {
    await run(
      fc.record({ who: someone, id: idLike(() => ['sub_local_1', 'txn_1']) }).map(({ who, id }) => ({
        who,
        valid: true,
        send: () => call(verifyRoute.GET, { path: '/api/checkout/verify/x', params: { checkoutId: id }, headers: as(who) }),
      })),
    );
  });
  it('DELETE /api/user-categories (bulk, by ids)', async () => {
    // Categories of its own, so the deletes it makes leave the other cases' categories alone.
    const bulkIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const cat = await call(userCategoriesRoute.POST, { method: 'POST', path: '/api/user-categories', headers: as('trial'), body: { name: `Bulk category ${i}` } });
      bulkIds.push(cat.body._id);
    }
    const ids = fc.array(idLike(() => [...bulkIds, ...ownCategoryIds]), { minLength: 0, maxLength: 4 });
    await run(
      fc.record({ who: mostlyOwner, body: bodies(fc.record({ ids }), ['ids']) }).map(({ who, body }) => ({
        who,
        valid: accepts(bulkDeleteInput, body),
        send: () => call(userCategoriesRoute.DELETE, { method: 'DELETE', path: '/api/user-categories', headers: as(who), body }),
      })),
    );
  });

  it('POST /api/events/app', async () => {
    const properties = fc.dictionary(fc.oneof(fc.constantFrom('step', 'role', 'target'), nastyString), fc.oneof(nastyString, fc.integer(), fc.boolean(), fc.constant(null), fc.double()), { maxKeys: 12 });
    const valid = fc.record({ name: fc.constantFrom(...CLIENT_APP_EVENT_NAMES, 'purchase', 'admin_login'), properties }, { requiredKeys: ['name'] });
    await run(
      fc.record({ who: someone, body: bodies(valid, ['name', 'properties']) }).map(({ who, body }) => ({
        who,
        valid: accepts(appEventInput, body),
        send: () => call(appEventsRoute.POST, { method: 'POST', path: '/api/events/app', headers: as(who), body }),
      })),
    );
  });

  // Personal API tokens: a 201 only for a name its schema takes; past 20 tokens a 409.
  it('POST /api/user/tokens', async () => {
    const valid = fc.record({ name: fc.oneof(fc.constantFrom('Laptop script', 'CI'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 })) });
    await run(
      fc.record({ who: someone, body: bodies(valid, ['name']) }).map(({ who, body }) => ({
        who,
        valid: accepts(apiTokenCreateSchema, body),
        send: () => call(apiTokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: as(who), body }),
      })),
    );
  });

  it('DELETE /api/user/tokens/{id}', async () => {
    const tokenIds: string[] = [];
    // Straight into the table: the case above may have filled the personas' 20 tokens.
    for (let i = 0; i < 3; i++) {
      const made = newPersonalToken();
      tokenIds.push((await insertApiTokenWithin({ userId: sessions.pro.userId, name: `Fuzzed ${i}`, tokenHash: made.tokenHash, prefix: made.prefix }, 1000))!.id);
    }
    await run(
      fc.record({ who: someone, id: idLike(() => tokenIds) }).map(({ who, id }) => ({
        who,
        valid: true,
        send: () => call(apiTokenRoute.DELETE, { method: 'DELETE', path: '/api/user/tokens/x', params: { id }, headers: as(who) }),
      })),
    );
  });

  // Never the right email, so no account goes: the rule is a 4xx that removes nothing.
  it('DELETE /api/user', async () => {
    await run(
      fc.record({ who: someone, body: bodies(fc.record({ confirmEmail: fc.oneof(fc.constant('someone@example.com'), nastyString) }), ['confirmEmail']) }).map(({ who, body }) => ({
        who,
        valid: false,
        send: () => call(userRoute.DELETE, { method: 'DELETE', path: '/api/user', headers: as(who), body }),
      })),
    );
  });

  // The import: real files of each format, files broken by one character, junk in every
  // field. A 2xx (a preview, or prompts created) only for a body its schema takes; a refused file or
  // a bad row changes nothing.
  it('POST /api/prompts/import', async () => {
    const real = fc.constantFrom(openWebUiExport.text, libreChatExport.text, promptsChatCsv.text, langfuseExport.text);
    const file = fc.oneof(
      { weight: 3, arbitrary: real },
      { weight: 3, arbitrary: fc.tuple(real, fc.nat(), nastyString).map(([text, n, junk]) => text.slice(0, n % text.length) + junk + text.slice(n % text.length)) },
      { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
      { weight: 2, arbitrary: fc.array(fc.tuple(nastyString, nastyString), { maxLength: 5 }).map((rows) => `act,prompt\n${rows.map(([a, b]) => `"${a}","${b}"`).join('\n')}`) },
      { weight: 1, arbitrary: nastyString },
    );
    const shape = fc.record(
      {
        filename: fc.oneof(fc.constantFrom('x.json', 'x.csv', 'x.md', 'x.zip', 'prompts'), nastyString),
        content: file,
        encoding: fc.constantFrom('text', 'base64', 'utf-16'),
        format: fc.constantFrom('auto', 'open-webui', 'librechat', 'prompts-chat', 'langfuse', 'promptloom-json', 'promptloom-markdown', 'notion'),
        category: fc.oneof(fc.constant({ kind: 'new', name: 'Fuzzed' }), fc.constant(null).map(() => ({ kind: 'system', id: categoryId })), fc.record({ kind: nastyString, id: nastyString })),
        duplicates: fc.constantFrom('skip', 'import', 'twice'),
        dryRun: fc.oneof(fc.boolean(), nastyString),
      },
      { requiredKeys: ['content'] },
    );
    await run(
      fc.record({ who: mostlyOwner, body: bodies(shape, ['filename', 'content', 'encoding', 'format', 'category', 'duplicates', 'dryRun']) }).map(({ who, body }) => ({
        who,
        valid: accepts(importInput, body),
        send: () => call(importRoute.POST, { method: 'POST', path: '/api/prompts/import', headers: as(who), body }),
      })),
    );
  });

  // Bodiless writes: whatever body arrives is ignored, and the answer is never 5xx.
  it.each([
    ['POST /api/user/subscription/resume', resumeRoute.POST, '/api/user/subscription/resume'],
    ['POST /api/user/sync', syncRoute.POST, '/api/user/sync'],
    ['POST /api/user/billing-portal', billingPortalRoute.POST, '/api/user/billing-portal'],
    ['POST /api/checkout/lifetime (the local checkout on: spots are reserved)', lifetimeRoute.POST, '/api/checkout/lifetime'],
  ] as const)('%s', async (_name, handler, path) => {
    // Without Paddle or the local checkout the lifetime route answers 503 'not available' by design.
    if (path === '/api/checkout/lifetime') setEnv({ LOCAL_CHECKOUT: 'on' });
    onTestFinished(() => setEnv({ LOCAL_CHECKOUT: undefined }));
    await run(
      fc.record({ who: someone, body: fc.oneof(fc.constant(undefined), bodies(fc.record({}), [])) }).map(({ who, body }) => ({
        who,
        valid: true,
        send: () => call(handler, { method: 'POST', path, headers: as(who), body }),
      })),
    );
  });
});
