import { beforeAll, describe, expect, it } from 'vitest';
import * as parametersRoute from '@/app/api/user/parameters/route';
import { saveParametersAction } from '@/actions/parameters';
import { definitionOf, runAction } from '@/lib/action';
import { viewerFromHeaders } from '@/lib/services/viewer';
import { addAlias, adoptOrphan, orphanedValues, promoteAlias } from '@/lib/parameter-manager';
import { normalizeMemory, valuesFromMemory, type ParameterMemory } from '@/lib/parameter-memory';
import { fillPlaceholders } from '@/lib/placeholders';
import { listPersonalParameters } from '@/models/personal-parameters';
import { asCookie, call, persona, type Session } from '../factories';

// The parameter manager's rules (spec P2 §5) hold on the server too, whether the save comes
// through the screen's server action or PUT /api/user/parameters: the server never trusts the client.

let free: Session;
beforeAll(async () => {
  free = await persona('free');
});

const viewer = () => viewerFromHeaders(new Headers(asCookie(free)));
const saveByAction = (parameters: unknown) => runAction(definitionOf(saveParametersAction), viewer, { parameters } as never);
const saveByRoute = (parameters: unknown) => call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asCookie(free), body: { parameters } });
const read = async (): Promise<ParameterMemory> => (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asCookie(free) })).body.parameters;

