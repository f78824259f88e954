import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, InMemoryTransport, StreamableHTTPClientTransport, type ElicitRequestFormParams, type ElicitResult } from '@modelcontextprotocol/client';
import * as mcpRoute from '@/app/api/mcp/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as tokensRoute from '@/app/api/user/tokens/route';
import * as tokenRoute from '@/app/api/user/tokens/[id]/route';
import { API_TOKEN_TEXT } from '@/lib/account-text';
import { viewerFromHeaders } from '@/lib/services/viewer';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { createMcpServer } from '@/lib/mcp/server';
import { mcpLibraryFor } from '@/lib/services/mcp';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { seedLibrary } from '@/lib/seed';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { asBearer, asCookie, BASE, call, persona, type Session } from '../factories';

// The MCP server (docs/mcp.md) driven by the SDK's own client over Streamable HTTP: the
// client's transport posts to the real route handler, with a real personal token, on a real database.
// The stdio command is in mcp-stdio.test.ts.

let pro: Session;
let free: Session;
let proToken = '';
let freeToken = '';
let letterId = '';
let typedId = '';
let proPromptId = '';

const LETTER = {
  title: 'Partner newsletter draft',
  description: 'A short newsletter to a partner company.',
  content: 'From !<Sender>! of !<Company>!: write a !|formal, friendly|! newsletter about !<Topic>!. Sign as !<Sender>!. Internal: !{Budget}!.',
};

// Typed inputs (docs/placeholders.md): each a JSON Schema type of its own.
const TYPED = {
  title: 'Launch brief',
  description: 'A launch brief with typed inputs.',
  content: [
    'By !<Deadline | date>! at !<Start | date and time, optional>!, !<Word count | integer min=50 max=2000 default=300>! words',
    '!<Include sources | checkbox yes="with sources" no="without sources">! for !<Channels | multi-select: email / sms / push>!',
    'in a !<Tone | select: formal / friendly* / playful>! tone; reply to !<Reply to | email>! or !<Site | url, help="The product page">!.',
  ].join(' '),
};

