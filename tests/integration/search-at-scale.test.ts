import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as promptsRoute from '@/app/api/prompts/route';
import { getDb } from '@/lib/db';
import { PROMPT_PAGE_SIZE } from '@/lib/constants';
import { seedLibrary, seedSynthetic } from '@/lib/seed';
import { listCategories } from '@/models/categories';
import { insertPrompt, listPromptRows } from '@/models/prompts';
import { buildSearchQuery, SEARCH_TUNING, tuneSearch } from '@/models/prompt-search';
import type { PromptListFilter } from '@/models/prompt-rows';
import { asCookie, call, persona, type Session } from '../factories';

// A search on a large library reads its pages in rank order and counts up to a cap (models/prompts.ts,
// docs/library.md 'Search at scale'). The thresholds are lowered so a few thousand rows reach those
// plans; every plan must show exactly the rows, in exactly the order, of sorting every match.

const DEFAULTS = { ...SEARCH_TUNING };
let trial: Session, free: Session, admin: Session;

beforeAll(async () => {
  const db = await getDb();
  await seedLibrary(db);
  await seedSynthetic(db, 3000);
  [trial, free, admin] = await Promise.all([persona('trial'), persona('free'), persona('admin')]);
  const marketing = (await listCategories()).find((c) => c.name === 'Marketing')!.id;
  // The viewer's own unshared prompts are part of their results; a pro prompt whose content alone
  // matches is hidden from a free user's search.
  await insertPrompt({ title: 'Private email roadmap', description: 'Mine only.', content: 'Draft !<Topic>!.', authorId: trial.userId, categoryId: marketing, popularityScore: 400 });
  await insertPrompt({ title: 'Quarterly notes', description: 'Pro notes.', content: 'An email about the budget.', accessLevel: 'pro', approved: true, viewable: 'public', categoryId: marketing, popularityScore: 499 });
  await db.execute(sql`analyze prompts`);
});

afterEach(() => tuneSearch(DEFAULTS));

const filterFor = async (who: Session, isAdmin: boolean, search: string, hidesPro = false): Promise<PromptListFilter> => ({
  viewerId: who.userId,
  viewerIsAdmin: isAdmin,
  tsQuery: (await buildSearchQuery(search)) ?? undefined,
  searchHidesProContent: hidesPro,
  page: 1,
  pageSize: PROMPT_PAGE_SIZE,
});

const pages = async (filter: PromptListFilter, count: number) => {
  const out: string[][] = [];
  for (let page = 1; page <= count; page++) out.push((await listPromptRows({ ...filter, page })).rows.map((r) => r.title));
  return out;
};

const CASES: [string, () => Promise<PromptListFilter>][] = [
  ['a common word', () => filterFor(trial, false, 'email')],
  ['two words', () => filterFor(trial, false, 'customer strategy')],
  ['a typo', () => filterFor(trial, false, 'custmer')],
  ['a prefix', () => filterFor(trial, false, 'camp')],
  ['a free viewer', () => filterFor(free, false, 'email', true)],
  ['an admin', () => filterFor(admin, true, 'budget')],
];

