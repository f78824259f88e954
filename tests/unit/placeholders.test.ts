import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildBlockedMessage,
  countFilled,
  fillPlaceholders,
  parsePlaceholders,
  placeholderKey,
  segmentText,
  uniquePlaceholders,
} from '@/lib/placeholders';

describe('parsePlaceholders', () => {
  it('reads the four forms with their kind, label, options and position', () => {
    const text = 'Hi !<Your name>!, budget !{Campaign budget}!, in !^Output language^!, tone !|formal, friendly , ,playful|!.';
    const found = parsePlaceholders(text);
    expect(found.map((p) => [p.kind, p.label])).toEqual([
      ['angle', 'Your name'],
      ['curly', 'Campaign budget'],
      ['caret', 'Output language'],
      ['pipe', 'formal / friendly / playful'],
    ]);
    expect(found[3]!.options).toEqual(['formal', 'friendly', 'playful']);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('!<Your name>!');
  });

  it('de-duplicates by the lower-case key without spaces, underscores and hyphens', () => {
    expect(placeholderKey('Company_Name')).toBe('companyname');
    expect(placeholderKey('company-name')).toBe('companyname');
    const unique = uniquePlaceholders(parsePlaceholders('!<Company Name>! and !<company_name>! and !<COMPANY-NAME>!'));
    expect(unique).toHaveLength(1);
    expect(unique[0]!.label).toBe('Company Name');
  });

  it('treats unclosed markers, lone !, empty labels, newlines and nesting as text', () => {
    expect(parsePlaceholders('!<never closed')).toEqual([]);
    expect(parsePlaceholders('Wow! Great! !')).toEqual([]);
    expect(parsePlaceholders('!<>! !<   >! !||!')).toEqual([]);
    expect(parsePlaceholders('!<two\nlines>!')).toEqual([]);
    expect(parsePlaceholders('!<outer !<inner>! rest>!').map((p) => p.label)).toEqual(['inner']);
  });

  it('answers nothing, without throwing, for values that are not text', () => {
    expect(parsePlaceholders(undefined)).toEqual([]);
    expect(parsePlaceholders(42)).toEqual([]);
  });

  it('handles 10,000 characters of hostile noise (its speed is measured by npm run bench)', () => {
    expect(parsePlaceholders('!<'.repeat(5000))).toEqual([]);
    expect(parsePlaceholders(`${'!<a'.repeat(3000)}>!`).map((p) => p.label)).toEqual(['a']);
    expect(parsePlaceholders(`${'!<'.repeat(3000)}!<a>!`).map((p) => p.label)).toEqual(['a']);
  });
});

describe('fill and count', () => {
  const text = 'Dear !<Name>!, from !<Your company>! (!<name>!). Tone: !|warm, dry|!';
  const unique = uniquePlaceholders(parsePlaceholders(text));

  it('fills every occurrence of a key and leaves unfilled ones as written', () => {
    expect(fillPlaceholders(text, { name: 'Ada' })).toBe('Dear Ada, from !<Your company>! (Ada). Tone: !|warm, dry|!');
  });
  it('counts filled over total distinct placeholders, blank values not counted', () => {
    expect(countFilled(unique, { name: 'Ada', yourcompany: '   ' })).toEqual({ filled: 1, total: 3 });
    expect(buildBlockedMessage(1, 3)).toBe('Please fill out all placeholders before building the prompt. (1 of 3 parameters set)');
  });
  it('segments text for highlighting without losing a character', () => {
    const segments = segmentText(text);
    const rebuilt = segments.map((s) => (s.type === 'text' ? s.text : s.placeholder.raw)).join('');
    expect(rebuilt).toBe(text);
  });
});

describe('properties', () => {
  const alphabet = fc.constantFrom(...'!<>{}^|, _-ab\nXY'.split(''));
  const noisyText = fc.array(alphabet, { maxLength: 400 }).map((chars) => chars.join(''));
  const label = fc.stringMatching(/^[A-Za-z][A-Za-z _-]{0,20}$/);
  const value = fc.stringMatching(/^[A-Za-z0-9 .,]{1,20}$/).filter((v) => v.trim().length > 0);

  it('parse never throws and returns markers that are really in the text', () => {
    fc.assert(
      fc.property(fc.oneof(noisyText, fc.string({ maxLength: 300 })), (text) => {
        for (const p of parsePlaceholders(text)) expect(text.slice(p.start, p.end)).toBe(p.raw);
      }),
    );
  });

  it('fill-then-parse leaves no filled placeholder', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(label, value), { minLength: 1, maxLength: 6 }), noisyText, (pairs, filler) => {
        const text = pairs.map(([l]) => `${filler.replace(/!/g, '')} !<${l}>!`).join(' ');
        const values = Object.fromEntries(pairs.map(([l, v]) => [placeholderKey(l), v]));
        const keys = new Set(Object.keys(values));
        expect(parsePlaceholders(fillPlaceholders(text, values)).filter((p) => keys.has(p.key))).toEqual([]);
      }),
    );
  });

  it('de-duplication is idempotent, and so is the key', () => {
    fc.assert(
      fc.property(noisyText, (text) => {
        const once = uniquePlaceholders(parsePlaceholders(text));
        expect(uniquePlaceholders(once)).toEqual(once);
        for (const p of once) expect(placeholderKey(p.key)).toBe(p.key);
      }),
    );
  });
});
