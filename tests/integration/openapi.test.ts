// Requests in this file are many; the per-person write limit is not what it tests.
process.env.RATE_LIMIT_WRITES_PER_MINUTE = '1000000';

import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as mcpRoute from '@/app/api/mcp/route';
import * as openApiRoute from '@/app/api/openapi.json/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as gridRoute from '@/app/api/prompts/grid/route';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import * as reorderRoute from '@/app/api/user-categories/reorder/route';
import * as tokensRoute from '@/app/api/user/tokens/route';
import * as metricsRoute from '@/app/api/webhooks/metrics/route';
import { newPersonalToken } from '@/lib/auth/personal-tokens';
import { routeSettingsOf } from '@/lib/http';
import { openApiDocument } from '@/lib/openapi/document';
import { ensureCategories } from '@/models/categories';
import { insertApiTokenWithin } from '@/models/api-tokens';
import { asBearer, call, persona, type Session } from '../factories';

// The OpenAPI description (docs/api.md#openapi) against the routes themselves: every route
// handler under app/api is described and everything described exists; what the document says about
// who may call (access, session only, Idempotency-Key, success status) is what the handler does; the
// document is well-formed OpenAPI 3.1; and the limits it publishes are the limits the routes enforce.

type Json = Record<string, any>;
type Handler = Parameters<typeof call>[0];
// OPTIONS is left out: where a route exports it, it answers the browser's CORS preflight for the
// extension's origins (docs/extension.md), a question about the route, not an operation of the API.
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;
const doc = openApiDocument() as Json;

/**
 * Route files that are not part of the described API, each for a reason:
 * - better-auth's catch-all serves the sign-in provider's own endpoints (sign-up, sign-in, sessions …),
 *   documented by better-auth, and answers nothing under Clerk;
 * - the provider webhooks are called by Clerk and Paddle in their own published formats, signed with a
 *   shared secret, never by a person or a personal API token (docs/webhooks.md, docs/auth.md).
 */
const NOT_DESCRIBED = new Set(['/api/auth/[...all]', '/api/webhooks/clerk', '/api/webhooks/paddle']);

type RouteFile = { dir: string; docPath: string; module: Record<string, unknown> };

async function routeFiles(): Promise<RouteFile[]> {
  const root = path.join(process.cwd(), 'app', 'api');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') found.push(full);
    }
  };
  walk(root);
  return Promise.all(
    found.map(async (file) => {
      const dir = `/api/${path.relative(root, path.dirname(file)).split(path.sep).join('/')}`;
      return { dir, docPath: dir.replace(/\[(\w+)\]/g, '{$1}'), module: (await import(file)) as Record<string, unknown> };
    }),
  );
}

const operations = (): { path: string; method: string; op: Json }[] =>
  Object.entries(doc.paths as Json).flatMap(([p, item]) =>
    Object.entries(item as Json)
      .filter(([m]) => (METHODS as readonly string[]).includes(m.toUpperCase()))
      .map(([method, op]) => ({ path: p, method: method.toUpperCase(), op: op as Json })),
  );

let routes: RouteFile[] = [];
beforeAll(async () => {
  routes = await routeFiles();
});