describe('parameter rules on the server', () => {
  it('a bare-domain website is kept with https://, through the action and the route alike; other values as typed', async () => {
    expect((await saveByAction({ website: { value: ' northwind.example ', aliases: [], isCore: true } })).ok).toBe(true);
    expect((await read()).website!.value).toBe('https://northwind.example');
    const res = await saveByRoute({ Website: { value: 'www.loomworks.example/about', aliases: [], isCore: true }, company_name: { value: 'northwind.example', aliases: [], isCore: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const memory = await read();
    expect(memory.website!.value).toBe('https://www.loomworks.example/about');
    expect(memory.company_name!.value).toBe('northwind.example');
    expect((await saveByRoute({ website: { value: 'http://old.example', aliases: [], isCore: true } })).status).toBe(200);
    expect((await read()).website!.value).toBe('http://old.example');
  });

  it('a typed parameter keeps its value normalised and its type; a value that does not fit is refused, naming it', async () => {
    const res = await saveByRoute({ 'launch date': { value: '2027-03-05', aliases: [], isCore: false, type: 'date' }, budget: { value: ' 12,500 ', aliases: [], isCore: false, type: 'number' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const memory = await read();
    expect(memory['launch date']).toEqual({ value: '2027-03-05', aliases: ['launch date'], isCore: false, type: 'date' });
    expect(memory.budget).toEqual({ value: '12500', aliases: ['budget'], isCore: false, type: 'number' });
    // The stored rows carry the type; a core parameter never gets one.
    expect((await listPersonalParameters(free.userId)).find((r) => r.key === 'budget')?.type).toBe('number');
    const core = await saveByRoute({ title: { value: 'Editor', aliases: [], isCore: true, type: 'date' } });
    expect(core.status).toBe(200);
    expect((await read()).title).not.toHaveProperty('type');

    const wrong = await saveByAction({ 'launch date': { value: 'next spring', aliases: [], isCore: false, type: 'date' } });
    expect(wrong).toMatchObject({ ok: false, status: 400, error: 'The value of launch date must be a date (YYYY-MM-DD)' });
    const badType = await saveByRoute({ x: { value: '1', aliases: [], isCore: false, type: 'colour' } });
    expect(badType.status).toBe(400);
  });

  it('core parameters cannot be removed: a save without them keeps them, and a custom one cannot claim to be core', async () => {
    const saved = await saveByAction({ industry: { value: 'Retail', aliases: [], isCore: true }, name: { value: 'Frankie', aliases: [], isCore: false } });
    expect(saved.ok, JSON.stringify(saved)).toBe(true);
    const memory = await read();
    expect(Object.keys(memory)).toEqual(['name', 'title', 'department', 'company_name', 'website', 'industry']);
    expect(memory.name).toMatchObject({ value: 'Frankie', isCore: true });
    expect(memory.name!.aliases).toEqual(expect.arrayContaining(['your name', 'full name']));
    expect(memory.industry!.isCore).toBe(false);
    const rows = await listPersonalParameters(free.userId);
    expect(rows.filter((r) => r.isCore).map((r) => r.key).sort()).toEqual(['company_name', 'department', 'name', 'title', 'website']);
  });

  it('names and aliases are stored trimmed and lower-cased, each parameter with its own name as an alias', async () => {
    const res = await saveByRoute({ ' Industry ': { value: ' Retail ', aliases: [' Sector ', 'MARKET'], isCore: false } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.parameters.industry).toEqual({ value: 'Retail', aliases: ['industry', 'sector', 'market'], isCore: false });
  });

  it('a duplicate alias is refused alike by the action and the route, with the spec message', async () => {
    const parameters = { name: { value: 'Frankie', aliases: ['nick', 'Nick '], isCore: true } };
    const viaAction = await saveByAction(parameters);
    const viaRoute = await saveByRoute(parameters);
    expect(viaRoute.status).toBe(400);
    expect(viaRoute.body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'The alias "nick" already exists for name.' });
    expect(viaAction).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_ERROR', error: viaRoute.body.error, fields: viaRoute.body.fields });
  });

  it('an empty alias or parameter name is refused', async () => {
    expect((await saveByRoute({ name: { value: '', aliases: ['  '], isCore: true } })).body.error).toBe('Please enter a valid alias name.');
    expect((await saveByRoute({ '  ': { value: 'x', aliases: [], isCore: false } })).status).toBe(400);
  });

  it('promotion: refused in the rules when the parameter exists, and two parameters of one name are refused by the server', async () => {
    const memory = normalizeMemory({ nickname: { value: 'F', aliases: ['nickname'], isCore: false } });
    const withAlias = addAlias(memory, 'name', 'nickname');
    expect(withAlias.ok && promoteAlias(withAlias.memory, 'name', 'nickname')).toEqual({ ok: false, error: 'A parameter "nickname" already exists. Cannot promote alias.' });
    const res = await saveByRoute({ Nickname: { value: 'F', aliases: [], isCore: false }, nickname: { value: 'G', aliases: [], isCore: false } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('A parameter "nickname" already exists.');
    // A promotion the rules allow is saved as the new parameter.
    const ok = promoteAlias(normalizeMemory({ name: { value: 'Frankie', aliases: ['moniker'], isCore: true } }), 'name', 'moniker');
    expect(ok.ok).toBe(true);
    if (!ok.ok) return;
    expect((await saveByAction(ok.memory)).ok).toBe(true);
    const saved = await read();
    expect(saved.moniker).toEqual({ value: 'Frankie', aliases: ['moniker'], isCore: false });
    expect(saved.name!.aliases).not.toContain('moniker');
  });

  it('an adopted orphan is saved as an alias and then fills its placeholder from the server copy', async () => {
    const stored = { prospectcompany: 'Globex', topic: 'Rust' };
    const memory = normalizeMemory({ client: { value: '', aliases: ['client'], isCore: false } });
    const [orphan] = orphanedValues(memory, stored);
    expect(orphan).toEqual({ key: 'prospectcompany', value: 'Globex' });
    const adopted = adoptOrphan(memory, 'client', orphan!);
    expect(adopted.ok).toBe(true);
    if (!adopted.ok) return;
    expect((await saveByAction(adopted.memory)).ok).toBe(true);
    const fromServer = await read();
    expect(fromServer.client).toEqual({ value: 'Globex', aliases: ['client', 'prospectcompany'], isCore: false });
    expect(orphanedValues(fromServer, stored)).toEqual([{ key: 'topic', value: 'Rust' }]);
    expect(fillPlaceholders('Write to !<Prospect company>! about !<Topic>!.', valuesFromMemory(fromServer))).toBe('Write to Globex about !<Topic>!.');
  });
});
