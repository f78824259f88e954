// The library's quality gate (issue #25, docs/library.md#the-quality-gate): every rule a seeded
// template must meet, checked over the composed seed data. Pure: `scripts/library-check.ts` prints
// its report and `tests/unit/library-check.test.ts` runs it, so `npm test` fails on a bad template.

import { CORE_PARAMETERS } from '../parameter-memory';
import { parsePlaceholders, placeholderKey, uniquePlaceholders } from '../placeholders';
import { composeContent, type LibraryPrompt } from './compose';

export const LIBRARY_LIMITS = {
  title: { min: 3, max: 100 },
  description: { min: 10, max: 500 },
  content: { min: 10, max: 10_000 },
  perCategory: 30,
  free: 600,
  pro: 200,
  memoryShare: 0.6,
  /**
   * Two templates are near-duplicates above this Jaccard similarity of their word 4-gram sets.
   * The composed sections share a few 4-grams ("output format", "role you are a"), so unrelated
   * templates score under 0.1 and the closest distinct pairs of the library under 0.3; a template
   * copied with a noun or two swapped scores above 0.6.
   */
  similarity: 0.5,
  shingle: 4,
} as const;

const KEY_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type LibraryStats = {
  total: number;
  free: number;
  pro: number;
  categories: { name: string; total: number; free: number; pro: number }[];
  placeholders: { min: number; median: number; mean: number; max: number };
  /** Share of templates that the parameter memory can fill at least partly. */
  memoryShare: number;
  /** Share of templates with at least one typed input (a type other than free text, or a setting). */
  typedShare: number;
  /** The most similar pair of templates, for the report. */
  closest: { a: string; b: string; similarity: number } | null;
};

export type LibraryReport = { errors: string[]; stats: LibraryStats };

export type LibraryCheckInput = {
  library: readonly LibraryPrompt[];
  /** The system categories, names as stored (a trailing `*` marks a pro category, spec P1 §3). */
  categories: readonly string[];
  /** Every seed key ever recorded (lib/seed/seed-keys.json): none may disappear, none may be unrecorded. */
  recordedKeys: readonly string[];
};

/**
 * A text up to case, spaces and punctuation: two titles the same by it are one title, and two labels
 * the same by it look like one input to a person.
 */
const identity = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const MEMORY_KEYS = new Set(Object.entries(CORE_PARAMETERS).flatMap(([name, aliases]) => [name, ...aliases].map(placeholderKey)));

