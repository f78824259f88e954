import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { junkWords } from '@/lib/seed/junk-words';
import { ensureCategories } from '@/models/categories';
import { deletePromptById, insertPrompt, insertPrompts, listPromptRows, updatePromptRow } from '@/models/prompts';
import { buildSearch, buildSearchQuery, foldSearchTerms } from '@/models/prompt-search';
import { typoKeys } from '@/lib/typos';
import { deleteUser } from '@/models/users';
import { persona, type Session } from '../factories';

// The typo vocabulary counts how many readable prompts hold each word (issue #28), kept by statement
// triggers that append changes and a fold that adds them up (models/migrations/0019_search_term_counts.sql).

let categoryId = '';
let author: Session;

beforeAll(async () => {
  categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
  author = await persona('trial');
});

type Counts = { docs: number; pro: number } | null;
async function shared(term: string): Promise<Counts> {
  await foldSearchTerms();
  const db = await getDb();
  const rows = (await db.execute(sql`select docs, pro_docs from search_terms where term = ${term}`)) as unknown as { rows: { docs: number; pro_docs: number }[] };
  const row = rows.rows[0];
  return row ? { docs: Number(row.docs), pro: Number(row.pro_docs) } : null;
}
async function own(userId: string, term: string): Promise<number | null> {
  await foldSearchTerms();
  const db = await getDb();
  const rows = (await db.execute(sql`select docs from user_search_terms where user_id = ${userId} and term = ${term}`)) as unknown as { rows: { docs: number }[] };
  return rows.rows[0] ? Number(rows.rows[0].docs) : null;
}

/** Every count, folded, beside the same counts computed afresh from the prompts. */
async function countsAndRecount() {
  await foldSearchTerms();
  const db = await getDb();
  const read = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => JSON.stringify(r)).sort();
  return {
    kept: await read(sql`select term, docs, pro_docs from search_terms`),
    recounted: await read(sql`select c.term, sum(c.docs)::int as docs, sum(c.pro_docs)::int as pro_docs
      from prompts p, prompt_term_counts(p.author_id, p.title, p.description, p.content, p.approved, p.viewable, p.access_level) c
      where c.user_id is null group by c.term`),
    keptOwn: await read(sql`select user_id, term, docs from user_search_terms`),
    recountedOwn: await read(sql`select c.user_id, c.term, sum(c.docs)::int as docs
      from prompts p, prompt_term_counts(p.author_id, p.title, p.description, p.content, p.approved, p.viewable, p.access_level) c
      where c.user_id is not null group by c.user_id, c.term`),
  };
}

const shared0 = { approved: true, viewable: 'public' as const, accessLevel: 'free' as const };

