import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import * as mcpRoute from '@/app/api/mcp/route';
import * as tokensRoute from '@/app/api/user/tokens/route';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { MAX_VALUE_NAMES } from '@/lib/mcp/placeholder-form';
import { MCP_HTTP_TEXT } from '@/lib/mcp/text';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { seedLibrary } from '@/lib/seed';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { asCookie, call, persona, type Session } from '../factories';

// Attacks on /api/mcp (docs/mcp.md) with real tokens on a real database: JSON-RPC posted to the route
// handler as a 2025 client posts it, with what a careless or hostile client might send. Then the stdio
// command (`node bin/promptloom-mcp.mjs`) with bad ids and bad addresses.

let pro: Session;
let other: Session;
let token = '';
let ownId = '';
let othersPrivateId = '';

beforeAll(async () => {
  await seedLibrary(await getDb());
  [pro, other] = await Promise.all([persona('pro'), persona('pro')]);
  const created = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asCookie(pro), body: { name: 'Assistant' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  token = created.body.token;
  const categoryId = (await ensureCategories(['Marketing'])).get('Marketing')!.id;
  const mine = { categoryId, accessLevel: 'free' as const, approved: false, viewable: 'private' as const };
  ownId = (
    await insertPrompt({ ...mine, title: 'Object keys', description: 'Placeholders named like built-ins.', content: 'Use !<constructor>! and !<toString>! in a !|hasOwnProperty, valueOf|! way.', authorId: pro.userId })
  ).id;
  othersPrivateId = (
    await insertPrompt({ ...mine, title: 'Someone else’s draft', description: 'Private to its author.', content: 'The otterwhisper plan for !<Client>!.', authorId: other.userId })
  ).id;
});

afterEach(() => {
  delete process.env.RATE_LIMIT_API_TOKEN_PER_MINUTE;
  resetEnvCache();
  resetRateLimits();
});

const post = (body: unknown) =>
  call(mcpRoute.POST, { method: 'POST', path: '/api/mcp', headers: { authorization: `Bearer ${token}`, accept: 'application/json, text/event-stream' }, body });

const toolCall = (id: number, name: string, args: unknown) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

/** The one JSON-RPC message of a 2025 answer (an event stream of one message). */
function message(answer: { body: unknown }): any {
  const data = String(answer.body).split('\n').find((line) => line.startsWith('data: '));
  expect(data, String(answer.body).slice(0, 300)).toBeDefined();
  return JSON.parse(data!.slice('data: '.length));
}

const textOf = (rpc: any): string => (rpc.result?.content ?? []).map((c: { text: string }) => c.text).join('\n');

describe('one request, one call', () => {
  it('a JSON-RPC batch is refused before any of its calls runs, so every call counts against the token’s limit', async () => {
    process.env.RATE_LIMIT_API_TOKEN_PER_MINUTE = '3';
    resetEnvCache();
    const batch = await post(Array.from({ length: 5 }, (_, i) => toolCall(i + 1, 'search_prompts', { query: `letter ${i}` })));
    expect(batch.status).toBe(400);
    expect(batch.body).toEqual({ jsonrpc: '2.0', error: { code: -32600, message: MCP_HTTP_TEXT.noBatches }, id: null });
    // Even a batch of one.
    expect((await post([toolCall(1, 'list_categories', {})])).status).toBe(400);
    // The two refused posts counted; the third request is the last the limit allows.
    expect(message(await post(toolCall(1, 'list_categories', {}))).result.isError).toBeFalsy();
    expect((await post(toolCall(2, 'list_categories', {}))).status).toBe(429);
  });

  it('a body that is not JSON, is empty or is over 1 MiB is refused with a JSON-RPC error and its status, never a 500', async () => {
    const parse = { jsonrpc: '2.0', error: { code: -32700, message: MCP_HTTP_TEXT.parseError }, id: null };
    expect(await post('{"jsonrpc": "2.0",')).toMatchObject({ status: 400, body: parse });
    expect(await post('')).toMatchObject({ status: 400, body: parse });
    for (const notAMessage of ['"tools/list"', 'null', '{}']) expect((await post(notAMessage)).status).toBe(400);
    const huge = await post(toolCall(1, 'search_prompts', { query: 'x'.repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    // The API's one error shape, as docs/api.md and the OpenAPI document describe it.
    expect(huge.body).toEqual({ error: MCP_HTTP_TEXT.tooLarge(1024 * 1024), code: 'PAYLOAD_TOO_LARGE', status: 413 });
  });
});

describe('values a client sends', () => {
  it('values naming more than 100 placeholders are refused in one short answer, not one line per name', async () => {
    const names = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`name${i}`, 'x']));
    const fill = message(await post(toolCall(1, 'fill_prompt', { id: ownId, values: names })));
    expect(fill.result.isError).toBe(true);
    expect(textOf(fill)).toBe(`values can name at most ${MAX_VALUE_NAMES} placeholders. (VALIDATION_ERROR, HTTP 400)`);

    const args = Object.fromEntries(Array.from({ length: MAX_VALUE_NAMES + 1 }, (_, i) => [`name${i}`, 'x']));
    const got = message(await post({ jsonrpc: '2.0', id: 2, method: 'prompts/get', params: { name: `object-keys-${ownId}`, arguments: args } }));
    expect(got.error).toMatchObject({ code: -32602, message: `values can name at most ${MAX_VALUE_NAMES} placeholders. (VALIDATION_ERROR, HTTP 400)` });

    // Within the limit, each unknown name is named and the prompt's placeholders are listed once.
    const few = message(await post(toolCall(3, 'fill_prompt', { id: ownId, values: { colour: 'red', size: 'big' } })));
    expect(textOf(few)).toBe(
      'This prompt has no placeholder "colour". This prompt has no placeholder "size". Its placeholders: constructor, tostring, hasownproperty,valueof. (VALIDATION_ERROR, HTTP 400)',
    );
  });

  it('placeholders named like Object’s own members are filled from the values given, and nothing else answers for them', async () => {
    const empty = message(await post(toolCall(1, 'fill_prompt', { id: ownId })));
    expect(empty.result.structuredContent).toMatchObject({ complete: false, values: {}, fromMemory: [] });
    expect(empty.result.structuredContent.missing.map((m: { name: string }) => m.name)).toEqual(['constructor', 'tostring', 'hasownproperty,valueof']);
    const filled = message(await post(toolCall(2, 'fill_prompt', { id: ownId, values: { constructor: 'a builder', toString: 'a printer', 'hasOwnProperty / valueOf': 'valueOf' } })));
    expect(filled.result.structuredContent.text).toBe('Use a builder and a printer in a valueOf way.');
  });
});

describe('search filters', () => {
  it('a category id that is not one is named by the tool’s own field, and a comma cannot turn one id into two', async () => {
    const [first, second] = (await ensureCategories(['Marketing', 'Sales'])).values();
    for (const categoryIds of [['nope', 'also-nope'], [`${first!.id},${second!.id}`]]) {
      const answer = message(await post(toolCall(1, 'search_prompts', { categoryIds })));
      expect(answer.result.isError).toBe(true);
      expect(textOf(answer)).toBe('Input validation error: Invalid arguments for tool search_prompts: categoryIds.0: Category ids must be valid ids' + (categoryIds.length > 1 ? ', categoryIds.1: Category ids must be valid ids' : ''));
    }
  });
});

describe('whose prompts', () => {
  it('another person’s private prompt is not found by any tool or prompts/get, and its content never shows', async () => {
    for (const [name, args] of [
      ['get_prompt', { id: othersPrivateId }],
      ['fill_prompt', { id: othersPrivateId, values: { client: 'x' } }],
    ] as const) {
      const answer = await post(toolCall(1, name, args));
      expect(textOf(message(answer))).toBe('Prompt not found (NOT_FOUND, HTTP 404)');
      expect(String(answer.body)).not.toContain('otterwhisper');
    }
    const got = await post({ jsonrpc: '2.0', id: 1, method: 'prompts/get', params: { name: `someone-else-s-draft-${othersPrivateId}`, arguments: { client: 'x' } } });
    expect(message(got).error).toMatchObject({ code: -32602, message: 'Prompt not found (NOT_FOUND, HTTP 404)' });
    const search = await post(toolCall(1, 'search_prompts', { query: 'otterwhisper' }));
    expect(message(search).result.structuredContent.total).toBe(0);
  });
});

// A stand-in for whatever answers at PROMPTLOOM_URL: Next's redirect of a path with a trailing slash, a
// prompt list at /api/prompts, and another service's JSON everywhere else. It records what it was asked.
let elsewhere: http.Server;
let elsewhereUrl = '';
const asked: string[] = [];

beforeAll(async () => {
  elsewhere = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    asked.push(path);
    if (path.length > 1 && path.endsWith('/')) return void res.writeHead(308, { location: path.slice(0, -1) }).end();
    const body = path === '/api/prompts' ? { prompts: [], totalPages: 1, currentPage: 1, total: 0 } : { service: 'something else', items: 3 };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => elsewhere.close(resolve));
});

