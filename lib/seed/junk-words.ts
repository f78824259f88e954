// Words as real imports bring them, for the typo suite and its tests (docs/library.md, Typo tolerance):
// made-up words, product codes and names, none of them chosen to avoid or to hit a real word. Pure and
// repeatable: the same count gives the same words.

const ONSETS = ['b', 'br', 'c', 'ch', 'cl', 'd', 'dr', 'e', 'f', 'fl', 'g', 'gr', 'h', 'j', 'k', 'kr', 'l', 'm', 'n', 'p', 'pr', 'qu', 'r', 's', 'sh', 'sk', 'st', 't', 'th', 'tr', 'v', 'w', 'z'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'y', 'ou'];
const CODAS = ['', '', '', 'n', 'r', 'l', 's', 'x', 'k', 'm', 'nd', 'st', 'th', 'ck', 'rt'];
const NAME_ENDS = ['a', 'o', 'en', 'ina', 'son', 'ez', 'ski', 'ova', 'ley', 'ton', 'el', 'ia'];

/** A small, fast, repeatable random generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct lower-case words of 3–14 letters and digits, each with a letter. */
export function junkWords(count: number, seed = 28): string[] {
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const syllable = () => pick(ONSETS) + pick(VOWELS) + pick(CODAS);
  const words = new Set<string>();
  while (words.size < count) {
    const roll = next();
    let word: string;
    if (roll < 0.6) {
      // A made-up word of one to three syllables.
      word = Array.from({ length: 1 + Math.floor(next() * 3) }, syllable).join('');
    } else if (roll < 0.8) {
      // A code: letters and digits (sku4471, xk9, v2beta).
      const letters = Array.from({ length: 1 + Math.floor(next() * 4) }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join('');
      word = next() < 0.5 ? `${letters}${Math.floor(next() * 10_000)}` : `${letters}${Math.floor(next() * 100)}${pick(VOWELS)}`;
    } else {
      // A name.
      word = pick(ONSETS) + pick(VOWELS) + pick(CODAS) + pick(NAME_ENDS);
    }
    if (word.length >= 3 && word.length <= 14) words.add(word);
  }
  return [...words];
}
