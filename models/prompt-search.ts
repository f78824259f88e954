import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { getDb, type Queryable } from '../lib/db';
import { createCache } from '../lib/cache';
import { createSharedCache } from '../lib/cache-bus';
import { logger } from '../lib/logger';
import { alternativesFor, typoKeys, typoKind, TYPO_RULES, withoutStopWordTypos, type Candidate } from '../lib/typos';
import { prompts } from './schema';
import { countOwnUnshared, countPrompts } from './prompt-counts';
import { noteVocabularyWrite, onVocabularyChange, takeFoldTurn, vocabularyFolded } from './vocabulary-state';
import { boundOf, forgetLexemeCounts, lexemeCounts, textArray, type LexemeCount } from './search-bounds';
import {
  byPlaceholder,
  findPromptsByIds,
  listShape,
  listValues,
  preparedFor,
  RANK_ORDER,
  restrictToWeights,
  selectPage,
  sortOrder,
  textMatch,
  vectorMatches,
  whereFor,
  type PromptListFilter,
  type PromptListPage,
  type PromptWithRefs,
} from './prompt-rows';

// ── Search ─────────────────────────────────────────────────────────────────────────────────────
// Results come in two tiers, each in rank order (popularity, then newest): the prompts whose title
// matches every word, then the others that match. The order is the same however the rows are found:
// - few matches (or a small library): every match is read through the full-text index and sorted;
// - many: the pages are read in rank order from the rank index, which stops as soon as a page is
//   full, so the cost follows the page, not the size of the library. A tier with few title matches
//   is read through the title index instead. The total is then counted up to SEARCH_TUNING.resultCap
//   ("1,000+"), and pages end there (docs/library.md, Search at scale).
// Which one is decided by a sample of the table (TABLESAMPLE, about 2,000 rows), kept for a minute.

export const SEARCH_TUNING = {
  /** A search that matches more prompts shows this many, as '1,000+' (docs/library.md). */
  resultCap: 1000,
  /** Estimated matches from which a search reads its pages in rank order instead of sorting every match. */
  manyMatches: 1500,
  /** Smaller tables are never sampled: sorting every match costs little there. */
  sampledFromRows: 50_000,
  sampleRows: 2000,
  /** The rows a rank-order read may expect to pass over; past that, the title index is cheaper. */
  walkBudget: 20_000,
  /** Words before the last in fewer prompts than this (by stem) are looked up alone in the full-text index, the last word checked on each row, … */
  indexAloneDocs: 2_000,
  /** … when the last word, as a prefix, is in at least this many. */
  prefixCostlyDocs: 20_000,
};

/** Tests lower the thresholds to reach the large-library plans with a few thousand rows; every call forgets the estimates (the bench does that between its databases). */
export function tuneSearch(changes: Partial<typeof SEARCH_TUNING>): void {
  Object.assign(SEARCH_TUNING, changes);
  searchEstimates.clear();
  tableRowsCache.clear();
  forgetLexemeCounts();
  ownCandidatesCache.clear();
}

export type SearchFilter = PromptListFilter & { tsQuery: string };
type SearchEstimate = { tableRows: number; matches: number; titleMatches: number };

const searchEstimates = createCache<{ estimate: SearchEstimate | null }>({ name: 'search-estimates', max: 2000, ttlMs: 60_000 });
const tableRowsCache = createCache<number>({ name: 'prompt-table-rows', max: 1, ttlMs: 60_000 });

