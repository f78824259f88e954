import { and, desc, eq, inArray, isNotNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterCommit, getDb, type Queryable } from '../lib/db';
import { createCache } from '../lib/cache';
import { createSharedCache } from '../lib/cache-bus';
import { PROMPT_PAGE_SIZE_MAX } from '../lib/constants';
import { categories, promptFavourites, prompts, userCategories, type NewPromptRow, type PromptRow } from './schema';

export type PromptWithRefs = Omit<PromptRow, 'searchVector'> & {
  categoryName: string | null;
  userCategoryName: string | null;
  userCategoryOwnerId: string | null;
};

export type PromptListFilter = {
  /** Whose view this is: visibility is applied for non-admins. */
  viewerId: string;
  viewerIsAdmin: boolean;
  onlyAuthorId?: string;
  accessLevel?: 'free' | 'pro';
  /** Prompts in custom categories owned by this user. */
  inCategoriesOfUserId?: string;
  categoryIds?: string[];
  userCategoryIds?: string[];
  /** A to_tsquery expression from buildSearchQuery (typos already corrected). */
  tsQuery?: string;
  /**
   * The viewer may not read pro content: a search matches pro prompts on their title and description
   * only, so the hidden content cannot be probed word by word (issue #10 item 17).
   */
  searchHidesProContent?: boolean;
  forOnboard?: string;
  /** Only the prompts this user starred (issue #27 'Favourites'). */
  favouritesOfUserId?: string;
  /**
   * Browse's order (issue #27). Left out: the default, rank order (most used, then newest), led for a
   * search by the prompts whose title matches ('relevance'). A chosen order replaces both.
   */
  sort?: PromptSort;
  page: number;
  pageSize: number;
};

export type PromptSort = 'popular' | 'newest' | 'title';

const uc = alias(userCategories, 'uc');


function selection() {
  return {
    id: prompts.id,
    title: prompts.title,
    description: prompts.description,
    content: prompts.content,
    categoryId: prompts.categoryId,
    userCategoryId: prompts.userCategoryId,
    accessLevel: prompts.accessLevel,
    approved: prompts.approved,
    viewable: prompts.viewable,
    authorId: prompts.authorId,
    popularityScore: prompts.popularityScore,
    initialLoad: prompts.initialLoad,
    forOnboard: prompts.forOnboard,
    seedKey: prompts.seedKey,
    createdAt: prompts.createdAt,
    updatedAt: prompts.updatedAt,
    categoryName: categories.name,
    userCategoryName: uc.name,
    userCategoryOwnerId: uc.userId,
  };
}

/** Prompts with their category's name and their custom category's name and owner. */
const withRefs = (db: Queryable) =>
  db
    .select(selection())
    .from(prompts)
    .leftJoin(categories, eq(categories.id, prompts.categoryId))
    .leftJoin(uc, eq(uc.id, prompts.userCategoryId));

/** Which prompts of the library a query may see: everything (admin), or a part of a user's view. */
type Visibility = 'all' | 'viewer' | 'sharedOnly' | 'ownUnsharedOnly';

const isShared = () => and(eq(prompts.approved, true), eq(prompts.viewable, 'public'));

// A value in a list query is bound as itself, or, in a query prepared once for every call of its
// shape (preparedList below), as a placeholder named after it, filled by listValues.
type Bind = <T>(name: string, value: T) => T | Placeholder;
const byValue: Bind = (_name, value) => value;
const byPlaceholder: Bind = (name) => sql.placeholder(name);

function visibilityCondition(visibility: Visibility, viewerId: string, bind: Bind = byValue): SQL | undefined {
  if (visibility === 'all') return undefined;
  if (visibility === 'sharedOnly') return isShared();
  if (visibility === 'ownUnsharedOnly') return and(eq(prompts.authorId, bind('viewerId', viewerId)), sql`not (${isShared()})`);
  return or(isShared(), eq(prompts.authorId, bind('viewerId', viewerId)));
}

/** One id of a list, by its position (a prepared query has one placeholder per id, so its shape counts them). */
const idsIn = (ids: string[], name: string, bind: Bind) => ids.map((id, i) => bind(`${name}${i}`, id));

