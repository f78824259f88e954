import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterCommit, getDb, type Queryable } from '../lib/db';
import { createCache } from '../lib/cache';
import { categories, prompts, userCategories, type NewPromptRow, type PromptRow } from './schema';

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
  page: number;
  pageSize: number;
};

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

/** Which prompts of the library a query may see: everything (admin), or a part of a user's view. */
type Visibility = 'all' | 'viewer' | 'sharedOnly' | 'ownUnsharedOnly';

const isShared = () => and(eq(prompts.approved, true), eq(prompts.viewable, 'public'));

function visibilityCondition(visibility: Visibility, viewerId: string): SQL | undefined {
  if (visibility === 'all') return undefined;
  if (visibility === 'sharedOnly') return isShared();
  if (visibility === 'ownUnsharedOnly') return and(eq(prompts.authorId, viewerId), sql`not (${isShared()})`);
  return or(isShared(), eq(prompts.authorId, viewerId));
}

function whereFor(filter: PromptListFilter, visibility: Visibility = filter.viewerIsAdmin ? 'all' : 'viewer'): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibilityCondition(visibility, filter.viewerId)];
  if (filter.onlyAuthorId) conditions.push(eq(prompts.authorId, filter.onlyAuthorId));
  if (filter.accessLevel) conditions.push(eq(prompts.accessLevel, filter.accessLevel));
  if (filter.inCategoriesOfUserId) {
    conditions.push(and(isNotNull(prompts.userCategoryId), eq(uc.userId, filter.inCategoriesOfUserId)));
  }
  const picked: SQL[] = [];
  if (filter.categoryIds?.length) picked.push(inArray(prompts.categoryId, filter.categoryIds));
  if (filter.userCategoryIds?.length) picked.push(inArray(prompts.userCategoryId, filter.userCategoryIds));
  if (picked.length) conditions.push(or(...picked));
  if (filter.forOnboard) conditions.push(eq(prompts.forOnboard, filter.forOnboard));
  if (filter.tsQuery) {
    conditions.push(sql`${prompts.searchVector} @@ to_tsquery('english', ${filter.tsQuery})`);
    if (filter.searchHidesProContent) {
      conditions.push(sql`(${prompts.accessLevel} <> 'pro' or ${prompts.searchVector} @@ to_tsquery('english', ${titleAndDescriptionOnly(filter.tsQuery)}))`);
    }
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/**
 * The same query restricted to the weights of the title (A) and description (B): `word:AB`, `word:*AB`.
 * buildSearchQuery writes only letters, digits, `:*`, parentheses, `|` and `&`, so each term is found
 * by the pattern below.
 */
export function titleAndDescriptionOnly(tsQuery: string): string {
  return tsQuery.replace(/([\p{L}\p{N}]+)(:\*)?/gu, (_, word: string, prefix: string | undefined) => `${word}:${prefix ? '*' : ''}AB`);
}

/** Rank by what the viewer may search: a locked pro prompt by its title and description only. */
function rankOf(filter: PromptListFilter & { tsQuery: string }): SQL {
  if (!filter.searchHidesProContent) return sql`ts_rank(${prompts.searchVector}, to_tsquery('english', ${filter.tsQuery}))`;
  return sql`ts_rank(${prompts.searchVector}, case when ${prompts.accessLevel} = 'pro' then to_tsquery('english', ${titleAndDescriptionOnly(filter.tsQuery)}) else to_tsquery('english', ${filter.tsQuery}) end)`;
}

export async function listPrompts(
  filter: PromptListFilter,
  q?: Queryable,
): Promise<{ rows: PromptWithRefs[]; total: number }> {
  const db = q ?? (await getDb());
  const where = whereFor(filter);
  const order: SQL[] = [];
  if (filter.tsQuery) order.push(desc(rankOf({ ...filter, tsQuery: filter.tsQuery })));
  order.push(desc(prompts.popularityScore), desc(prompts.createdAt), desc(prompts.id));
  // The count and the page are independent: ask for both at once.
  const [total, rows] = await Promise.all([
    countPrompts(filter, db),
    db
      .select(selection())
      .from(prompts)
      .leftJoin(categories, eq(categories.id, prompts.categoryId))
      .leftJoin(uc, eq(uc.id, prompts.userCategoryId))
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
  ]);
  return { rows, total };
}

// Counting a large match is the slowest part of a page, and the shared library changes rarely: its
// counts are kept for a few seconds per filter, and dropped at once when this process changes a
// prompt. A viewer's own unshared prompts are always counted exactly (through the author index).
// A write inside a transaction drops them once it commits (afterCommit), so a count read between
// the write and the commit is not kept.
const sharedCounts = createCache<number>({ name: 'shared-prompt-counts', max: 1000, ttlMs: 15_000 });

export function invalidatePromptCounts(): void {
  sharedCounts.clear();
}

const invalidatePromptCountsAfterCommit = (q: Queryable | undefined) => afterCommit(q, invalidatePromptCounts);

async function countWhere(filter: PromptListFilter, visibility: Visibility, db: Queryable): Promise<number> {
  const counting = db.select({ n: sql<number>`count(*)::int` }).from(prompts);
  const where = whereFor(filter, visibility);
  // The custom-category join is only needed when filtering by the owner of custom categories.
  const [row] = await (filter.inCategoriesOfUserId ? counting.innerJoin(uc, eq(uc.id, prompts.userCategoryId)).where(where) : counting.where(where));
  return row?.n ?? 0;
}

async function cachedCount(filter: PromptListFilter, visibility: 'all' | 'sharedOnly', db: Queryable): Promise<number> {
  const { viewerId: _viewer, page: _page, pageSize: _size, ...shape } = filter;
  const key = JSON.stringify({ visibility, ...shape });
  const hit = sharedCounts.get(key);
  if (hit !== undefined) return hit;
  const n = await countWhere(filter, visibility, db);
  sharedCounts.set(key, n);
  return n;
}

async function countPrompts(filter: PromptListFilter, db: Queryable): Promise<number> {
  if (filter.viewerIsAdmin) return cachedCount(filter, 'all', db);
  // Filters on the viewer's own prompts or categories are small and personal: count them exactly.
  if (filter.onlyAuthorId || filter.inCategoriesOfUserId) return countWhere(filter, 'viewer', db);
  const [shared, ownUnshared] = await Promise.all([cachedCount(filter, 'sharedOnly', db), countWhere(filter, 'ownUnsharedOnly', db)]);
  return shared + ownUnshared;
}

const MAX_SEARCH_WORDS = 6;

/**
 * Turn what a person typed into a to_tsquery expression. The last word also matches as a prefix, and a
 * word that no prompt contains is widened to the closest known words (trigram similarity over
 * search_terms), so 'emial' finds 'email'. Words are reduced to letters and digits, so the
 * expression is always valid. Null when nothing searchable is left.
 */
export async function buildSearchQuery(search: string, q?: Queryable): Promise<string | null> {
  const words = [...new Set(search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((w) => w.length >= 2).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return null;
  const db = q ?? (await getDb());
  const groups = await Promise.all(words.map((word) => alternativesOf(word, db)));
  // Only the last word matches as a prefix (it may be unfinished): prefix scans of the GIN index
  // are several times dearer than whole words.
  return groups
    .map((alts, i) => `(${alts.map((a, j) => (i === groups.length - 1 && j === 0 ? `${a}:*` : a)).join(' | ')})`)
    .join(' & ');
}

// The vocabulary only grows, and slowly: a word's alternatives are kept for a minute.
const alternativesCache = createCache<string[]>({ name: 'search-alternatives', max: 5000, ttlMs: 60_000 });

async function alternativesOf(word: string, db: Queryable): Promise<string[]> {
  const hit = alternativesCache.get(word);
  if (hit) return hit;
  const alts = await lookUpAlternatives(word, db);
  alternativesCache.set(word, alts);
  return alts;
}

async function lookUpAlternatives(word: string, db: Queryable): Promise<string[]> {
  if (word.length < 4) return [word];
  const rows = await db.execute<{ term: string }>(
    sql`select term from search_terms
        where term = ${word}
           or (length(term) between ${word.length - 2} and ${word.length + 2} and similarity(term, ${word}) >= 0.2)
        order by (term = ${word}) desc, similarity(term, ${word}) desc
        limit 3`,
  );
  const terms = (rows as unknown as { rows: { term: string }[] }).rows.map((r) => r.term);
  // A known word stands for itself; an unknown one is widened to its closest neighbours.
  return terms[0] === word ? [word] : [word, ...terms];
}

export async function findPromptById(id: string, q?: Queryable): Promise<PromptWithRefs | null> {
  const db = q ?? (await getDb());
  const [row] = await db
    .select(selection())
    .from(prompts)
    .leftJoin(categories, eq(categories.id, prompts.categoryId))
    .leftJoin(uc, eq(uc.id, prompts.userCategoryId))
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
  return db
    .select(selection())
    .from(prompts)
    .leftJoin(categories, eq(categories.id, prompts.categoryId))
    .leftJoin(uc, eq(uc.id, prompts.userCategoryId))
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
