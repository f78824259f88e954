import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as mcpRoute from '@/app/api/mcp/route';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as profilesRoute from '@/app/api/user/profiles/route';
import * as profileRoute from '@/app/api/user/profiles/[id]/route';
import * as activeRoute from '@/app/api/user/profiles/active/route';
import * as tokensRoute from '@/app/api/user/tokens/route';
import * as tokenRoute from '@/app/api/user/tokens/[id]/route';
import * as exportRoute from '@/app/api/user/export/route';
import * as rememberRoute from '@/app/api/user/parameters/remember/route';
import { getDb } from '@/lib/db';
import { withProfile } from '@/lib/parameter-memory';
import { MAX_PROFILES, PROFILE_TEXT } from '@/lib/services/profiles';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { ensureCategories } from '@/models/categories';
import { listProfiles } from '@/models/parameter-profiles';
import { sealStoredMemory } from '@/models/personal-parameters';
import { insertPrompt } from '@/models/prompts';
import { asBearer, asCookie, BASE, call, persona, type Session } from '../factories';

// Issue 26, Profiles (docs/memory.md#profiles): named sets of values over the parameter memory, one
// active per surface: the web app's, each token's (and so each MCP client's), or a call's `profile`.

let ada: Session;
let eve: Session;
let letterId = '';

const create = (who: Session, body: unknown) => call(profilesRoute.POST, { method: 'POST', path: '/api/user/profiles', headers: asCookie(who), body });
const patch = (who: Session, id: string, body: unknown) => call(profileRoute.PATCH, { method: 'PATCH', path: `/api/user/profiles/${id}`, params: { id }, headers: asCookie(who), body });
const remove = (who: Session, id: string) => call(profileRoute.DELETE, { method: 'DELETE', path: `/api/user/profiles/${id}`, params: { id }, headers: asCookie(who) });
const list = async (who: Session) => (await call(profilesRoute.GET, { path: '/api/user/profiles', headers: asCookie(who) })).body;
const activate = (who: Session, profileId: string | null) => call(activeRoute.PUT, { method: 'PUT', path: '/api/user/profiles/active', headers: asCookie(who), body: { profileId } });
const filled = (headers: Record<string, string>, profile?: string) =>
  call(activeRoute.GET, { path: `/api/user/profiles/active${profile ? `?profile=${encodeURIComponent(profile)}` : ''}`, headers });
const token = async (who: Session, profileId?: string | null) => {
  const made = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asCookie(who), body: { name: `Assistant ${Math.random()}`, ...(profileId !== undefined ? { profileId } : {}) } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: string; token: string; profileId: string | null };
};

type Form = { message: string; requestedSchema: { properties: Record<string, unknown> } };