describe('the vocabulary counts the prompts that hold each word', () => {
  it('follows inserts, edits and deletes, and forgets a word no prompt holds', async () => {
    const a = await insertPrompt({ categoryId, ...shared0, title: 'Quokka census', description: 'Count them.', content: 'Count the !<Place>! quokkas, quokka by quokka.' });
    const b = await insertPrompt({ categoryId, ...shared0, title: 'Quokka photos', description: 'Pictures.', content: 'Take pictures of !<Animal>!.' });
    // Each prompt counts once, however often it says the word.
    expect(await shared('quokka')).toEqual({ docs: 2, pro: 0 });
    expect(await shared('census')).toEqual({ docs: 1, pro: 0 });

    await updatePromptRow(a.id, { title: 'Wombat census' });
    expect(await shared('quokka')).toEqual({ docs: 2, pro: 0 }); // still in a's text
    await updatePromptRow(a.id, { content: 'Count the !<Place>! wombats.' });
    expect(await shared('quokka')).toEqual({ docs: 1, pro: 0 });
    expect(await shared('wombat')).toEqual({ docs: 1, pro: 0 });

    await deletePromptById(b.id);
    expect(await shared('quokka')).toBeNull();
    // A use changes a prompt's popularity, not its words: nothing is appended.
    const db = await getDb();
    await db.execute(sql`update prompts set popularity_score = popularity_score + 1 where id = ${a.id}`);
    expect(((await db.execute(sql`select count(*)::int as n from search_term_deltas`)) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('counts only what everyone may read: private words are the author’s, a pro text is pro', async () => {
    const p = await insertPrompt({ categoryId, authorId: author.userId, viewable: 'private', title: 'Narwhal notes', description: 'Mine.', content: 'The narwhal plan for !<Sea>!.' });
    expect(await shared('narwhal')).toBeNull();
    expect(await own(author.userId, 'narwhal')).toBe(1);

    await updatePromptRow(p.id, { viewable: 'public', approved: true });
    expect(await shared('narwhal')).toEqual({ docs: 1, pro: 0 });
    await updatePromptRow(p.id, { approved: false });
    expect(await shared('narwhal')).toBeNull();
    expect(await own(author.userId, 'narwhal')).toBe(1);

    await insertPrompt({ categoryId, ...shared0, accessLevel: 'pro', title: 'Otter review', description: 'A review.', content: 'The otter and pangolin method for !<Coast>!.' });
    expect(await shared('otter')).toEqual({ docs: 1, pro: 0 }); // in the title
    expect(await shared('pangolin')).toEqual({ docs: 0, pro: 1 }); // only in the pro text
  });

  it('a person deleted with their prompts leaves no words behind, and the fold goes on', async () => {
    const gone = await persona('trial');
    await insertPrompt({ categoryId, authorId: gone.userId, viewable: 'private', title: 'Axolotl diary', description: 'Mine.', content: 'Feed the axolotl !<Food>!.' });
    await deleteUser(gone.userId);
    expect(await own(gone.userId, 'axolotl')).toBeNull();
    const { kept, recounted, keptOwn, recountedOwn } = await countsAndRecount();
    expect(kept).toEqual(recounted);
    expect(keptOwn).toEqual(recountedOwn);
  });

  // Two connections at once: PostgreSQL only (PGlite runs one statement at a time).
  it.runIf(process.env.TEST_DB === 'postgres')('a fold that meets an account being deleted gives up, and the next one goes on (review of #28)', async () => {
    const gone = await persona('trial');
    await insertPrompt({ categoryId, authorId: gone.userId, viewable: 'private', title: 'Capybara notes', description: 'Mine.', content: 'Feed the capybara !<Food>!.' });
    const db = await getDb();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let deleted = () => {};
    const started = new Promise<void>((resolve) => (deleted = resolve));
    const deleting = db.transaction(async (tx) => {
      await tx.execute(sql`delete from users where id = ${gone.userId}`);
      deleted();
      await held;
    });
    await started;
    // The person's words are unfolded; the fold sees them still there, then waits for the deletion's lock.
    const folding = db.execute(sql`select fold_search_terms() as folded`);
    setTimeout(release, 300);
    const [, result] = await Promise.all([deleting, folding]);
    expect(Number((result as unknown as { rows: { folded: number }[] }).rows[0]!.folded)).toBe(-1);
    const { kept, recounted, keptOwn, recountedOwn } = await countsAndRecount();
    expect(kept).toEqual(recounted);
    expect(keptOwn).toEqual(recountedOwn);
  });

  // Two connections at once: PostgreSQL only. A search folds behind itself once a second without waiting
  // (models/vocabulary-state.ts); a search after a write that then finds that fold running must not leave
  // the write unfolded until the next second's turn.
  it.runIf(process.env.TEST_DB === 'postgres')('a search after a write whose fold finds another running: the next search waits for a fold again (second read of #28)', async () => {
    await insertPrompt({ categoryId, ...shared0, title: 'Wombatry', description: 'Burrows.', content: 'The wombatry of !<Region>!.' });
    const db = await getDb();
    const known = async () =>
      ((await db.execute(sql`select 1 from search_terms where term = 'wombatry'`)) as unknown as { rows: unknown[] }).rows.length > 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const taken = new Promise<void>((resolve) => (locked = resolve));
    // Another fold holds the lock (the fold's own key, migration 0019).
    const other = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(2028190519)`);
      locked();
      await held;
    });
    await taken;
    await buildSearch('wombatri');
    expect(await known()).toBe(false);
    release();
    await other;
    // Within the second: only a search that waits for a fold folds the write.
    await buildSearch('wombatri');
    expect(await known()).toBe(true);
  });

  it('parallel writes and folds add up to the same counts as a recount', async () => {
    const words = ['alpaca', 'bison', 'caracal', 'dingo', 'ermine'];
    const content = (i: number) => `Write about ${words[i % 5]} and ${words[(i + 2) % 5]} for !<Reader>!.`;
    const made = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        insertPrompt({ categoryId, ...(i % 3 ? shared0 : { viewable: 'private' as const }), authorId: i % 2 ? author.userId : null, title: `Animal ${words[i % 5]} ${i}`, description: 'Animals.', content: content(i) }),
      ),
    );
    await Promise.all([
      ...made.slice(0, 8).map((p, i) => updatePromptRow(p.id, { content: content(i + 1) })),
      ...made.slice(8, 14).map((p) => deletePromptById(p.id)),
      foldSearchTerms(),
      foldSearchTerms(),
      insertPrompts(Array.from({ length: 10 }, (_, i) => ({ categoryId, ...shared0, title: `Batch ${words[i % 5]}`, description: 'A batch.', content: content(i) }))),
      foldSearchTerms(),
    ]);
    const { kept, recounted, keptOwn, recountedOwn } = await countsAndRecount();
    expect(kept).toEqual(recounted);
    expect(keptOwn).toEqual(recountedOwn);
  });
});

describe('the keys of a word', () => {
  it('are the same in the database as in lib/typos.ts, letters not bytes', async () => {
    const db = await getDb();
    const words: [string, string][] = [['email', ''], ['café', ''], ['naïveté', 'u1:'], ['x2', ''], ['straße', 'someone:']];
    for (const [word, owner] of words) {
      const rows = (await db.execute(sql`select search_term_keys(${word}, ${owner}) as keys`)) as unknown as { rows: { keys: string[] }[] };
      expect([...rows.rows[0]!.keys].sort()).toEqual(typoKeys(word, owner).sort());
    }
  });
});

describe('typos against a vocabulary crowded by an import (issue #28)', () => {
  let emailIds: string[] = [];
  let linuxId = '';

  beforeAll(async () => {
    emailIds = [];
    for (let i = 0; i < 10; i++) {
      emailIds.push((await insertPrompt({ categoryId, ...shared0, title: `Cold email ${['opener', 'follow-up', 'reply', 'intro', 'nudge'][i % 5]} ${i}`, description: 'An email.', content: `Write an email to !<Name>! about ${i}.` })).id);
    }
    linuxId = (await insertPrompt({ categoryId, ...shared0, title: 'Linux Terminal', description: 'Act as a shell.', content: 'Act as a terminal and answer !<Command>!.' })).id;
    await insertPrompt({ categoryId, ...shared0, title: 'Link checker', description: 'Links.', content: 'Check every link on !<Website>!.' });
    // 21,784 made-up words, codes and names in public prompts, as the import of 1,492 real prompts brought.
    const junk = junkWords(21_784, 7);
    const rows = [];
    for (let i = 0; i < junk.length; i += 15) rows.push({ categoryId, ...shared0, title: `Imported ${junk[i]}`, description: 'Imported.', content: junk.slice(i, i + 15).join(' ') });
    for (let i = 0; i < rows.length; i += 500) await insertPrompts(rows.slice(i, i + 500));
    // The words the issue found crowding email out are there, each in one prompt.
    await insertPrompt({ categoryId, ...shared0, title: 'Imported emi emma eval', description: 'Imported.', content: 'emi emma eval emial' });
    // As an import does after each batch: a search folds only a bounded number of changes itself.
    await foldSearchTerms();
  });

  const search = async (words: string) => {
    const tsQuery = (await buildSearchQuery(words, null)) ?? undefined;
    const { rows } = await listPromptRows({ viewerId: 'nobody', viewerIsAdmin: false, page: 1, pageSize: 12, tsQuery });
    return rows.map((r) => r.id);
  };

  it('emial finds the email prompts, though a made-up word spells it so', async () => {
    const found = await search('emial');
    expect(found).toEqual(expect.arrayContaining(emailIds));
  });

  it('a typo in every word still ranks the intended prompt first', async () => {
    expect((await search('linx termnal'))[0]).toBe(linuxId);
    expect((await search('lniux terminl'))[0]).toBe(linuxId);
  });
});

describe('a rare word spelled right beside a commoner one (review of #28)', () => {
  let griefId = '';
  const briefIds: string[] = [];
  beforeAll(async () => {
    const db = await getDb();
    griefId = (await insertPrompt({ categoryId, ...shared0, title: 'Grief support letter', description: 'A letter.', content: 'Write to !<Name>! with care.', popularityScore: 1 })).id;
    for (let i = 0; i < 30; i++) briefIds.push((await insertPrompt({ categoryId, ...shared0, title: `Project brief ${i}`, description: 'A brief.', content: 'Brief !<Team>!.', popularityScore: 100 + i })).id);
    // A library of over a thousand prompts, so one prompt holding 'grief' makes it rare.
    await insertPrompts(Array.from({ length: 1100 }, (_, i) => ({ categoryId, ...shared0, title: `Filler ${i}`, description: 'Filler.', content: `Filler text ${i}.` })));
    await foldSearchTerms();
    await db.execute(sql`analyze prompts`);
  });

  it('is widened to the commoner word, and the prompts holding what was typed come first, on every page', async () => {
    const search = (await buildSearch('grief', null))!;
    expect(search.tsQuery).toBe('(grief:* | brief)');
    expect(search.exactTsQuery).toBe('(grief:*)');
    const filter = { viewerId: 'nobody', viewerIsAdmin: false, pageSize: 12, ...search };
    const first = await listPromptRows({ ...filter, page: 1 });
    expect(first.rows[0]!.id).toBe(griefId);
    expect(first.total).toBe(31);
    const all = [...first.rows, ...(await listPromptRows({ ...filter, page: 2 })).rows, ...(await listPromptRows({ ...filter, page: 3 })).rows].map((r) => r.id);
    expect(all).toHaveLength(31);
    expect(new Set(all)).toEqual(new Set([griefId, ...briefIds]));
    // The brief prompts keep the search's own order (the most used first) after it.
    expect(all.slice(1)).toEqual([...briefIds].reverse());
  });

  it('an unknown word has no words-as-typed part', async () => {
    expect((await buildSearch('griefx', null))!.exactTsQuery).toBeUndefined();
  });
});
