import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { PROMPT_PAGE_SIZE } from '@/lib/constants';
import { seedLibrary, seedSynthetic } from '@/lib/seed';
import { listCategories } from '@/models/categories';
import { insertPrompt, listPromptRows } from '@/models/prompts';
import { buildSearch, foldSearchTerms, searchPrompts, SEARCH_TUNING, tuneSearch, type SearchVocabulary } from '@/models/prompt-search';
import { countOwnUnshared } from '@/models/prompt-counts';
import { persona, type Session } from '../factories';
import { recording } from './recording-db';

// In a large library a search sampled the table (TABLESAMPLE, about 2,000 rows) to choose between
// sorting every match and reading in rank order: a third of a cold search's time in the typo suite
// (issue #28). The vocabulary's counts now bound the shared matches first (buildSearch's matchBound),
// the viewer's own unshared prompts are added whole, and a search bounded well below `manyMatches`
// skips the sample. The bound must never be below what the search really matches, for any form of a
// word, the last word as a prefix, or the viewer's own prompts, nor lag behind a write.

const DEFAULTS = { ...SEARCH_TUNING };
let trial: Session, admin: Session;

beforeAll(async () => {
  const db = await getDb();
  await seedLibrary(db);
  await seedSynthetic(db, 3000);
  [trial, admin] = await Promise.all([persona('trial'), persona('admin')]);
  const categoryId = (await listCategories()).find((c) => c.name === 'Marketing')!.id;
  const shared = { categoryId, approved: true, viewable: 'public' as const, accessLevel: 'free' as const };
  // Forms the stemmer joins: `study`, `studies` and `studying` are all `studi` in the index.
  await insertPrompt({ ...shared, title: 'Study planner', description: 'Plan it.', content: 'A week of study for !<Exam>!.' });
  await insertPrompt({ ...shared, title: 'Exam notes', description: 'Notes.', content: 'What the studies say about !<Topic>!.' });
  await insertPrompt({ ...shared, title: 'Habit log', description: 'Log.', content: 'Studying at night, and !<Habit>!.' });
  // Both are `possibl` in the index, and `possibility` as typed shares only `possib` with it.
  await insertPrompt({ ...shared, title: 'Options', description: 'Options.', content: 'Every possibility of !<Plan>!.' });
  await insertPrompt({ ...shared, title: 'Choices', description: 'Choices.', content: 'Whatever is possible for !<Goal>!.' });
  // The viewer's own words, in prompts no one else reads, and a pro prompt's text.
  for (let i = 0; i < 4; i++) {
    await insertPrompt({ categoryId, authorId: trial.userId, viewable: 'private', title: `Mine ${i}`, description: 'Private.', content: `The quorvex studies of !<Team>!.` });
  }
  await insertPrompt({ ...shared, accessLevel: 'pro', title: 'Locked', description: 'Pro.', content: 'The quorvex method of study.' });
  await foldSearchTerms(db);
  await db.execute(sql`analyze prompts`);
});

afterEach(() => tuneSearch(DEFAULTS));

const vocabularyOf = (who: Session, pro = true): SearchVocabulary => ({ userId: who.userId, pro });

/** Every match of the search, counted exactly (every plan sorts every match and counts them). */
async function exactMatches(who: Session, isAdmin: boolean, tsQuery: string): Promise<number> {
  tuneSearch({ manyMatches: Number.MAX_SAFE_INTEGER });
  const { total } = await listPromptRows({ viewerId: who.userId, viewerIsAdmin: isAdmin, tsQuery, page: 1, pageSize: PROMPT_PAGE_SIZE });
  return total;
}

const ownUnshared = async (who: Session) => countOwnUnshared(who.userId, await getDb(), 1_000_000);


