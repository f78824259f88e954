import { describe, expect, it } from 'vitest';
import { adjacentKeys, alternativesFor, typoKeys, typoKind, withoutStopWordTypos } from '@/lib/typos';

describe('keys one letter left out', () => {
  it('are the word and each form of it without one letter, after the owner', () => {
    expect(typoKeys('mail').sort()).toEqual(['ail', 'mai', 'mail', 'mal', 'mil']);
    expect(typoKeys('too', 'u1:').sort()).toEqual(['u1:oo', 'u1:to', 'u1:too']);
  });

  it('two words one typo apart share a key, whatever the typo', () => {
    const share = (a: string, b: string) => typoKeys(a).some((k) => typoKeys(b).includes(k));
    expect(share('emial', 'email')).toBe(true); // swapped
    expect(share('emsil', 'email')).toBe(true); // a key beside
    expect(share('emal', 'email')).toBe(true); // missing
    expect(share('emaill', 'email')).toBe(true); // doubled
    expect(share('linx', 'linux')).toBe(true);
    expect(share('termnal', 'terminal')).toBe(true);
    expect(share('eval', 'email')).toBe(false);
  });

  it('count letters, not UTF-16 units', () => {
    expect(typoKeys('café').sort()).toEqual(['afé', 'caf', 'café', 'caé', 'cfé'].sort());
  });
});

describe('the kind of a typo', () => {
  it('tells each kind one typo makes', () => {
    expect(typoKind('emial', 'email')).toBe('swapped');
    expect(typoKind('emsil', 'email')).toBe('adjacent');
    expect(typoKind('emzil', 'email')).toBe('adjacent');
    expect(typoKind('empil', 'email')).toBe('substituted');
    expect(typoKind('emal', 'email')).toBe('missing');
    expect(typoKind('emaill', 'email')).toBe('doubled');
    expect(typoKind('eemail', 'email')).toBe('doubled');
    expect(typoKind('emaoil', 'email')).toBe('extra-adjacent');
    expect(typoKind('emazil', 'email')).toBe('extra-adjacent');
    expect(typoKind('emaqil', 'email')).toBe('extra-adjacent');
    expect(typoKind('emaxil', 'email')).toBe('extra');
  });

  it('is null for the same word and for words further apart', () => {
    expect(typoKind('email', 'email')).toBeNull();
    expect(typoKind('eval', 'email')).toBeNull();
    expect(typoKind('mailer', 'email')).toBeNull();
    expect(typoKind('emali', 'eamil')).toBeNull();
  });

  it('knows which keys are beside each other', () => {
    expect(adjacentKeys('a', 's')).toBe(true);
    expect(adjacentKeys('a', 'q')).toBe(true);
    expect(adjacentKeys('a', 'z')).toBe(true);
    expect(adjacentKeys('n', 'j')).toBe(true);
    expect(adjacentKeys('a', 'l')).toBe(false);
    expect(adjacentKeys('q', 'p')).toBe(false);
    expect(adjacentKeys('a', 'a')).toBe(false);
    expect(adjacentKeys('é', 'e')).toBe(false);
  });
});

