import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { buildSearch, foldSearchTerms } from '@/models/prompt-search';
import { recording } from './recording-db';
import * as promptsRoute from '@/app/api/prompts/route';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { asCookie, call, persona, type Session } from '../factories';

// Search's typo vocabulary held the words of every prompt, private and locked ones included.
// "A known word stands for itself", so another person could tell whether a word exists in someone's
// private prompt: their result count for that word dropped to 0. Alternatives now come only from words
// the viewer can read: the shared library and public prompts (a pro prompt's text for pro viewers), and
// the viewer's own.

type Handler = Parameters<typeof call>[0];
let alice: Session, bob: Session, free: Session, pro: Session;
let categoryId = '';
let lanternsId = '';
let proId = '';

beforeAll(async () => {
  [alice, bob, free, pro] = await Promise.all([persona('trial'), persona('trial'), persona('free'), persona('pro')]);
  categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
  lanternsId = (
    await insertPrompt({ categoryId, approved: true, viewable: 'public', accessLevel: 'free', title: 'Harbour lanterns', description: 'Notes on lanterns.', content: 'Describe the lanterns of !<Harbour>!.' })
  ).id;
  proId = (
    await insertPrompt({ categoryId, approved: true, viewable: 'public', accessLevel: 'pro', title: 'Coastal review', description: 'A review.', content: 'The method of the lanternz school, for !<Coast>!.' })
  ).id;
});

const search = async (who: Session, words: string) => {
  const res = await call(promptsRoute.GET as Handler, { path: `/api/prompts?search=${encodeURIComponent(words)}`, headers: asCookie(who) });
  expect(res.status).toBe(200);
  return { total: res.body.total as number, ids: (res.body.prompts as { _id: string }[]).map((p) => p._id) };
};

describe('the typo vocabulary offers only words the viewer can read', () => {
  it('a word the viewer just saved stands for itself in their next search, though their words were kept a moment (issue #28)', async () => {
    // Not a word of Carol's yet: widened to the library's `lanterns`.
    const carol = await persona('trial');
    expect((await search(carol, 'lanternv')).ids).toContain(lanternsId);
    // Her search again: her words come from what was kept (no lookup), the same answer.
    expect((await search(carol, 'lanternv')).ids).toContain(lanternsId);
    // She saves it: now a word of hers, in one prompt, so it stands for itself and is no longer widened.
    const mine = await insertPrompt({ categoryId, authorId: carol.userId, viewable: 'private', title: 'Ledger', description: 'Private.', content: 'The lanternv ledger.' });
    const after = await search(carol, 'lanternv');
    expect(after.ids).toEqual([mine.id]);
  });

  it('a repeated search looks none of the viewer’s words up again', async () => {
    const dave = await persona('trial');
    const vocabulary = { userId: dave.userId, pro: true };
    await buildSearch('lanternt', vocabulary);
    const again = recording(await getDb());
    await buildSearch('lanternt', vocabulary, again.db);
    expect(again.statements.filter((s) => /term_candidates|from search_terms/.test(s))).toEqual([]);
  });

  it('a fold of another instance’s write drops the viewer’s kept words', async () => {
    const erin = await persona('trial');
    expect((await search(erin, 'lanterno')).ids).toContain(lanternsId);
    // Written as another instance writes: the triggers append the changes, nothing here is told.
    const db = await getDb();
    await db.execute(
      sql`insert into prompts (title, description, content, author_id, category_id, viewable) values ('Log', 'Private.', 'The lanterno log.', ${erin.userId}, ${categoryId}, 'private')`,
    );
    await foldSearchTerms(db);
    const after = await search(erin, 'lanterno');
    expect(after.ids).not.toContain(lanternsId);
    expect(after.ids).toHaveLength(1);
  });

  it('a private word of user A changes nothing in user B’s results', async () => {
    const before = await search(bob, 'lanternx');
    // The typo is widened to the shared word 'lanterns' and finds the library prompt.
    expect(before.ids).toContain(lanternsId);

    const secret = await insertPrompt({ categoryId, authorId: alice.userId, viewable: 'private', title: 'My notes', description: 'Private.', content: 'Only I know the lanternx plan.' });
    expect(await search(bob, 'lanternx')).toEqual(before);

    // Alice's own word is hers: it stands for itself in her searches and finds her prompt.
    expect((await search(alice, 'lanternx')).ids).toContain(secret.id);
  });

  it('the viewer’s own words, looked up in the same statement as the shared ones, never reach another viewer (issue #28)', async () => {
    // Alice's own word, and her search for it first: her words and the shared ones of a new word come in one statement.
    const mine = await insertPrompt({ categoryId, authorId: alice.userId, viewable: 'private', title: 'Sketches', description: 'Private.', content: 'The lanternq sketches.' });
    expect((await search(alice, 'lanternq')).ids).toContain(mine.id);
    // Bob's search of it is served from the shared words just kept: `lanternq` is no word of his, so it
    // is widened to the library's `lanterns` (were it known to him, it would stand for itself and find nothing).
    const bobs = await search(bob, 'lanternq');
    expect(bobs.ids).toContain(lanternsId);
    expect(bobs.ids).not.toContain(mine.id);
    // Alice again, the shared words from the cache and hers looked up alone.
    expect((await search(alice, 'lanternq')).ids).toContain(mine.id);
  });

  it('a word only in a pro prompt’s text is no known word for someone without pro access', async () => {
    // For the free user 'lanternz' is unknown, widened to 'lanterns': the free prompt is found, as if the pro text did not exist.
    expect((await search(free, 'lanternz')).ids).toContain(lanternsId);
    // For a pro user it is a known word and finds the pro prompt by its text.
    expect((await search(pro, 'lanternz')).ids).toEqual([proId]);
  });
});
