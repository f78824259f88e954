import { describe, expect, it } from 'vitest';
import { checkValues, fillablePlaceholders, fillPrompt, memoryValues, placeholderSchema } from '@/lib/mcp/placeholder-form';
import { mcpPromptName } from '@/lib/mcp/server';
import { defaultMemory } from '@/lib/parameter-memory';

// A prompt's placeholders as the MCP server's form (docs/mcp.md#placeholders-as-a-json-schema).

const CONTENT = 'Dear !<Your name>!, a !|short, long|! note for !<Company_Name>! about !<topic>!; !<your-name>! again; !^System^! and !{Admin}! stay.';
const placeholders = fillablePlaceholders(CONTENT);

describe('the form of a prompt', () => {
  it('has one entry per placeholder a person fills, de-duplicated by key; curly and caret are left out as the viewer leaves them', () => {
    expect(placeholders.map((p) => p.key)).toEqual(['yourname', 'short,long', 'companyname', 'topic']);
  });

  it('is a JSON Schema: a select as an enum, known values as defaults, required what has none', () => {
    const schema = placeholderSchema(placeholders, { yourname: 'Ada', 'short,long': 'medium' }, new Set(['yourname']));
    expect(schema.required).toEqual(['short,long', 'companyname', 'topic']);
    expect(schema.properties.yourname).toEqual({
      type: 'string',
      title: 'Your name',
      description: 'Replaces !<Your name>! in the prompt. Your parameter memory fills it unless you give another value.',
      maxLength: 2000,
      default: 'Ada',
    });
    // A remembered value that is not an option is no default.
    expect(schema.properties['short,long']).toEqual({ type: 'string', title: 'short / long', description: 'Choose one: short, long.', enum: ['short', 'long'] });
    expect(schema.additionalProperties).toBe(false);
  });
});

describe('values from a caller', () => {
  it('may name a placeholder by its key or its label in any case; blanks count as not given', () => {
    expect(checkValues(placeholders, { 'YOUR NAME': 'Ada', 'short, long': ' long ', company_name: '   ', Topic: 'x' })).toEqual({
      ok: true,
      data: { yourname: 'Ada', 'short,long': 'long', topic: 'x' },
    });
    expect(checkValues(placeholders, { 'short / long': 'short' })).toEqual({ ok: true, data: { 'short,long': 'short' } });
    expect(checkValues(placeholders, undefined)).toEqual({ ok: true, data: {} });
  });

  it('refuses an unknown name, a value outside the options, a value that is not text or is too long, naming each', () => {
    const result = checkValues(placeholders, { colour: 'red', 'short,long': 'medium', topic: 7, yourname: 'x'.repeat(2001) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(Object.keys(result.fields!)).toEqual(['colour', 'short,long', 'topic', 'yourname']);
    expect(result.fields!['short,long']).toBe('"medium" is not an option of "short / long": choose one of short, long.');
    expect(checkValues(placeholders, ['a']).ok).toBe(false);
  });

  it('treats names like __proto__ and constructor as plain names', () => {
    const odd = fillablePlaceholders('!<constructor>! and !<toString>!');
    expect(checkValues(odd, JSON.parse('{"constructor":"c","toString":"t"}'))).toEqual({ ok: true, data: { constructor: 'c', tostring: 't' } });
    expect(checkValues(odd, JSON.parse('{"__proto__":"x"}')).ok).toBe(false);
  });
});

describe('filling', () => {
  it('takes a given value first, else the parameter memory by name or alias, and leaves the rest as written', () => {
    const memory = defaultMemory();
    memory.name = { ...memory.name!, value: 'Ada Lovelace' };
    memory.company_name = { ...memory.company_name!, value: 'Analytical Engines' };
    const remembered = memoryValues(memory);
    const filling = fillPrompt(CONTENT, placeholders, { companyname: 'Babbage & Co' }, remembered);
    expect(filling.values).toEqual({ yourname: 'Ada Lovelace', companyname: 'Babbage & Co' });
    expect(filling.fromMemory).toEqual(['yourname']);
    expect(filling.missing.map((p) => p.key)).toEqual(['short,long', 'topic']);
    expect(filling.text).toBe('Dear Ada Lovelace, a !|short, long|! note for Babbage & Co about !<topic>!; Ada Lovelace again; !^System^! and !{Admin}! stay.');
  });
});

describe('MCP prompt names', () => {
  it('are the title as a slug and the id, so a name leads back to its prompt', () => {
    const id = '0b6f3c9e-2d4a-4c1e-9f7a-1234567890ab';
    expect(mcpPromptName({ _id: id, title: 'Café: Cold Email (v2)!' })).toBe(`cafe-cold-email-v2-${id}`);
    expect(mcpPromptName({ _id: id, title: 'Résumé review' })).toBe(`resume-review-${id}`);
    expect(mcpPromptName({ _id: id, title: '日本語' })).toBe(`prompt-${id}`);
  });
});