function whereFor(filter: PromptListFilter, visibility: Visibility = filter.viewerIsAdmin ? 'all' : 'viewer', withText = true, bind: Bind = byValue): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibilityCondition(visibility, filter.viewerId, bind)];
  if (filter.onlyAuthorId) conditions.push(eq(prompts.authorId, bind('onlyAuthorId', filter.onlyAuthorId)));
  if (filter.accessLevel) conditions.push(eq(prompts.accessLevel, bind('accessLevel', filter.accessLevel)));
  if (filter.inCategoriesOfUserId) {
    conditions.push(and(isNotNull(prompts.userCategoryId), eq(uc.userId, bind('inCategoriesOfUserId', filter.inCategoriesOfUserId))));
  }
  const picked: SQL[] = [];
  if (filter.categoryIds?.length) picked.push(inArray(prompts.categoryId, idsIn(filter.categoryIds, 'category', bind)));
  if (filter.userCategoryIds?.length) picked.push(inArray(prompts.userCategoryId, idsIn(filter.userCategoryIds, 'userCategory', bind)));
  if (picked.length) conditions.push(or(...picked));
  if (filter.forOnboard) conditions.push(eq(prompts.forOnboard, bind('forOnboard', filter.forOnboard)));
  if (filter.favouritesOfUserId) {
    conditions.push(
      sql`exists (select 1 from ${promptFavourites} where ${promptFavourites.promptId} = ${prompts.id} and ${promptFavourites.userId} = ${bind('favouritesOfUserId', filter.favouritesOfUserId)})`,
    );
  }
  if (filter.tsQuery && withText) conditions.push(textMatch(filter, filter.tsQuery, bind));
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/** The words match what the viewer may search: a locked pro prompt by its title and description only. */
function textMatch(filter: PromptListFilter, tsQuery: string, bind: Bind = byValue): SQL {
  const match = vectorMatches(bind('tsQuery', tsQuery));
  if (!filter.searchHidesProContent) return match;
  return sql`(${match} and (${prompts.accessLevel} <> 'pro' or ${vectorMatches(bind('tsQueryAB', restrictToWeights(tsQuery, 'AB')))}))`;
}

/**
 * The same query restricted to some weights: `A` the title, `AB` title and description (`word:AB`,
 * `word:*AB`). buildSearchQuery writes only letters, digits, `:*`, parentheses, `|` and `&`, so each
 * term is found by the pattern below.
 */
export function restrictToWeights(tsQuery: string, weights: 'A' | 'AB'): string {
  return tsQuery.replace(/([\p{L}\p{N}]+)(:\*)?/gu, (_, word: string, prefix: string | undefined) => `${word}:${prefix ? '*' : ''}${weights}`);
}

/** The search vector matches a to_tsquery expression. */
const vectorMatches = (tsQuery: string | Placeholder) => sql`${prompts.searchVector} @@ to_tsquery('english', ${tsQuery})`;

const RANK_ORDER = () => [desc(prompts.popularityScore), desc(prompts.createdAt), desc(prompts.id)];

/** The rows' order for a chosen sort; each is served by an index (prompts_rank_idx, prompts_newest_idx, prompts_title_order_idx). */
function sortOrder(sort: PromptSort | undefined): SQL[] {
  if (sort === 'newest') return [desc(prompts.createdAt), desc(prompts.id)];
  if (sort === 'title') return [sql`lower(${prompts.title})`, sql`${prompts.id}`];
  return RANK_ORDER();
}

export type PromptListPage = {
  rows: PromptWithRefs[];
  total: number;
  /** The search matched more than SEARCH_TUNING.resultCap prompts: `total` is the cap, and pages end there. */
  capped: boolean;
};

export async function listPrompts(filter: PromptListFilter, q?: Queryable): Promise<PromptListPage> {
  const db = q ?? (await getDb());
  if (filter.tsQuery) return searchPrompts({ ...filter, tsQuery: filter.tsQuery }, db);
  // The count and the page are independent: ask for both at once.
  const [total, rows] = await Promise.all([countPrompts(filter, db), selectPage(db, filter, false)]);
  return { rows, total, capped: false };
}