describe('every route is described, and everything described exists', () => {
  it('each exported method of each app/api route file has an operation', () => {
    const missing: string[] = [];
    for (const { dir, docPath, module } of routes) {
      if (NOT_DESCRIBED.has(dir)) continue;
      for (const method of METHODS) {
        if (typeof module[method] === 'function' && !doc.paths[docPath]?.[method.toLowerCase()]) missing.push(`${method} ${docPath}`);
      }
    }
    expect(routes.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('each operation is a method exported by a route file, and paths are written in full', () => {
    const byPath = new Map(routes.map((r) => [r.docPath, r]));
    const phantom = operations()
      .filter(({ path: p, method }) => typeof byPath.get(p)?.module[method] !== 'function')
      .map(({ path: p, method }) => `${method} ${p}`);
    expect(phantom).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    // The exclusions name files that exist (a stale entry would hide a new route of the same name).
    expect([...NOT_DESCRIBED].filter((dir) => !byPath.has(dir.replace(/\[(\w+)\]/g, '{$1}')))).toEqual([]);
  });

  it("who may call, Idempotency-Key and the success status are the handler's own settings", () => {
    const byPath = new Map(routes.map((r) => [r.docPath, r]));
    const wrong: string[] = [];
    for (const { path: p, method, op } of operations()) {
      const settings = routeSettingsOf(byPath.get(p)!.module[method]);
      const name = `${method} ${p}`;
      // Handlers made without route()/adminRoute()/publicRoute() (health/live, this document) take no credential.
      const access = settings?.access ?? 'public';
      if (op['x-access'] !== access) wrong.push(`${name}: x-access ${op['x-access']}, handler ${access}`);
      if (op['x-idempotent'] !== Boolean(settings?.idempotent)) wrong.push(`${name}: x-idempotent ${op['x-idempotent']}`);
      if (settings?.sessionOnly && !op['x-session-only']) wrong.push(`${name}: session-only handler not marked`);
      if (op['x-token-only'] !== Boolean(settings?.apiTokenOnly)) wrong.push(`${name}: x-token-only ${op['x-token-only']}`);
      if (!op.responses[String(settings?.status ?? 200)]) wrong.push(`${name}: no ${settings?.status ?? 200} answer`);
      // The security requirements follow from the same facts.
      const schemes = (op.security as Json[]).flatMap((s) => Object.keys(s));
      const expected =
        access === 'public' ? [] : settings?.apiTokenOnly ? ['bearerAuth'] : ['sessionCookie', 'sessionToken', ...(op['x-session-only'] ? [] : ['bearerAuth'])];
      if (schemes.join() !== expected.join()) wrong.push(`${name}: security ${schemes.join()}`);
      const idempotencyHeader = (op.parameters ?? []).some((x: Json) => x.in === 'header' && x.name === 'Idempotency-Key');
      if (idempotencyHeader !== Boolean(settings?.idempotent)) wrong.push(`${name}: Idempotency-Key header ${idempotencyHeader}`);
    }
    expect(wrong).toEqual([]);
  });

  it('each operation marked session-only refuses a personal API token with 403', async () => {
    const pro = await persona('pro');
    const made = newPersonalToken();
    await insertApiTokenWithin({ userId: pro.userId, name: 'OpenAPI test', tokenHash: made.tokenHash, prefix: made.prefix }, 20);
    const byPath = new Map(routes.map((r) => [r.docPath, r]));
    const marked = operations().filter(({ op }) => op['x-session-only']);
    expect(marked.length).toBeGreaterThanOrEqual(7);
    for (const { path: p, method } of marked) {
      const params = Object.fromEntries([...p.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, crypto.randomUUID()]));
      const res = await call(byPath.get(p)!.module[method] as Handler, {
        method,
        path: p,
        params,
        headers: { authorization: `Bearer ${made.token}` },
        ...(method === 'GET' ? {} : { body: {} }),
      });
      expect({ op: `${method} ${p}`, status: res.status, code: res.body?.code }).toEqual({ op: `${method} ${p}`, status: 403, code: 'PERMISSION_DENIED' });
    }
  });

  it('each operation marked token-only refuses a sign-in session with 401', async () => {
    const pro = await persona('pro');
    const byPath = new Map(routes.map((r) => [r.docPath, r]));
    for (const { path: p, method } of operations().filter(({ op }) => op['x-token-only'])) {
      const res = await call(byPath.get(p)!.module[method] as Handler, { method, path: p, headers: asBearer(pro), body: {} });
      expect({ op: `${method} ${p}`, status: res.status, code: res.body?.code }).toEqual({ op: `${method} ${p}`, status: 401, code: 'UNAUTHORIZED' });
    }
  });
});

/** The object a `#/…` reference points at, or undefined. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), doc);
}

/** Every `$ref` in the document, with where it is. */
function references(node: unknown, at = '#', out: { at: string; ref: string }[] = []) {
  if (Array.isArray(node)) node.forEach((item, i) => references(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push({ at, ref: value });
      else references(value, `${at}/${key}`, out);
    }
  }
  return out;
}

const deref = (node: Json): Json => (node?.$ref ? deref(resolve(node.$ref) as Json) : node);

describe('the document is well-formed OpenAPI 3.1', () => {
  it('has the version, info, tags and security schemes it names', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Promptloom API', version: expect.any(String) });
    const tags = new Set((doc.tags as Json[]).map((t) => t.name));
    const schemes = Object.keys(doc.components.securitySchemes);
    expect(schemes.sort()).toEqual(['bearerAuth', 'sessionCookie', 'sessionToken']);
    for (const { op } of operations()) {
      for (const tag of op.tags) expect(tags.has(tag), tag).toBe(true);
      for (const requirement of op.security) for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
    }
  });

  it('names its server, the app’s own origin (Redocly’s lint requires one)', () => {
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000', description: 'This Promptloom instance' }]);
  });

  it('describes POST /api/mcp’s 405, 406 and 413, and each is what the endpoint answers', async () => {
    const mcp = doc.paths['/api/mcp'].post.responses;
    expect(mcp['405'].description).toMatch(/^Any method but POST/);
    expect(mcp['405'].content).toBeUndefined();
    expect(mcp['406'].content['application/json'].schema.properties.error).toBeDefined();
    expect(mcp['413'].description).toMatch(/^PAYLOAD_TOO_LARGE/);
    expect(mcp['413'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    const pro = await persona('pro');
    const { token, tokenHash, prefix } = newPersonalToken();
    await insertApiTokenWithin({ userId: pro.userId, name: 'MCP', tokenHash, prefix }, 20);
    const bearer = { authorization: `Bearer ${token}` };
    const message = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const notAcceptable = await call(mcpRoute.POST, { method: 'POST', path: '/api/mcp', headers: { ...bearer, accept: 'application/json' }, body: message });
    expect(notAcceptable.status).toBe(406);
    expect(notAcceptable.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    const tooLarge = await call(mcpRoute.POST, { method: 'POST', path: '/api/mcp', headers: bearer, body: { ...message, params: { pad: 'x'.repeat(1024 * 1024) } } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    // The route exports POST only: Next answers any other method 405.
    expect(Object.keys(mcpRoute).filter((k) => (METHODS as readonly string[]).includes(k))).toEqual(['POST']);
  });

  it('every $ref resolves', () => {
    const refs = references(doc);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter(({ ref }) => resolve(ref) === undefined)).toEqual([]);
  });

  it('operationIds are unique, and every operation has a summary and responses with a success', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-zA-Z]\w+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path: p, method, op } of operations()) {
      expect(op.summary, `${method} ${p}`).toBeTruthy();
      const statuses = Object.keys(op.responses ?? {});
      expect(statuses.some((s) => /^2\d\d$/.test(s)), `${method} ${p}`).toBe(true);
      for (const status of statuses) {
        expect(status, `${method} ${p}`).toMatch(/^[1-5]\d\d$/);
        expect(deref(op.responses[status]).description, `${method} ${p} ${status}`).toBeTruthy();
      }
    }
  });

  it('path parameters match the path template, and are required', () => {
    for (const { path: p, method, op } of operations()) {
      const inTemplate = [...p.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      const declared = (op.parameters ?? []).map(deref).filter((x: Json) => x.in === 'path');
      expect(declared.map((x: Json) => x.name).sort(), `${method} ${p}`).toEqual(inTemplate);
      for (const param of declared) expect(param.required, `${method} ${p} ${param.name}`).toBe(true);
    }
  });

  it('every failure answers the one error body, but the refusals of POST /api/mcp made before it runs (described as they are)', () => {
    // The MCP SDK answers a JSON-RPC error object, Next a 405 with no body.
    const written = new Set(['POST /api/mcp 400', 'POST /api/mcp 405', 'POST /api/mcp 406', 'POST /api/mcp 415']);
    for (const { path: p, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        if (Number(status) < 400 || written.has(`${method} ${p} ${status}`)) continue;
        expect(deref(response).content['application/json'].schema, `${method} ${p} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    expect(deref(doc.components.schemas.Error).required).toEqual(['error', 'code', 'status']);
  });
});

describe('GET /api/openapi.json', () => {
  it('answers the document to anyone, cacheable, and 304 to a matching If-None-Match', async () => {
    const res = await call(openApiRoute.GET as Handler, { path: '/api/openapi.json' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(res.response.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = res.response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await call(openApiRoute.GET as Handler, { path: '/api/openapi.json', headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });
});

// ── The document's limits are the routes' limits: each case builds an input from a number or list the
// document publishes and expects the route to accept it exactly when the document says it is valid.

/** The JSON body schema an operation describes, references followed. */
const bodySchema = (p: string, method: string): Json => deref(doc.paths[p][method].requestBody.content['application/json'].schema);
const queryParam = (p: string, method: string, name: string): Json =>
  deref((doc.paths[p][method].parameters as Json[]).map(deref).find((x) => x.in === 'query' && x.name === name)!.schema);
const property = (schema: Json, name: string): Json => deref(schema.properties[name]);

let pro: Session;
let admin: Session;
let categoryId = '';
beforeAll(async () => {
  pro = await persona('pro');
  admin = await persona('admin');
  categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
});

async function expectAgreement(cases: { label: string; valid: boolean; send: () => ReturnType<typeof call> }[]) {
  const got = [];
  for (const c of cases) {
    const res = await c.send();
    expect(res.status, `${c.label}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    got.push({ label: c.label, accepted: res.status < 300 });
  }
  expect(got).toEqual(cases.map((c) => ({ label: c.label, accepted: c.valid })));
}

describe('the published limits are the enforced ones', () => {
  it('POST /api/prompts: title, description and content lengths, and the access levels', async () => {
    const schema = bodySchema('/api/prompts', 'post');
    const title = property(schema, 'title');
    const description = property(schema, 'description');
    const content = property(schema, 'content');
    const levels: string[] = property(schema, 'accessLevel').enum;
    const base = { title: 'A described prompt', description: 'What the prompt is for.', content: 'Write to !<Name>! about the plan.', category: categoryId };
    const create = (body: Json) => () => call(promptsRoute.POST as Handler, { method: 'POST', path: '/api/prompts', headers: asBearer(pro), body: { ...base, ...body } });
    await expectAgreement([
      { label: 'title at maxLength', valid: true, send: create({ title: 't'.repeat(title.maxLength) }) },
      { label: 'title past maxLength', valid: false, send: create({ title: 't'.repeat(title.maxLength + 1) }) },
      { label: 'title at minLength', valid: true, send: create({ title: 't'.repeat(title.minLength) }) },
      { label: 'title under minLength', valid: false, send: create({ title: 't'.repeat(title.minLength - 1) }) },
      { label: 'description under minLength', valid: false, send: create({ description: 'd'.repeat(description.minLength - 1) }) },
      { label: 'content at maxLength', valid: true, send: create({ content: 'c'.repeat(content.maxLength) }) },
      { label: 'content past maxLength', valid: false, send: create({ content: 'c'.repeat(content.maxLength + 1) }) },
      { label: 'content at minLength', valid: true, send: create({ content: 'c'.repeat(content.minLength) }) },
      { label: 'content under minLength', valid: false, send: create({ content: 'c'.repeat(content.minLength - 1) }) },
      ...levels.map((level) => ({ label: `accessLevel ${level}`, valid: true, send: create({ accessLevel: level }) })),
      { label: 'accessLevel outside the enum', valid: false, send: create({ accessLevel: 'gold' }) },
    ]);
  });

  it('POST /api/user-categories: the name length and the colour pattern', async () => {
    const schema = bodySchema('/api/user-categories', 'post');
    const name = property(schema, 'name');
    const pattern = new RegExp(property(schema, 'color').pattern);
    let n = 0;
    const create = (body: Json) => () =>
      call(userCategoriesRoute.POST as Handler, { method: 'POST', path: '/api/user-categories', headers: asBearer(pro), body: { name: `Category ${++n}`, ...body } });
    await expectAgreement([
      { label: 'name at maxLength', valid: true, send: create({ name: 'n'.repeat(name.maxLength) }) },
      { label: 'name past maxLength', valid: false, send: create({ name: 'n'.repeat(name.maxLength + 1) }) },
      ...['#a1b2c3', '#A1B2C3', '#12345', '#1234567', 'red', 'a1b2c3'].map((color) => ({ label: `color ${color}`, valid: pattern.test(color), send: create({ color }) })),
    ]);
  });

  it('POST /api/user-categories/reorder: the largest order', async () => {
    const created = await call(userCategoriesRoute.POST as Handler, { method: 'POST', path: '/api/user-categories', headers: asBearer(pro), body: { name: 'To reorder' } });
    const entry = deref(deref(bodySchema('/api/user-categories/reorder', 'post').anyOf[0]).items);
    const order = property(entry, 'order');
    const reorder = (value: number) => () =>
      call(reorderRoute.POST as Handler, { method: 'POST', path: '/api/user-categories/reorder', headers: asBearer(pro), body: [{ id: created.body._id, order: value }] });
    await expectAgreement([
      { label: 'order at maximum', valid: true, send: reorder(order.maximum) },
      { label: 'order past maximum', valid: false, send: reorder(order.maximum + 1) },
      { label: 'order under minimum', valid: false, send: reorder(order.minimum - 1) },
    ]);
  });

  it('POST /api/user/tokens: the name length', async () => {
    const name = property(bodySchema('/api/user/tokens', 'post'), 'name');
    const create = (value: string) => () => call(tokensRoute.POST as Handler, { method: 'POST', path: '/api/user/tokens', headers: asBearer(pro), body: { name: value } });
    await expectAgreement([
      { label: 'name at maxLength', valid: true, send: create('n'.repeat(name.maxLength)) },
      { label: 'name past maxLength', valid: false, send: create('n'.repeat(name.maxLength + 1)) },
      { label: 'name empty', valid: name.minLength === 0, send: create('') },
    ]);
  });

  it('GET /api/prompts/grid: the page size limit and the sort columns', async () => {
    const limit = queryParam('/api/prompts/grid', 'get', 'limit');
    const sorts: string[] = queryParam('/api/prompts/grid', 'get', 'sort').enum;
    const grid = (query: string) => () => call(gridRoute.GET as Handler, { path: `/api/prompts/grid?${query}`, headers: asBearer(admin) });
    await expectAgreement([
      { label: 'limit at maximum', valid: true, send: grid(`limit=${limit.maximum}`) },
      { label: 'limit past maximum', valid: false, send: grid(`limit=${limit.maximum + 1}`) },
      ...sorts.map((sort) => ({ label: `sort ${sort}`, valid: true, send: grid(`sort=${sort}`) })),
      { label: 'sort outside the enum', valid: false, send: grid('sort=popularity') },
    ]);
  });

  it('GET /api/webhooks/metrics: the time ranges', async () => {
    const ranges: string[] = queryParam('/api/webhooks/metrics', 'get', 'timeRange').enum;
    const metrics = (range: string) => () => call(metricsRoute.GET as Handler, { path: `/api/webhooks/metrics?timeRange=${range}`, headers: asBearer(admin) });
    await expectAgreement([
      ...ranges.map((range) => ({ label: `timeRange ${range}`, valid: true, send: metrics(range) })),
      { label: 'timeRange outside the enum', valid: false, send: metrics('1y') },
    ]);
  });
});
