import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type ElicitRequestFormParams } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import * as categoriesRoute from '@/app/api/categories/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as filledMemoryRoute from '@/app/api/user/profiles/active/route';
import * as rememberRoute from '@/app/api/user/parameters/remember/route';
import * as trailRoute from '@/app/api/user/trail/route';
import * as valueRoute from '@/app/api/user/values/[key]/route';
import * as userCategoriesRoute from '@/app/api/user-categories/route';
import * as tokensRoute from '@/app/api/user/tokens/route';
import * as tokenRoute from '@/app/api/user/tokens/[id]/route';
import { getDb } from '@/lib/db';
import { seedLibrary } from '@/lib/seed';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { asCookie, call, persona, type Session } from '../factories';

// The stdio command (`npx promptloom-mcp`, docs/mcp.md) as a desktop assistant runs it: a real child
// process started by the SDK's stdio client, reaching the app over HTTP with a personal token. The app
// here is the real route handlers it calls, served on a loopback port from this test's database.

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const ROUTES: [RegExp, Handler, method?: string][] = [
  [/^\/api\/user\/parameters\/remember$/, rememberRoute.POST, 'POST'],
  [/^\/api\/user\/trail$/, trailRoute.POST, 'POST'],
  [/^\/api\/prompts$/, promptsRoute.GET],
  [/^\/api\/prompts\/(?<id>[^/]+)$/, promptRoute.GET],
  [/^\/api\/user\/profiles\/active$/, filledMemoryRoute.GET],
  [/^\/api\/categories$/, categoriesRoute.GET],
  [/^\/api\/user-categories$/, userCategoriesRoute.GET],
];