// A page of the list is one query whose shape (which filters, how many categories, whether the title
// tier leads the order) repeats across requests while its values change. Building its SQL through
// Drizzle on every request was a fifth of the API's CPU time (docs/library.md, Efficiency): each shape
// is built once per connection handle and then only executed with its values. The statement stays
// unnamed (`prepare('')`), so PostgreSQL still plans every call with its values: a named one may
// switch to a generic plan after five calls, blind to how selective a category or a word is.
const preparedPages = new WeakMap<Queryable, Map<string, ReturnType<typeof preparePage>>>();

/** The query of this shape on this handle, built on first use. */
function preparedFor<Q>(cache: WeakMap<Queryable, Map<string, Q>>, db: Queryable, shape: string, build: () => Q): Q {
  let byShape = cache.get(db);
  if (!byShape) cache.set(db, (byShape = new Map()));
  let query = byShape.get(shape);
  if (!query) byShape.set(shape, (query = build()));
  return query;
}

function preparePage(db: Queryable, filter: PromptListFilter, titleTier: boolean) {
  const order = titleTier ? [sql`(${vectorMatches(sql.placeholder('tsQueryA'))}) desc`, ...RANK_ORDER()] : sortOrder(filter.sort);
  return withRefs(db)
    .where(whereFor(filter, undefined, true, byPlaceholder))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('');
}

/** What decides a list query's SQL, apart from its values. */
function listShape(filter: PromptListFilter, titleTier: boolean): string {
  return [
    filter.viewerIsAdmin ? 'all' : 'viewer',
    filter.onlyAuthorId ? 'author' : '',
    filter.accessLevel ? 'access' : '',
    filter.inCategoriesOfUserId ? 'inCategoriesOf' : '',
    filter.categoryIds?.length ?? 0,
    filter.userCategoryIds?.length ?? 0,
    filter.forOnboard ? 'onboard' : '',
    filter.favouritesOfUserId ? 'favourites' : '',
    filter.sort ?? '',
    filter.tsQuery ? (filter.searchHidesProContent ? 'words-hiding-pro' : 'words') : '',
    titleTier ? 'title-tier' : '',
  ].join('|');
}

/** The values of every placeholder a list query of this filter binds (whereFor's names). */
function listValues(filter: PromptListFilter, titleTier: boolean): Record<string, unknown> {
  const values: Record<string, unknown> = {
    viewerId: filter.viewerId,
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  };
  if (filter.onlyAuthorId) values.onlyAuthorId = filter.onlyAuthorId;
  if (filter.accessLevel) values.accessLevel = filter.accessLevel;
  if (filter.inCategoriesOfUserId) values.inCategoriesOfUserId = filter.inCategoriesOfUserId;
  filter.categoryIds?.forEach((id, i) => (values[`category${i}`] = id));
  filter.userCategoryIds?.forEach((id, i) => (values[`userCategory${i}`] = id));
  if (filter.forOnboard) values.forOnboard = filter.forOnboard;
  if (filter.favouritesOfUserId) values.favouritesOfUserId = filter.favouritesOfUserId;
  if (filter.tsQuery) {
    values.tsQuery = filter.tsQuery;
    if (filter.searchHidesProContent) values.tsQueryAB = restrictToWeights(filter.tsQuery, 'AB');
    if (titleTier) values.tsQueryA = restrictToWeights(filter.tsQuery, 'A');
  }
  return values;
}

/** One page in rank order, led by the title tier for a search (`titleTier`). */
function selectPage(db: Queryable, filter: PromptListFilter, titleTier: boolean): Promise<PromptWithRefs[]> {
  const query = preparedFor(preparedPages, db, listShape(filter, titleTier), () => preparePage(db, filter, titleTier));
  return query.execute(listValues(filter, titleTier));
}

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
};

/** Tests lower the thresholds to reach the large-library plans with a few thousand rows; every call forgets the estimates (the bench does that between its databases). */
export function tuneSearch(changes: Partial<typeof SEARCH_TUNING>): void {
  Object.assign(SEARCH_TUNING, changes);
  searchEstimates.clear();
  tableRowsCache.clear();
}