describe('the words a search also matches', () => {
  const million = 1_000_000;

  it('a word in one prompt out of a million does not outrank email (issue #28)', () => {
    // After an import brought 21,784 made-up words, the three most similar words to 'emial' were
    // emi, emma and eval, and email was not among them.
    const candidates = [
      { term: 'email', docs: 200_000 },
      { term: 'emil', docs: 1 },
      { term: 'emia', docs: 1 },
      { term: 'emiak', docs: 1 },
    ];
    expect(alternativesFor('emial', candidates, million)).toEqual(['emial', 'email']);
  });

  it('keeps the alternatives within a close call of the likeliest, at most three', () => {
    const candidates = [
      { term: 'link', docs: 40 },
      { term: 'linux', docs: 30 },
      { term: 'lynx', docs: 12 },
      { term: 'lint', docs: 20 },
      { term: 'jinx', docs: 1 },
    ];
    // linux is a missing letter (30 × 1), link a key across the keyboard (40 × 0.3), lint too (20 × 0.3,
    // under a quarter of linux's weight), lynx and jinx further down.
    expect(alternativesFor('linx', candidates, million)).toEqual(['linx', 'linux', 'link']);
    const many = ['mail', 'main', 'maid', 'maim', 'malt'].map((term) => ({ term, docs: 10 }));
    expect(alternativesFor('maix', many, million)).toHaveLength(4);
  });

  it('lets a known word stand for itself, unless it is rare and a far commoner word is one typo away', () => {
    // In 4 prompts of 823, 'form' is a word people use, however common 'from' is.
    expect(alternativesFor('form', [{ term: 'form', docs: 4 }, { term: 'from', docs: 91 }], 823)).toEqual(['form']);
    // A made-up word an import brought, in 1 prompt of a million, next to a word in 200,000.
    expect(alternativesFor('emial', [{ term: 'emial', docs: 1 }, { term: 'email', docs: 200_000 }], million)).toEqual(['emial', 'email']);
    // In 1 prompt of 2,300 beside 'email' in 41 (what was typed still comes first: buildSearch).
    expect(alternativesFor('emial', [{ term: 'emial', docs: 1 }, { term: 'email', docs: 41 }], 2300)).toEqual(['emial', 'email']);
    // In a library of 900, one prompt is no sign of a made-up word.
    expect(alternativesFor('emial', [{ term: 'emial', docs: 1 }, { term: 'email', docs: 41 }], 900)).toEqual(['emial']);
    // In 5 prompts of a million, 'lunch' is a word people use, however common 'launch' is (review of #28).
    expect(alternativesFor('lunch', [{ term: 'lunch', docs: 5 }, { term: 'launch', docs: 200_000 }], million)).toEqual(['lunch']);
    // Rare, but nothing ten times likelier nearby: 'jargons' in 5 prompts, 'bargon' a key across (30 × 0.3).
    expect(alternativesFor('jargon', [{ term: 'jargon', docs: 3 }, { term: 'jargons', docs: 5 }, { term: 'bargon', docs: 30 }], million)).toEqual(['jargon']);
  });

  it('takes short words as typed, and words with no known neighbour as they are', () => {
    expect(alternativesFor('emi', [{ term: 'emu', docs: 100 }], million)).toEqual(['emi']);
    expect(alternativesFor('zzyzx', [], million)).toEqual(['zzyzx']);
  });

  it('looks further only when nothing is one typo away, weighing similarity and prompts', () => {
    const further = [
      { term: 'terminate', docs: 1, similarity: 0.5 },
      { term: 'terminal', docs: 300, similarity: 0.45 },
    ];
    expect(alternativesFor('trminnal', [], million, further)).toEqual(['trminnal', 'terminal']);
  });
});

describe('typos of stop words', () => {
  it('drop the word, as the search drops the word spelled right', () => {
    // 'explained before signing' searches explained & signing ('before' is a stop word): 'befoer' must
    // not be left to match itself alone.
    expect(withoutStopWordTypos([['expkained', 'explained'], ['befoer', 'before'], ['sining', 'signing']])).toEqual([
      ['expkained', 'explained'],
      ['sining', 'signing'],
    ]);
    expect(withoutStopWordTypos([['bolth', 'both']])).toEqual([['bolth']]);
    // A known word beside a stop word stays, and so does the last word being typed (review of #28).
    expect(withoutStopWordTypos([['thai', 'that', 'than'], ['curry']], (w) => w === 'thai')).toEqual([['thai'], ['curry']]);
    expect(withoutStopWordTypos([['code'], ['prom', 'from']])).toEqual([['code'], ['prom']]);
    // 'doen' is first 'done': 'does' further down changes nothing.
    expect(withoutStopWordTypos([['jlbs', 'jobs'], ['doen', 'done', 'does']])).toEqual([['jlbs', 'jobs'], ['doen', 'done']]);
    expect(withoutStopWordTypos([['before'], ['email']])).toEqual([['before'], ['email']]);
  });
});
