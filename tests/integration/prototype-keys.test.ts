import { beforeAll, describe, expect, it } from 'vitest';
import * as parametersRoute from '@/app/api/user/parameters/route';
import { asBearer, call, persona, type Session } from '../factories';

// Item 7: parameter names that are also names of Object.prototype used to crash the save
// (normalizeMemory read Object.prototype.constructor as a core parameter) or vanish ('__proto__').

const NAMES = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'];
let who: Session;
beforeAll(async () => {
  who = await persona('free');
});

const put = (raw: string) => call(parametersRoute.PUT, { method: 'PUT', path: '/api/user/parameters', headers: asBearer(who), body: raw });
const get = () => call(parametersRoute.GET, { path: '/api/user/parameters', headers: asBearer(who) });
// JSON text, so '__proto__' arrives as the own key a browser would send.
const body = (names: string[]) => `{"parameters":{${names.map((k) => `"${k}":{"value":"value of ${k}","aliases":["${k} alias"],"isCore":false}`).join(',')}}}`;

describe('parameter names that are names of Object.prototype', () => {
  it.each(NAMES)('a parameter named %s is saved and read back like any other', async (name) => {
    const saved = await put(body([name]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { body: read } = await get();
    // Names are stored lower-cased, each its own alias (spec P2 §5).
    const stored = name.toLowerCase();
    expect(Object.getOwnPropertyDescriptor(read.parameters, stored)?.value).toEqual({ value: `value of ${name}`, aliases: [stored, `${stored} alias`], isCore: false });
    expect(Object.keys(read.parameters)).toEqual(['name', 'title', 'department', 'company_name', 'website', stored]);
  });

  it('all of them at once, beside the core parameters', async () => {
    const saved = await put(body(['name', ...NAMES]));
    expect(saved.status).toBe(200);
    const { body: read } = await get();
    expect(Object.keys(read.parameters)).toEqual(['name', 'title', 'department', 'company_name', 'website', ...NAMES.map((n) => n.toLowerCase())]);
    expect(read.parameters.name).toMatchObject({ value: 'value of name', isCore: true });
  });

  it('a bad value under such a name is a 400 that names it', async () => {
    const res = await put('{"parameters":{"constructor":{"value":5,"aliases":[],"isCore":false}}}');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['parameters.constructor.value']);
  });
});
