import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { seedLibrary, seedSynthetic } from '@/lib/seed';
import { listCategories } from '@/models/categories';
import { insertPrompt, listPromptRows } from '@/models/prompts';
import { buildSearchQuery, SEARCH_TUNING, tuneSearch } from '@/models/prompt-search';
import type { PromptListFilter } from '@/models/prompt-rows';
import { persona, type Session } from '../factories';

// A list query is built once per shape and then only executed with its values (models/prompt-rows.ts,
// preparedFor). Every value must reach the query each time: a value built into the first query of a
// shape would answer the next call with the first one's rows. Each case runs one shape with other
// values and checks the rows are the second call's own, against the same query answered afresh.

let alice: Session, bob: Session;
let marketing = '', writing = '';

beforeAll(async () => {
  const db = await getDb();
  await seedLibrary(db);
  await seedSynthetic(db, 600);
  [alice, bob] = await Promise.all([persona('trial'), persona('trial')]);
  const categories = await listCategories();
  marketing = categories.find((c) => c.name === 'Marketing')!.id;
  writing = categories.find((c) => c.name !== 'Marketing')!.id;
  await insertPrompt({ title: 'Alice private brief', description: 'Only Alice sees it.', content: 'Brief on !<Topic>!.', authorId: alice.userId, categoryId: marketing });
  await insertPrompt({ title: 'Bob private brief', description: 'Only Bob sees it.', content: 'Brief on !<Topic>!.', authorId: bob.userId, categoryId: marketing });
  await db.execute(sql`analyze prompts`);
});

const base = (who: Session): PromptListFilter => ({ viewerId: who.userId, viewerIsAdmin: false, page: 1, pageSize: 12 });
const titles = async (filter: PromptListFilter) => (await listPromptRows(filter)).rows.map((r) => r.title);

describe('a list query prepared once per shape', () => {
  it('filters by the categories of each call', async () => {
    const inMarketing = await listPromptRows({ ...base(alice), categoryIds: [marketing] });
    const inWriting = await listPromptRows({ ...base(alice), categoryIds: [writing] });
    expect(inMarketing.rows.length).toBeGreaterThan(0);
    expect(inWriting.rows.length).toBeGreaterThan(0);
    expect(inMarketing.rows.every((r) => r.categoryId === marketing)).toBe(true);
    expect(inWriting.rows.every((r) => r.categoryId === writing)).toBe(true);
    // One shape per number of categories: two, then the other two.
    const both = await listPromptRows({ ...base(alice), categoryIds: [marketing, writing] });
    expect(both.rows.every((r) => r.categoryId === marketing || r.categoryId === writing)).toBe(true);
  });

  it('shows each viewer their own private prompts, not the last viewer’s', async () => {
    const search = (await buildSearchQuery('private brief'))!;
    expect(await titles({ ...base(alice), tsQuery: search })).toContain('Alice private brief');
    const forBob = await titles({ ...base(bob), tsQuery: search });
    expect(forBob).toContain('Bob private brief');
    expect(forBob).not.toContain('Alice private brief');
    // Counted for each viewer too.
    expect((await listPromptRows({ ...base(bob), categoryIds: [marketing] })).total).toBe((await listPromptRows({ ...base(alice), categoryIds: [marketing] })).total);
  });

  it('pages by the page of each call, and searches the words of each call', async () => {
    const first = await titles({ ...base(alice), accessLevel: 'free' });
    const second = await titles({ ...base(alice), accessLevel: 'free', page: 2 });
    expect(second.length).toBe(12);
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    const email = await listPromptRows({ ...base(alice), tsQuery: (await buildSearchQuery('email'))! });
    const jargon = await listPromptRows({ ...base(alice), tsQuery: (await buildSearchQuery('jargon'))! });
    expect(email.total).not.toBe(jargon.total);
    expect(jargon.rows.map((r) => r.title).join(' ')).not.toEqual(email.rows.map((r) => r.title).join(' '));
  });

  it('walks the rank index with the words and page of each call (the many-matches plan)', async () => {
    const defaults = { ...SEARCH_TUNING };
    tuneSearch({ sampledFromRows: 100, manyMatches: 5, resultCap: 40 });
    try {
      for (const word of ['email', 'strategy']) {
        const tsQuery = (await buildSearchQuery(word))!;
        for (const page of [1, 2]) {
          const got = await listPromptRows({ ...base(alice), tsQuery, page });
          expect(got.rows.length, `${word} p${page}`).toBeGreaterThan(0);
          expect(got.rows.every((r) => `${r.title} ${r.description} ${r.content}`.toLowerCase().includes(word)), `${word} p${page}`).toBe(true);
        }
      }
    } finally {
      tuneSearch(defaults);
    }
  });
});