async function fillOverMcp(bearer: string, args: Record<string, unknown>, answer?: (form: Form) => Record<string, unknown>, id = letterId) {
  const client = new Client(
    { name: 'profiles-test', version: '1.0.0' },
    answer ? { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: 'auto' } } : { capabilities: {} },
  );
  if (answer) client.setRequestHandler('elicitation/create', async (request) => ({ action: 'accept', content: answer(request.params as unknown as Form) as Record<string, string> }));
  const routeFetch = async (url: string | URL, init?: RequestInit) =>
    (init?.method ?? 'GET') === 'POST' ? mcpRoute.POST(new Request(url, init), { params: Promise.resolve({}) }) : new Response(null, { status: 405 });
  await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', BASE), { fetch: routeFetch, requestInit: { headers: { authorization: `Bearer ${bearer}` } } }));
  try {
    return (await client.callTool({ name: 'fill_prompt', arguments: { id, ...args } })) as {
      structuredContent: { text: string; profile: { name: string } | null; fromMemory: string[]; remembered: string[] };
      isError?: boolean;
    };
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  [ada, eve] = await Promise.all([persona('pro'), persona('pro')]);
  const saved = await call(parametersRoute.PUT, {
    method: 'PUT',
    path: '/api/user/parameters',
    headers: asCookie(ada),
    body: {
      parameters: {
        name: { value: 'Ada Lovelace', aliases: ['name', 'sender'], isCore: true },
        company_name: { value: 'Analytical Engines', aliases: ['company_name', 'company'], isCore: true },
        title: { value: 'Engineer', aliases: ['title'], isCore: true },
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const categoryId = (await ensureCategories(['Marketing'])).get('Marketing')!.id;
  letterId = (
    await insertPrompt({
      title: 'Client update',
      description: 'A short update to a client.',
      content: 'From !<Sender>! of !<Company>!: an update for !<Client>! about !<Topic>!.',
      categoryId,
      accessLevel: 'free',
      approved: false,
      viewable: 'private',
      authorId: ada.userId,
    })
  ).id;
});

describe('fall-through', () => {
  it("a profile's values fill over the memory by name or alias, a value it lacks comes from the memory, and a name the memory lacks is its own", () => {
    const memory = { name: { value: 'Ada', aliases: ['sender'], isCore: true }, company_name: { value: 'Engines', aliases: ['company'], isCore: true } };
    const out = withProfile(memory, { company: 'Globex', client: 'Hooli', name: '  ' });
    expect(out.company_name).toEqual({ value: 'Globex', aliases: ['company'], isCore: true });
    expect(out.name!.value).toBe('Ada');
    expect(out.client).toEqual({ value: 'Hooli', aliases: [], isCore: false });
    expect(memory.company_name.value).toBe('Engines');
  });

  it('the filled memory of a profile keeps the memory where the profile says nothing; the memory itself is unchanged', async () => {
    const made = await create(ada, { name: 'Client: Globex', values: { company_name: 'Globex Corporation', client: 'Hank Scorpio', '  Topic ': 'the merger' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.values).toEqual({ company_name: 'Globex Corporation', client: 'Hank Scorpio', topic: 'the merger' });
    const answer = await filled(asCookie(ada), 'client: globex');
    expect(answer.status).toBe(200);
    expect(answer.body.profile).toEqual({ _id: made.body._id, name: 'Client: Globex' });
    expect(answer.body.parameters.name.value).toBe('Ada Lovelace');
    // The memory's aliases come with it: the profile's value answers to each.
    expect(answer.body.parameters.company_name.value).toBe('Globex Corporation');
    expect(answer.body.parameters.company_name.aliases).toContain('company');
    expect(answer.body.parameters.client.value).toBe('Hank Scorpio');
    const memory = (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asCookie(ada) })).body.parameters;
    expect(memory.company_name.value).toBe('Analytical Engines');
    expect(memory.client).toBeUndefined();
  });
});

describe('values as kept', () => {
  it("a value under an alias is its parameter's; under the parameter's own name it wins; '__proto__' stays a name; a typed parameter's value must fit", async () => {
    const who = await persona('pro');
    const memory = await call(parametersRoute.PUT, {
      method: 'PUT',
      path: '/api/user/parameters',
      headers: asCookie(who),
      body: { parameters: { company_name: { value: 'Own Co', aliases: ['company'], isCore: true }, deadline: { value: '2027-01-31', aliases: ['due'], isCore: false, type: 'date' } } },
    });
    expect(memory.status, JSON.stringify(memory.body)).toBe(200);
    const byAlias = await create(who, { name: 'By alias', values: { Company: 'Alias Co', due: '2027-02-01' } });
    expect(byAlias.status, JSON.stringify(byAlias.body)).toBe(201);
    expect(byAlias.body.values).toEqual({ company_name: 'Alias Co', deadline: '2027-02-01' });
    // Both: the parameter's own name wins, whichever comes first.
    for (const values of [{ company: 'A', company_name: 'B' }, { company_name: 'B', company: 'A' }]) {
      const both = await patch(who, byAlias.body._id, { values });
      expect(both.body.values.company_name).toBe('B');
    }
    const proto = await patch(who, byAlias.body._id, { values: JSON.parse('{"__proto__": "kept", "constructor": "also kept"}') });
    expect(proto.status, JSON.stringify(proto.body)).toBe(200);
    expect(Object.entries(proto.body.values)).toEqual([
      ['__proto__', 'kept'],
      ['constructor', 'also kept'],
    ]);
    expect(Object.keys((await filled(asCookie(who), 'By alias')).body.parameters)).toContain('__proto__');
    const unfit = await patch(who, byAlias.body._id, { values: { due: 'next tuesday' } });
    expect(unfit.status).toBe(400);
    expect(unfit.body.error).toMatch(/^The value of deadline /);
    // A name that looks like an id is still found by its name.
    const idLike = '123e4567-e89b-42d3-a456-426614174000';
    expect((await create(who, { name: idLike, values: { company: 'Id Co' } })).status).toBe(201);
    expect((await filled(asCookie(who), idLike)).body.parameters.company_name.value).toBe('Id Co');
  });
});

describe('one profile per surface', () => {
  it("the web app's profile, a token's own, a token without one, and a call's `profile` each fill from their own", async () => {
    const acme = (await create(ada, { name: 'Me at Acme', values: { company_name: 'Acme', title: 'Head of Rockets' } })).body;
    const globex = (await list(ada)).profiles.find((p: { name: string }) => p.name === 'Client: Globex');
    expect(globex).toBeDefined();

    expect((await activate(ada, acme._id)).body).toEqual({ activeProfileId: acme._id });
    expect((await filled(asCookie(ada))).body.parameters.company_name.value).toBe('Acme');
    expect((await list(ada)).activeProfileId).toBe(acme._id);

    const onGlobex = await token(ada, globex._id);
    const plain = await token(ada);
    expect(onGlobex.profileId).toBe(globex._id);
    expect((await filled({ authorization: `Bearer ${onGlobex.token}` })).body.parameters.company_name.value).toBe('Globex Corporation');
    // A token without a profile fills from the memory alone, whatever the web app's is.
    const bare = (await filled({ authorization: `Bearer ${plain.token}` })).body;
    expect(bare.profile).toBeNull();
    expect(bare.parameters.company_name.value).toBe('Analytical Engines');
    // A call names its own, by name or id.
    expect((await filled({ authorization: `Bearer ${plain.token}` }, 'ME AT ACME')).body.parameters.title.value).toBe('Head of Rockets');
    expect((await filled({ authorization: `Bearer ${onGlobex.token}` }, acme._id)).body.profile.name).toBe('Me at Acme');
    expect((await filled(asCookie(ada), 'No such profile')).status).toBe(404);

    // The token's profile changes from the account page (a session), never with a token.
    const moved = await call(tokenRoute.PATCH, { method: 'PATCH', path: `/api/user/tokens/${plain.id}`, params: { id: plain.id }, headers: asCookie(ada), body: { profileId: acme._id } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.profileId).toBe(acme._id);
    expect((await filled({ authorization: `Bearer ${plain.token}` })).body.profile.name).toBe('Me at Acme');
    const byToken = await call(tokenRoute.PATCH, { method: 'PATCH', path: `/api/user/tokens/${plain.id}`, params: { id: plain.id }, headers: { authorization: `Bearer ${plain.token}` }, body: { profileId: null } });
    expect(byToken.status).toBe(403);

    // Back to the memory on the web.
    expect((await activate(ada, null)).status).toBe(200);
    expect((await filled(asCookie(ada))).body.profile).toBeNull();
  });

  it('over MCP, fill_prompt builds the same prompt into two texts under two profiles, and says which filled', async () => {
    const profiles = (await list(ada)).profiles as { _id: string; name: string }[];
    const globex = profiles.find((p) => p.name === 'Client: Globex')!;
    const onGlobex = await token(ada, globex._id);
    const first = await fillOverMcp(onGlobex.token, {});
    expect(first.isError).toBeFalsy();
    expect(first.structuredContent.text).toBe('From Ada Lovelace of Globex Corporation: an update for Hank Scorpio about the merger.');
    expect(first.structuredContent.profile?.name).toBe('Client: Globex');
    const second = await fillOverMcp(onGlobex.token, { profile: 'Me at Acme', values: { client: 'Wile E.', topic: 'rockets' } });
    expect(second.structuredContent.text).toBe('From Ada Lovelace of Acme: an update for Wile E. about rockets.');
    expect(second.structuredContent.profile?.name).toBe('Me at Acme');
    const unknown = await fillOverMcp(onGlobex.token, { profile: 'Nobody' });
    expect(unknown.isError).toBe(true);
  });
});

describe('remember on elicit', () => {
  it('a form over MCP asks only for what the profile and memory lack; "remember" keeps the answers in the profile that filled, and the next fill asks nothing', async () => {
    const who = await persona('pro');
    await call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asCookie(who), body: { parameters: { name: { value: 'Rae Remember', aliases: ['sender'], isCore: true } } } });
    const acme = (await create(who, { name: 'Me at Acme', values: { company: 'Acme' } })).body;
    const onAcme = await token(who, acme._id);
    const categoryId = (await ensureCategories(['Marketing'])).get('Marketing')!.id;
    const update = (
      await insertPrompt({ title: 'Client update', description: 'An update.', content: 'From !<Sender>! of !<Company>!: an update for !<Client>! about !<Topic>!.', categoryId, accessLevel: 'free', approved: false, viewable: 'private', authorId: who.userId })
    ).id;
    const fill = (bearer: string, answer: (form: Form) => Record<string, unknown>) => fillOverMcp(bearer, {}, answer, update);
    const forms: Form[] = [];
    const first = await fill(onAcme.token, (form) => (forms.push(form), { client: 'Wile E.', topic: 'rockets', promptloom_remember: true }));
    expect(Object.keys(forms[0]!.requestedSchema.properties)).toEqual(['client', 'topic', 'promptloom_remember']);
    expect(forms[0]!.requestedSchema.properties['promptloom_remember']).toMatchObject({ description: 'Keep them in your profile “Me at Acme”, so the next fill does not ask again.' });
    expect(first.structuredContent.text).toBe('From Rae Remember of Acme: an update for Wile E. about rockets.');
    expect(first.structuredContent.remembered).toEqual(['client', 'topic']);
    expect((await list(who)).profiles.find((p: { _id: string }) => p._id === acme._id).values).toEqual({ company_name: 'Acme', client: 'Wile E.', topic: 'rockets' });
    // Into the profile, not the memory.
    expect((await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asCookie(who) })).body.parameters.client).toBeUndefined();
    const second = await fill(onAcme.token, (form) => (forms.push(form), {}));
    expect(forms).toHaveLength(1);
    expect(second.structuredContent.text).toBe('From Rae Remember of Acme: an update for Wile E. about rockets.');

    // A value the profile cannot keep (over 500 characters): the fill stands, and says it was not remembered.
    const long = 'x'.repeat(600);
    const other = (await create(who, { name: 'Long answers', values: { company: 'Long Co' } })).body;
    const onOther = await token(who, other._id);
    const kept = await fill(onOther.token, () => ({ client: long, topic: 'size', promptloom_remember: true }));
    expect(kept.isError).toBeFalsy();
    expect(kept.structuredContent.text).toContain(long);
    expect(kept.structuredContent.remembered).toEqual([]);
    expect((kept as unknown as { content: { text: string }[] }).content[1]!.text).toMatch(/^The values were used but not remembered: /);

    // Not ticked: nothing is kept.
    const plain = await token(who);
    await fill(plain.token, (form) => (forms.push(form), { company: 'Nope Inc', client: 'Nobody', topic: 'nothing' }));
    expect(Object.keys(forms[1]!.requestedSchema.properties)).toEqual(['company', 'client', 'topic', 'promptloom_remember']);
    const memory = (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asCookie(who) })).body.parameters;
    expect(memory.client).toBeUndefined();
    expect(memory.company_name.value).toBe('');
  });

  it('POST /api/user/parameters/remember keeps values in the memory under the parameter they answer to, with parallel remembers all kept; another\'s profile is not found', async () => {
    const who = await persona('pro');
    const remember = (body: unknown) => call(rememberRoute.POST, { method: 'POST', path: '/api/user/parameters/remember', headers: asCookie(who), body });
    const kept = await remember({ profileId: null, values: { company: 'Kept Co', 'Deal size': '40k' } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toEqual({ profile: null, remembered: ['company_name', 'deal size'], values: { company_name: 'Kept Co', 'deal size': '40k' } });
    // Kept as the parameter keeps it: a website with https://.
    expect((await remember({ profileId: null, values: { url: 'kept.example' } })).body.values).toEqual({ website: 'https://kept.example' });
    const memory = (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asCookie(who) })).body.parameters;
    expect(memory.company_name.value).toBe('Kept Co');
    expect(memory['deal size']).toMatchObject({ value: '40k', aliases: ['deal size'] });

    // Five remembers at once, each of its own value: each adds to what is stored when it runs, so all are kept.
    const regions = ['EMEA', 'APAC', 'LATAM', 'NA', 'ANZ'];
    const answers = await Promise.all(regions.map((region, i) => remember({ profileId: null, values: { [`region ${i}`]: region } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const after = (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asCookie(who) })).body.parameters;
    expect(regions.map((_, i) => after[`region ${i}`]?.value)).toEqual(regions);
    expect(after.company_name.value).toBe('Kept Co');

    // A profile holds at most 50 values, remembered ones too; a value it cannot open is kept through a remember.
    const full = (await create(who, { name: 'Full', values: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v'])) })).body;
    const over = await remember({ profileId: full._id, values: { one: 'more' } });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe(PROFILE_TEXT.tooManyValues);
    const db = await getDb();
    const sealedElsewhere = 'enc:v1:0badc0de:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    await db.execute(sql`update profile_values set value = ${sealedElsewhere} where profile_id = ${full._id} and key = 'k0'`);
    await db.execute(sql`delete from profile_values where profile_id = ${full._id} and key = 'k1'`);
    expect((await remember({ profileId: full._id, values: { k2: 'changed' } })).status).toBe(200);
    const rows = ((await db.execute(sql`select key, value from profile_values where profile_id = ${full._id} and key in ('k0', 'k2')`)) as unknown as { rows: { key: string; value: string }[] }).rows;
    expect(rows.find((r) => r.key === 'k0')!.value).toBe(sealedElsewhere);
    expect((await list(who)).profiles.find((p: { _id: string }) => p._id === full._id).values.k2).toBe('changed');

    const theirs = (await create(await persona('pro'), { name: 'Someone else’s' })).body;
    expect((await remember({ profileId: theirs._id, values: { topic: 'x' } })).status).toBe(404);
    expect((await remember({ profileId: null, values: ['x'] })).status).toBe(400);
    expect((await remember({ values: { topic: 'x' } })).status).toBe(400);
  });
});

describe('managing profiles', () => {
  it('rename, duplicate and delete; names are unique in any case; a deleted profile leaves the web app and its tokens on the memory', async () => {
    const made = (await create(ada, { name: 'Job search', values: { title: 'Analyst' } })).body;
    expect((await create(ada, { name: 'JOB SEARCH' })).status).toBe(409);
    expect((await patch(ada, made._id, { name: 'me at acme' })).status).toBe(409);
    const renamed = await patch(ada, made._id, { name: 'Job hunt', values: { title: 'Senior Analyst', website: 'ada.dev' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Job hunt', values: { title: 'Senior Analyst', website: 'https://ada.dev' } });

    const copy = await create(ada, { name: 'Job hunt (copy)', duplicateOf: made._id });
    expect(copy.status).toBe(201);
    expect(copy.body.values).toEqual({ title: 'Senior Analyst', website: 'https://ada.dev' });

    const onIt = await token(ada, made._id);
    expect((await activate(ada, made._id)).status).toBe(200);
    expect((await remove(ada, made._id)).body).toEqual({ deleted: true, id: made._id });
    expect((await remove(ada, made._id)).status).toBe(404);
    expect((await list(ada)).activeProfileId).toBeNull();
    expect((await filled({ authorization: `Bearer ${onIt.token}` })).body.profile).toBeNull();
    // The copy kept its own values.
    expect((await list(ada)).profiles.find((p: { _id: string }) => p._id === copy.body._id).values.title).toBe('Senior Analyst');
  });

  it("another person's profile is not found anywhere: to read, change, delete, activate, name in a call or set on a token", async () => {
    const theirs = (await create(eve, { name: 'Eve at Initech', values: { company_name: 'Initech' } })).body;
    expect((await patch(ada, theirs._id, { name: 'Mine now' })).status).toBe(404);
    expect((await remove(ada, theirs._id)).status).toBe(404);
    expect((await activate(ada, theirs._id)).status).toBe(404);
    expect((await filled(asCookie(ada), theirs._id)).status).toBe(404);
    expect((await filled(asCookie(ada), 'Eve at Initech')).status).toBe(404);
    const refused = await call(tokensRoute.POST, { method: 'POST', path: '/api/user/tokens', headers: asCookie(ada), body: { name: 'Sneaky', profileId: theirs._id } });
    expect(refused.status).toBe(404);
    const mine = await token(ada);
    const moved = await call(tokenRoute.PATCH, { method: 'PATCH', path: `/api/user/tokens/${mine.id}`, params: { id: mine.id }, headers: asCookie(ada), body: { profileId: theirs._id } });
    expect(moved.status).toBe(404);
    const theirToken = await token(eve);
    const onTheirs = await call(tokenRoute.PATCH, { method: 'PATCH', path: `/api/user/tokens/${theirToken.id}`, params: { id: theirToken.id }, headers: asCookie(ada), body: { profileId: null } });
    expect(onTheirs.status).toBe(404);
    expect((await list(ada)).profiles.some((p: { name: string }) => p.name === 'Eve at Initech')).toBe(false);
    expect((await list(eve)).profiles.map((p: { name: string }) => p.name)).toEqual(['Eve at Initech']);
  });

  it('bad input is a clear 400, never a 500', async () => {
    expect((await create(ada, { name: '   ' })).body.fields?.name).toBe(PROFILE_TEXT.nameRequired);
    expect((await create(ada, { name: 'x'.repeat(61) })).status).toBe(400);
    expect((await create(ada, { name: 'Nul', values: { name: 'a\u0000b' } })).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`key${i}`, 'v']));
    expect((await create(ada, { name: 'Too many', values: many })).status).toBe(400);
    expect((await create(ada, { name: 'Not an object', values: ['a'] })).status).toBe(400);
    expect((await create(ada, 'not json')).status).toBe(400);
    expect((await patch(ada, 'not-a-uuid', { name: 'x' })).status).toBe(404);
    expect((await activate(ada, 'nope' as string)).status).toBe(400);
  });
});

describe('at the same time', () => {
  it(`parallel creates never pass ${MAX_PROFILES} profiles, and one name is taken once`, async () => {
    const who = await persona('pro');
    resetRateLimits();
    const same = await Promise.all(Array.from({ length: 6 }, () => create(who, { name: 'Twin' })));
    expect(same.filter((r) => r.status === 201)).toHaveLength(1);
    expect(same.filter((r) => r.status === 409)).toHaveLength(5);
    const many = await Promise.all(Array.from({ length: MAX_PROFILES + 5 }, (_, i) => create(who, { name: `P${i}` })));
    expect(many.filter((r) => r.status === 201)).toHaveLength(MAX_PROFILES - 1);
    expect(many.filter((r) => r.status === 409).every((r) => r.body.error === PROFILE_TEXT.limitReached)).toBe(true);
    expect((await list(who)).profiles).toHaveLength(MAX_PROFILES);
  });

  it('parallel switches leave exactly one profile active on the web', async () => {
    const who = await persona('pro');
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await create(who, { name: `S${i}` })).body._id as string);
    const answers = await Promise.all(ids.map((id) => activate(who, id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await listProfiles(who.userId);
    expect(rows.filter((p) => p.activeOnWeb)).toHaveLength(1);
  });
});

describe('at rest', () => {
  it("a dump shows profile names but none of their values; a value copied into another profile does not open; plain values are sealed by the migration; the export gives them back", async () => {
    const db = await getDb();
    const globex = (await list(ada)).profiles.find((p: { name: string }) => p.name === 'Client: Globex');
    const stored = ((await db.execute(sql`select key, value, profile_id from profile_values where user_id = ${ada.userId}`)) as unknown as { rows: { key: string; value: string; profile_id: string }[] }).rows;
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain('Hank Scorpio');
    expect(stored.every((r) => r.value.startsWith('enc:v1:'))).toBe(true);

    // Copy Globex's sealed client value into another profile: it reads blank there.
    const acme = (await list(ada)).profiles.find((p: { name: string }) => p.name === 'Me at Acme');
    const sealedClient = stored.find((r) => r.profile_id === globex._id && r.key === 'client')!.value;
    await db.execute(sql`insert into profile_values (profile_id, user_id, key, value) values (${acme._id}, ${ada.userId}, 'client', ${sealedClient})`);
    expect((await list(ada)).profiles.find((p: { _id: string }) => p._id === acme._id).values.client).toBeUndefined();
    await db.execute(sql`delete from profile_values where profile_id = ${acme._id} and key = 'client'`);

    // A value written plain (as before encryption) is sealed by the migration's pass.
    await db.execute(sql`insert into profile_values (profile_id, user_id, key, value) values (${acme._id}, ${ada.userId}, 'motto', 'Ad astra')`);
    const pass = await sealStoredMemory();
    expect(pass.sealed).toBeGreaterThanOrEqual(1);
    const motto = ((await db.execute(sql`select value from profile_values where profile_id = ${acme._id} and key = 'motto'`)) as unknown as { rows: { value: string }[] }).rows[0]!.value;
    expect(motto.startsWith('enc:v1:')).toBe(true);
    expect((await list(ada)).profiles.find((p: { _id: string }) => p._id === acme._id).values.motto).toBe('Ad astra');

    const exported = await call(exportRoute.GET, { path: '/api/user/export', headers: asCookie(ada) });
    expect(exported.body.profiles.find((p: { name: string }) => p.name === 'Client: Globex').values.client).toBe('Hank Scorpio');
  });

  it('an API token reads its own profile list through the API too (the extension chooses from it)', async () => {
    const plain = await token(ada);
    const answer = await call(profilesRoute.GET, { path: '/api/user/profiles', headers: asBearer({ ...ada, bearer: plain.token }) });
    expect(answer.status).toBe(200);
    expect(answer.body.profiles.map((p: { name: string }) => p.name)).toContain('Client: Globex');
  });
});
