import { and, desc, eq, inArray, isNotNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Queryable } from '../lib/db';
import { PROMPT_PAGE_SIZE_MAX } from '../lib/constants';
import { categories, promptFavourites, prompts, userCategories, type PromptRow } from './schema';

// Reading prompts: their row with the category names, a list filter as SQL (who may see what, the
// filters, the words, the order), and the queries prepared once per shape. The list itself
// (models/prompts.ts), the search plans (models/prompt-search.ts) and the counts
// (models/prompt-counts.ts) are built from these.

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
   * The words as typed, when a known word was also widened to a commoner one (buildSearch): their
   * matches come first, so a rare word spelled right is not buried under its neighbour's.
   */
  exactTsQuery?: string;
  /** The words are in few prompts (buildSearch: under SELECTIVE_DOCS by the vocabulary's counts): the full-text index finds them cheaply. */
  textSelective?: boolean;
  /**
   * The words before the last, without the prefix, when one of them is in few prompts (buildSearch):
   * the full-text index looks for these alone and each row is checked against `tsQuery`.
   */
  indexTsQuery?: string;
  /**
   * At most how many prompts the search can match, by the vocabulary's counts (buildSearch's
   * `matchBound`): a search bounded well below SEARCH_TUNING.manyMatches needs no sample of the table.
   */
  matchBound?: number;
  /**
   * The viewer may not read pro content: a search matches pro prompts on their title and description
   * only, so the hidden content cannot be probed word by word.
   */
  searchHidesProContent?: boolean;
  forOnboard?: string;
  /** Only the prompts this user starred. */
  favouritesOfUserId?: string;
  /**
   * Browse's order. Left out: the default, rank order (most used, then newest), led for a
   * search by the prompts whose title matches ('relevance'). A chosen order replaces both.
   */
  sort?: PromptSort;
  page: number;
  pageSize: number;
};

export type PromptSort = 'popular' | 'newest' | 'title';

export const uc = alias(userCategories, 'uc');


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
export const withRefs = (db: Queryable) =>
  db
    .select(selection())
    .from(prompts)
    .leftJoin(categories, eq(categories.id, prompts.categoryId))
    .leftJoin(uc, eq(uc.id, prompts.userCategoryId));

/** Which prompts of the library a query may see: everything (admin), or a part of a user's view. */
export type Visibility = 'all' | 'viewer' | 'sharedOnly' | 'ownUnsharedOnly';

export const isShared = () => and(eq(prompts.approved, true), eq(prompts.viewable, 'public'));

// A value in a list query is bound as itself, or, in a query prepared once for every call of its
// shape (preparedFor below), as a placeholder named after it, filled by listValues.
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const byValue: Bind = (_name, value) => value;
export const byPlaceholder: Bind = (name) => sql.placeholder(name);

function visibilityCondition(visibility: Visibility, viewerId: string, bind: Bind = byValue): SQL | undefined {
  if (visibility === 'all') return undefined;
  if (visibility === 'sharedOnly') return isShared();
  if (visibility === 'ownUnsharedOnly') return and(eq(prompts.authorId, bind('viewerId', viewerId)), sql`not (${isShared()})`);
  return or(isShared(), eq(prompts.authorId, bind('viewerId', viewerId)));
}

/** One id of a list, by its position (a prepared query has one placeholder per id, so its shape counts them). */
const idsIn = (ids: string[], name: string, bind: Bind) => ids.map((id, i) => bind(`${name}${i}`, id));

export function whereFor(filter: PromptListFilter, visibility: Visibility = filter.viewerIsAdmin ? 'all' : 'viewer', withText = true, bind: Bind = byValue): SQL | undefined {
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
  if (filter.tsQuery && withText) {
    // A person's own prompts are read through the author's indexes and each checked (3 ms for 10,000
    // short prompts, tens of ms for 10,000 long ones), where the full-text index would first gather every
    // match of a common word in the whole library (150,000 for 'draft' at a million prompts: 45 ms; #28),
    // unless the words are in few prompts: then the full-text index is the cheaper way.
    const match = textMatch(filter, filter.tsQuery, bind);
    const ownRows = filter.onlyAuthorId || visibility === 'ownUnsharedOnly';
    conditions.push(ownRows && !filter.textSelective ? sql`coalesce(${match}, false)` : match);
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/** The words match what the viewer may search: a locked pro prompt by its title and description only. */
export function textMatch(filter: PromptListFilter, tsQuery: string, bind: Bind = byValue): SQL {
  // The index looks for the rare words only (indexTsQuery); coalesce keeps the whole query, and the
  // prefix in it, out of the index: each row the rare words found is checked.
  const match =
    filter.indexTsQuery
      ? sql`(${vectorMatches(bind('indexTsQuery', filter.indexTsQuery))} and coalesce(${vectorMatches(bind('tsQuery', tsQuery))}, false))`
      : vectorMatches(bind('tsQuery', tsQuery));
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
export const vectorMatches = (tsQuery: string | Placeholder) => sql`${prompts.searchVector} @@ to_tsquery('english', ${tsQuery})`;

export const RANK_ORDER = () => [desc(prompts.popularityScore), desc(prompts.createdAt), desc(prompts.id)];

/** The rows' order for a chosen sort; each is served by an index (prompts_rank_idx, prompts_newest_idx, prompts_title_order_idx). */
export function sortOrder(sort: PromptSort | undefined): SQL[] {
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

// A page of the list is one query whose shape (which filters, how many categories, whether the title
// tier leads the order) repeats across requests while its values change. Building its SQL through
// Drizzle on every request was a fifth of the API's CPU time (docs/library.md, Efficiency): each shape
// is built once per connection handle and then only executed with its values. The statement stays
// unnamed (`prepare('')`), so PostgreSQL still plans every call with its values: a named one may
// switch to a generic plan after five calls, blind to how selective a category or a word is.
const preparedPages = new WeakMap<Queryable, Map<string, ReturnType<typeof preparePage>>>();

/** The query of this shape on this handle, built on first use. */
export function preparedFor<Q>(cache: WeakMap<Queryable, Map<string, Q>>, db: Queryable, shape: string, build: () => Q): Q {
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
export function listShape(filter: PromptListFilter, titleTier: boolean): string {
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
    filter.textSelective ? 'selective' : '',
    filter.indexTsQuery ? 'index-words' : '',
    titleTier ? 'title-tier' : '',
  ].join('|');
}

/** The values of every placeholder a list query of this filter binds (whereFor's names). */
export function listValues(filter: PromptListFilter, titleTier: boolean): Record<string, unknown> {
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
    if (filter.indexTsQuery) values.indexTsQuery = filter.indexTsQuery;
    if (filter.searchHidesProContent) values.tsQueryAB = restrictToWeights(filter.tsQuery, 'AB');
    if (titleTier) values.tsQueryA = restrictToWeights(filter.tsQuery, 'A');
  }
  return values;
}

/** One page in rank order, led by the title tier for a search (`titleTier`). */
export function selectPage(db: Queryable, filter: PromptListFilter, titleTier: boolean): Promise<PromptWithRefs[]> {
  const query = preparedFor(preparedPages, db, listShape(filter, titleTier), () => preparePage(db, filter, titleTier));
  return query.execute(listValues(filter, titleTier));
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

const preparedByIds = new WeakMap<Queryable, Map<string, ReturnType<typeof prepareByIds>>>();

function prepareByIds(db: Queryable, count: number) {
  return withRefs(db)
    .where(inArray(prompts.id, Array.from({ length: count }, (_, i) => sql.placeholder(`id${i}`))))
    .prepare('');
}