describe('the vocabulary bounds a search’s matches', () => {
  it.each([
    ['a word as typed', 'study'],
    ['a plural the stemmer joins', 'studies'],
    ['a form with a suffix', 'studying'],
    ['a form the stemmer changes further', 'possible'],
    ['the other form', 'possibility'],
    ['the last word as a prefix', 'stud'],
    ['a typo', 'stduy'],
    ['two words', 'studies exam'],
    ['the viewer’s own word', 'quorvex'],
    ['the viewer’s own word, misspelt', 'quorvx studies'],
    ['a common word', 'email'],
  ])('%s (%s): never below the matches', async (_name, words) => {
    tuneSearch({ sampledFromRows: 0 });
    const built = await buildSearch(words, vocabularyOf(trial));
    expect(built?.matchBound, 'bounded').toBeDefined();
    expect(built!.matchBound! + (await ownUnshared(trial))).toBeGreaterThanOrEqual(await exactMatches(trial, false, built!.tsQuery));
  });

  it('counts the viewer’s new private prompts at once (their count is dropped on a write)', async () => {
    tuneSearch({ sampledFromRows: 0 });
    const before = (await buildSearch('zelquard', vocabularyOf(trial)))!;
    expect(await exactMatches(trial, false, before.tsQuery)).toBe(0);
    const categoryId = (await listCategories()).find((c) => c.name === 'Marketing')!.id;
    for (let i = 0; i < 6; i++) await insertPrompt({ categoryId, authorId: trial.userId, viewable: 'private', title: `Zelquard ${i}`, description: 'Private.', content: 'The zelquard.' });
    const after = (await buildSearch('zelquard', vocabularyOf(trial)))!;
    expect(after.matchBound! + (await ownUnshared(trial))).toBeGreaterThanOrEqual(await exactMatches(trial, false, after.tsQuery));
    expect(await exactMatches(trial, false, after.tsQuery)).toBe(6);
  });

  it('follows a shared write at once, though the word’s counts were kept a moment before', async () => {
    tuneSearch({ sampledFromRows: 0 });
    const before = (await buildSearch('brelvint', vocabularyOf(admin)))!;
    expect(before.matchBound).toBe(0);
    const categoryId = (await listCategories()).find((c) => c.name === 'Marketing')!.id;
    for (let i = 0; i < 5; i++) await insertPrompt({ categoryId, approved: true, viewable: 'public', accessLevel: 'free', title: `Brelvint ${i}`, description: 'Shared.', content: 'The brelvint.' });
    const after = (await buildSearch('brelvint', vocabularyOf(admin)))!;
    expect(after.matchBound!).toBeGreaterThanOrEqual(await exactMatches(admin, false, after.tsQuery));
    expect(await exactMatches(admin, false, after.tsQuery)).toBe(5);
  });

  it('a stop word, which the query drops, bounds nothing; a short word or a number neither', async () => {
    tuneSearch({ sampledFromRows: 0 });
    const email = (await buildSearch('email', vocabularyOf(trial)))!.matchBound!;
    // `yourselves` is in no prompt: were it counted, the search would look like one of no matches.
    expect((await buildSearch('yourselves email', vocabularyOf(trial)))!.matchBound).toBe(email);
    expect((await buildSearch('ai 2024', vocabularyOf(trial)))!.matchBound).toBeUndefined();
  });

  it('is left out in a small library, and without a vocabulary', async () => {
    tuneSearch({ sampledFromRows: 1_000_000 });
    expect((await buildSearch('study', vocabularyOf(trial)))!.matchBound).toBeUndefined();
    tuneSearch({ sampledFromRows: 0 });
    expect((await buildSearch('study', null))!.matchBound).toBeUndefined();
  });
});

describe('a search bounded well below many matches samples nothing', () => {
  const sampled = (statements: string[]) => statements.some((s) => /tablesample/i.test(s));

  it('for a rare word, with the same results as with the sample', async () => {
    tuneSearch({ sampledFromRows: 0 });
    const built = (await buildSearch('studies', vocabularyOf(trial)))!;
    expect(built.matchBound!).toBeLessThan(SEARCH_TUNING.manyMatches / 2);
    const filter = { viewerId: trial.userId, viewerIsAdmin: false, page: 1, pageSize: PROMPT_PAGE_SIZE, ...built };
    const { db, statements } = recording(await getDb());
    const bounded = await searchPrompts(filter, db);
    expect(sampled(statements)).toBe(false);
    const { matchBound: _bound, ...unbounded } = filter;
    const withSample = recording(await getDb());
    expect(await searchPrompts(unbounded, withSample.db)).toEqual(bounded);
    expect(sampled(withSample.statements)).toBe(true);
    // And the same page as the plan for many matches, which reads the rank index instead.
    tuneSearch({ sampledFromRows: 0, manyMatches: 1 });
    const many = await searchPrompts(unbounded, await getDb());
    expect(many.rows).toEqual(bounded.rows);
  });

  it('but the viewer’s own unshared prompts count: many of them matching, it samples', async () => {
    tuneSearch({ sampledFromRows: 0, manyMatches: 8 });
    const built = (await buildSearch('quorvex', vocabularyOf(trial)))!;
    // One shared (pro) prompt holds the word, and four of the viewer's own: under the bound of 4 alone.
    expect(built.matchBound!).toBeLessThan(4);
    const filter = { viewerId: trial.userId, viewerIsAdmin: false, page: 1, pageSize: PROMPT_PAGE_SIZE, ...built };
    const { db, statements } = recording(await getDb());
    await searchPrompts(filter, db);
    expect(sampled(statements)).toBe(true);
  });

  it('but an admin, who also reads what the vocabulary does not count, and a common word still sample', async () => {
    tuneSearch({ sampledFromRows: 0 });
    const rare = (await buildSearch('studies', vocabularyOf(admin)))!;
    const asAdmin = recording(await getDb());
    await searchPrompts({ viewerId: admin.userId, viewerIsAdmin: true, page: 1, pageSize: PROMPT_PAGE_SIZE, ...rare }, asAdmin.db);
    expect(sampled(asAdmin.statements)).toBe(true);

    tuneSearch({ sampledFromRows: 0, manyMatches: 100 });
    const common = (await buildSearch('email', vocabularyOf(trial)))!;
    expect(common.matchBound!).toBeGreaterThanOrEqual(50);
    const { db, statements } = recording(await getDb());
    await searchPrompts({ viewerId: trial.userId, viewerIsAdmin: false, page: 1, pageSize: PROMPT_PAGE_SIZE, ...common }, db);
    expect(sampled(statements)).toBe(true);
  });
});