type SearchFilter = PromptListFilter & { tsQuery: string };
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

/** How many prompts the search matches, and how many by their title, from a sample; null when not worth asking. */
async function estimateSearch(filter: SearchFilter, db: Queryable): Promise<SearchEstimate | null> {
  // The viewer's own prompts, categories or favourites are few: nothing to estimate.
  if (filter.onlyAuthorId || filter.inCategoriesOfUserId || filter.favouritesOfUserId) return null;
  const tableRows = await promptTableRows(db);
  if (tableRows < SEARCH_TUNING.sampledFromRows) return null;
  const { page: _page, pageSize: _size, ...shape } = filter;
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

async function searchPrompts(filter: SearchFilter, db: Queryable): Promise<PromptListPage> {
  const estimate = await estimateSearch(filter, db);
  // A chosen order (issue #27) replaces relevance: one tier, in that order.
  const tiered = filter.sort === undefined;
  if (!estimate || estimate.matches < SEARCH_TUNING.manyMatches) {
    // Few: sort every match. The tier leads the order, so the rank index cannot serve it and
    // PostgreSQL reads the matches through the full-text index.
    const [total, rows] = await Promise.all([
      countPrompts(filter, db),
      selectPage(db, filter, tiered),
    ]);
    return { rows, total, capped: false };
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

/** The rows of one page of ids, in their order. */
async function rowsOfPage(db: Queryable, ids: { id: string }[], offset: number, pageSize: number): Promise<PromptWithRefs[]> {
  const pageIds = ids.slice(offset, offset + pageSize).map((r) => r.id);
  return findPromptsByIds(pageIds, db);
}

/** Prompts by id, in the order of `ids`; the ones that are gone are left out. */
export async function findPromptsByIds(ids: string[], q?: Queryable): Promise<PromptWithRefs[]> {
  if (!ids.length) return [];
  const db = q ?? (await getDb());
  // A page's worth is prepared per count, as the pages are; a long list (an export) is asked once.
  const found =
    ids.length <= PROMPT_PAGE_SIZE_MAX
      ? await preparedFor(preparedByIds, db, String(ids.length), () => prepareByIds(db, ids.length)).execute(Object.fromEntries(ids.map((id, i) => [`id${i}`, id])))
      : await withRefs(db).where(inArray(prompts.id, ids));
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is PromptWithRefs => r !== undefined);
}

// The many-matches plan's queries, prepared per shape as a page is (selectPage), with `need` the
// number of ids to read. coalesce(…) hides a condition from the full-text index: the rank index is
// read in order and each row is checked as it comes, until `need` rows are found.
const preparedIdWalks = new WeakMap<Queryable, Map<string, ReturnType<typeof prepareOtherIds>>>();
const preparedByIds = new WeakMap<Queryable, Map<string, ReturnType<typeof prepareByIds>>>();

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

function prepareTitleIds(db: Queryable, filter: PromptListFilter, byTitleIndex: boolean) {
  if (!byTitleIndex) return idsInRankOrder(db, filter, titleMatches());
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
function prepareOtherIds(db: Queryable, filter: SearchFilter) {
  return idsInRankOrder(db, filter, sql`${textMatch(filter, filter.tsQuery, byPlaceholder)} and not ${titleMatches()}`);
}

/** Every match, in the chosen order (no tiers). */
function prepareSortedIds(db: Queryable, filter: SearchFilter) {
  return idsInRankOrder(db, filter, textMatch(filter, filter.tsQuery, byPlaceholder), sortOrder(filter.sort));
}

function prepareByIds(db: Queryable, count: number) {
  return withRefs(db)
    .where(inArray(prompts.id, Array.from({ length: count }, (_, i) => sql.placeholder(`id${i}`))))
    .prepare('');
}

// Counting a large match is the slowest part of a page, and the shared library changes rarely: its
// counts are kept for a few seconds per filter, and dropped at once when this process changes a
// prompt. A viewer's own unshared prompts are always counted exactly (through the author index).
// A write inside a transaction drops them once it commits (afterCommit), so a count read between
// the write and the commit is not kept.
// Dropped in every instance when REDIS_URL is set (lib/cache-bus.ts).
const sharedCounts = createSharedCache<number>({ name: 'shared-prompt-counts', max: 1000, ttlMs: 15_000 });
const countsInFlight = new Map<string, Promise<number>>();

export function invalidatePromptCounts(): void {
  sharedCounts.clear();
  // A count that started before the write may have missed it: not kept, not shared.
  countsInFlight.clear();
  countGeneration++;
}
let countGeneration = 0;

const invalidatePromptCountsAfterCommit = (q: Queryable | undefined) => afterCommit(q, invalidatePromptCounts);

/** The matching rows, or, with `cap`, up to cap + 1 of them (more than the cap: the count stops there). */
async function countWhere(filter: PromptListFilter, visibility: Visibility, db: Queryable, cap?: number): Promise<number> {
  // Prepared once per shape, as a page is (selectPage): every request counts the viewer's own unshared prompts.
  const shape = `${visibility}:${cap === undefined ? 'exact' : 'capped'}:${listShape(filter, false)}`;
  const query = preparedFor(preparedCounts, db, shape, () => prepareCount(db, filter, visibility, cap !== undefined));
  const [row] = await query.execute({ ...listValues(filter, false), upTo: (cap ?? 0) + 1 });
  return row?.n ?? 0;
}

const preparedCounts = new WeakMap<Queryable, Map<string, ReturnType<typeof prepareCount>>>();

function prepareCount(db: Queryable, filter: PromptListFilter, visibility: Visibility, capped: boolean) {
  const where = whereFor(filter, visibility, true, byPlaceholder);
  if (capped) {
    const upTo = db.select({ one: sql`1`.as('one') }).from(prompts).where(where).limit(sql.placeholder('upTo')).as('upto');
    return db.select({ n: sql<number>`count(*)::int` }).from(upTo).prepare('');
  }
  const counting = db.select({ n: sql<number>`count(*)::int` }).from(prompts);
  // The custom-category join is only needed when filtering by the owner of custom categories.
  return (filter.inCategoriesOfUserId ? counting.innerJoin(uc, eq(uc.id, prompts.userCategoryId)).where(where) : counting.where(where)).prepare('');
}

async function cachedCount(filter: PromptListFilter, visibility: 'all' | 'sharedOnly', db: Queryable, cap?: number): Promise<number> {
  const { viewerId: _viewer, page: _page, pageSize: _size, sort: _sort, ...shape } = filter;
  const key = JSON.stringify({ visibility, cap, ...shape });
  const hit = sharedCounts.get(key);
  if (hit !== undefined) return hit;
  // Requests that miss together share one count: when a busy count expires, ten requests at once
  // would otherwise each scan the same rows.
  const running = countsInFlight.get(key);
  if (running) return running;
  const generation = countGeneration;
  const counting = countWhere(filter, visibility, db, cap)
    .then((n) => {
      if (generation === countGeneration) sharedCounts.set(key, n);
      return n;
    })
    .finally(() => {
      if (countsInFlight.get(key) === counting) countsInFlight.delete(key);
    });
  countsInFlight.set(key, counting);
  return counting;
}

/** `cap`: count up to cap + 1 (a search with many matches, which never filters on the viewer's own prompts). */
async function countPrompts(filter: PromptListFilter, db: Queryable, cap?: number): Promise<number> {
  if (filter.viewerIsAdmin) return cachedCount(filter, 'all', db, cap);
  // Filters on the viewer's own prompts, categories or favourites are small and personal: count them exactly.
  if (filter.onlyAuthorId || filter.inCategoriesOfUserId || filter.favouritesOfUserId) return countWhere(filter, 'viewer', db);
  const [shared, ownUnshared] = await Promise.all([cachedCount(filter, 'sharedOnly', db, cap), countWhere(filter, 'ownUnsharedOnly', db, cap)]);
  return shared + ownUnshared;
}

const MAX_SEARCH_WORDS = 6;

/**
 * Whose words may stand in for a typo (issue #22): everyone's (approved public prompts; a pro prompt's
 * text only for `pro` viewers), plus the viewer's own. Null: everyone's free words only.
 */
export type SearchVocabulary = { userId: string; pro: boolean } | null;

/**
 * Turn what a person typed into a to_tsquery expression. The last word also matches as a prefix, and a
 * word the viewer's vocabulary lacks is widened to its closest known words (trigram similarity over
 * search_terms and the viewer's user_search_terms), so 'emial' finds 'email'. Words are reduced to
 * letters and digits, so the expression is always valid. Null when nothing searchable is left.
 */
export async function buildSearchQuery(search: string, vocabulary: SearchVocabulary = null, q?: Queryable): Promise<string | null> {
  const words = [...new Set(search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((w) => w.length >= 2).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return null;
  const db = q ?? (await getDb());
  const groups = await Promise.all(words.map((word) => alternativesOf(word, vocabulary, db)));
  // Only the last word matches as a prefix (it may be unfinished): prefix scans of the GIN index
  // are several times dearer than whole words.
  return groups
    .map((alts, i) => `(${alts.map((a, j) => (i === groups.length - 1 && j === 0 ? `${a}:*` : a)).join(' | ')})`)
    .join(' & ');
}

// The shared vocabulary only grows, and slowly: a word's shared neighbours are kept for a minute, per scope.
type Neighbour = { term: string; score: number };
const sharedNeighboursCache = createCache<Neighbour[]>({ name: 'search-alternatives', max: 5000, ttlMs: 60_000 });
const NEIGHBOURS = 3;

async function alternativesOf(word: string, vocabulary: SearchVocabulary, db: Queryable): Promise<string[]> {
  if (word.length < 4) return [word];
  const key = `${vocabulary?.pro ? 'pro' : 'free'}:${word}`;
  let shared = sharedNeighboursCache.get(key);
  if (!shared) {
    shared = await sharedNeighbours(word, vocabulary?.pro === true, db);
    sharedNeighboursCache.set(key, shared);
  }
  // The viewer's own words are few and change with every save: looked up each time, never cached.
  const own = vocabulary ? await ownNeighbours(word, vocabulary.userId, db) : [];
  const best = [...shared, ...own].sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  // A known word stands for itself; an unknown one is widened to its closest neighbours.
  if (best.some((n) => n.term === word)) return [word];
  return [word, ...new Set(best.map((n) => n.term))].slice(0, NEIGHBOURS + 1);
}

// A word's closest terms (the word itself scores above any neighbour).
const closeTo = (word: string) =>
  sql`(term = ${word} or (length(term) between ${word.length - 2} and ${word.length + 2} and similarity(term, ${word}) >= 0.2))`;
const scoreFor = (word: string) => sql`case when term = ${word} then 2 else similarity(term, ${word}) end`;

async function sharedNeighbours(word: string, pro: boolean, db: Queryable): Promise<Neighbour[]> {
  const rows = await db.execute(
    sql`select term, ${scoreFor(word)} as score from search_terms
        where ${closeTo(word)} ${pro ? sql`` : sql`and scope = 'free'`}
        order by score desc limit ${NEIGHBOURS}`,
  );
  return (rows as unknown as { rows: Neighbour[] }).rows.map((r) => ({ term: r.term, score: Number(r.score) }));
}

async function ownNeighbours(word: string, userId: string, db: Queryable): Promise<Neighbour[]> {
  const rows = await db.execute(
    sql`select term, ${scoreFor(word)} as score from user_search_terms
        where user_id = ${userId} and ${closeTo(word)}
        order by score desc limit ${NEIGHBOURS}`,
  );
  return (rows as unknown as { rows: Neighbour[] }).rows.map((r) => ({ term: r.term, score: Number(r.score) }));
}

export async function findPromptById(id: string, q?: Queryable): Promise<PromptWithRefs | null> {
  const db = q ?? (await getDb());
  const [row] = await withRefs(db)
    .where(eq(prompts.id, id))
    .limit(1);
  return row ?? null;
}

/** Insert or refresh library prompts by their seed key (idempotent seeding). */
export async function upsertSeedPrompts(rows: (NewPromptRow & { seedKey: string })[], q?: Queryable): Promise<number> {
  if (!rows.length) return 0;
  const db = q ?? (await getDb());
  const result = await db
    .insert(prompts)
    .values(rows)
    .onConflictDoUpdate({
      target: prompts.seedKey,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        content: sql`excluded.content`,
        categoryId: sql`excluded.category_id`,
        accessLevel: sql`excluded.access_level`,
        forOnboard: sql`excluded.for_onboard`,
        initialLoad: sql`excluded.initial_load`,
      },
    })
    .returning({ id: prompts.id });
  invalidatePromptCountsAfterCommit(q);
  return result.length;
}

export async function insertPrompt(values: NewPromptRow, q?: Queryable): Promise<PromptRow> {
  const db = q ?? (await getDb());
  const [row] = await db.insert(prompts).values(values).returning();
  invalidatePromptCountsAfterCommit(q);
  return row!;
}

/** The prompt's row, locked until the transaction ends (a save reads the state it replaces). */
export async function lockPromptRow(id: string, q: Queryable): Promise<PromptRow | null> {
  const [row] = await q.select().from(prompts).where(eq(prompts.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updatePromptRow(id: string, values: Partial<NewPromptRow>, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db.update(prompts).set({ ...values, updatedAt: new Date() }).where(eq(prompts.id, id));
  invalidatePromptCountsAfterCommit(q);
}

export async function deletePromptById(id: string, q?: Queryable): Promise<boolean> {
  const db = q ?? (await getDb());
  const rows = await db.delete(prompts).where(eq(prompts.id, id)).returning({ id: prompts.id });
  invalidatePromptCountsAfterCommit(q);
  return rows.length > 0;
}

/** One more use of the prompt (spec P1 §7: a Copy Prompt raises its popularity). */
export async function incrementPopularity(id: string, q?: Queryable): Promise<void> {
  const db = q ?? (await getDb());
  await db.update(prompts).set({ popularityScore: sql`${prompts.popularityScore} + 1` }).where(eq(prompts.id, id));
}

export async function insertPrompts(rows: NewPromptRow[], q?: Queryable): Promise<void> {
  if (!rows.length) return;
  const db = q ?? (await getDb());
  await db.insert(prompts).values(rows);
  invalidatePromptCountsAfterCommit(q);
}

export async function countPromptsByAccess(q?: Queryable): Promise<{ free: number; pro: number; total: number }> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select({
      free: sql<number>`count(*) filter (where ${prompts.accessLevel} = 'free')::int`,
      pro: sql<number>`count(*) filter (where ${prompts.accessLevel} = 'pro')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(prompts);
  return row ?? { free: 0, pro: 0, total: 0 };
}

/** A person's own prompts, oldest first, with their category names (the account export). */
export async function listPromptsByAuthor(authorId: string, q?: Queryable): Promise<PromptWithRefs[]> {
  const db = q ?? (await getDb());
  return withRefs(db)
    .where(eq(prompts.authorId, authorId))
    .orderBy(prompts.createdAt, prompts.id);
}

export async function countPromptsByAuthor(authorId: string, q?: Queryable): Promise<number> {
  const db = q ?? (await getDb());
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(prompts).where(eq(prompts.authorId, authorId));
  return row?.n ?? 0;
}

/** Remove every prompt of one author (their history goes with them); the shared counts follow the commit. */
export async function deletePromptsByAuthor(authorId: string, q?: Queryable): Promise<number> {
  const db = q ?? (await getDb());
  const rows = await db.delete(prompts).where(eq(prompts.authorId, authorId)).returning({ id: prompts.id });
  afterCommit(q, invalidatePromptCounts);
  return rows.length;
}

/** The shared library prompts curated for an onboarding role (spec P2 §2 step 4), most popular first. */
export async function listOnboardingPromptRows(q?: Queryable) {
  const db = q ?? (await getDb());
  return db
    .select({ id: prompts.id, title: prompts.title, description: prompts.description, accessLevel: prompts.accessLevel, forOnboard: prompts.forOnboard })
    .from(prompts)
    .where(and(isShared(), isNotNull(prompts.forOnboard)))
    .orderBy(desc(prompts.popularityScore), desc(prompts.createdAt), desc(prompts.id));
}
