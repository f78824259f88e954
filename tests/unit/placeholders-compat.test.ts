import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parsePlaceholders } from '@/lib/placeholders';
import { parsePlaceholders as parseV1, type Placeholder as PlaceholderV1 } from '../fixtures/placeholders-v1';

// Typed inputs extend the grammar without changing any text written before them: on text in the old
// grammar, today's parser finds the same placeholders, with the same labels, keys, options and
// positions, as the frozen copy of the parser before typed inputs, and builds the same text.

// Pieces of old-grammar text: markers, separators typed tails use ('|', ',', '=', '"', ':', '/', '*'),
// line breaks and words. No word names a type or a typed setting (text, date, optional, help= …),
// which is what makes a tail typed.
const pieces = ['!<', '>!', '!{', '}!', '!^', '^!', '!|', '|!', '!', '<', '>', '|', ' | ', ',', '=', '"', ':', '/', '*', ' ', '\n', 'a', 'Bc', 'Name', 'x y', 'Zed', 'foo', 'company', '-', '_'];
const oldGrammarText = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((parts) => parts.join(''));

const shape = (p: PlaceholderV1) => ({ kind: p.kind, raw: p.raw, label: p.label, key: p.key, options: p.options, start: p.start, end: p.end });

describe('the grammar before typed inputs', () => {
  it('parses exactly as the frozen parser on generated text', () => {
    fc.assert(
      fc.property(oldGrammarText, (text) => {
        expect(parsePlaceholders(text).map(shape)).toEqual(parseV1(text).map(shape));
      }),
      { numRuns: 3000 },
    );
  });

  it('builds exactly as before: every placeholder required, no defaults', () => {
    fc.assert(
      fc.property(oldGrammarText, fc.dictionary(fc.constantFrom('a', 'bc', 'name', 'xy', 'zed', 'foo', 'company'), fc.constantFrom('', ' ', 'v', 'Ada')), (text, values) => {
        const old = parseV1(text);
        // The old fill: replace a key with a non-blank value, leave the others as written.
        let expected = '';
        let last = 0;
        for (const p of old) {
          const value = Object.hasOwn(values, p.key) ? values[p.key] : undefined;
          if (!value?.trim()) continue;
          expected += text.slice(last, p.start) + value;
          last = p.end;
        }
        expected += text.slice(last);
        expect(fillPlaceholders(text, values)).toBe(expected);
        for (const p of parsePlaceholders(text)) {
          expect(p.input.required).toBe(true);
          expect(p.input.default).toBeUndefined();
          expect(p.warnings).toEqual([]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a bar in a label that is not followed by a type', () => {
    for (const text of ['!<Name | Company>!', '!<A|B>!', '!<Price | in euros>!', '!<Texts | drafts>!', '!<Subject | text of the email>!', '!<Day | date of the launch>!', '!<Notes | optional extras>!']) {
      expect(parsePlaceholders(text).map(shape)).toEqual(parseV1(text).map(shape));
    }
  });

  it('reads every seeded library prompt written before typed inputs as before', async () => {
    // The library of that time (free-1..3, pro-1..2); templates written since use typed inputs on purpose.
    const before = await Promise.all(['free-1', 'free-2', 'free-3', 'pro-1', 'pro-2'].map((f) => import(`@/lib/seed/library/${f}`)));
    const { composeContent } = await import('@/lib/seed/compose');
    const old = before.flatMap((m) => Object.values(m).flat() as import('@/lib/seed/compose').LibraryPrompt[]);
    expect(old.length).toBe(157);
    for (const prompt of old) {
      const content = composeContent(prompt);
      expect(parsePlaceholders(content).map(shape)).toEqual(parseV1(content).map(shape));
    }
  });
});
