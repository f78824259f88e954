import { describe, expect, it } from 'vitest';
import { defaultMemory, mergeMemories, normalizeMemory, parameterForKey, valuesFromMemory } from '@/lib/parameter-memory';
import { fillPlaceholders, parsePlaceholders } from '@/lib/placeholders';

describe('parameter memory', () => {
  it('starts with the five core parameters and the default aliases of spec P1 §3', () => {
    const memory = defaultMemory();
    expect(Object.keys(memory)).toEqual(['name', 'title', 'department', 'company_name', 'website']);
    expect(memory.company_name!.aliases).toContain('your company');
    expect(Object.values(memory).every((p) => p.isCore)).toBe(true);
  });

  it('fills placeholders by the parameter name or any alias, through the de-duplication key', () => {
    const memory = defaultMemory();
    memory.name!.value = 'Ada Lovelace';
    memory.company_name!.value = 'Analytical Engines';
    const text = 'I am !<Your Name>! (!<full_name>!) of !<Company-Name>! and !<org>!; site !<Website>!.';
    expect(fillPlaceholders(text, valuesFromMemory(memory))).toBe(
      'I am Ada Lovelace (Ada Lovelace) of Analytical Engines and Analytical Engines; site !<Website>!.',
    );
  });

  it('finds the parameter a placeholder belongs to', () => {
    const memory = defaultMemory();
    const [p] = parsePlaceholders('!<Job Title>!');
    expect(parameterForKey(memory, p!.key)).toBe('title');
    expect(parameterForKey(memory, 'favouritecolour')).toBeNull();
  });

  it('reads stored memory defensively and keeps the core parameters', () => {
    expect(normalizeMemory('garbage')).toEqual(defaultMemory());
    const read = normalizeMemory({ name: { value: 'Grace', aliases: ['nick'], isCore: false }, colour: { value: 'blue', aliases: [] } });
    expect(read.name).toMatchObject({ value: 'Grace', isCore: true });
    expect(read.name!.aliases).toEqual(expect.arrayContaining(['your name', 'nick']));
    expect(read.colour).toEqual({ value: 'blue', aliases: [], isCore: false });
  });

  it('merges the server copy over the local one where the server has a value', () => {
    const local = defaultMemory();
    local.name!.value = 'Local Name';
    local.title!.value = 'Local Title';
    const server = defaultMemory();
    server.name!.value = 'Server Name';
    const merged = mergeMemories(local, server);
    expect(merged.name!.value).toBe('Server Name');
    expect(merged.title!.value).toBe('Local Title');
  });

  it('keeps a value with its own type: the type comes from the side whose value wins', () => {
    const local = { deadline: { value: '2027-01-15', aliases: [], isCore: false, type: 'date' as const } };
    // The server's text value wins, and text is stored without a type: the local date type must not stick to it.
    const server = { deadline: { value: 'next week', aliases: [], isCore: false } };
    expect(mergeMemories(local, server).deadline).toEqual({ value: 'next week', aliases: [], isCore: false });
    // A blank server value keeps the local value, and so the local type.
    expect(mergeMemories(local, { deadline: { ...server.deadline, value: '' } }).deadline).toEqual(local.deadline);
    expect(mergeMemories({}, { deadline: { ...server.deadline, type: 'date', value: '2027-02-01' } }).deadline!.type).toBe('date');
  });
});

// Item 7: parameter names are chosen by people; none of them may reach Object.prototype.
describe('parameter names that are also names of Object.prototype', () => {
  const PROTOTYPE_NAMES = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf', 'isPrototypeOf'];
  const stored = () => JSON.parse(`{${PROTOTYPE_NAMES.map((k) => `"${k}":{"value":"v-${k}","aliases":["a-${k}"],"isCore":false}`).join(',')}}`);

  it('normalizeMemory keeps each as a plain parameter of its own, and the prototype untouched', () => {
    const memory = normalizeMemory(stored());
    expect(Object.getPrototypeOf(memory)).toBe(Object.prototype);
    for (const k of PROTOTYPE_NAMES) {
      expect(Object.hasOwn(memory, k), k).toBe(true);
      expect(Object.getOwnPropertyDescriptor(memory, k)!.value).toEqual({ value: `v-${k}`, aliases: [`a-${k}`], isCore: false });
    }
    expect(Object.keys(memory).slice(0, 5)).toEqual(['name', 'title', 'department', 'company_name', 'website']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a stored memory without those names never reads them from the prototype', () => {
    const memory = normalizeMemory({ name: { value: 'Ada', aliases: [], isCore: true } });
    for (const k of PROTOTYPE_NAMES) expect(Object.hasOwn(memory, k), k).toBe(false);
    expect(valuesFromMemory(memory)).toEqual({ name: 'Ada', yourname: 'Ada', username: 'Ada', fullname: 'Ada' });
  });

  it('survives a JSON round trip, as local storage and the API do', () => {
    const memory = normalizeMemory(stored());
    expect(normalizeMemory(JSON.parse(JSON.stringify(memory)))).toEqual(memory);
    expect(Object.keys(normalizeMemory(JSON.parse(JSON.stringify(memory))))).toContain('__proto__');
  });

  it('merging and the flat values treat them as plain names', () => {
    const merged = mergeMemories(defaultMemory(), normalizeMemory(stored()));
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    const flat = valuesFromMemory(merged);
    expect(flat.constructor).toBe('v-constructor');
    expect(flat.tostring).toBe('v-toString');
  });

  it('a !<constructor>! placeholder stays unfilled without a value, and is filled with one', () => {
    const text = 'Dear !<constructor>!, hello.';
    expect(fillPlaceholders(text, valuesFromMemory(defaultMemory()))).toBe(text);
    expect(fillPlaceholders(text, valuesFromMemory(normalizeMemory(stored())))).toBe('Dear v-constructor, hello.');
  });
});
