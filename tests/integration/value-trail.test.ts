import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as mcpRoute from '@/app/api/mcp/route';
import * as trackRoute from '@/app/api/events/track/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as profilesRoute from '@/app/api/user/profiles/route';
import * as profileRoute from '@/app/api/user/profiles/[id]/route';
import * as activeRoute from '@/app/api/user/profiles/active/route';
import * as promptsRoute from '@/app/api/prompts/route';
import * as promptRoute from '@/app/api/prompts/[id]/route';
import * as tokensRoute from '@/app/api/user/tokens/route';
import * as tokenRoute from '@/app/api/user/tokens/[id]/route';
import * as exportRoute from '@/app/api/user/export/route';
import * as userRoute from '@/app/api/user/route';
import * as trailRoute from '@/app/api/user/trail/route';
import * as valueRoute from '@/app/api/user/values/[key]/route';
import * as rememberRoute from '@/app/api/user/parameters/remember/route';
import { getDb } from '@/lib/db';
import { EXTENSION_ORIGIN } from '@/lib/extension';
import { forgetLocally, normalizeMemory } from '@/lib/parameter-memory';
import { insertProfile } from '@/models/parameter-profiles';
import { MCP_USER_AGENT, SURFACE_HEADER } from '@/lib/surface';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { asCookie, call, persona, type Session } from '../factories';

// Issue 26, the usage trail (docs/memory.md#the-usage-trail): each build, copy, open-in and MCP fill
// records which prompt used which value, from where and on which surface; a value's page lists its
// uses; "forget everywhere" removes it and its trail; and a value marked "never send to the extension"
// or "never send over MCP" reaches neither, through any route or tool.

let ada: Session;
let eve: Session;
let promptId = '';
let globexId = '';
let sharedId = '';

// Two values no surface that withholds them may ever show: one in the memory, one in a profile.
const MEMORY_SECRET = 'P-MEMORY-4471';
const PROFILE_SECRET = 'P-PROFILE-9902';

const cookie = () => asCookie(ada);
const value = async (key: string, headers: Record<string, string> = cookie()) =>
  call(valueRoute.GET, { path: `/api/user/values/${encodeURIComponent(key)}`, params: { key }, headers });
const flags = (key: string, body: unknown, who = ada) =>
  call(valueRoute.PATCH, { method: 'PATCH', path: `/api/user/values/${encodeURIComponent(key)}`, params: { key }, headers: asCookie(who), body });
const track = (headers: Record<string, string>, body: Record<string, unknown>) =>
  call(trackRoute.POST, { method: 'POST', path: '/api/events/track', headers, body: { eventType: 'generate', promptId, ...body } });
const token = async (who: Session, profileId?: string | null) => {
  const made = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asCookie(who), body: { name: `Client ${Math.random()}`, ...(profileId !== undefined ? { profileId } : {}) } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.token as string;
};

