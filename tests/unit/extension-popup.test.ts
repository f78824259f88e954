import { describe, expect, it } from 'vitest';
import { promptForm } from '@/extension/fill';
import { defaultMemory, normalizeMemory, valuesFromMemory } from '@/lib/parameter-memory';

// The popup's pure parts (docs/extension.md): the form a prompt's placeholders become.

describe("the popup's form", () => {
  const memory = valuesFromMemory(normalizeMemory({ ...defaultMemory(), company: { value: 'Globex', aliases: ['Prospect company'], isCore: false } }));

  it('fills free-text fields from the memory by alias, and a select only with one of its options', () => {
    const { fields, values } = promptForm('Write to !<Prospect company>! about !<Topic>! in a !|formal, casual|! tone.', { ...memory, 'formal,casual': 'shouty' });
    expect(fields.map((p) => p.key)).toEqual(['prospectcompany', 'topic', 'formal,casual']);
    expect(values).toEqual({ prospectcompany: 'Globex' });
    expect(promptForm('A !|formal, casual|! tone.', { 'formal,casual': 'casual' }).values).toEqual({ 'formal,casual': 'casual' });
  });

  it("never takes a value from Object.prototype: '!<constructor>!' starts empty", () => {
    const { fields, values } = promptForm('Explain the !<constructor>! and the !<toString>!.', memory);
    expect(fields).toHaveLength(2);
    expect(values).toEqual({});
    expect(Object.hasOwn(values, 'constructor')).toBe(false);
  });
});
