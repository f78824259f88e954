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
});
