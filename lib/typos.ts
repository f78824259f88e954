// Which known words may stand in for a word of a search (docs/library.md, Typo tolerance). Pure: the
// database finds the candidates (models/prompt-search.ts, by the keys below) and counts how many
// prompts the viewer can read hold each; this decides which of them the search also matches.

/** A known word near a typed one, with the number of prompts the viewer can read that hold it. */
export type Candidate = { term: string; docs: number };

/** How a typed word differs from a known one by one typo, or null when it is not one typo away. */
export type TypoKind = 'swapped' | 'adjacent' | 'substituted' | 'missing' | 'doubled' | 'extra-adjacent' | 'extra';

// A QWERTY keyboard's rows and their offsets, in key widths: keys are adjacent when their centres are
// at most one key apart horizontally, on the same row or the next.
const ROWS: [string, number][] = [
  ['1234567890', -0.5],
  ['qwertyuiop', 0],
  ['asdfghjkl', 0.25],
  ['zxcvbnm', 0.75],
];
const KEY_AT = new Map<string, { x: number; y: number }>();
ROWS.forEach(([keys, offset], y) => [...keys].forEach((k, i) => KEY_AT.set(k, { x: i + offset, y })));

export function adjacentKeys(a: string, b: string): boolean {
  const p = KEY_AT.get(a);
  const q = KEY_AT.get(b);
  if (!p || !q || a === b) return false;
  return Math.abs(p.y - q.y) <= 1 && Math.abs(p.x - q.x) <= 1;
}

/**
 * The word and every form of it with one letter left out, each after `owner` (search_term_keys in
 * models/migrations/0019_search_term_counts.sql computes the same in the database). Two words one
 * typo apart share a key: a changed letter leaves the same word out at its place, a missing or an
 * added letter makes one word a key of the other, two swapped letters leave the same word out of both.
 */
export function typoKeys(word: string, owner = ''): string[] {
  const letters = [...word];
  const keys = new Set([owner + word]);
  for (let i = 0; i < letters.length; i++) keys.add(owner + letters.slice(0, i).join('') + letters.slice(i + 1).join(''));
  return [...keys];
}

/** How `typed` is one typo away from `known`, or null (the same word, or further apart). */
export function typoKind(typed: string, known: string): TypoKind | null {
  const a = [...typed];
  const b = [...known];
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return adjacentKeys(a[diff[0]!]!, b[diff[0]!]!) ? 'adjacent' : 'substituted';
    if (diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!]) return 'swapped';
    return null;
  }
  if (a.length === b.length - 1) return oneLeftOut(b, a) === null ? null : 'missing';
  if (a.length === b.length + 1) {
    const at = oneLeftOut(a, b);
    if (at === null) return null;
    const extra = a[at]!;
    // The letter was typed twice, or a key beside one of its neighbours was caught too.
    if (extra === a[at - 1] || extra === a[at + 1]) return 'doubled';
    return adjacentKeys(extra, a[at - 1] ?? '') || adjacentKeys(extra, a[at + 1] ?? '') ? 'extra-adjacent' : 'extra';
  }
  return null;
}

/** The index in `longer` whose removal gives `shorter` (the first such), or null. */
function oneLeftOut(longer: string[], shorter: string[]): number | null {
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i++;
  for (let j = i; j < shorter.length; j++) if (longer[j + 1] !== shorter[j]) return null;
  return i;
}

/**
 * How likely each kind of typo is, relative to the others: people swap two letters, miss or double a
 * letter, or hit the key beside the right one far more often than they hit a key across the keyboard.
 */
const LIKELIHOOD: Record<TypoKind, number> = {
  swapped: 1,
  adjacent: 1,
  missing: 1,
  doubled: 1,
  'extra-adjacent': 0.6,
  substituted: 0.3,
  extra: 0.3,
};

