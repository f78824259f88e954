import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, InMemoryTransport, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as mcpRoute from '@/app/api/mcp/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as filledMemoryRoute from '@/app/api/user/profiles/active/route';
import * as tokensRoute from '@/app/api/user/tokens/route';
import * as tokenRoute from '@/app/api/user/tokens/[id]/route';
import { resetEnvCache } from '@/lib/env';
import { restLibrary } from '@/lib/mcp/rest-library';
import { createMcpServer, MCP_SERVER_ERROR } from '@/lib/mcp/server';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { ensureCategories } from '@/models/categories';
import { insertPrompts } from '@/models/prompts';
import { asCookie, BASE, call, persona, type Session } from '../factories';

// Listing a large library over MCP: with about 1,650 prompts, paging prompts/list met the
// token's 120-a-minute limit at page 119 over HTTP (61 over stdio) and blocked every tool for a minute.
// Now pages hold 100, lists are paid from their own budget, and a refusal of the caller is a server
// error with its HTTP status, not "invalid params".

const LIBRARY_SIZE = 10_000;
let pro: Session;
let token = '';

async function createToken(who: Session, name = 'Assistant'): Promise<{ id: string; token: string }> {
  const created = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asCookie(who), body: { name } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

beforeAll(async () => {
  pro = await persona('pro');
  token = (await createToken(pro)).token;
  const categoryId = (await ensureCategories(['Operations'])).get('Operations')!.id;
  const rows = Array.from({ length: LIBRARY_SIZE }, (_, i) => ({
    title: `Runbook step ${i + 1}`,
    description: 'One step of a long operations runbook.',
    content: `Step ${i + 1} for !<Team>!: check the dashboards and write down what you saw.`,
    categoryId,
    accessLevel: 'free' as const,
    approved: true,
    viewable: 'public' as const,
  }));
  for (let i = 0; i < rows.length; i += 1_000) await insertPrompts(rows.slice(i, i + 1_000));
}, 300_000);

afterEach(() => {
  for (const name of ['RATE_LIMIT_API_TOKEN_PER_MINUTE', 'RATE_LIMIT_API_TOKEN_LISTS_PER_MINUTE']) delete process.env[name];
  resetEnvCache();
  resetRateLimits();
});

function setLimits(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCache();
  resetRateLimits();
}

/** The route as an MCP client's fetch over Streamable HTTP. */
const routeFetch = async (url: string | URL, init?: RequestInit) =>
  (init?.method ?? 'GET') === 'POST' ? mcpRoute.POST(new Request(url, init), { params: Promise.resolve({}) }) : new Response(null, { status: 405, headers: { allow: 'POST' } });

// The SDK's client stops a whole listing at 64 pages unless told more (docs/mcp.md#limits): 10,000 prompts are 100 pages.
const CLIENT_OPTIONS = { listMaxPages: 200 };

async function connectHttp(bearer: string): Promise<Client> {
  const client = new Client({ name: 'listing-test', version: '1.0.0' }, CLIENT_OPTIONS);
  await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', BASE), { fetch: routeFetch, requestInit: { headers: { authorization: `Bearer ${bearer}` } } }));
  return client;
}

/** The stdio server's library (the REST API with a token), its fetch answered by the real route handlers, each call counted by path. */
function restCalls(bearer: string) {
  const calls: string[] = [];
  const fetchRoute = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    const req = new Request(url, init);
    const handler = url.pathname === '/api/prompts' ? promptsRoute.GET : url.pathname === '/api/user/profiles/active' ? filledMemoryRoute.GET : null;
    return handler ? handler(req, { params: Promise.resolve({}) }) : new Response(null, { status: 404 });
  };
  return { calls, library: restLibrary({ baseUrl: BASE, token: bearer, fetch: fetchRoute as typeof fetch }) };
}

async function connectLibrary(library: ReturnType<typeof restLibrary>): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(library).connect(serverSide);
  const client = new Client({ name: 'listing-test', version: '1.0.0' }, CLIENT_OPTIONS);
  await client.connect(clientSide);
  return client;
}

const total = async () => (await call(promptsRoute.GET, { path: '/api/prompts', headers: { authorization: `Bearer ${token}` } })).body.total as number;