const countOf = async (query: SQL): Promise<number> => ((await (await getDb()).execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

type Form = { message: string; requestedSchema: { properties: Record<string, unknown> } };

/** The SDK's client against /api/mcp, answering a form with `answer` (then it declares forms). */
async function mcpClient(bearer: string, name: string, answer?: (form: Form) => Record<string, unknown>) {
  const client = new Client({ name, version: '1.0.0' }, answer ? { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: 'auto' } } : { capabilities: {} });
  if (answer) client.setRequestHandler('elicitation/create', async (request) => ({ action: 'accept', content: answer(request.params as unknown as Form) as Record<string, string> }));
  const routeFetch = async (url: string | URL, init?: RequestInit) =>
    (init?.method ?? 'GET') === 'POST' ? mcpRoute.POST(new Request(url, init), { params: Promise.resolve({}) }) : new Response(null, { status: 405 });
  await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', 'http://localhost:3000'), { fetch: routeFetch, requestInit: { headers: { authorization: `Bearer ${bearer}` } } }));
  return client;
}

beforeAll(async () => {
  [ada, eve] = await Promise.all([persona('pro'), persona('pro')]);
  const saved = await call(parametersRoute.PUT, {
    method: 'PUT',
    path: '/api/user/parameters',
    headers: cookie(),
    body: {
      parameters: {
        name: { value: 'Ada Lovelace', aliases: ['name', 'sender'], isCore: true },
        company_name: { value: 'Analytical Engines', aliases: ['company_name', 'company'], isCore: true },
        passport: { value: MEMORY_SECRET, aliases: ['passport', 'passport number'], isCore: false },
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const profile = await call(profilesRoute.POST, {
    method: 'POST',
    path: '/api/user/profiles',
    headers: cookie(),
    body: { name: 'Client: Globex', values: { company: 'Globex Corporation', 'tax id': PROFILE_SECRET } },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(201);
  globexId = profile.body._id;
  const categoryId = (await ensureCategories(['Business'])).get('Business')!.id;
  promptId = (
    await insertPrompt({
      title: 'Visa letter',
      description: 'A letter to a consulate.',
      content: 'From !<Sender>! of !<Company>!, passport !<Passport number>!, tax id !<Tax ID>!, about !<Topic>!.',
      categoryId,
      accessLevel: 'free',
      approved: false,
      viewable: 'private',
      authorId: ada.userId,
    })
  ).id;
  // A library prompt anyone may use.
  sharedId = (
    await insertPrompt({
      title: 'Thank-you note',
      description: 'A short note of thanks.',
      content: 'Thank !<Recipient>! from !<Sender>!.',
      categoryId,
      accessLevel: 'free',
      approved: true,
      viewable: 'public',
      authorId: null,
    })
  ).id;
});

describe('what a use records', () => {
  it('the web app: a copy and an open-in record each value under the parameter it answers to, from where, with the prompt and its version', async () => {
    const copied = await track(cookie(), {
      action: 'open',
      client: 'Claude',
      uses: [
        { name: 'Sender', source: 'memory' },
        { name: 'Company', source: 'profile', profileId: globexId },
        { name: 'Topic', source: 'typed' },
      ],
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    const company = await value('company_name');
    expect(company.status).toBe(200);
    expect(company.body.uses).toHaveLength(1);
    expect(company.body.uses[0]).toMatchObject({
      promptId,
      promptTitle: 'Visa letter',
      promptVersion: 1,
      source: 'profile',
      profile: { _id: globexId, name: 'Client: Globex' },
      action: 'open',
      surface: 'web',
      client: 'Claude',
    });
    // By alias, the parameter's own name: 'Sender' is `name`. A value no parameter holds keeps its label.
    expect((await value('name')).body.uses[0]).toMatchObject({ source: 'memory', surface: 'web', profile: null });
    expect((await value('topic')).body.uses[0]).toMatchObject({ source: 'typed' });
    // The value's page says where it is kept: the memory and the profile, with the values (to a session).
    expect(company.body.memory.value).toBe('Analytical Engines');
    expect(company.body.profiles).toEqual([{ _id: globexId, name: 'Client: Globex', value: 'Globex Corporation' }]);
  });

  it('the extension: its copies and inserts are the extension’s, by its origin', async () => {
    const bearer = await token(ada);
    const inserted = await track({ authorization: `Bearer ${bearer}`, origin: EXTENSION_ORIGIN }, { action: 'insert', uses: [{ name: 'sender', source: 'memory' }] });
    expect(inserted.status, JSON.stringify(inserted.body)).toBe(200);
    expect((await value('name')).body.uses[0]).toMatchObject({ action: 'insert', surface: 'extension' });
    // The same token from a script is the API.
    await track({ authorization: `Bearer ${bearer}` }, { action: 'copy', uses: [{ name: 'sender', source: 'typed' }] });
    expect((await value('name')).body.uses[0]).toMatchObject({ action: 'copy', surface: 'api', source: 'typed' });
  });

  it('an MCP fill over HTTP: the client’s name, the token’s profile, and what the form asked for', async () => {
    const bearer = await token(ada, globexId);
    const client = await mcpClient(bearer, 'Trail Desktop', () => ({ topic: 'a visit' }));
    try {
      const result = (await client.callTool({ name: 'fill_prompt', arguments: { id: promptId } })) as { structuredContent: { text: string } };
      expect(result.structuredContent.text).toBe(`From Ada Lovelace of Globex Corporation, passport ${MEMORY_SECRET}, tax id ${PROFILE_SECRET}, about a visit.`);
    } finally {
      await client.close();
    }
    const uses = async (key: string) => (await value(key)).body.uses[0];
    expect(await uses('company_name')).toMatchObject({ action: 'fill', surface: 'mcp', client: 'Trail Desktop', source: 'profile', profile: { name: 'Client: Globex' } });
    expect(await uses('name')).toMatchObject({ surface: 'mcp', source: 'memory', profile: null });
    expect(await uses('topic')).toMatchObject({ surface: 'mcp', source: 'asked' });
    expect(await uses('tax id')).toMatchObject({ surface: 'mcp', source: 'profile' });
  });

  it('the stdio server’s record (its user agent) is MCP’s, with its client’s name; bad records are 400s and another’s prompt a 404', async () => {
    const bearer = await token(ada);
    const headers = { authorization: `Bearer ${bearer}`, 'user-agent': MCP_USER_AGENT };
    const made = await call(trailRoute.POST, { method: 'POST', path: '/api/user/trail', headers, body: { promptId, action: 'fill', client: 'Desk', uses: [{ name: 'Passport number', source: 'memory' }] } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toEqual({ recorded: 1 });
    expect((await value('passport')).body.uses[0]).toMatchObject({ surface: 'mcp', client: 'Desk', action: 'fill' });
    const bad = (body: unknown) => call(trailRoute.POST, { method: 'POST', path: '/api/user/trail', headers, body });
    expect((await bad({ promptId, action: 'fill', uses: [{ name: 'x', source: 'guessed' }] })).status).toBe(400);
    expect((await bad({ promptId, action: 'burn', uses: [{ name: 'x', source: 'typed' }] })).status).toBe(400);
    expect((await bad({ promptId, action: 'fill', uses: [] })).status).toBe(400);
    expect((await bad({ promptId, action: 'fill', uses: Array.from({ length: 101 }, (_, i) => ({ name: `v${i}`, source: 'typed' })) })).status).toBe(400);
    expect((await bad({ promptId, action: 'fill', uses: [{ name: 'x'.repeat(201), source: 'typed' }] })).status).toBe(400);
    // Eve cannot see Ada's private prompt, nor name Ada's profile in her own trail.
    const eves = (body: unknown) => call(trailRoute.POST, { method: 'POST', path: '/api/user/trail', headers: asCookie(eve), body });
    expect((await eves({ promptId, action: 'fill', uses: [{ name: 'x', source: 'typed' }] })).status).toBe(404);
    expect((await eves({ promptId: sharedId, action: 'fill', uses: [{ name: 'company', source: 'profile', profileId: globexId }] })).status).toBe(201);
    // Kept under Eve's own parameter, with no profile; nothing of Ada's on Eve's page, nor of Eve's on Ada's.
    const evesPage = (await value('company_name', asCookie(eve))).body;
    expect(evesPage.uses).toHaveLength(1);
    expect(evesPage.uses[0].profile).toBeNull();
    expect(evesPage.profiles).toEqual([]);
    expect((await value('company_name')).body.uses.every((u: { promptId: string }) => u.promptId === promptId)).toBe(true);
    expect((await value('tax id', asCookie(eve))).status).toBe(404);
  });

  it('a placeholder label longer than a parameter name is kept by its first 100 characters; malformed uses never cost the use', async () => {
    const long = `Describe ${'the situation in detail '.repeat(6)}`.trim();
    expect(long.length).toBeGreaterThan(100);
    const tracked = await track(cookie(), { uses: [{ name: long, source: 'typed' }] });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    expect((await value(long.slice(0, 100))).body.uses[0]).toMatchObject({ source: 'typed' });
    expect((await track(cookie(), { uses: [{ name: 'x', source: 'guessed' }] })).status).toBe(200);
    expect((await track(cookie(), { uses: Array.from({ length: 150 }, (_, i) => ({ name: `many ${i}`, source: 'typed' })) })).status).toBe(200);
    expect((await value('many 99')).status).toBe(200);
    expect((await value('many 100')).status).toBe(404);
  });

  it('uses recorded at once are all kept', async () => {
    const before = (await value('topic')).body.total as number;
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(trailRoute.POST, { method: 'POST', path: '/api/user/trail', headers: cookie(), body: { promptId, action: 'build', uses: [{ name: 'topic', source: 'typed' }, { name: 'sender', source: 'memory' }] } })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect((await value('topic')).body.total).toBe(before + 8);
  });
});

describe('never send', () => {
  it('only a session sets the flags; the values then reach neither the extension nor MCP, through any route or tool', async () => {
    expect((await flags('passport', { neverExtension: true, neverMcp: true })).body).toEqual({ key: 'passport', neverExtension: true, neverMcp: true });
    expect((await flags('tax id', { neverMcp: true, neverExtension: true })).status).toBe(200);
    expect((await flags('passport', {})).status).toBe(400);
    const extensionToken = await token(ada, globexId);
    expect((await call(valueRoute.PATCH, { method: 'PATCH', path: '/api/user/values/passport', params: { key: 'passport' }, headers: { authorization: `Bearer ${extensionToken}` }, body: { neverMcp: false } })).status).toBe(403);

    // Every call the extension makes (extension/popup.ts), and the routes that hold values, from its origin.
    const asExtension = { authorization: `Bearer ${extensionToken}`, origin: EXTENSION_ORIGIN };
    const extensionCalls = [
      () => call(activeRoute.GET, { path: '/api/user/profiles/active', headers: asExtension }),
      () => call(activeRoute.GET, { path: '/api/user/profiles/active?profile=client%3A%20globex', headers: asExtension }),
      () => call(profilesRoute.GET, { path: '/api/user/profiles', headers: asExtension }),
      () => call(parametersRoute.GET, { path: '/api/user/parameters', headers: asExtension }),
      () => call(promptsRoute.GET, { path: '/api/prompts', headers: asExtension }),
      () => call(promptRoute.GET, { path: `/api/prompts/${promptId}`, params: { id: promptId }, headers: asExtension }),
      () => track(asExtension, { action: 'copy', uses: [{ name: 'passport', source: 'typed' }] }),
      () => call(valueRoute.GET, { path: '/api/user/values/passport', params: { key: 'passport' }, headers: asExtension }),
      () => call(valueRoute.GET, { path: '/api/user/values/tax%20id', params: { key: 'tax id' }, headers: asExtension }),
      () => call(trailRoute.GET, { path: '/api/user/trail', headers: asExtension }),
      () => call(exportRoute.GET, { path: '/api/user/export', headers: asExtension }),
      () => call(profileRoute.PATCH, { method: 'PATCH', path: `/api/user/profiles/${globexId}`, params: { id: globexId }, headers: asExtension, body: { name: 'Client: Globex' } }),
      () => call(rememberRoute.POST, { method: 'POST', path: '/api/user/parameters/remember', headers: asExtension, body: { profileId: globexId, values: { topic: 'fees' } } }),
    ];
    for (const send of extensionCalls) {
      const answer = await send();
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      expect(text).not.toContain(MEMORY_SECRET);
      expect(text).not.toContain(PROFILE_SECRET);
    }
    // The popup names itself on every call (Chromium sends its origin with writes, not with the reads a host permission allows).
    const named = await call(activeRoute.GET, { path: '/api/user/profiles/active', headers: { authorization: `Bearer ${extensionToken}`, [SURFACE_HEADER]: 'extension' } });
    expect(named.status).toBe(200);
    expect(JSON.stringify(named.body)).not.toMatch(new RegExp(`${MEMORY_SECRET}|${PROFILE_SECRET}`));
    // The stdio MCP server reads through the same route, as MCP.
    const asStdio = await call(activeRoute.GET, { path: '/api/user/profiles/active?profile=Client:%20Globex', headers: { authorization: `Bearer ${extensionToken}`, 'user-agent': MCP_USER_AGENT } });
    expect(JSON.stringify(asStdio.body)).not.toMatch(new RegExp(`${MEMORY_SECRET}|${PROFILE_SECRET}`));
    // The same token from a script (the API) and the web app still read them: the flags name two surfaces.
    expect(JSON.stringify((await call(activeRoute.GET, { path: '/api/user/profiles/active', headers: { authorization: `Bearer ${extensionToken}` } })).body)).toContain(PROFILE_SECRET);
    expect((await value('passport')).body.memory.value).toBe(MEMORY_SECRET);
  });

  it('every MCP tool and prompt method withholds them: a fill asks for them instead', async () => {
    const bearer = await token(ada, globexId);
    const forms: Form[] = [];
    const client = await mcpClient(bearer, 'Withheld', (form) => (forms.push(form), { passportnumber: 'typed here', taxid: 'typed too', topic: 'fees' }));
    const seen: string[] = [];
    try {
      const tools = (await client.listTools()).tools.map((t) => t.name).sort();
      // A new tool fails this until it is called here.
      expect(tools).toEqual(['fill_prompt', 'get_prompt', 'list_categories', 'search_prompts']);
      const calls: Record<string, () => Promise<unknown>> = {
        search_prompts: () => client.callTool({ name: 'search_prompts', arguments: { query: 'visa letter' } }),
        get_prompt: () => client.callTool({ name: 'get_prompt', arguments: { id: promptId } }),
        fill_prompt: () => client.callTool({ name: 'fill_prompt', arguments: { id: promptId } }),
        list_categories: () => client.callTool({ name: 'list_categories', arguments: {} }),
      };
      for (const name of tools) seen.push(JSON.stringify(await calls[name]!()));
      seen.push(JSON.stringify(await client.callTool({ name: 'get_prompt', arguments: { id: promptId, profile: 'Client: Globex' } })));
      seen.push(JSON.stringify(await client.callTool({ name: 'fill_prompt', arguments: { id: promptId, profile: globexId } })));
      const listed = await client.listPrompts();
      seen.push(JSON.stringify(listed));
      const visa = listed.prompts.find((p) => p.name.endsWith(promptId))!;
      // Withheld, the passport is a required argument again.
      expect(visa.arguments!.find((a) => a.name === 'passportnumber')!.required).toBe(true);
      seen.push(JSON.stringify(await client.getPrompt({ name: visa.name, arguments: { passportnumber: 'given', taxid: 'given', topic: 'fees' } })));
    } finally {
      await client.close();
    }
    for (const answer of seen) {
      expect(answer).not.toContain(MEMORY_SECRET);
      expect(answer).not.toContain(PROFILE_SECRET);
    }
    // The form asked for both, where the memory and the profile would have filled them.
    expect(Object.keys(forms[0]!.requestedSchema.properties)).toEqual(expect.arrayContaining(['passportnumber', 'taxid']));
    // The trail says so: asked in the form (fill_prompt), given as an argument (prompts/get).
    const uses = (await value('passport')).body.uses as { surface: string; source: string; client: string }[];
    expect(uses.filter((u) => u.client === 'Withheld').map((u) => u.source)).toEqual(expect.arrayContaining(['asked', 'typed']));
    expect(uses.filter((u) => u.client === 'Withheld').every((u) => u.source !== 'memory' && u.source !== 'profile')).toBe(true);
  });

  it('a client that is sent a value blank and saves the memory back keeps the stored value', async () => {
    const asExtension = { authorization: `Bearer ${await token(ada)}`, origin: EXTENSION_ORIGIN };
    const read = await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asExtension });
    expect(read.body.parameters.passport.value).toBe('');
    const saved = await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asExtension, body: { parameters: read.body.parameters } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await value('passport')).body.memory.value).toBe(MEMORY_SECRET);
  });
});

describe('forget everywhere, and keeping', () => {
  it('removes the memory’s value, every profile’s, and the trail; a device’s older copy drops it at its next sign-in', async () => {
    expect((await value('company_name')).body.uses.length).toBeGreaterThan(0);
    const forgot = await call(valueRoute.DELETE, { method: 'DELETE', path: '/api/user/values/company_name', params: { key: 'company_name' }, headers: cookie() });
    expect(forgot.status, JSON.stringify(forgot.body)).toBe(200);
    expect(forgot.body).toMatchObject({ key: 'company_name', memory: 1, profiles: 1 });
    expect(forgot.body.uses).toBeGreaterThan(0);
    const page = await value('company_name');
    expect(page.body.memory).toMatchObject({ value: '', aliases: expect.arrayContaining(['company_name', 'company']) });
    expect(page.body.profiles).toEqual([]);
    expect(page.body.uses).toEqual([]);
    expect(page.body.forgottenAt).not.toBeNull();
    const profile = (await call(profilesRoute.GET, { path: '/api/user/profiles', headers: cookie() })).body.profiles[0];
    expect(profile.values.company_name).toBeUndefined();

    // Another device still holds it: its sign-in merge (merge: true) does not bring it back, and names it so that device drops its copy.
    const read = await call(parametersRoute.GET, { path: '/api/user/parameters', headers: cookie() });
    const stale = { ...read.body.parameters, company_name: { ...read.body.parameters.company_name, value: ' Analytical Engines ' } };
    const merged = await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: cookie(), body: { parameters: stale, merge: true } });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.forgotten).toEqual(['company_name']);
    expect(merged.body.parameters.company_name.value).toBe('');
    const local = forgetLocally(normalizeMemory(Object.entries(stale)), merged.body.forgotten);
    expect(local.company_name!.value).toBe('');
    expect(local.name!.value).toBe('Ada Lovelace');
    // Another value of that device's is its own, and stays.
    const other = await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: cookie(), body: { parameters: { ...stale, company_name: { ...stale.company_name, value: 'Difference Engines' } }, merge: true } });
    expect(other.body.forgotten).toBeUndefined();
    expect(other.body.parameters.company_name.value).toBe('Difference Engines');
    // The person giving the old value again (a save of their own) is theirs: later merges keep it.
    const again = await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: cookie(), body: { parameters: { ...stale, company_name: { ...stale.company_name, value: 'Analytical Engines' } } } });
    expect(again.body.parameters.company_name.value).toBe('Analytical Engines');
    expect((await value('company_name')).body.forgottenAt).toBeNull();
    const later = await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: cookie(), body: { parameters: again.body.parameters, merge: true } });
    expect(later.body.parameters.company_name.value).toBe('Analytical Engines');

    // Forgotten again, then remembered again (the extension's or an MCP form's Remember): a later merge keeps it.
    await call(valueRoute.DELETE, { method: 'DELETE', path: '/api/user/values/company', params: { key: 'company' }, headers: cookie() });
    const kept = await call(rememberRoute.POST, { method: 'POST', path: '/api/user/parameters/remember', headers: cookie(), body: { profileId: null, values: { company: 'Analytical Engines' } } });
    expect(kept.body.remembered).toEqual(['company_name']);
    const merged2 = await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: cookie(), body: { parameters: later.body.parameters, merge: true } });
    expect(merged2.body.forgotten).toBeUndefined();
    expect(merged2.body.parameters.company_name.value).toBe('Analytical Engines');
  });

  it('a forget and a device’s merge at the same moment: the value ends forgotten, whichever runs first', async () => {
    for (let round = 0; round < 4; round++) {
      const memory = (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: cookie() })).body.parameters;
      memory.website = { ...memory.website, value: `https://round${round}.example` };
      expect((await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: cookie(), body: { parameters: memory } })).status).toBe(200);
      const [forgot, merged] = await Promise.all([
        call(valueRoute.DELETE, { method: 'DELETE', path: '/api/user/values/website', params: { key: 'website' }, headers: cookie() }),
        call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: cookie(), body: { parameters: memory, merge: true } }),
      ]);
      expect([forgot.status, merged.status]).toEqual([200, 200]);
      expect((await value('website')).body.memory.value, `round ${round}`).toBe('');
    }
  });

  it('a value is one by any of its names: a profile value kept under an alias is withheld and forgotten with its parameter', async () => {
    // A profile value named 'client' from before a parameter that answers to it existed.
    const made = await insertProfile(ada.userId, 'Old client', { client: 'Initech Secret Co' }, 20);
    expect(typeof made).toBe('object');
    const memory = (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: cookie() })).body.parameters;
    memory.client_name = { value: 'Hooli', aliases: ['client_name', 'client'], isCore: false };
    expect((await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: cookie(), body: { parameters: memory } })).status).toBe(200);
    // Flagged by the alias, kept under the parameter's name; its page by either name is the same.
    expect((await flags('client', { neverExtension: true })).body).toEqual({ key: 'client_name', neverExtension: true, neverMcp: false });
    const asExtension = { authorization: `Bearer ${await token(ada, typeof made === 'object' ? made.id : null)}`, origin: EXTENSION_ORIGIN };
    for (const answer of [await value('client', asExtension), await call(activeRoute.GET, { path: '/api/user/profiles/active', headers: asExtension }), await call(profilesRoute.GET, { path: '/api/user/profiles', headers: asExtension })]) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(/Initech Secret Co|Hooli/);
    }
    const page = (await value('client')).body;
    expect(page.key).toBe('client_name');
    expect(page.profiles).toEqual([expect.objectContaining({ name: 'Old client', value: 'Initech Secret Co' })]);

    // From the extension, a profile's whole set saved back keeps the value it was never shown.
    const id = typeof made === 'object' ? made.id : '';
    const saved = await call(profileRoute.PATCH, { method: 'PATCH', path: `/api/user/profiles/${id}`, params: { id }, headers: asExtension, body: { values: { topic: 'visits' } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('Initech Secret Co');
    expect((await value('client')).body.profiles[0].value).toBe('Initech Secret Co');
    // Nor does a value it asked for and remembered overwrite the stored one.
    const remembered = await call(rememberRoute.POST, { method: 'POST', path: '/api/user/parameters/remember', headers: asExtension, body: { profileId: null, values: { client: 'Typed Over' } } });
    expect(remembered.status).toBe(200);
    expect(remembered.body.remembered).toEqual([]);
    expect((await value('client_name')).body.memory.value).toBe('Hooli');

    // Nor into the profile, where the stored value is kept under the alias.
    const intoProfile = await call(rememberRoute.POST, { method: 'POST', path: '/api/user/parameters/remember', headers: asExtension, body: { profileId: id, values: { client: 'Typed Over' } } });
    expect(intoProfile.status).toBe(200);
    expect(intoProfile.body.remembered).toEqual([]);
    expect((await value('client')).body.profiles[0].value).toBe('Initech Secret Co');
    // A whole memory saved back without it, or with another value, keeps it; nor may that caller forget it.
    const { client_name: _left, ...without } = (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asExtension })).body.parameters;
    expect((await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asExtension, body: { parameters: without } })).status).toBe(200);
    expect((await value('client_name')).body.memory.value).toBe('Hooli');
    const refused = await call(valueRoute.DELETE, { method: 'DELETE', path: '/api/user/values/client', params: { key: 'client' }, headers: asExtension });
    expect(refused.status).toBe(403);
    expect((await value('client_name')).body.memory.value).toBe('Hooli');

    // Forgotten by its parameter's name: the value under the alias goes too.
    const forgot = await call(valueRoute.DELETE, { method: 'DELETE', path: '/api/user/values/client_name', params: { key: 'client_name' }, headers: cookie() });
    expect(forgot.body).toMatchObject({ key: 'client_name', memory: 1, profiles: 1 });
    expect((await value('client')).body.profiles).toEqual([]);
  });

  it('keeps uses for the person’s chosen days: 0 records none, older ones go', async () => {
    const setDays = (keepDays: unknown, headers = cookie()) => call(trailRoute.PUT, { method: 'PUT', path: '/api/user/trail', headers, body: { keepDays } });
    expect((await setDays(400)).status).toBe(400);
    expect((await setDays(1.5)).status).toBe(400);
    expect((await setDays(30)).body).toEqual({ keepDays: 30 });
    // A use of 40 days ago is past the keeping time: the next record removes it.
    await (await getDb()).execute(sql`update value_uses set created_at = now() - interval '40 days' where user_id = ${ada.userId} and key = 'topic'`);
    expect((await value('topic')).body.total).toBe(0);
    await track(cookie(), { uses: [{ name: 'sender', source: 'memory' }] });
    expect(await countOf(sql`select count(*)::int as n from value_uses where user_id = ${ada.userId} and key = 'topic'`)).toBe(0);
    // Raising the time does not bring back what the shorter one let go.
    await setDays(7);
    await track(cookie(), { uses: [{ name: 'topic', source: 'typed' }] });
    await (await getDb()).execute(sql`update value_uses set created_at = now() - interval '10 days' where user_id = ${ada.userId} and key = 'topic'`);
    await setDays(365);
    expect((await value('topic')).body.total).toBe(0);
    expect((await setDays(0)).status).toBe(200);
    const recorded = await call(trailRoute.POST, { method: 'POST', path: '/api/user/trail', headers: cookie(), body: { promptId, action: 'build', uses: [{ name: 'sender', source: 'memory' }] } });
    expect(recorded.body).toEqual({ recorded: 0 });
    expect((await call(trailRoute.GET, { path: '/api/user/trail', headers: cookie() })).body).toMatchObject({ keepDays: 0, values: [] });
    await setDays(90);
  });

  it('is in the data export, and goes with the account', async () => {
    const zoe = await persona('pro');
    await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asCookie(zoe), body: { parameters: { name: { value: 'Zoe', aliases: ['sender'], isCore: true } } } });
    await call(trailRoute.POST, { method: 'POST', path: '/api/user/trail', headers: asCookie(zoe), body: { promptId: sharedId, action: 'build', uses: [{ name: 'sender', source: 'memory' }] } });
    await flags('name', { neverMcp: true }, zoe);
    const exported = await call(exportRoute.GET, { path: '/api/user/export', headers: asCookie(zoe) });
    const document = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(document.trail.keepDays).toBe(90);
    expect(document.trail.settings).toEqual([{ key: 'name', neverExtension: false, neverMcp: true, forgottenAt: null }]);
    expect(document.trail.uses).toEqual([expect.objectContaining({ key: 'name', source: 'memory', promptId: sharedId, promptTitle: 'Thank-you note', action: 'build', surface: 'web' })]);
    const gone = await call(userRoute.DELETE, { method: 'DELETE', path: '/api/user', headers: asCookie(zoe), body: { confirmEmail: zoe.email } });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await countOf(sql`select (select count(*) from value_uses where user_id = ${zoe.userId})::int + (select count(*) from value_settings where user_id = ${zoe.userId})::int as n`)).toBe(0);
  });
});