export const TYPO_RULES = {
  /** Alternatives to a word, at most (beside the word itself). */
  alternatives: 3,
  /** An alternative whose weight is under the best one's divided by this is left out. */
  closeCall: 4,
  /** A known word is taken as a possible typo only when at most this many prompts hold it… */
  rareWordDocs: 2,
  /** …and at most one prompt in this many (its matches still come first: buildSearch's exactTsQuery)… */
  rareWordOneIn: 1000,
  /** …and a word one typo away outweighs it this many times (its prompts times the typo's likelihood). */
  commonerBy: 10,
  /** Shorter words are taken as typed: too many words are one typo from them. */
  minLength: 4,
};

/**
 * The words a search for `word` also matches, the word itself first. An unknown word is widened to the
 * known words one typo away, weighted by how many prompts hold them and how likely the typo is, so a
 * word in one prompt of a million does not outrank `email`; without any, to the likeliest of `further`
 * (words further away, with their trigram similarity), weighted the same way. A known word stands for
 * itself unless it is so rare (in one or two prompts, and one in 1,000 of `libraryDocs`: a made-up
 * word, a code, a typo someone saved) that a far commoner word one typo away is what was meant; then
 * both are matched.
 */
export function alternativesFor(word: string, candidates: Candidate[], libraryDocs: number, further: (Candidate & { similarity: number })[] = []): string[] {
  if ([...word].length < TYPO_RULES.minLength) return [word];
  const own = candidates.find((c) => c.term === word)?.docs ?? 0;
  const close = candidates
    .filter((c) => c.term !== word && c.docs > 0)
    .map((c) => ({ ...c, kind: typoKind(word, c.term) }))
    .filter((c): c is Candidate & { kind: TypoKind } => c.kind !== null)
    .map((c) => ({ term: c.term, weight: c.docs * LIKELIHOOD[c.kind], docs: c.docs }))
    .sort((a, b) => b.weight - a.weight || b.docs - a.docs || a.term.localeCompare(b.term));
  if (own > 0) {
    if (own > TYPO_RULES.rareWordDocs || own * TYPO_RULES.rareWordOneIn > Math.max(libraryDocs, 1)) return [word];
    const commoner = close.filter((c) => c.weight >= own * TYPO_RULES.commonerBy);
    return [word, ...strongest(commoner)];
  }
  if (close.length) return [word, ...strongest(close)];
  const far = further
    .filter((c) => c.term !== word && c.docs > 0)
    .map((c) => ({ term: c.term, weight: c.docs * c.similarity ** 2 }))
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term));
  return [word, ...strongest(far).slice(0, 2)];
}

/** The best alternatives: those within a close call of the best one. */
function strongest(ranked: { term: string; weight: number }[]): string[] {
  if (!ranked.length) return [];
  const floor = ranked[0]!.weight / TYPO_RULES.closeCall;
  return ranked.filter((c) => c.weight >= floor).slice(0, TYPO_RULES.alternatives).map((c) => c.term);
}

/**
 * PostgreSQL's English stop words (the Snowball list its `english` configuration drops from every query).
 * A word typed right that is one of them is dropped from the search; so is a typo of one.
 */
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now`.split(' '),
);

/** Whether PostgreSQL's `english` configuration drops the word from a query. */
export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/**
 * The words' groups without the typos of stop words. An unknown word whose likeliest alternative is a
 * stop word (`befoer` for `before`, which the search drops) is dropped too, as the word spelled right
 * is: left alone it would match nothing. Any other word keeps its place (a known word such as `thai`
 * beside `that`, the last word being typed); stop words among its alternatives are only left out.
 * `known` tells the words the vocabulary holds; a search of nothing else keeps its words.
 */
export function withoutStopWordTypos(groups: string[][], known: (word: string) => boolean = () => false): string[][] {
  const last = groups.length - 1;
  const kept = groups
    .filter((alts, i) => !(i !== last && alts.length > 1 && STOP_WORDS.has(alts[1]!) && !known(alts[0]!)))
    .map((alts) => [alts[0]!, ...alts.slice(1).filter((a) => !STOP_WORDS.has(a))]);
  return kept.length ? kept : groups;
}
