import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as parametersRoute from '@/app/api/user/parameters/route';
import * as exportRoute from '@/app/api/user/export/route';
import { getDb } from '@/lib/db';
import { getEnv, memoryKeys } from '@/lib/env';
import { fillPersonalParameterIfBlank, listPersonalParameters, replacePersonalParameters, sealStoredMemory } from '@/models/personal-parameters';
import { asCookie, call, persona, setEnv, type Session } from '../factories';

// Issue 26, Privacy: the parameter memory's values are encrypted at rest with MEMORY_ENCRYPTION_KEY, so
// a database dump reveals no one's values (docs/memory.md). Keys and aliases stay readable: search and
// "ready to run" use key names only.

const hex = () => randomBytes(32).toString('hex');
const saved = process.env.MEMORY_ENCRYPTION_KEY;
afterEach(() => setEnv({ MEMORY_ENCRYPTION_KEY: saved }));

let person: Session;
beforeAll(async () => {
  person = await persona('pro');
});

type Stored = { user_id: string; key: string; value: string; aliases: string[] };
async function dump(): Promise<Stored[]> {
  const db = await getDb();
  const res = (await db.execute(sql`select user_id, key, value, aliases from personal_parameters order by user_id, key`)) as unknown as { rows: Stored[] };
  return res.rows;
}
const storedValue = async (userId: string, key: string) => (await dump()).find((r) => r.user_id === userId && r.key === key)?.value;
const save = (who: Session, parameters: Record<string, { value: string; aliases?: string[]; isCore?: boolean }>) =>
  call(parametersRoute.PUT, {
    method: 'PUT',
    path: '/api/user/parameters',
    headers: asCookie(who),
    body: { parameters: Object.fromEntries(Object.entries(parameters).map(([k, p]) => [k, { aliases: [], isCore: false, ...p }])) },
  });
const read = async (who: Session) => (await call(parametersRoute.GET, { path: '/api/user/parameters', headers: asCookie(who) })).body.parameters;
async function insertPlain(userId: string, key: string, value: string) {
  const db = await getDb();
  await db.execute(sql`insert into personal_parameters (user_id, key, value, aliases, is_core) values (${userId}, ${key}, ${value}, ${`{${key}}`}::text[], false)`);
}