const stdioSettings = (settings: Record<string, string>) => ({
  command: process.execPath,
  args: ['bin/promptloom-mcp.mjs'],
  cwd: process.cwd(),
  env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PROMPTLOOM_TOKEN: `pl_${'A'.repeat(43)}`, PROMPTLOOM_URL: elsewhereUrl, ...settings },
});

async function stdioClient(): Promise<Client> {
  const client = new Client({ name: 'promptloom-attack', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ ...stdioSettings({}), stderr: 'pipe' }));
  return client;
}

const toolText = (result: { content?: unknown }) => ((result.content ?? []) as { text?: string }[]).map((c) => c.text ?? '').join('\n');

describe('npx promptloom-mcp', () => {
  it('a prompt id that is not one is refused before any request: "." and ".." would have become another route’s path', async () => {
    const client = await stdioClient();
    try {
      asked.length = 0;
      for (const [name, id] of [
        ['get_prompt', '.'],
        ['get_prompt', '..'],
        ['fill_prompt', '.'],
      ] as const) {
        const result = await client.callTool({ name, arguments: { id } });
        expect(result.isError).toBe(true);
        expect(toolText(result)).toBe(`Input validation error: Invalid arguments for tool ${name}: id: Invalid prompt id`);
      }
      expect(asked).toEqual([]);
    } finally {
      await client.close();
    }
    // Over HTTP the same words.
    const answer = message(await post(toolCall(1, 'get_prompt', { id: 'hello' })));
    expect(textOf(answer)).toBe('Input validation error: Invalid arguments for tool get_prompt: id: Invalid prompt id');
  });

  it('an address that answers JSON of another shape is named in words, not met with a TypeError inside a tool', async () => {
    const client = await stdioClient();
    try {
      const categories = await client.callTool({ name: 'list_categories', arguments: {} });
      expect(categories.isError).toBe(true);
      expect(toolText(categories)).toBe(`${elsewhereUrl} did not answer GET /api/categories as Promptloom does: is PROMPTLOOM_URL the app's address? (UNKNOWN_ERROR, HTTP 502)`);
      const prompt = await client.callTool({ name: 'get_prompt', arguments: { id: ownId } });
      expect(toolText(prompt)).toContain('did not answer GET /api/prompts/[id] as Promptloom does');
      // The list's shape is right there, so search answers.
      expect((await client.callTool({ name: 'search_prompts', arguments: {} })).isError).toBeFalsy();
    } finally {
      await client.close();
    }
  });

  it('a PROMPTLOOM_URL with credentials, a query or another scheme stops the command at once, saying why without echoing it', async () => {
    for (const url of ['http://someone:hunter2secret@127.0.0.1:1', `${elsewhereUrl}/?tenant=hunter2secret`, 'ftp://127.0.0.1/hunter2secret']) {
      const { command, args, cwd, env } = stdioSettings({ PROMPTLOOM_URL: url });
      const child = spawn(command, args, { cwd, env: { NODE_ENV: 'production', ...env }, stdio: 'pipe' });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      expect(await new Promise((resolve) => child.on('close', resolve))).toBe(1);
      expect(out).toBe('');
      expect(err).toMatch(/^promptloom-mcp: PROMPTLOOM_URL: PROMPTLOOM_URL must be the app’s address/);
      expect(err).not.toContain('hunter2secret');
    }
  });
});