async function promptTableRows(db: Queryable): Promise<number> {
  const hit = tableRowsCache.get('prompts');
  if (hit !== undefined) return hit;
  // The planner's own row count, kept by VACUUM and ANALYZE (-1 before the first).
  const result = await db.execute<{ n: number }>(sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'prompts'::regclass`);
  const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  tableRowsCache.set('prompts', n);
  return n;
}

/**
 * Whether the vocabulary already bounds the matches well below `many`: the shared prompts its counts allow
 * (buildSearch's matchBound) and the viewer's own prompts that are not shared, which no shared count holds
 * (counted up to what could still decide, and kept as every count). Never for an admin, who also reads
 * other people's private and unapproved prompts.
 */
async function fewByVocabulary(filter: SearchFilter, db: Queryable): Promise<boolean> {
  const few = SEARCH_TUNING.manyMatches / 2;
  if (filter.viewerIsAdmin || filter.matchBound === undefined || filter.matchBound >= few) return false;
  const room = Math.ceil(few - filter.matchBound);
  return filter.matchBound + (await countOwnUnshared(filter.viewerId, db, room)) < few;
}

/** How many prompts the search matches, and how many by their title, from a sample; null when not worth asking. */
async function estimateSearch(filter: SearchFilter, db: Queryable): Promise<SearchEstimate | null> {
  // The viewer's own prompts, categories or favourites are few: nothing to estimate.
  if (filter.onlyAuthorId || filter.inCategoriesOfUserId || filter.favouritesOfUserId) return null;
  if (await fewByVocabulary(filter, db)) return null;
  const tableRows = await promptTableRows(db);
  if (tableRows < SEARCH_TUNING.sampledFromRows) return null;
  const { page: _page, pageSize: _size, matchBound: _bound, ...shape } = filter;
  const key = JSON.stringify({ ...shape, viewerId: filter.viewerIsAdmin ? null : filter.viewerId });
  const hit = searchEstimates.get(key);
  if (hit) return hit.estimate;
  const percent = Math.min(100, (100 * SEARCH_TUNING.sampleRows) / tableRows);
  const where = whereFor(filter);
  const result = await db.execute<{ sampled: number; matches: number; title: number }>(
    sql`select count(*)::int as sampled,
               count(*) filter (where ${where})::int as matches,
               count(*) filter (where ${where} and ${vectorMatches(restrictToWeights(filter.tsQuery, 'A'))})::int as title
        from prompts tablesample system (${sql.raw(percent.toFixed(6))}) repeatable (7)`,
  );
  const row = (result as unknown as { rows: { sampled: number; matches: number; title: number }[] }).rows[0];
  const estimate = row && row.sampled > 0 ? { tableRows, matches: (row.matches / row.sampled) * tableRows, titleMatches: (row.title / row.sampled) * tableRows } : null;
  searchEstimates.set(key, { estimate });
  return estimate;
}

export async function searchPrompts(filter: SearchFilter, db: Queryable): Promise<PromptListPage> {
  // A chosen order replaces relevance: one tier, in that order.
  const tiered = filter.sort === undefined;
  if (filter.exactTsQuery && tiered) return exactFirst({ ...filter, exactTsQuery: filter.exactTsQuery }, db);
  // Their own prompts with words found in many prompts: walk their rank index (words in few prompts are
  // found through the full-text index and sorted, below).
  if (filter.onlyAuthorId && !filter.textSelective && tiered && filter.page * filter.pageSize <= SEARCH_TUNING.resultCap) return searchOwnPrompts(filter, db);
  const estimate = await estimateSearch(filter, db);
  if (!estimate || estimate.matches < SEARCH_TUNING.manyMatches) {
    // Few: sort every match. The tier leads the order, so the rank index cannot serve it and
    // PostgreSQL reads the matches through the full-text index.
    const rows = await selectPage(db, filter, tiered);
    // A page that is not full is the last one: the total is what comes before it and on it, and the
    // count, which would read the same matches through the index again, is not needed (most searches
    // of a few words: 278 of the typo suite's 300; issue #28).
    if (rows.length < filter.pageSize && (rows.length > 0 || filter.page === 1)) return { rows, total: (filter.page - 1) * filter.pageSize + rows.length, capped: false };
    return { rows, total: await countPrompts(filter, db), capped: false };
  }
  // Many: the ids of the first `need` results, tier by tier, then the page's rows.
  const offset = (filter.page - 1) * filter.pageSize;
  const need = Math.min(offset + filter.pageSize, SEARCH_TUNING.resultCap);
  if (!tiered) {
    // A chosen order is read from its index, each row checked as it comes, until `need` are found.
    const values = { ...listValues(filter, false), need };
    const [total, ids] = await Promise.all([
      countPrompts(filter, db, SEARCH_TUNING.resultCap),
      preparedFor(preparedIdWalks, db, `${listShape(filter, false)}|sorted`, () => prepareSortedIds(db, filter)).execute(values),
    ]);
    return { rows: await rowsOfPage(db, ids, offset, filter.pageSize), total: Math.min(total, SEARCH_TUNING.resultCap), capped: total > SEARCH_TUNING.resultCap };
  }
  const values = { ...listValues(filter, true), need };
  const titleRate = estimate.titleMatches / estimate.tableRows;
  const byTitleIndex = !(titleRate > 0 && need / titleRate <= SEARCH_TUNING.walkBudget);
  const shape = listShape(filter, true);
  const titleIds = () => preparedFor(preparedIdWalks, db, `${shape}|${byTitleIndex ? 'title-index' : 'title-walk'}`, () => prepareTitleIds(db, filter, byTitleIndex)).execute(values);
  const [total, ids] = await Promise.all([
    countPrompts(filter, db, SEARCH_TUNING.resultCap),
    titleIds().then(async (first) => {
      if (first.length >= need) return first;
      const others = await preparedFor(preparedIdWalks, db, `${shape}|others`, () => prepareOtherIds(db, filter)).execute({ ...values, need: need - first.length });
      return [...first, ...others];
    }),
  ]);
  const rows = await rowsOfPage(db, ids, offset, filter.pageSize);
  return { rows, total: Math.min(total, SEARCH_TUNING.resultCap), capped: total > SEARCH_TUNING.resultCap };
}

/**
 * A search of the viewer's own prompts ('Only my prompts'): their rank index read in order, the title
 * tier first, each row checked, until the page is full, so a page of a 10,000-prompt library never
 * sorts every match (issue #28). The total is exact (the author's rows, each checked: their number
 * times a vector's check, 3 ms for 10,000 short prompts, tens of ms for 10,000 of 2.5 KB; see
 * docs/library.md). Deeper pages than the walk serves sort every match, as before.
 */
async function searchOwnPrompts(filter: SearchFilter, db: Queryable): Promise<PromptListPage> {
  const offset = (filter.page - 1) * filter.pageSize;
  const need = offset + filter.pageSize;
  const values = { ...listValues(filter, true), need };
  const shape = listShape(filter, true);
  const [total, ids] = await Promise.all([
    countPrompts(filter, db),
    preparedFor(preparedIdWalks, db, `${shape}|own-title-walk`, () => prepareTitleIds(db, filter, false, OWN_RANK_ORDER()))
      .execute(values)
      .then(async (first) => {
        if (first.length >= need) return first;
        const others = await preparedFor(preparedIdWalks, db, `${shape}|own-others`, () => prepareOtherIds(db, filter, OWN_RANK_ORDER())).execute({ ...values, need: need - first.length });
        return [...first, ...others];
      }),
  ]);
  return { rows: await rowsOfPage(db, ids, offset, filter.pageSize), total, capped: false };
}

/** The most prompts matching the words as typed that are put first (a rare known word holds a few). */
const EXACT_FIRST = 50;

/**
 * The search's results with the prompts that hold the words as typed first (each part in the search's
 * own order), for a search where a rare known word was also widened. The total is the search's.
 */
async function exactFirst(filter: SearchFilter & { exactTsQuery: string }, db: Queryable): Promise<PromptListPage> {
  const { exactTsQuery, ...rest } = filter;
  const exact = await searchPrompts({ ...rest, tsQuery: exactTsQuery, page: 1, pageSize: EXACT_FIRST }, db);
  if (!exact.rows.length) return searchPrompts(rest, db);
  const offset = (filter.page - 1) * filter.pageSize;
  // Enough of the whole search to fill this page once the exact matches are taken out of it.
  const all = await searchPrompts({ ...rest, page: 1, pageSize: offset + filter.pageSize + exact.rows.length }, db);
  const first = new Set(exact.rows.map((r) => r.id));
  const rows = [...exact.rows, ...all.rows.filter((r) => !first.has(r.id))].slice(offset, offset + filter.pageSize);
  return { rows, total: all.total, capped: all.capped };
}

/** The rows of one page of ids, in their order. */
async function rowsOfPage(db: Queryable, ids: { id: string }[], offset: number, pageSize: number): Promise<PromptWithRefs[]> {
  const pageIds = ids.slice(offset, offset + pageSize).map((r) => r.id);
  return findPromptsByIds(pageIds, db);
}

// The many-matches plan's queries, prepared per shape as a page is (selectPage), with `need` the
// number of ids to read. coalesce(…) hides a condition from the full-text index: the rank index is
// read in order and each row is checked as it comes, until `need` rows are found.
const preparedIdWalks = new WeakMap<Queryable, Map<string, ReturnType<typeof prepareOtherIds>>>();

function idsInRankOrder(db: Queryable, filter: PromptListFilter, condition: SQL, order: SQL[] = RANK_ORDER()) {
  return db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(whereFor(filter, undefined, false, byPlaceholder), sql`coalesce(${condition}, false)`))
    .orderBy(...order)
    .limit(sql.placeholder('need'))
    .prepare('');
}

const titleMatches = () => vectorMatches(sql.placeholder('tsQueryA'));

function prepareTitleIds(db: Queryable, filter: PromptListFilter, byTitleIndex: boolean, order: SQL[] = RANK_ORDER()) {
  if (!byTitleIndex) return idsInRankOrder(db, filter, titleMatches(), order);
  // Few title matches: the title index finds them all, and they are sorted (the expression in the
  // order keeps the rank index out).
  return db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(whereFor(filter, undefined, false, byPlaceholder), sql`to_tsvector('english', coalesce(${prompts.title}, '')) @@ to_tsquery('english', ${sql.placeholder('tsQuery')})`))
    .orderBy(sql`${prompts.popularityScore} + 0 desc`, desc(prompts.createdAt), desc(prompts.id))
    .limit(sql.placeholder('need'))
    .prepare('');
}

/** The matches whose title does not match every word (the second tier). */
function prepareOtherIds(db: Queryable, filter: SearchFilter, order: SQL[] = RANK_ORDER()) {
  return idsInRankOrder(db, filter, sql`${textMatch(filter, filter.tsQuery, byPlaceholder)} and not ${titleMatches()}`, order);
}

/** The rank order within one author's prompts: led by the author, so only prompts_author_rank_idx serves it. */
const OWN_RANK_ORDER = () => [asc(prompts.authorId), ...RANK_ORDER()];

/** Every match, in the chosen order (no tiers). */
function prepareSortedIds(db: Queryable, filter: SearchFilter) {
  return idsInRankOrder(db, filter, textMatch(filter, filter.tsQuery, byPlaceholder), sortOrder(filter.sort));
}

const MAX_SEARCH_WORDS = 6;

/**
 * Whose words may stand in for a typo: everyone's (approved public prompts; a pro prompt's
 * text only for `pro` viewers), plus the viewer's own. Null: everyone's free words only.
 */
export type SearchVocabulary = { userId: string; pro: boolean } | null;

/**
 * Turn what a person typed into a to_tsquery expression. The last word also matches as a prefix, and
 * each word may carry a typo: it also matches the known words one typo away that the viewer can read,
 * chosen by how many prompts hold them (lib/typos.ts), so 'emial' finds 'email' however many made-up
 * words an import brought. Words are reduced to letters and digits, so the expression is always valid.
 * Null when nothing searchable is left.
 */
export async function buildSearchQuery(search: string, vocabulary: SearchVocabulary = null, q?: Queryable): Promise<string | null> {
  return (await buildSearch(search, vocabulary, q))?.tsQuery ?? null;
}

/**
 * The search as a query (buildSearchQuery), and the words as typed (`exactTsQuery`) when a word the
 * vocabulary knows was also widened to a commoner neighbour: the prompts holding what was typed are
 * shown first (searchPrompts), so `grief` still finds the Grief prompt first beside `brief`.
 */
/** Words in fewer prompts than this (by the vocabulary's counts) are found through the full-text index even among one person's prompts. */
const SELECTIVE_DOCS = 20_000;

export async function buildSearch(
  search: string,
  vocabulary: SearchVocabulary = null,
  q?: Queryable,
): Promise<{ tsQuery: string; exactTsQuery?: string; textSelective?: true; indexTsQuery?: string; matchBound?: number } | null> {
  const words = [...new Set(search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((w) => w.length >= 2).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return null;
  const db = q ?? (await getDb());
  const { groups, known, docsOf } = await alternativesOf(words, vocabulary, db);
  const kept = withoutStopWordTypos(groups, (w) => known.has(w));
  // How many prompts the search can match at most, by its rarest word (with its alternatives); a last
  // word not known yet may be a prefix of anything.
  // Words too short to be looked up are not counted.
  const bounds = kept.filter((alts, i) => docsOf.has(alts[0]!) && (i < kept.length - 1 || known.has(alts[0]!))).map((alts) => groupDocs(alts, docsOf));
  const textSelective = bounds.length > 0 && Math.min(...bounds) < SELECTIVE_DOCS ? (true as const) : undefined;
  // Only the last word matches as a prefix (it may be unfinished): prefix scans of the GIN index
  // are several times dearer than whole words.
  const asQuery = (each: string[][], prefixLast = true) =>
    each.map((alts, i) => `(${alts.map((a, j) => (prefixLast && i === each.length - 1 && j === 0 ? `${a}:*` : a)).join(' | ')})`).join(' & ');
  const tsQuery = asQuery(kept);
  const widenedKnown = kept.some((alts) => alts.length > 1 && known.has(alts[0]!));
  // The words before the last in few prompts, and the last, as a prefix, in many: the index looks
  // only for the first and each of those few prompts is checked for the prefix. The GIN index gathers
  // every match of a prefix before it can intersect (`test:*` at a million prompts: 25 ms of a search's
  // 27, twice a search). Counted by stems (lexemeCounts), as the index matches: `test` as typed is in 64
  // prompts, its stem in all million (`testing`).
  const before = kept.slice(0, -1);
  const surfaceRarest = Math.min(Infinity, ...before.filter((alts) => docsOf.has(alts[0]!)).map((alts) => groupDocs(alts, docsOf)));
  const last = kept[kept.length - 1]![0]!;
  const wantsIndexWords = surfaceRarest < SEARCH_TUNING.indexAloneDocs;
  // In a large library, how many shared prompts the search can match at most (matchBound); the same
  // statement gives the stems' counts that choose the index's words.
  const bounded = vocabulary !== null && (await promptTableRows(db)) >= SEARCH_TUNING.sampledFromRows;
  const counted = [...new Set([...(wantsIndexWords ? [...before.flat(), last] : []), ...(bounded ? kept.flat() : [])])];
  const lexemes = counted.length ? await lexemeCounts(counted, db) : new Map<string, LexemeCount>();
  let indexTsQuery: string | undefined;
  if (wantsIndexWords) {
    const docs = new Map([...lexemes].map(([w, c]) => [w, c.docs]));
    const rarest = Math.min(...before.map((alts) => groupDocs(alts, docs)));
    if (rarest < SEARCH_TUNING.indexAloneDocs && (docs.get(last) ?? 0) >= SEARCH_TUNING.prefixCostlyDocs) indexTsQuery = asQuery(before, false);
  }
  const matchBound = bounded ? boundOf(kept, lexemes) : undefined;
  return {
    tsQuery,
    ...(widenedKnown ? { exactTsQuery: asQuery(kept.map((alts) => [alts[0]!])) } : {}),
    ...(textSelective ? { textSelective } : {}),
    ...(indexTsQuery ? { indexTsQuery } : {}),
    ...(matchBound !== undefined ? { matchBound } : {}),
  };
}

/** The prompts a word group can match at most: the sum of its words' counts (a word not counted adds none). */
const groupDocs = (alts: string[], counts: Map<string, number>) => alts.reduce((n, a) => n + (counts.get(a) ?? 0), 0);

/**
 * Add the changes the prompt triggers appended to the vocabulary's counts (fold_search_terms, migrations
 * 0019 and 0022), the oldest first, at most `maxChanges` of them. A search folds up to FOLD_IN_SEARCH
 * before it looks words up when this process wrote prompts since, and starts one without waiting for it
 * once a second otherwise (models/vocabulary-state.ts), so its counts include this process's writes and
 * those of others within a second or two, unless another fold is running or a big import left more (the
 * import folds its own after each batch). Nothing to do
 * costs one lookup of an empty table. A fold that fails, gives up or finds another running leaves the
 * changes for the next one ('left'): the counts only weigh alternatives, so a search goes on with them as
 * they are, and after a write of this process the next search waits for a fold again.
 */
export async function foldSearchTerms(q?: Queryable, maxChanges = 2_147_483_647): Promise<'folded' | 'left'> {
  const db = q ?? (await getDb());
  try {
    const result = (await db.execute(sql`select fold_search_terms(${maxChanges}::int) as folded`)) as unknown as { rows: { folded: number | string }[] };
    // -1: another fold held the lock, or this one gave up (an account being deleted, a deadlock).
    const folded = Number(result.rows[0]?.folded);
    if (folded > 0) vocabularyFolded();
    return folded < 0 ? 'left' : 'folded';
  } catch (error) {
    logger().warn({ cause: (error as Error).message }, 'folding the search vocabulary failed; left for the next fold');
    return 'left';
  }
}

/** The vocabulary changes a search folds before it looks words up, at most. */
const FOLD_IN_SEARCH = 2000;

// The shared vocabulary changes slowly: a word's shared candidates are kept for a minute, per scope.
const sharedCandidatesCache = createCache<Candidate[]>({ name: 'search-alternatives', max: 5000, ttlMs: 60_000 });
const furtherCache = createCache<(Candidate & { similarity: number })[]>({ name: 'search-further', max: 2000, ttlMs: 60_000 });
// A person's own words one typo from a word, per person and word, 15 s at most: dropped on any prompt write
// and on a fold that added changes up (in every instance with REDIS_URL, the cache bus), so a save of theirs
// is seen by their next search.
const ownCandidatesCache = createSharedCache<Candidate[]>({ name: 'search-own-candidates', max: 20_000, ttlMs: 15_000 });
onVocabularyChange(() => ownCandidatesCache.clear());
/** Words of this length or more that have no word one typo away look further (trigram similarity). */
const FURTHER_FROM_LENGTH = 6;
/** The cache's entry for the number of shared prompts (search_terms' empty word). */
const LIBRARY_DOCS = 'library';

type Row = { term: string; docs: number | string; similarity?: number | string };
// Only words a search could be made of: the database's [:alnum:] also takes combining marks (a
// Devanagari vowel sign), which the query's word pattern does not, and one in a query broke it.
const SEARCHABLE = /^[\p{L}\p{N}]+$/u;
const rowsOf = (result: unknown): Candidate[] =>
  (result as { rows: Row[] }).rows
    .filter((r) => r.term === '' || SEARCHABLE.test(r.term))
    .map((r) => ({ term: r.term, docs: Number(r.docs), ...(r.similarity === undefined ? {} : { similarity: Number(r.similarity) }) }));
const sharesKey = (keys: Set<string>, term: string) => typoKeys(term).some((k) => keys.has(k));
const docsFor = (pro: boolean) => (pro ? sql`docs + pro_docs` : sql`docs`);
const readableBy = (pro: boolean) => (pro ? sql`(docs > 0 or pro_docs > 0)` : sql`docs > 0`);

/** Each word with its alternatives, the words the viewer's vocabulary holds, and the prompts holding each word seen. */
async function alternativesOf(
  words: string[],
  vocabulary: SearchVocabulary,
  db: Queryable,
): Promise<{ groups: string[][]; known: Set<string>; docsOf: Map<string, number> }> {
  const looked = words.filter((w) => [...w].length >= TYPO_RULES.minLength);
  if (!looked.length) return { groups: words.map((w) => [w]), known: new Set(), docsOf: new Map() };
  // After this process wrote, the search waits for the fold; a fold that found another running (one
  // started behind an earlier search, say) left those writes unfolded, so the next search waits again.
  // The second's turn is not waited for (a fold never throws): under load, waiting made the one search a
  // second that folds the slowest of all (issue #28's typo suite, its p99).
  const turn = takeFoldTurn();
  let foldLeft = false;
  if (turn === 'wait' && (await foldSearchTerms(db, FOLD_IN_SEARCH)) === 'left') {
    noteVocabularyWrite();
    foldLeft = true;
  } else if (turn === 'behind') void foldSearchTerms(db, FOLD_IN_SEARCH);
  // The viewer's words read from here on are kept unless a write or a fold lands meanwhile, or a fold
  // left changes behind.
  const ownSince = ownCandidatesCache.version();
  const pro = vocabulary?.pro === true;
  const scope = pro ? 'pro' : 'free';
  const keysOf = new Map(looked.map((w) => [w, new Set(typoKeys(w))]));

  // This search's shared candidates, from the cache or looked up (a cache entry may expire meanwhile).
  const shared = new Map<string, Candidate[]>();
  for (const w of looked) {
    const hit = sharedCandidatesCache.get(`${scope}:${w}`);
    if (hit) shared.set(w, hit);
  }
  let libraryDocs = shared.size === looked.length ? sharedCandidatesCache.get(LIBRARY_DOCS)?.[0]?.docs : undefined;
  const uncached = looked.filter((w) => !shared.has(w));
  // The viewer's own words, kept per person and word until a prompt write or a fold changes the counts
  // (ownCandidatesCache), and looked up in the same statement as the shared words of the uncached words
  // when there are any: one round trip, none for a search repeated.
  const ownOf = new Map<string, Candidate[]>();
  if (vocabulary) {
    for (const w of looked) {
      const hit = ownCandidatesCache.get(`${vocabulary.userId}:${w}`);
      if (hit) ownOf.set(w, hit);
    }
  }
  const ownMissing = vocabulary ? looked.filter((w) => !ownOf.has(w)) : [];
  const ownKeys = vocabulary && ownMissing.length ? ownMissing.flatMap((w) => typoKeys(w, `${vocabulary.userId}:`)) : null;
  let ownFound: Candidate[] = [];
  if (uncached.length || libraryDocs === undefined) {
    // Only the library's count expired: none of the words is looked up again.
    const found = await lookUpShared(uncached, keysOf, pro, scope, ownKeys, db);
    for (const [w, candidates] of found.byWord) shared.set(w, candidates);
    libraryDocs = found.libraryDocs;
    ownFound = found.own;
  } else if (ownKeys) {
    ownFound = rowsOf(await db.execute(ownCandidates(ownKeys)));
  }
  if (vocabulary) {
    for (const w of ownMissing) {
      const mine = ownFound.filter((c) => sharesKey(keysOf.get(w)!, c.term));
      if (!foldLeft) ownCandidatesCache.set(`${vocabulary.userId}:${w}`, mine, ownSince);
      ownOf.set(w, mine);
    }
  }
  const known = new Set<string>();
  const docsOf = new Map<string, number>();

  const groups = await Promise.all(
    words.map(async (w) => {
      const keys = keysOf.get(w);
      if (!keys) return [w];
      const byTerm = new Map<string, number>();
      for (const c of [...(shared.get(w) ?? []), ...(ownOf.get(w) ?? [])]) byTerm.set(c.term, (byTerm.get(c.term) ?? 0) + c.docs);
      const candidates = [...byTerm].map(([term, docs]) => ({ term, docs }));
      if ((byTerm.get(w) ?? 0) > 0) known.add(w);
      for (const [term, docs] of byTerm) docsOf.set(term, docs);
      docsOf.set(w, byTerm.get(w) ?? 0);
      const nearby = candidates.some((c) => c.term === w || typoKind(w, c.term) !== null);
      const further = nearby || [...w].length < FURTHER_FROM_LENGTH ? [] : await furtherFrom(w, pro, db);
      return alternativesFor(w, candidates, libraryDocs ?? 0, further);
    }),
  );
  return { groups, known, docsOf };
}

/** The viewer's own words for their typo keys (`${userId}:key`), through the key index; `extra` adds columns. */
const ownCandidates = (ownKeys: string[], extra = sql``) => sql`select term, docs${extra} from own_term_candidates(${textArray(ownKeys)}, 5000)`;

/**
 * The shared words one typo from each of `words` and the number of shared prompts, both kept in the
 * cache too, and the viewer's own words for `ownKeys`, in one statement.
 */
async function lookUpShared(
  words: string[],
  keysOf: Map<string, Set<string>>,
  pro: boolean,
  scope: string,
  ownKeys: string[] | null,
  db: Queryable,
): Promise<{ byWord: Map<string, Candidate[]>; libraryDocs: number; own: Candidate[] }> {
  const keys = [...new Set(words.flatMap((w) => [...keysOf.get(w)!]))];
  // Through the key indexes always (shared_term_candidates and own_term_candidates, migration 0024):
  // PostgreSQL's guess for `keys &&` made it read the whole vocabulary for a search of several long words.
  const result = (await db.execute(
    sql`(select term, docs, false as own from search_terms where term = '')
        ${keys.length ? sql`union all (select term, docs, false from shared_term_candidates(${textArray(keys)}, ${pro}, 5000))` : sql``}
        ${ownKeys ? sql`union all (${ownCandidates(ownKeys, sql`, true`)})` : sql``}`,
  )) as { rows: (Row & { own: boolean })[] };
  const found = rowsOf({ rows: result.rows.filter((r) => !r.own) });
  const library = found.filter((c) => c.term === '');
  sharedCandidatesCache.set(LIBRARY_DOCS, library);
  const byWord = new Map<string, Candidate[]>();
  for (const w of words) {
    const candidates = found.filter((c) => c.term && sharesKey(keysOf.get(w)!, c.term));
    sharedCandidatesCache.set(`${scope}:${w}`, candidates);
    byWord.set(w, candidates);
  }
  return { byWord, libraryDocs: library[0]?.docs ?? 0, own: rowsOf({ rows: result.rows.filter((r) => r.own) }) };
}

/** Shared words more than one typo from `word` (trigram similarity, through its index), for a word with none closer. */
async function furtherFrom(word: string, pro: boolean, db: Queryable): Promise<(Candidate & { similarity: number })[]> {
  const key = `${pro ? 'pro' : 'free'}:${word}`;
  const hit = furtherCache.get(key);
  if (hit) return hit;
  const rows = rowsOf(
    await db.execute(
      sql`select term, ${docsFor(pro)} as docs, similarity(term, ${word}) as similarity from search_terms
          where term % ${word} and ${readableBy(pro)} and length(term) between ${word.length - 2} and ${word.length + 2}
          order by similarity desc limit 20`,
    ),
  ) as (Candidate & { similarity: number })[];
  furtherCache.set(key, rows);
  return rows;
}
