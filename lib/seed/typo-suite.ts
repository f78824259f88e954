// The typo suite (issue #28, docs/library.md#typo-tolerance): 300 searches with a typo, each with the
// library template it is meant to find. Written once by `npm run typos:write` (scripts/typo-suite.ts)
// into bench/typo-suite.json and kept; run by `npm run bench` at 100,000 and 1,000,000 prompts and by
// tests/integration/typo-suite.test.ts on the library. Pure: the typos are made here.

import { adjacentKeys } from '../typos';

export type TypoKindMade = 'adjacent' | 'swapped' | 'missing' | 'doubled';
export type TypoCase = {
  /** What the person types. */
  query: string;
  /** The same words spelled right: a search for them ranks the template first. */
  correct: string;
  /** The seed key of the template it is meant to find. */
  key: string;
  /** The typo made in each word, or null for a word typed right. */
  typos: (TypoKindMade | null)[];
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typo of `kind` in `word` (letters a–z only), or null when the word cannot take it. */
export function makeTypo(word: string, kind: TypoKindMade, next: () => number): string | null {
  const at = (n: number) => Math.floor(next() * n);
  const a = [...word];
  if (kind === 'adjacent') {
    const spots = a.map((ch, i) => ({ ch, i })).filter(({ ch }) => LETTERS.includes(ch));
    if (!spots.length) return null;
    const { ch, i } = spots[at(spots.length)]!;
    const keys = [...LETTERS].filter((k) => adjacentKeys(ch, k));
    a[i] = keys[at(keys.length)]!;
  } else if (kind === 'swapped') {
    const spots = a.slice(0, -1).map((_, i) => i).filter((i) => a[i] !== a[i + 1]);
    if (!spots.length) return null;
    const i = spots[at(spots.length)]!;
    [a[i], a[i + 1]] = [a[i + 1]!, a[i]!];
  } else if (kind === 'missing') {
    // A word of four letters left with three is taken as typed (lib/typos.ts): such typos are not made.
    if (a.length < 5) return null;
    a.splice(at(a.length), 1);
  } else {
    const i = at(a.length);
    a.splice(i, 0, a[i]!);
  }
  const typo = a.join('');
  return typo === word ? null : typo;
}

/** How many cases found their template first, and among the first five. */
export function scoreTypoSuite(cases: TypoCase[], ranks: (number | null)[]): { queries: number; top1: number; top5: number } {
  const hits = (n: number) => ranks.filter((r) => r !== null && r < n).length;
  return { queries: cases.length, top1: +(hits(1) / cases.length).toFixed(3), top5: +(hits(5) / cases.length).toFixed(3) };
}

export const TYPO_TARGETS = { top1: 0.85, top5: 0.95 };