let server: http.Server;
let appUrl = '';
let pro: Session;
let token = '';
let letterId = '';

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = ROUTES.filter(([, , method = 'GET']) => method === req.method)
      .map(([pattern, handler]) => [pattern.exec(url.pathname), handler] as const)
      .find(([m]) => m);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const [found, handler] = match;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = req.method === 'GET' ? undefined : Buffer.concat(chunks);
    const response = await handler(new Request(url, { method: req.method, headers: req.headers as Record<string, string>, body }), { params: Promise.resolve({ ...found!.groups }) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  await seedLibrary(await getDb());
  pro = await persona('pro');
  const created = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asCookie(pro), body: { name: 'Desktop' } });
  token = created.body.token;
  const categoryId = (await ensureCategories(['Marketing'])).get('Marketing')!.id;
  letterId = (
    await insertPrompt({
      title: 'Partner newsletter draft',
      description: 'A short newsletter to a partner company.',
      content: 'From !<Sender>!: write a !|formal, friendly|! newsletter about !<Topic>!.',
      categoryId,
      accessLevel: 'free',
      approved: false,
      viewable: 'private',
      authorId: pro.userId,
    })
  ).id;
  await call(parametersRoute.PUT, {
    method: 'PUT',
    path: '/api/user/parameters',
    headers: asCookie(pro),
    body: { parameters: { name: { value: 'Ada Lovelace', aliases: ['name', 'sender'], isCore: true } } },
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The documented command, from the checkout, with only the settings a desktop assistant gives it. */
const command = (settings: Record<string, string>) => ({
  command: 'npx',
  args: ['--no-install', 'promptloom-mcp'],
  cwd: process.cwd(),
  env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PROMPTLOOM_URL: appUrl, ...settings },
  stderr: 'pipe' as const,
});

async function connect(settings: Record<string, string>, opts: { modern?: boolean; elicit?: (params: ElicitRequestFormParams) => Record<string, string | boolean> } = {}) {
  const client = new Client(
    { name: 'promptloom-stdio-test', version: '1.0.0' },
    { capabilities: opts.elicit ? { elicitation: { form: {} } } : {}, ...(opts.modern ? { versionNegotiation: { mode: 'auto' } } : {}) },
  );
  if (opts.elicit) {
    const elicit = opts.elicit;
    client.setRequestHandler('elicitation/create', async (request) => ({ action: 'accept', content: elicit(request.params as ElicitRequestFormParams) }));
  }
  const transport = new StdioClientTransport(command(settings));
  await client.connect(transport);
  return client;
}

const textOf = (result: { content?: unknown }) => ((result.content ?? []) as { text?: string }[]).map((c) => c.text ?? '').join('\n');

describe('npx promptloom-mcp over stdio', () => {
  it('a 2025 client: search by a typo answers what the API answers, and a missing value is asked for in a form and filled', async () => {
    const requests: ElicitRequestFormParams[] = [];
    const client = await connect({ PROMPTLOOM_TOKEN: token }, { elicit: (params) => (requests.push(params), { topic: 'the launch', 'formal,friendly': 'formal' }) });
    try {
      expect(client.getNegotiatedProtocolVersion()).toMatch(/^2025-/);
      const search = await client.callTool({ name: 'search_prompts', arguments: { query: 'partner newsleter' } });
      const api = await call(promptsRoute.GET, { path: '/api/prompts?search=partner+newsleter', headers: { authorization: `Bearer ${token}` } });
      expect(search.structuredContent).toEqual(api.body);
      expect(api.body.prompts[0]._id).toBe(letterId);

      const { valuesSchema } = (await client.callTool({ name: 'get_prompt', arguments: { id: letterId } })).structuredContent as any;
      expect(valuesSchema.properties['formal,friendly'].enum).toEqual(['formal', 'friendly']);
      const filled = await client.callTool({ name: 'fill_prompt', arguments: { id: letterId } });
      expect(requests).toHaveLength(1);
      // The form asks for what the memory does not fill, as get_prompt describes it.
      const { 'formal,friendly': select, topic } = valuesSchema.properties;
      expect(requests[0]!.requestedSchema.properties).toEqual({ 'formal,friendly': select, topic, 'promptloom_remember': expect.objectContaining({ type: 'boolean' }) });
      expect(textOf(filled)).toBe('From Ada Lovelace: write a formal newsletter about the launch.');
      // The fill is in the person's usage trail, through the API: on MCP, by the client's name, with where each value came from.
      const sender = await call(valueRoute.GET, { path: '/api/user/values/name', params: { key: 'name' }, headers: asCookie(pro) });
      expect(sender.body.uses[0]).toMatchObject({ promptId: letterId, action: 'fill', surface: 'mcp', client: 'promptloom-stdio-test', source: 'memory' });
      const topicUse = await call(valueRoute.GET, { path: '/api/user/values/topic', params: { key: 'topic' }, headers: asCookie(pro) });
      expect(topicUse.body.uses[0]).toMatchObject({ action: 'fill', surface: 'mcp', source: 'asked' });

      const prompts = await client.listPrompts();
      const letter = prompts.prompts.find((p) => p.name.endsWith(letterId))!;
      expect(letter.arguments!.map((a) => [a.name, a.required])).toEqual([
        ['sender', false],
        ['formal,friendly', true],
        ['topic', true],
      ]);
      const got = await client.getPrompt({ name: letter.name, arguments: { 'formal,friendly': 'friendly', topic: 'spring' } });
      expect(got.messages[0]!.content).toEqual({ type: 'text', text: 'From Ada Lovelace: write a friendly newsletter about spring.' });
    } finally {
      await client.close();
    }
  });

  it('a 2026 client is asked through an input-required answer; a value remembered there is not asked again', async () => {
    const requests: ElicitRequestFormParams[] = [];
    const client = await connect(
      { PROMPTLOOM_TOKEN: token },
      { modern: true, elicit: (params) => (requests.push(params), { topic: 'autumn', 'formal,friendly': 'friendly', 'promptloom_remember': true }) },
    );
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
      const filled = await client.callTool({ name: 'fill_prompt', arguments: { id: letterId } });
      expect(textOf(filled)).toBe('From Ada Lovelace: write a friendly newsletter about autumn.\nRemembered in your parameter memory: topic.');
      expect((filled.structuredContent as { remembered: string[] }).remembered).toEqual(['topic']);
      // Written through the API into the memory: the next fill asks only for the choice.
      const again = await client.callTool({ name: 'fill_prompt', arguments: { id: letterId } });
      expect(Object.keys(requests[1]!.requestedSchema.properties)).toEqual(['formal,friendly']);
      expect((again.structuredContent as { text: string }).text).toBe('From Ada Lovelace: write a friendly newsletter about autumn.');
    } finally {
      await client.close();
    }
  });

  it('a revoked token: the tools answer the API’s 401 in words', async () => {
    const extra = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asCookie(pro), body: { name: 'Old laptop' } });
    await call(tokenRoute.DELETE, { method: 'DELETE', path: '/api/user/tokens/x', params: { id: extra.body.id }, headers: asCookie(pro) });
    const client = await connect({ PROMPTLOOM_TOKEN: extra.body.token });
    try {
      const result = await client.callTool({ name: 'search_prompts', arguments: {} });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe('Authentication required (UNAUTHORIZED, HTTP 401)');
    } finally {
      await client.close();
    }
  });

  it('writes nothing but JSON-RPC to stdout, and refuses to start without a well-formed token, saying why on stderr', async () => {
    const run = (settings: Record<string, string>) => {
      const { command: file, args, cwd, env } = command(settings);
      // Only the assistant's settings, as above; Next's types make NodeJS.ProcessEnv ask for NODE_ENV.
      return spawn(file, args, { cwd, env: { NODE_ENV: 'production', ...env }, stdio: 'pipe' });
    };
    const child = run({ PROMPTLOOM_TOKEN: token });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } })}\n`);
    await expect.poll(() => stdout.includes('"id":1'), { timeout: 30_000 }).toBe(true);
    child.stdin.end();
    await new Promise((resolve) => child.on('close', resolve));
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });

    const refused = run({ PROMPTLOOM_TOKEN: 'not-a-token' });
    let out = '';
    let err = '';
    refused.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    refused.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise((resolve) => refused.on('close', resolve));
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toContain('PROMPTLOOM_TOKEN');
    expect(err).toContain('not a personal API token');
  });
});
