import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../lib/db';
import { createSharedCache } from '../lib/cache-bus';
import { isStopWord } from '../lib/typos';
import { onVocabularyChange } from './vocabulary-state';

// How many prompts a search's words can match, by the typo vocabulary's counts (search_terms, migration
// 0019), counted by stem as the full-text index matches: which words the index looks for alone
// (buildSearch's indexTsQuery), and at most how many shared prompts the search matches (its matchBound),
// which spares a large library's sample when it is well below `many` (models/prompt-search.ts,
// docs/library.md 'Search at scale'). Estimates: they only choose a plan, never the rows.

export type LexemeCount = { docs: number; bound: number };

// Kept 15 s, and dropped on a prompt write and on a fold that added changes up (in every instance with
// REDIS_URL, through the cache bus): a word an import just brought to thousands of prompts must not keep
// the bound of a rare word.
const lexemeCache = createSharedCache<LexemeCount>({ name: 'search-lexeme-counts', max: 5000, ttlMs: 15_000 });
onVocabularyChange(() => lexemeCache.clear());

/** A text[] parameter, written as an array literal (the same for node-postgres and PGlite). */
export const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** Tests and the bench, between databases. */
export const forgetLexemeCounts = () => lexemeCache.clear();

/**
 * For each word, by the vocabulary's counts of the prompts everyone can read, in one statement:
 * - `docs`: the prompts holding any word that starts as its stem does (the part of the word the stem
 *   keeps): at least the prompts its stem matches in the full-text index, and those its prefix query
 *   matches (more where documents hold several such words);
 * - `bound`: the prompts holding any word that starts with its stem less two letters, so every form of it
 *   counts (`studies` and `study` under `stu`; the stemmer's exceptions, `dying` for `die`, under `d`);
 *   Infinity for a stop word, which the query drops.
 */
export async function lexemeCounts(words: string[], db: Queryable): Promise<Map<string, LexemeCount>> {
  const counts = new Map<string, LexemeCount>();
  for (const w of words) {
    const hit = lexemeCache.get(w);
    if (hit !== undefined) counts.set(w, hit);
  }
  const missing = words.filter((w) => !counts.has(w));
  if (!missing.length) return counts;
  // Counts read before a write or a fold that lands meanwhile are not kept.
  const since = lexemeCache.version();
  const sum = (prefix: SQL) => sql`coalesce((select sum(docs + pro_docs) from search_terms where term >= ${prefix} and term < ${prefix} || chr(1114111)), 0)::float8`;
  const rows = (await db.execute(
    // From the part the word and its stem share: `reply` is stemmed `repli`, and `reply` must count.
    sql`select w as word, ${sum(sql`p`)} as docs, case when stop then null else ${sum(sql`b`)} end as bound
        from unnest(${textArray(missing)}) as w,
             lateral (select ts_lexize('english_stem', w) as lexemes) as lexized,
             lateral (select coalesce(lexemes[1], w) as s, coalesce(cardinality(lexemes) = 0, false) as stop) as stem,
             lateral (select left(w, max(n)) as p from generate_series(0, least(length(w), length(s))) as n where left(w, n) = left(s, n)) as shared,
             lateral (select left(s, greatest(length(s) - 2, 1)) as b) as bounded`,
  )) as unknown as { rows: { word: string; docs: number | string; bound: number | string | null }[] };
  for (const row of rows.rows) {
    const count = { docs: Number(row.docs), bound: row.bound === null ? Infinity : Number(row.bound) };
    lexemeCache.set(row.word, count, since);
    counts.set(row.word, count);
  }
  return counts;
}

/** Words the vocabulary counts as the full-text index sees them: 3 to 40 letters and digits, a letter among them (prompt_words, migration 0019). */
const BOUNDABLE = /^(?=.*[a-z])[a-z0-9]{3,40}$/;

/**
 * At most how many shared prompts match every group of the search (any word of the group, the last group's
 * first word as a prefix): the smallest group's sum of its words' bounds, or undefined when no group
 * can be bounded (a word of two letters, digits only, or letters beyond a–z, which the vocabulary may
 * split otherwise than the index; a stop word, which the query drops). An estimate still, as the counts
 * are (changes not folded yet), used only to choose a plan.
 */
export function boundOf(groups: string[][], lexemes: Map<string, LexemeCount>): number | undefined {
  const bounds = groups
    .filter((alts) => BOUNDABLE.test(alts[0]!) && !isStopWord(alts[0]!))
    .map((alts) => alts.reduce((n, a) => n + (lexemes.get(a)?.bound ?? Infinity), 0))
    .filter((n) => Number.isFinite(n));
  return bounds.length ? Math.min(...bounds) : undefined;
}