describe('the parameter memory at rest', () => {
  it('a database dump shows keys and aliases but none of the values; the person reads them back as saved', async () => {
    const values = { name: 'Grace Hopper', company_name: 'Compiler Works', website: 'https://hopperworks.dev', 'client brief': 'Launch the Q3 loyalty programme for Globex' };
    const res = await save(person, {
      name: { value: values.name, isCore: true },
      company_name: { value: values.company_name, isCore: true },
      website: { value: values.website, isCore: true },
      'client brief': { value: values['client brief'], aliases: ['brief'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const text = JSON.stringify(await dump());
    expect(text).toContain('client brief');
    expect(text).toContain('brief');
    // Nor anywhere else: every table's rows searched for every word of every value.
    const db = await getDb();
    const tables = ((await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(tables).toContain('personal_parameters');
    const words = Object.values(values).flatMap((v) => [v, ...v.split(/\W+/).filter((w) => w.length > 3 && w !== 'https')]);
    for (const table of tables) {
      for (const word of words) {
        const found = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} t where position(${word} in t::text) > 0`)) as unknown as { rows: { n: number }[] };
        expect(found.rows[0]!.n, `${word} in ${table}`).toBe(0);
      }
    }

    const memory = await read(person);
    expect(memory.name.value).toBe(values.name);
    expect(memory['client brief']).toMatchObject({ value: values['client brief'], aliases: ['client brief', 'brief'] });
    // The account's data export gives the values back open.
    const exported = await call(exportRoute.GET, { path: '/api/user/export', headers: asCookie(person) });
    expect(exported.body.parameters.find((p: { key: string }) => p.key === 'company_name').value).toBe(values.company_name);
  });

  it('a blank value stays blank, so the sign-up name fills it once and never overwrites a value', async () => {
    const who = await persona('free');
    await save(who, { name: { value: '', isCore: true } });
    expect(await storedValue(who.userId, 'name')).toBe('');
    await fillPersonalParameterIfBlank(who.userId, { key: 'name', value: 'Ada Byron', aliases: ['your name'], isCore: true });
    expect(await storedValue(who.userId, 'name')).not.toContain('Ada');
    await fillPersonalParameterIfBlank(who.userId, { key: 'name', value: 'Someone Else', aliases: ['your name'], isCore: true });
    expect((await read(who)).name.value).toBe('Ada Byron');
  });

  it('values written before encryption read as they are, and the migration encrypts them once, skipping none', async () => {
    const who = await persona('free');
    const plain = Array.from({ length: 7 }, (_, i) => [`legacy ${i}`, `Plain value number ${i}`] as const);
    for (const [key, value] of plain) await insertPlain(who.userId, key, value);
    await insertPlain(who.userId, 'blank', '   ');
    expect((await read(who))['legacy 3'].value).toBe('Plain value number 3');

    // Batches of 3, so the walk crosses batch ends.
    const first = await sealStoredMemory(3);
    expect(first.sealed).toBeGreaterThanOrEqual(plain.length);
    expect(first.unreadable).toBe(0);
    for (const [key, value] of plain) {
      const stored = (await storedValue(who.userId, key))!;
      expect(stored.startsWith(`enc:v1:${memoryKeys()[0]!.id}:`)).toBe(true);
      expect(stored).not.toContain(value);
    }
    expect(await storedValue(who.userId, 'blank')).toBe('   ');
    expect(await sealStoredMemory(3)).toEqual({ sealed: 0, unreadable: 0 });
    const memory = await read(who);
    for (const [key, value] of plain) expect(memory[key].value).toBe(value);
  });

  it('a new key put first opens what the old one sealed; the migration seals it again, and the old key can go', async () => {
    const who = await persona('free');
    const oldKey = hex();
    setEnv({ MEMORY_ENCRYPTION_KEY: oldKey });
    await save(who, { project: { value: 'Orion rollout' } });
    const underOld = await storedValue(who.userId, 'project');

    const newKey = hex();
    setEnv({ MEMORY_ENCRYPTION_KEY: `${newKey},${oldKey}` });
    expect((await read(who)).project.value).toBe('Orion rollout');
    expect((await sealStoredMemory()).sealed).toBeGreaterThanOrEqual(1);
    const underNew = await storedValue(who.userId, 'project');
    expect(underNew).not.toBe(underOld);
    expect(underNew!.startsWith(`enc:v1:${memoryKeys()[0]!.id}:`)).toBe(true);

    setEnv({ MEMORY_ENCRYPTION_KEY: newKey });
    expect((await read(who)).project.value).toBe('Orion rollout');
  });

  it('under a wrong key a value reads blank, a save leaves it as it was, and the right key opens it again', async () => {
    const who = await persona('free');
    const right = hex();
    setEnv({ MEMORY_ENCRYPTION_KEY: right });
    await save(who, { project: { value: 'Orion rollout' }, team: { value: 'Platform' } });
    const sealedProject = await storedValue(who.userId, 'project');

    setEnv({ MEMORY_ENCRYPTION_KEY: hex() });
    const memory = await read(who);
    expect(memory.project.value).toBe('');
    expect((await sealStoredMemory()).unreadable).toBeGreaterThanOrEqual(2);
    expect(await storedValue(who.userId, 'project')).toBe(sealedProject);
    // The manager saves the whole set back as it read it (blank), with one value changed.
    const res = await save(who, { project: { value: '' }, team: { value: 'Data' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await storedValue(who.userId, 'project')).toBe(sealedProject);

    setEnv({ MEMORY_ENCRYPTION_KEY: right });
    const again = await read(who);
    expect(again.project.value).toBe('Orion rollout');
    // The change made under the wrong key was sealed with it, and reads blank under the right one.
    expect(again.team.value).toBe('');
  });

  it('a value copied into another person’s row does not open there', async () => {
    const a = await persona('free');
    const b = await persona('free');
    await save(a, { secret: { value: 'Only for A' } });
    await save(b, { secret: { value: 'Only for B' } });
    const db = await getDb();
    await db.execute(
      sql`update personal_parameters set value = (select value from personal_parameters where user_id = ${a.userId} and key = 'secret') where user_id = ${b.userId} and key = 'secret'`,
    );
    expect((await read(b)).secret.value).toBe('');
    expect((await read(a)).secret.value).toBe('Only for A');
  });

  it('the migration running beside saves never puts an older value over a newer one', async () => {
    const who = await persona('free');
    for (let i = 0; i < 20; i++) await insertPlain(who.userId, `k${i}`, `old ${i}`);
    const newer = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, { value: `new ${i}` }]));
    await Promise.all([sealStoredMemory(2), save(who, newer), sealStoredMemory(5)]);
    const memory = await read(who);
    for (let i = 0; i < 20; i++) expect(memory[`k${i}`].value).toBe(`new ${i}`);
    for (const row of (await dump()).filter((r) => r.user_id === who.userId && r.key.startsWith('k'))) expect(row.value.startsWith('enc:v1:')).toBe(true);
  });

  it('two migrations at once (two instances starting) encrypt each value once: neither writes over the other', async () => {
    const who = await persona('free');
    for (let i = 0; i < 30; i++) await insertPlain(who.userId, `twice ${i}`, `value ${i}`);
    const [a, b] = await Promise.all([sealStoredMemory(4), sealStoredMemory(4)]);
    expect(a.sealed + b.sealed).toBe(30);
    const memory = await read(who);
    for (let i = 0; i < 30; i++) expect(memory[`twice ${i}`].value).toBe(`value ${i}`);
  });

  it('a value moved to another of the person’s parameters does not open there', async () => {
    const who = await persona('free');
    await save(who, { company_name: { value: 'Initech', isCore: true }, department: { value: 'Accounts', isCore: true } });
    const db = await getDb();
    await db.execute(
      sql`update personal_parameters set value = (select value from personal_parameters where user_id = ${who.userId} and key = 'company_name') where user_id = ${who.userId} and key = 'department'`,
    );
    const memory = await read(who);
    expect(memory.department.value).toBe('');
    expect(memory.company_name.value).toBe('Initech');
  });

  it('the stored rows, read through the model, hold the open values', async () => {
    const who = await persona('free');
    await replacePersonalParameters(who.userId, [{ key: 'tone', value: 'Warm but brief', aliases: ['tone'], isCore: false }]);
    expect((await listPersonalParameters(who.userId)).map((r) => [r.key, r.value])).toEqual([['tone', 'Warm but brief']]);
  });
});

describe('MEMORY_ENCRYPTION_KEY', () => {
  it('production refuses to run without one, saying how to make one', () => {
    setEnv({ MEMORY_ENCRYPTION_KEY: undefined, NODE_ENV: 'production' });
    try {
      expect(() => memoryKeys()).toThrow(/MEMORY_ENCRYPTION_KEY must be set in production.*openssl rand -hex 32/);
    } finally {
      setEnv({ NODE_ENV: 'test' });
    }
  });

  it('a development machine reaching a database server (DATABASE_URL) needs one too: a key made here would seal values no other machine opens', () => {
    setEnv({ MEMORY_ENCRYPTION_KEY: undefined, NODE_ENV: 'development', DATABASE_URL: 'postgres://someone@db.example:5432/promptloom' });
    try {
      expect(() => memoryKeys()).toThrow(/MEMORY_ENCRYPTION_KEY must be set to use a database server \(DATABASE_URL\)/);
    } finally {
      setEnv({ NODE_ENV: 'test', DATABASE_URL: undefined });
    }
  });

  it('a key that is not 32 bytes stops the app at its first read of the environment, without echoing it', () => {
    setEnv({ MEMORY_ENCRYPTION_KEY: 'hunter2-is-not-a-key' });
    expect(() => getEnv()).toThrow(/MEMORY_ENCRYPTION_KEY.*32 bytes/);
    expect(() => getEnv()).not.toThrow(/hunter2/);
  });
});
