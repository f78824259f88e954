import { eq, sql } from 'drizzle-orm';
import { afterCommit, type Queryable } from '../lib/db';
import { createSharedCache } from '../lib/cache-bus';
import { prompts } from './schema';
import { promptsWritten } from './vocabulary-state';
import { byPlaceholder, listShape, listValues, preparedFor, uc, whereFor, type PromptListFilter, type Visibility } from './prompt-rows';

// Counting a large match is the slowest part of a page, and prompts change rarely next to how often
// they are listed: counts are kept for a few seconds per filter, and dropped at once when this
// process changes a prompt. That holds for a viewer's own prompts too (kept per viewer, apart from the
// shared library's): a person with 10,000 of them paid 11 ms of heap reads for their count on every
// page and every MCP listing (issue #28). A write inside a transaction drops them once it commits
// (afterCommit), so a count read between the write and the commit is not kept. Favourites and custom
// categories change without a prompt write: those filters are always counted exactly.
// Dropped in every instance when REDIS_URL is set (lib/cache-bus.ts).
const sharedCounts = createSharedCache<number>({ name: 'shared-prompt-counts', max: 1000, ttlMs: 15_000 });
const personalCounts = createSharedCache<number>({ name: 'personal-prompt-counts', max: 10_000, ttlMs: 15_000 });
const countsInFlight = new Map<string, Promise<number>>();

export function invalidatePromptCounts(): void {
  promptsWritten();
  sharedCounts.clear();
  personalCounts.clear();
  // A count that started before the write may have missed it: not kept, not shared.
  countsInFlight.clear();
  countGeneration++;
}
let countGeneration = 0;

export const invalidatePromptCountsAfterCommit = (q: Queryable | undefined) => afterCommit(q, invalidatePromptCounts);

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

async function cachedCount(filter: PromptListFilter, visibility: Visibility, db: Queryable, cap?: number): Promise<number> {
  const { viewerId, page: _page, pageSize: _size, sort: _sort, ...shape } = filter;
  const personal = visibility === 'viewer' || visibility === 'ownUnsharedOnly';
  const counts = personal ? personalCounts : sharedCounts;
  const key = JSON.stringify({ visibility, cap, ...(personal ? { viewerId } : {}), ...shape });
  const hit = counts.get(key);
  if (hit !== undefined) return hit;
  // Requests that miss together share one count: when a busy count expires, ten requests at once
  // would otherwise each scan the same rows.
  const running = countsInFlight.get(key);
  if (running) return running;
  const generation = countGeneration;
  const counting = countWhere(filter, visibility, db, cap)
    .then((n) => {
      if (generation === countGeneration) counts.set(key, n);
      return n;
    })
    .finally(() => {
      if (countsInFlight.get(key) === counting) countsInFlight.delete(key);
    });
  countsInFlight.set(key, counting);
  return counting;
}

/**
 * The viewer's own prompts that are not shared (approved and public), which the shared vocabulary does
 * not count, up to `cap` + 1; kept as every count.
 */
export function countOwnUnshared(viewerId: string, db: Queryable, cap: number): Promise<number> {
  return cachedCount({ viewerId, viewerIsAdmin: false, page: 1, pageSize: 1 }, 'ownUnsharedOnly', db, cap);
}

/** `cap`: count up to cap + 1 (a search with many matches, which never filters on the viewer's own prompts). */
export async function countPrompts(filter: PromptListFilter, db: Queryable, cap?: number): Promise<number> {
  if (filter.viewerIsAdmin) return cachedCount(filter, 'all', db, cap);
  // Favourites and custom categories change without a prompt write: counted exactly, every time.
  if (filter.inCategoriesOfUserId || filter.favouritesOfUserId) return countWhere(filter, 'viewer', db);
  if (filter.onlyAuthorId) return cachedCount(filter, 'viewer', db);
  const shared = await cachedCount(filter, 'sharedOnly', db, cap);
  // Past the cap already: the viewer's own prompts cannot change what is shown ('1,000+'), so they are
  // not counted (a person with 10,000 prompts paid for every common word; issue #28).
  if (cap !== undefined && shared > cap) return shared;
  return shared + (await cachedCount(filter, 'ownUnsharedOnly', db, cap));
}