describe('key grants', () => {
  it('a token limited to some values: its client is sent only those, is asked for the rest, and the trail says so', async () => {
    const made = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: cookie(), body: { name: 'Granted client' } });
    const { id, token: bearer } = made.body as { id: string; token: string };
    const grant = (body: unknown, headers: Record<string, string> = cookie()) => call(tokenRoute.PATCH, { method: 'PATCH', path: `/api/user/tokens/${id}`, params: { id }, headers, body });
    // By any name: 'Sender' is the memory's `name` (kept as given, lower case).
    const limited = await grant({ allowedKeys: ['Sender', 'topic', 'Sender'] });
    expect(limited.status, JSON.stringify(limited.body)).toBe(200);
    expect(limited.body.allowedKeys).toEqual(['sender', 'topic']);
    expect(limited.body.profileId).toBeNull();
    // Only a session changes it; bad grants are 400s.
    expect((await grant({ allowedKeys: null }, { authorization: `Bearer ${bearer}` })).status).toBe(403);
    expect((await grant({ allowedKeys: [''] })).status).toBe(400);
    expect((await grant({ allowedKeys: Array.from({ length: 51 }, (_, i) => `k${i}`) })).status).toBe(400);
    expect((await grant({})).status).toBe(400);

    const read = (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: { authorization: `Bearer ${bearer}` } })).body.parameters;
    expect(read.name.value).toBe('Ada Lovelace');
    expect(read.company_name.value).toBe('');
    const forms: Form[] = [];
    const client = await mcpClient(bearer, 'Granted', (form) => (forms.push(form), { company: 'Asked Co', passportnumber: 'P', taxid: 'T', topic: 'fees' }));
    try {
      const filled = (await client.callTool({ name: 'fill_prompt', arguments: { id: promptId } })) as { structuredContent: { text: string } };
      expect(filled.structuredContent.text).toContain('From Ada Lovelace of Asked Co');
    } finally {
      await client.close();
    }
    expect(Object.keys(forms[0]!.requestedSchema.properties)).toContain('company');
    expect((await value('company_name')).body.uses[0]).toMatchObject({ surface: 'mcp', client: 'Granted', source: 'asked' });
    expect((await value('name')).body.uses[0]).toMatchObject({ surface: 'mcp', client: 'Granted', source: 'memory' });
    // Null: every value again.
    expect((await grant({ allowedKeys: null })).body.allowedKeys).toBeNull();
    expect((await call(parametersRoute.GET, { path: '/api/user/parameters', headers: { authorization: `Bearer ${bearer}` } })).body.parameters.company_name.value).toBe('Analytical Engines');
  });
});