describe('listing a large library', () => {
  it('over HTTP, a 10,000-prompt library lists in one go, 100 a page, at the default limits; every tool still answers afterwards', async () => {
    const client = await connectHttp(token);
    const first = await client.request({ method: 'prompts/list', params: {} });
    expect(first.prompts).toHaveLength(100);
    expect(first.nextCursor).toBe('2');
    const all = await client.listPrompts();
    expect(all.prompts.length).toBe(await total());
    expect(all.prompts.length).toBeGreaterThanOrEqual(LIBRARY_SIZE);
    expect(new Set(all.prompts.map((p) => p.name)).size).toBe(all.prompts.length);
    // The general budget is untouched by the listing: a search and a category list answer.
    const search = await client.callTool({ name: 'search_prompts', arguments: { query: 'runbook' } });
    expect(search.isError).toBeFalsy();
    expect((await client.callTool({ name: 'list_categories', arguments: {} })).isError).toBeFalsy();
  });

  it('lists are paid from their own budget: when it is spent they answer 429 and the tools go on, and spent tools leave lists alone', async () => {
    setLimits({ RATE_LIMIT_API_TOKEN_LISTS_PER_MINUTE: '2', RATE_LIMIT_API_TOKEN_PER_MINUTE: '4' });
    const client = await connectHttp(token); // initialize and its notification: two of the general four
    await client.request({ method: 'prompts/list', params: {} });
    await client.request({ method: 'tools/list', params: {} });
    await expect(client.request({ method: 'prompts/list', params: { cursor: '2' } })).rejects.toThrow(/429/);
    expect((await client.callTool({ name: 'list_categories', arguments: {} })).isError).toBeFalsy();
    expect((await client.callTool({ name: 'list_categories', arguments: {} })).isError).toBeFalsy();
    await expect(client.callTool({ name: 'list_categories', arguments: {} })).rejects.toThrow(/429/);

    setLimits({ RATE_LIMIT_API_TOKEN_LISTS_PER_MINUTE: '2', RATE_LIMIT_API_TOKEN_PER_MINUTE: '2' });
    const again = await connectHttp(token); // spends the general two
    await expect(again.callTool({ name: 'list_categories', arguments: {} })).rejects.toThrow(/429/);
    expect((await again.request({ method: 'prompts/list', params: {} })).prompts).toHaveLength(100);
  });

  it('GET /api/prompts without a search is a list: it is paid from the listing budget, a search from the general one', async () => {
    setLimits({ RATE_LIMIT_API_TOKEN_LISTS_PER_MINUTE: '1', RATE_LIMIT_API_TOKEN_PER_MINUTE: '1' });
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call(promptsRoute.GET, { path: '/api/prompts?page=2', headers: bearer })).status).toBe(200);
    expect((await call(promptsRoute.GET, { path: '/api/prompts?search=runbook', headers: bearer })).status).toBe(200);
    expect((await call(promptsRoute.GET, { path: '/api/prompts', headers: bearer })).status).toBe(429);
    expect((await call(promptsRoute.GET, { path: '/api/prompts?search=step', headers: bearer })).status).toBe(429);
  });

  it('GET /api/prompts takes a page size from 1 to 100 (`limit`); another is a 400 in the error shape, never a 500', async () => {
    const bearer = { authorization: `Bearer ${token}` };
    const hundred = await call(promptsRoute.GET, { path: '/api/prompts?limit=100&page=3', headers: bearer });
    expect(hundred.status).toBe(200);
    expect(hundred.body.prompts).toHaveLength(100);
    expect(hundred.body.totalPages).toBe(Math.ceil(hundred.body.total / 100));
    expect((await call(promptsRoute.GET, { path: '/api/prompts', headers: bearer })).body.prompts).toHaveLength(12);
    for (const [limit, message] of [
      ['101', 'limit must be at most 100'],
      ['0', 'limit must be 1 or more'],
      ['2.5', 'limit must be a whole number'],
      ['many', 'limit must be a number'],
    ]) {
      const refused = await call(promptsRoute.GET, { path: `/api/prompts?limit=${limit}`, headers: bearer });
      expect(refused.status, limit).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, fields: { limit: message } });
    }
  });
});

describe('the stdio server’s listing', () => {
  it('costs one API call a page, plus one read of the parameter memory at the listing’s start', async () => {
    const { calls, library } = restCalls(token);
    const client = await connectLibrary(library);
    const pages = Math.ceil((await total()) / 100);
    const all = await client.listPrompts();
    expect(all.prompts.length).toBeGreaterThanOrEqual(LIBRARY_SIZE);
    expect(calls.filter((p) => p === '/api/prompts')).toHaveLength(pages);
    expect(calls.filter((p) => p === '/api/user/profiles/active')).toHaveLength(1);
    // A second listing reads the memory again, once.
    calls.length = 0;
    await client.request({ method: 'prompts/list', params: {} });
    await client.request({ method: 'prompts/list', params: { cursor: '2' } });
    expect(calls).toEqual(['/api/prompts', '/api/user/profiles/active', '/api/prompts']);
  });

  it('a rate-limited or revoked token is a server error (-32000) with the HTTP status in data, not invalid params (-32602)', async () => {
    setLimits({ RATE_LIMIT_API_TOKEN_LISTS_PER_MINUTE: '1' });
    const client = await connectLibrary(restCalls(token).library);
    await client.request({ method: 'prompts/list', params: {} });
    const limited = await client.request({ method: 'prompts/list', params: { cursor: '2' } }).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ProtocolError);
    expect((limited as ProtocolError).code).toBe(MCP_SERVER_ERROR);
    expect((limited as ProtocolError).data).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(((limited as ProtocolError).data as { retryAfter: number }).retryAfter).toBeGreaterThan(0);

    const revoked = await createToken(pro, 'Old laptop');
    expect((await call(tokenRoute.DELETE, { method: 'DELETE', path: '/api/user/tokens/x', params: { id: revoked.id }, headers: asCookie(pro) })).status).toBe(200);
    const refused = await (await connectLibrary(restCalls(revoked.token).library)).request({ method: 'prompts/list', params: {} }).catch((error: unknown) => error);
    expect((refused as ProtocolError).code).toBe(MCP_SERVER_ERROR);
    expect((refused as ProtocolError).data).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    expect((refused as ProtocolError).message).toContain('HTTP 401');
    // A bad cursor is still the params' fault.
    await expect(client.request({ method: 'prompts/list', params: { cursor: 'x' } })).rejects.toMatchObject({ code: -32602 });
  });
});