/** The sorted, distinct 32-bit hashes of a text's word n-grams. */
function shingles(text: string, n: number): Uint32Array {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<number>();
  for (let i = 0; i + n <= words.length; i++) {
    let h = 2166136261;
    for (const ch of words.slice(i, i + n).join(' ')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    out.add(h);
  }
  return Uint32Array.from(out).sort();
}

function jaccard(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let both = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      both++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const union = a.length + b.length - both;
  return union === 0 ? 0 : both / union;
}

function median(sorted: number[]): number {
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function checkLibrary({ library, categories, recordedKeys }: LibraryCheckInput): LibraryReport {
  const errors: string[] = [];
  const L = LIBRARY_LIMITS;
  const knownCategories = new Set(categories);
  const keys = new Map<string, number>();
  const titles = new Map<string, string>();
  const placeholderCounts: number[] = [];
  const prints: { key: string; print: Uint32Array }[] = [];
  let memoryFillable = 0;
  let typed = 0;

  for (const p of library) {
    const at = `${p.key}:`;
    keys.set(p.key, (keys.get(p.key) ?? 0) + 1);
    if (!KEY_FORMAT.test(p.key)) errors.push(`${at} key must be lower-case words joined by "-"`);
    if (!knownCategories.has(p.category)) errors.push(`${at} unknown category "${p.category}"`);

    const title = p.title.trim();
    if (title.length < L.title.min || title.length > L.title.max) errors.push(`${at} title must be ${L.title.min}–${L.title.max} characters (has ${title.length})`);
    const sameTitle = titles.get(identity(title));
    if (sameTitle) errors.push(`${at} title "${title}" repeats ${sameTitle}'s (up to case and punctuation)`);
    else titles.set(identity(title), p.key);

    const content = composeContent(p);
    const description = p.description.trim();
    if (description.length < L.description.min || description.length > L.description.max)
      errors.push(`${at} description must be ${L.description.min}–${L.description.max} characters (has ${description.length})`);
    if (description === content.split('\n')[0]!.trim()) errors.push(`${at} description repeats the content's first line`);
    if (content.length < L.content.min || content.length > L.content.max) errors.push(`${at} content must be ${L.content.min}–${L.content.max} characters (has ${content.length})`);

    const all = parsePlaceholders(content);
    const unique = uniquePlaceholders(all);
    placeholderCounts.push(unique.length);
    if (unique.length === 0) errors.push(`${at} content has no placeholder`);
    for (const ph of all) for (const w of ph.warnings) errors.push(`${at} ${ph.raw}: ${w}`);
    // A marker that did not parse is left as text: `!<` … `>!` still in the text outside any placeholder.
    let rest = content;
    for (const ph of [...all].reverse()) rest = rest.slice(0, ph.start) + rest.slice(ph.end);
    const stray = rest.match(/!(?:<[^!\n]*>|\{[^!\n]*\}|\^[^!\n]*\^|\|[^!\n]*\|)!/);
    if (stray) errors.push(`${at} "${stray[0].slice(0, 60)}" does not parse as a placeholder`);

    const byIdentity = new Map<string, string>();
    for (const ph of all) {
      if (ph.kind === 'pipe') continue;
      const id = identity(ph.label);
      const seen = byIdentity.get(id);
      if (seen !== undefined && seen !== ph.label) errors.push(`${at} labels "${seen}" and "${ph.label}" differ only by case, spaces or punctuation`);
      else byIdentity.set(id, ph.label);
    }
    if (unique.some((ph) => MEMORY_KEYS.has(ph.key))) memoryFillable++;
    if (unique.some((ph) => ph.kind !== 'pipe' && (ph.input.type !== 'text' || !ph.input.required || ph.input.default !== undefined || ph.input.help !== undefined))) typed++;

    prints.push({ key: p.key, print: shingles(content, L.shingle) });
  }

  for (const [key, n] of keys) if (n > 1) errors.push(`${key}: key used ${n} times`);
  for (const key of recordedKeys) if (!keys.has(key)) errors.push(`${key}: seed key disappeared (people's clones and versions refer to it; keep it)`);
  const recorded = new Set(recordedKeys);
  const unrecorded = [...keys.keys()].filter((k) => !recorded.has(k));
  if (unrecorded.length > 0) errors.push(`${unrecorded.length} new seed key(s) not recorded (${unrecorded.slice(0, 3).join(', ')}…): run \`npm run library:check -- --record-keys\``);

  let closest: LibraryStats['closest'] = null;
  for (let i = 0; i < prints.length; i++) {
    for (let j = i + 1; j < prints.length; j++) {
      const similarity = jaccard(prints[i]!.print, prints[j]!.print);
      if (!closest || similarity > closest.similarity) closest = { a: prints[i]!.key, b: prints[j]!.key, similarity };
      if (similarity > L.similarity) errors.push(`${prints[j]!.key}: near-duplicate of ${prints[i]!.key} (similarity ${similarity.toFixed(2)} > ${L.similarity})`);
    }
  }

  const perCategory = categories.map((name) => {
    const inIt = library.filter((p) => p.category === name);
    const pro = inIt.filter((p) => p.pro).length;
    return { name, total: inIt.length, free: inIt.length - pro, pro };
  });
  for (const c of perCategory) {
    if (c.total < L.perCategory) errors.push(`category "${c.name}" has ${c.total} templates (at least ${L.perCategory})`);
    if (c.name.endsWith('*') && c.pro < L.perCategory) errors.push(`pro category "${c.name}" has ${c.pro} pro templates (at least ${L.perCategory})`);
  }
  const pro = library.filter((p) => p.pro).length;
  const free = library.length - pro;
  if (free < L.free) errors.push(`${free} free templates (at least ${L.free})`);
  if (pro < L.pro) errors.push(`${pro} pro templates (at least ${L.pro})`);
  const memoryShare = library.length ? memoryFillable / library.length : 0;
  if (memoryShare < L.memoryShare) errors.push(`the memory fills ${(memoryShare * 100).toFixed(1)} % of templates (at least ${L.memoryShare * 100} %)`);

  const sortedCounts = [...placeholderCounts].sort((a, b) => a - b);
  return {
    errors,
    stats: {
      total: library.length,
      free,
      pro,
      categories: perCategory,
      placeholders: {
        min: sortedCounts[0] ?? 0,
        median: median(sortedCounts),
        mean: sortedCounts.length ? Math.round((sortedCounts.reduce((s, n) => s + n, 0) / sortedCounts.length) * 10) / 10 : 0,
        max: sortedCounts.at(-1) ?? 0,
      },
      memoryShare,
      typedShare: library.length ? typed / library.length : 0,
      closest,
    },
  };
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The report `npm run library:check` prints: a table of categories, then the totals and the errors. */
export function formatLibraryReport({ errors, stats }: LibraryReport): string {
  const width = Math.max(...stats.categories.map((c) => c.name.length), 8);
  const lines = [
    `${'Category'.padEnd(width)}  total  free  pro`,
    ...stats.categories.map((c) => `${c.name.padEnd(width)}  ${String(c.total).padStart(5)}  ${String(c.free).padStart(4)}  ${String(c.pro).padStart(3)}`),
    '',
    `Templates: ${stats.total} (${stats.free} free, ${stats.pro} pro) in ${stats.categories.length} categories`,
    `Placeholders per template: min ${stats.placeholders.min}, median ${stats.placeholders.median}, mean ${stats.placeholders.mean}, max ${stats.placeholders.max}`,
    `Memory fills at least one input of: ${pct(stats.memoryShare)} (target ≥ ${pct(LIBRARY_LIMITS.memoryShare)})`,
    `Templates with a typed input: ${pct(stats.typedShare)}`,
    stats.closest ? `Most similar pair: ${stats.closest.a} / ${stats.closest.b} (${stats.closest.similarity.toFixed(2)}, limit ${LIBRARY_LIMITS.similarity})` : '',
    '',
    errors.length === 0 ? 'Library check passed.' : `Library check failed with ${errors.length} error(s):\n${errors.map((e) => `  - ${e}`).join('\n')}`,
  ];
  return lines.join('\n');
}