describe('search on a large library', () => {
  it.each(CASES)('%s: reading in rank order, or through the title index, shows what sorting every match shows', async (_name, make) => {
    const filter = await make();
    const expected = await pages(filter, 4);
    const { total } = await listPromptRows(filter);
    expect(total).toBeGreaterThan(60);
    expect(expected[0]).toHaveLength(PROMPT_PAGE_SIZE);
    for (const walkBudget of [1e12, 0]) {
      tuneSearch({ sampledFromRows: 0, manyMatches: 1, walkBudget });
      expect(await pages(filter, 4), `walkBudget ${walkBudget}`).toEqual(expected);
      const many = await listPromptRows(filter);
      expect(many.total).toBe(Math.min(total, SEARCH_TUNING.resultCap));
    }
  });

  it('ranks title matches first, then the most used', async () => {
    const { rows } = await listPromptRows(await filterFor(trial, false, 'email'));
    const inTitle = rows.map((r) => /email/i.test(r.title));
    expect(inTitle.indexOf(false) === -1 || !inTitle.slice(inTitle.indexOf(false)).includes(true)).toBe(true);
    const scores = rows.filter((r) => /email/i.test(r.title)).map((r) => r.popularityScore ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('a free viewer’s search does not find a pro prompt by its content, on either plan', async () => {
    for (const tuning of [DEFAULTS, { sampledFromRows: 0, manyMatches: 1 }]) {
      tuneSearch(tuning);
      const filter = await filterFor(free, false, 'email', true);
      const all = (await pages(filter, 60)).flat();
      expect(all).not.toContain('Quarterly notes');
      expect(all).not.toContain('Private email roadmap');
    }
  });

  it('past the cap the total says so, and pages end there (GET /api/prompts)', async () => {
    tuneSearch({ sampledFromRows: 0, manyMatches: 1, resultCap: 30 });
    const first = await call(promptsRoute.GET, { path: '/api/prompts?search=email', headers: asCookie(trial) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 30, totalCapped: true, totalPages: 3, currentPage: 1 });
    const last = await call(promptsRoute.GET, { path: '/api/prompts?search=email&page=3', headers: asCookie(trial) });
    expect(last.body.prompts).toHaveLength(6);
    const past = await call(promptsRoute.GET, { path: '/api/prompts?search=email&page=9', headers: asCookie(trial) });
    expect(past.body).toMatchObject({ currentPage: 3, totalCapped: true });
    expect(past.body.prompts.map((p: { _id: string }) => p._id)).toEqual(last.body.prompts.map((p: { _id: string }) => p._id));
    // Under the cap the count is exact and not marked.
    // (One page of 100 holds every match: "jargon" is in a dozen or so library templates, not in the synthetic ones.)
    const rare = await call(promptsRoute.GET, { path: '/api/prompts?search=jargon&limit=100', headers: asCookie(trial) });
    expect(rare.body.totalCapped).toBeUndefined();
    expect(rare.body.total).toBeLessThan(30);
    expect(rare.body.total).toBe(rare.body.prompts.length);
  });

  // A chosen order replaces relevance. Read from its index on the large-library plan, it
  // must show what sorting every match shows, for each order, with the pro content still hidden.
  it.each([
    ['most used', 'popular'],
    ['newest', 'newest'],
    ['A–Z', 'title'],
  ] as const)('sorted by %s, reading in that order shows what sorting every match shows', async (_name, sort) => {
    for (const make of [() => filterFor(trial, false, 'email'), () => filterFor(free, false, 'email', true), () => filterFor(admin, true, 'customer strategy')]) {
      const filter = { ...(await make()), sort };
      const expected = await pages(filter, 4);
      expect(expected[0]).toHaveLength(PROMPT_PAGE_SIZE);
      tuneSearch({ sampledFromRows: 0, manyMatches: 1 });
      expect(await pages(filter, 4)).toEqual(expected);
      tuneSearch(DEFAULTS);
    }
    const { rows } = await listPromptRows({ ...(await filterFor(trial, false, 'email')), sort });
    if (sort === 'title') expect(rows.map((r) => r.title.toLowerCase())).toEqual(rows.map((r) => r.title.toLowerCase()).sort((a, b) => a.localeCompare(b, 'en')));
    if (sort === 'newest') expect(rows.map((r) => r.createdAt.getTime())).toEqual(rows.map((r) => r.createdAt.getTime()).sort((a, b) => b - a));
    if (sort === 'popular') expect(rows.map((r) => r.popularityScore)).toEqual(rows.map((r) => r.popularityScore).sort((a, b) => b - a));
  });

  it('a sorted search past the cap pages as a relevance one does (GET /api/prompts)', async () => {
    tuneSearch({ sampledFromRows: 0, manyMatches: 1, resultCap: 30 });
    const first = await call(promptsRoute.GET, { path: '/api/prompts?search=email&sort=newest', headers: asCookie(trial) });
    expect(first.body).toMatchObject({ total: 30, totalCapped: true, totalPages: 3 });
    const last = await call(promptsRoute.GET, { path: '/api/prompts?search=email&sort=newest&page=3', headers: asCookie(trial) });
    expect(last.body.prompts).toHaveLength(6);
  });

  it('the viewer’s own unshared prompt is found on the large-library plan', async () => {
    tuneSearch({ sampledFromRows: 0, manyMatches: 1 });
    const titles = (await pages(await filterFor(trial, false, 'email roadmap'), 3)).flat();
    expect(titles).toContain('Private email roadmap');
  });
});

// A person with a big library of their own (issue #28): 'Only my prompts' with a search reads their
// rank index in order, the title tier first, and counts their matches exactly, each row checked
// rather than gathering every match of the word in the library.
describe('a search of one’s own prompts', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await persona('trial');
    const marketing = (await listCategories()).find((c) => c.name === 'Marketing')!.id;
    const db = await getDb();
    await db.execute(sql`
      insert into prompts (title, description, content, category_id, author_id, viewable, approved, popularity_score, created_at)
      select case when i % 3 = 0 then 'Email plan ' || i else 'Plan ' || i end,
             'Mine.', case when i % 2 = 0 then 'An email to !<Name>!.' else 'A note to !<Name>!.' end,
             ${marketing}::uuid, ${owner.userId}, case when i % 10 = 0 then 'public' else 'private' end, i % 20 = 0,
             (hashint4(i) & 2147483647) % 7, now() - (i || ' seconds')::interval
      from generate_series(1, 300) as i`);
    await db.execute(sql`analyze prompts`);
  });

  it('shows every page as sorting every match would, with the exact total', async () => {
    const tsQuery = (await buildSearchQuery('email', { userId: owner.userId, pro: false }))!;
    const filter: PromptListFilter = { viewerId: owner.userId, viewerIsAdmin: false, onlyAuthorId: owner.userId, tsQuery, page: 1, pageSize: PROMPT_PAGE_SIZE };
    const db = await getDb();
    const sorted = (await db.execute(sql`
      select title from prompts
      where author_id = ${owner.userId} and search_vector @@ to_tsquery('english', ${tsQuery})
      order by to_tsvector('english', title) @@ to_tsquery('english', ${tsQuery}) desc, popularity_score desc, created_at desc, id desc`)) as unknown as { rows: { title: string }[] };
    const expected = sorted.rows.map((r) => r.title);
    expect(expected.length).toBeGreaterThan(PROMPT_PAGE_SIZE * 4);
    // Walking their rank index (words in many prompts), or through the full-text index (in few).
    for (const textSelective of [undefined, true]) {
      const { total } = await listPromptRows({ ...filter, textSelective });
      expect(total).toBe(expected.length);
      const shown = (await pages({ ...filter, textSelective }, Math.ceil(expected.length / PROMPT_PAGE_SIZE))).flat();
      expect(shown).toEqual(expected);
    }
    // Past what the walk serves, pages sort every match, in the same order.
    tuneSearch({ resultCap: PROMPT_PAGE_SIZE * 2 });
    expect((await pages(filter, Math.ceil(expected.length / PROMPT_PAGE_SIZE))).flat()).toEqual(expected);
  });
});