async function createToken(who: Session): Promise<string> {
  const created = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asCookie(who), body: { name: 'Assistant' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.token;
}

beforeAll(async () => {
  await seedLibrary(await getDb());
  [pro, free] = await Promise.all([persona('pro'), persona('trial')]);
  // The trial lets the second person make a token; then it ends, and the person is free.
  freeToken = await createToken(free);
  const { updateUser } = await import('@/models/users');
  await updateUser(free.userId, { freeExpiryDate: new Date(Date.now() - 86_400_000) });
  proToken = await createToken(pro);
  const categoryId = (await ensureCategories(['Marketing'])).get('Marketing')!.id;
  letterId = (await insertPrompt({ ...LETTER, categoryId, accessLevel: 'free', approved: false, viewable: 'private', authorId: pro.userId })).id;
  typedId = (await insertPrompt({ ...TYPED, categoryId, accessLevel: 'free', approved: false, viewable: 'private', authorId: pro.userId })).id;
  proPromptId = (
    await insertPrompt({
      title: 'Zephyr board memo',
      description: 'A memo for the board.',
      content: `Write for !<Audience>!. ${'The method is laid out at length here. '.repeat(6)}The hidden part names the quokkasecret.`,
      categoryId,
      accessLevel: 'pro',
      approved: true,
      viewable: 'public',
    })
  ).id;
  // The parameter memory: the name answers to the alias 'sender', the company to its default 'company'.
  const saved = await call(parametersRoute.PUT, {
    method: 'PUT',
    path: '/api/user/parameters',
    headers: asCookie(pro),
    body: {
      parameters: {
        name: { value: 'Ada Lovelace', aliases: ['name', 'sender'], isCore: true },
        company_name: { value: 'Analytical Engines', aliases: ['company'], isCore: true },
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

afterEach(() => {
  delete process.env.RATE_LIMIT_API_TOKEN_PER_MINUTE;
  delete process.env.RATE_LIMIT_WRITES_PER_MINUTE;
  resetEnvCache();
  resetRateLimits();
});

/** The route as the client's fetch: a POST reaches the handler as Next would call it; other methods get Next's 405. */
const routeFetch = async (url: string | URL, init?: RequestInit) =>
  (init?.method ?? 'GET') === 'POST' ? mcpRoute.POST(new Request(url, init), { params: Promise.resolve({}) }) : new Response(null, { status: 405, headers: { allow: 'POST' } });

/** One JSON-RPC request posted to the route as a 2025 client posts it. */
const rpc = (token: string, method: string, params: Record<string, unknown> = {}) =>
  call(mcpRoute.POST, {
    method: 'POST',
    path: '/api/mcp',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json, text/event-stream' },
    body: { jsonrpc: '2.0', id: 1, method, params },
  });

type Elicit = (params: ElicitRequestFormParams) => ElicitResult;

async function connect(token: string | null, opts: { modern?: boolean; elicit?: Elicit } = {}): Promise<Client> {
  const client = new Client(
    { name: 'promptloom-test', version: '1.0.0' },
    { capabilities: opts.elicit ? { elicitation: { form: {} } } : {}, ...(opts.modern ? { versionNegotiation: { mode: 'auto' } } : {}) },
  );
  if (opts.elicit) {
    const elicit = opts.elicit;
    client.setRequestHandler('elicitation/create', async (request) => elicit(request.params as ElicitRequestFormParams));
  }
  const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', BASE), {
    fetch: routeFetch,
    requestInit: { headers: token ? { authorization: `Bearer ${token}` } : {} },
  });
  await client.connect(transport);
  return client;
}

const textOf = (result: { content?: unknown }) => ((result.content ?? []) as { type: string; text?: string }[]).map((c) => c.text ?? '').join('\n');

describe('who may connect', () => {
  it('no token, a session instead of a token, and a revoked token are refused with 401 and a clear message', async () => {
    const bare = await call(mcpRoute.POST, { method: 'POST', path: '/api/mcp', headers: { origin: '' }, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    expect(bare.status).toBe(401);
    expect(bare.body).toEqual({ error: API_TOKEN_TEXT.tokenRequired, code: 'UNAUTHORIZED', status: 401 });
    // A signed-in session, by cookie or by the provider's bearer token, is no personal token.
    for (const headers of [asCookie(pro), asBearer(pro)]) {
      const session = await call(mcpRoute.POST, { method: 'POST', path: '/api/mcp', headers, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
      expect(session.status).toBe(401);
      expect(session.body.error).toBe(API_TOKEN_TEXT.tokenRequired);
    }
    await expect(connect(null)).rejects.toThrow(/401/);

    const token = await createToken(pro);
    const client = await connect(token);
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['fill_prompt', 'get_prompt', 'list_categories', 'search_prompts']);
    const [row] = (await call(tokensRoute.GET, { path: '/api/user/tokens', headers: asCookie(pro) })).body;
    expect((await call(tokenRoute.DELETE, { method: 'DELETE', path: '/api/user/tokens/x', params: { id: row.id }, headers: asCookie(pro) })).status).toBe(200);
    await expect(client.callTool({ name: 'search_prompts', arguments: {} })).rejects.toThrow(/401/);
    await expect(connect(token)).rejects.toThrow(/401/);
  });

  it('a token whose owner has no pro access is refused as the API refuses it', async () => {
    const api = await call(promptsRoute.GET, { path: '/api/prompts', headers: { authorization: `Bearer ${freeToken}` } });
    const mcp = await call(mcpRoute.POST, { method: 'POST', path: '/api/mcp', headers: { authorization: `Bearer ${freeToken}` }, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    expect(api.status).toBe(403);
    expect(mcp.status).toBe(403);
    expect(mcp.body).toEqual(api.body);
    expect(mcp.body.error).toBe(API_TOKEN_TEXT.tokenNeedsPro);
  });

  it('every MCP request but a list counts against the token’s rate limit, and none against the writes limit', async () => {
    process.env.RATE_LIMIT_WRITES_PER_MINUTE = '1';
    process.env.RATE_LIMIT_API_TOKEN_PER_MINUTE = '6';
    resetEnvCache();
    for (let i = 0; i < 6; i++) {
      const answer = await rpc(proToken, 'tools/call', { name: 'list_categories', arguments: {} });
      expect(answer.status, String(answer.body)).toBe(200);
    }
    // A list is paid from the token's listing budget (mcp-listing.test.ts).
    expect((await rpc(proToken, 'tools/list')).status).toBe(200);
    const limited = await rpc(proToken, 'tools/call', { name: 'list_categories', arguments: {} });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('tools', () => {
  it('search finds a prompt by a word with a typo, and answers what GET /api/prompts answers', async () => {
    const client = await connect(proToken);
    const result = await client.callTool({ name: 'search_prompts', arguments: { query: 'partner newsleter' } });
    expect(result.isError).toBeFalsy();
    const api = await call(promptsRoute.GET, { path: '/api/prompts?search=partner+newsleter', headers: { authorization: `Bearer ${proToken}` } });
    expect(result.structuredContent).toEqual(api.body);
    expect((result.structuredContent as any).prompts[0]._id).toBe(letterId);
    expect(textOf(result)).toContain(`Partner newsletter draft (id ${letterId})`);

    const filtered = await client.callTool({ name: 'search_prompts', arguments: { query: 'newsletter', onlyMine: true, page: 1 } });
    const apiFiltered = await call(promptsRoute.GET, { path: '/api/prompts?search=newsletter&showOnlyMyPrompts=true&page=1', headers: { authorization: `Bearer ${proToken}` } });
    expect(filtered.structuredContent).toEqual(apiFiltered.body);
    const bad = await client.callTool({ name: 'search_prompts', arguments: { onlyPro: true, hidePro: true } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain("'Pro only' and 'Hide pro' cannot both be set");
  });

  it('get answers the prompt as the API does, with its placeholders as a JSON Schema (a select as an enum, memory as defaults)', async () => {
    const client = await connect(proToken);
    const result = await client.callTool({ name: 'get_prompt', arguments: { id: letterId } });
    const api = await call(promptRoute.GET, { path: `/api/prompts/${letterId}`, params: { id: letterId }, headers: { authorization: `Bearer ${proToken}` } });
    const { prompt, valuesSchema } = result.structuredContent as any;
    expect(prompt).toEqual(api.body);
    expect(valuesSchema).toEqual({
      type: 'object',
      properties: {
        sender: { type: 'string', title: 'Sender', description: 'Replaces !<Sender>! in the prompt. Your parameter memory fills it unless you give another value.', maxLength: 2000, default: 'Ada Lovelace' },
        company: { type: 'string', title: 'Company', description: 'Replaces !<Company>! in the prompt. Your parameter memory fills it unless you give another value.', maxLength: 2000, default: 'Analytical Engines' },
        'formal,friendly': { type: 'string', title: 'formal / friendly', description: 'Choose one: formal, friendly.', enum: ['formal', 'friendly'] },
        topic: { type: 'string', title: 'Topic', description: 'Replaces !<Topic>! in the prompt.', maxLength: 2000 },
      },
      required: ['formal,friendly', 'topic'],
      additionalProperties: false,
    });
    expect(textOf(result)).toContain('- formal,friendly (select: formal | friendly)');
    const missing = await client.callTool({ name: 'get_prompt', arguments: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('NOT_FOUND');
  });

  it('fill takes values from the parameter memory by alias, and names what is still missing when the client cannot show a form', async () => {
    const client = await connect(proToken);
    const result = await client.callTool({ name: 'fill_prompt', arguments: { id: letterId, values: { 'Formal, Friendly': 'friendly' } } });
    const out = result.structuredContent as any;
    expect(out.complete).toBe(false);
    expect(out.values).toEqual({ sender: 'Ada Lovelace', company: 'Analytical Engines', 'formal,friendly': 'friendly' });
    expect(out.fromMemory).toEqual(['sender', 'company']);
    expect(out.missing).toEqual([{ name: 'topic', title: 'Topic', type: 'text' }]);
    expect(out.text).toBe('From Ada Lovelace of Analytical Engines: write a friendly newsletter about !<Topic>!. Sign as Ada Lovelace. Internal: !{Budget}!.');
    expect(textOf(result)).toContain('Still missing: topic (“Topic”)');

    const given = await client.callTool({ name: 'fill_prompt', arguments: { id: letterId, values: { 'formal,friendly': 'formal', topic: 'the launch', sender: 'Grace' } } });
    expect((given.structuredContent as any).complete).toBe(true);
    expect(textOf(given)).toBe('From Grace of Analytical Engines: write a formal newsletter about the launch. Sign as Grace. Internal: !{Budget}!.');

    const wrong = await client.callTool({ name: 'fill_prompt', arguments: { id: letterId, values: { 'formal,friendly': 'rude', colour: 'red' } } });
    expect(wrong.isError).toBe(true);
    expect(textOf(wrong)).toContain('"rude" is not an option of "formal / friendly": choose one of formal, friendly.');
    expect(textOf(wrong)).toContain('This prompt has no placeholder "colour"');
  });

  it('a 2025 client over HTTP that declares elicitation still gets the missing values named: a stateless request cannot ask back', async () => {
    let asked = 0;
    const client = await connect(proToken, { elicit: () => (asked++, { action: 'accept', content: {} }) });
    expect(client.getNegotiatedProtocolVersion()).toMatch(/^2025-/);
    const result = await client.callTool({ name: 'fill_prompt', arguments: { id: letterId } });
    expect(asked).toBe(0);
    expect((result.structuredContent as any).missing.map((m: { name: string }) => m.name)).toEqual(['formal,friendly', 'topic']);
  });

  it('a 2026 client that can show a form is asked for the missing values only, with get_prompt’s schema for them and a choice to remember, and its answer fills the prompt', async () => {
    const requests: ElicitRequestFormParams[] = [];
    let reply: ElicitResult = { action: 'accept', content: { 'formal,friendly': 'formal', topic: 'our new loom' } };
    const client = await connect(proToken, { modern: true, elicit: (params) => (requests.push(params), reply) });
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const { valuesSchema } = (await client.callTool({ name: 'get_prompt', arguments: { id: letterId } })).structuredContent as any;
    const result = await client.callTool({ name: 'fill_prompt', arguments: { id: letterId } });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.message).toBe('“Partner newsletter draft” needs 2 more values.');
    // Only what the memory does not fill, as get_prompt describes it, and whether to keep what can be kept.
    const asked = requests[0]!.requestedSchema;
    expect(Object.keys(asked.properties)).toEqual(['formal,friendly', 'topic', 'promptloom_remember']);
    expect(asked.properties['formal,friendly']).toEqual(valuesSchema.properties['formal,friendly']);
    expect(asked.properties.topic).toEqual(valuesSchema.properties.topic);
    expect(asked.properties['promptloom_remember']).toEqual({ type: 'boolean', title: 'Remember these values', description: 'Keep them in your parameter memory, so the next fill does not ask again.', default: false });
    expect(asked.required).toEqual(['formal,friendly', 'topic']);
    expect(result.structuredContent).toMatchObject({ complete: true, missing: [], fromMemory: ['sender', 'company'] });
    expect(textOf(result)).toBe('From Ada Lovelace of Analytical Engines: write a formal newsletter about our new loom. Sign as Ada Lovelace. Internal: !{Budget}!.');

    // Declined: the answer names what is missing.
    reply = { action: 'decline' };
    const declined = await client.callTool({ name: 'fill_prompt', arguments: { id: letterId, values: { topic: 'x' } } });
    expect(textOf(declined)).toContain('You did not fill in the form');
    expect((declined.structuredContent as any).missing).toEqual([{ name: 'formal,friendly', title: 'formal / friendly', type: 'select', options: ['formal', 'friendly'] }]);
  });

  it('typed inputs are JSON Schema types: integer with bounds, formats, boolean, enum with default, array of an enum; required only what is required', async () => {
    const client = await connect(proToken);
    const { valuesSchema } = (await client.callTool({ name: 'get_prompt', arguments: { id: typedId } })).structuredContent as any;
    expect(valuesSchema.properties).toEqual({
      deadline: { type: 'string', title: 'Deadline', description: 'A date (YYYY-MM-DD).', maxLength: 2000, format: 'date' },
      start: { type: 'string', title: 'Start', description: 'A date and time (YYYY-MM-DDTHH:MM). Optional: may stay empty.', maxLength: 2000, format: 'date-time' },
      wordcount: { type: 'integer', title: 'Word count', description: 'A number.', minimum: 50, maximum: 2000, default: 300 },
      includesources: { type: 'boolean', title: 'Include sources', description: 'Yes or no: builds as “with sources” or “without sources”.' },
      channels: { type: 'array', title: 'Channels', description: 'Choose any of: email, sms, push.', items: { type: 'string', enum: ['email', 'sms', 'push'] } },
      tone: { type: 'string', title: 'Tone', description: 'Choose one: formal, friendly, playful.', enum: ['formal', 'friendly', 'playful'], default: 'friendly' },
      replyto: { type: 'string', title: 'Reply to', description: 'An email address.', maxLength: 2000, format: 'email' },
      site: { type: 'string', title: 'Site', description: 'The product page. A web address.', maxLength: 2000, format: 'uri' },
    });
    expect(valuesSchema.required).toEqual(['deadline', 'channels', 'replyto', 'site']);

    // Values in their JSON types build as the viewer builds them; defaults fill what was not given.
    const filled = await client.callTool({
      name: 'fill_prompt',
      arguments: { id: typedId, values: { deadline: '2027-03-15', includesources: true, channels: ['push', 'email'], replyto: 'ada@example.com', site: 'example.com' } },
    });
    expect(filled.isError).toBeFalsy();
    expect((filled.structuredContent as any).complete).toBe(true);
    expect((filled.structuredContent as any).text).toBe(
      'By 2027-03-15 at, 300 words with sources for email, push in a friendly tone; reply to ada@example.com or https://example.com.',
    );

    // A client that can show a form is asked with the typed schema (the SDK checks it is a valid form), and its typed answer fills.
    const requests: ElicitRequestFormParams[] = [];
    const modern = await connect(proToken, {
      modern: true,
      elicit: (params) => (requests.push(params), { action: 'accept', content: { deadline: '2027-01-04', channels: ['sms'], replyto: 'a@b.co', site: 'https://x.org', includesources: false, wordcount: 80 } }),
    });
    const asked = await modern.callTool({ name: 'fill_prompt', arguments: { id: typedId } });
    const { deadline, channels, replyto, site } = valuesSchema.properties;
    expect(requests[0]!.requestedSchema.properties).toEqual({ deadline, channels, replyto, site, 'promptloom_remember': expect.objectContaining({ type: 'boolean', default: false }) });
    expect((asked.structuredContent as any).text).toBe('By 2027-01-04 at, 80 words without sources for sms in a friendly tone; reply to a@b.co or https://x.org.');

    // Out of bounds, not a date, the wrong JSON type: refused, each named.
    const wrong = await client.callTool({ name: 'fill_prompt', arguments: { id: typedId, values: { wordcount: 20, deadline: 'soon', includesources: 'maybe', channels: 3 } } });
    expect(wrong.isError).toBe(true);
    expect(textOf(wrong)).toContain('"20": Word count must be at least 50.');
    expect(textOf(wrong)).toContain('"soon": Deadline must be a date (YYYY-MM-DD).');
    expect(textOf(wrong)).toContain('"maybe": Include sources must be yes or no.');
    expect(textOf(wrong)).toContain('The value of "Channels" must be a list of its options or text.');
  });

  it('list_categories lists the library’s categories and the caller’s own', async () => {
    const client = await connect(proToken);
    const result = await client.callTool({ name: 'list_categories', arguments: {} });
    const out = result.structuredContent as any;
    expect(out.categories.map((c: { name: string }) => c.name)).toContain('Marketing');
    expect(out.customCategories).toEqual([]);
  });
});

it('announces no list-change notifications, which it never sends (docs/mcp.md)', async () => {
  const client = await connect(proToken);
  const capabilities = client.getServerCapabilities();
  expect(capabilities?.tools?.listChanged).toBe(false);
  expect(capabilities?.prompts?.listChanged).toBe(false);
});

describe('MCP prompts', () => {
  it('every usable prompt is listed page by page, with described arguments; prompts/get fills one', async () => {
    const client = await connect(proToken);
    const first = await client.request({ method: 'prompts/list', params: {} });
    const total = (await call(promptsRoute.GET, { path: '/api/prompts', headers: { authorization: `Bearer ${proToken}` } })).body.total;
    // 100 a page (a large library's paging is in mcp-listing.test.ts).
    expect(first.prompts).toHaveLength(Math.min(total, 100));
    expect(first.nextCursor).toBe(total > 100 ? '2' : undefined);
    const all = await client.listPrompts();
    expect(all.prompts).toHaveLength(total);
    const letter = all.prompts.find((p) => p.name === `partner-newsletter-draft-${letterId}`)!;
    expect(letter).toMatchObject({ title: LETTER.title, description: LETTER.description });
    // An argument has no title: its description says what it takes.
    expect(letter.arguments).toEqual([
      { name: 'sender', description: 'Replaces !<Sender>! in the prompt. Your parameter memory fills it unless you give another value.', required: false },
      { name: 'company', description: 'Replaces !<Company>! in the prompt. Your parameter memory fills it unless you give another value.', required: false },
      { name: 'formal,friendly', description: 'Choose one: formal, friendly.', required: true },
      { name: 'topic', description: 'Replaces !<Topic>! in the prompt.', required: true },
    ]);

    const got = await client.getPrompt({ name: letter.name, arguments: { 'formal,friendly': 'friendly', topic: 'spring' } });
    expect(got.messages).toEqual([{ role: 'user', content: { type: 'text', text: 'From Ada Lovelace of Analytical Engines: write a friendly newsletter about spring. Sign as Ada Lovelace. Internal: !{Budget}!.' } }]);
    await expect(client.getPrompt({ name: letter.name, arguments: { topic: 'spring' } })).rejects.toThrow('Missing arguments: formal,friendly (one of formal, friendly).');
    await expect(client.getPrompt({ name: letter.name, arguments: { 'formal,friendly': 'loud', topic: 'x' } })).rejects.toThrow('"loud" is not an option');
    await expect(client.getPrompt({ name: 'no-such-prompt' })).rejects.toThrow('Unknown prompt name');
    await expect(client.listPrompts({ cursor: 'x' })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('Invalid cursor') });
    expect((await client.listPrompts({ cursor: '100000' })).prompts).toEqual([]);
  });

  it('a remembered value that does not fit its input (a name in a date) is neither offered nor counted, in prompts/list and get_prompt', async () => {
    const categoryId = (await ensureCategories(['Marketing'])).get('Marketing')!.id;
    const { id } = await insertPrompt({ title: 'Dated sender note', description: 'A note dated by its sender.', content: 'A note from !<Sender | date>! about !<Topic>!.', categoryId, accessLevel: 'free', approved: false, viewable: 'private', authorId: pro.userId });
    const client = await connect(proToken);
    const listed = (await client.listPrompts()).prompts.find((p) => p.name === `dated-sender-note-${id}`)!;
    expect(listed.arguments![0]).toEqual({ name: 'sender', description: expect.not.stringContaining('parameter memory'), required: true });
    const { valuesSchema } = (await client.callTool({ name: 'get_prompt', arguments: { id } })).structuredContent as any;
    expect(valuesSchema.properties.sender.default).toBeUndefined();
    expect(valuesSchema.properties.sender.description).not.toContain('parameter memory');
    expect(valuesSchema.required).toEqual(['sender', 'topic']);
    const got = await client.callTool({ name: 'get_prompt', arguments: { id } });
    expect(textOf(got)).not.toContain('Ada Lovelace');
  });

  it('a 2026 client that can show a form is asked for a prompt’s missing arguments', async () => {
    const client = await connect(proToken, { modern: true, elicit: () => ({ action: 'accept', content: { topic: 'autumn' } }) });
    const got = await client.getPrompt({ name: `x-${letterId}`, arguments: { 'formal,friendly': 'formal' } });
    expect((got.messages[0]!.content as { text: string }).text).toContain('a formal newsletter about autumn');
  });
});

describe('pro content, as the API shows it', () => {
  it('someone without pro access sees a pro prompt only as the API shows them: a locked preview in search, refused content', async () => {
    // No personal token reaches here without pro access (403 above); the one server definition still
    // guards the content. It runs here for the free person's own viewer, over the SDK's in-memory pair.
    const viewer = (await viewerFromHeaders(new Headers(asCookie(free))))!;
    expect(viewer.canAccessProFeatures).toBe(false);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(mcpLibraryFor(viewer)).connect(serverSide);
    const client = new Client({ name: 'promptloom-test', version: '1.0.0' });
    await client.connect(clientSide);

    const search = await client.callTool({ name: 'search_prompts', arguments: { query: 'zephyr board memo' } });
    const api = await call(promptsRoute.GET, { path: '/api/prompts?search=zephyr+board+memo', headers: asCookie(free) });
    expect(search.structuredContent).toEqual(api.body);
    const memo = (search.structuredContent as any).prompts.find((p: { _id: string }) => p._id === proPromptId);
    expect(memo.locked).toBe(true);
    expect(memo.content).not.toContain('quokkasecret');
    expect(textOf(search)).toContain('Pro, locked');
    const hidden = await client.callTool({ name: 'search_prompts', arguments: { query: 'quokkasecret' } });
    expect((hidden.structuredContent as any).total).toBe(0);

    const apiGet = await call(promptRoute.GET, { path: `/api/prompts/${proPromptId}`, params: { id: proPromptId }, headers: asCookie(free) });
    expect(apiGet.status).toBe(403);
    for (const [name, args] of [
      ['get_prompt', { id: proPromptId }],
      ['fill_prompt', { id: proPromptId, values: { audience: 'the board' } }],
    ] as const) {
      const refused = await client.callTool({ name, arguments: args });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toBe(`${apiGet.body.error} (PRO_CONTENT, HTTP 403)`);
      expect(JSON.stringify(refused)).not.toContain('quokkasecret');
    }
    const listed = await client.listPrompts();
    expect(listed.prompts.some((p) => p.name.endsWith(proPromptId))).toBe(false);
    await expect(client.getPrompt({ name: `zephyr-board-memo-${proPromptId}`, arguments: { audience: 'x' } })).rejects.toThrow(apiGet.body.error);
  });

  it('with pro access the same prompt opens in full', async () => {
    const client = await connect(proToken);
    const result = await client.callTool({ name: 'get_prompt', arguments: { id: proPromptId } });
    expect((result.structuredContent as any).prompt.content).toContain('quokkasecret');
  });
});
