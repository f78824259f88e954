import { describe, expect, it } from 'vitest';
import { ensureCategories } from '@/models/categories';
import { insertPrompt, listPromptRows } from '@/models/prompts';
import { buildSearch, buildSearchQuery, SEARCH_TUNING, tuneSearch } from '@/models/prompt-search';
import { persona } from '../factories';
import { createCache } from '@/lib/cache';
import { restrictToWeights } from '@/models/prompt-rows';

// What a person types becomes a to_tsquery expression (models/prompt-search.ts). The ranked plans are
// checked on a large library in search-at-scale.test.ts, and whose words may stand in for a typo in
// search-vocabulary.test.ts.

describe('the words of a search as a query', () => {
  it('the last word also matches as a prefix, the others as whole words', async () => {
    expect(await buildSearchQuery('tidy notes')).toBe('(tidy) & (notes:*)');
  });

  it('keeps letters and digits only, drops one-letter words, and takes a repeated word once', async () => {
    expect(await buildSearchQuery("a it's C++ it, x2")).toBe('(it) & (x2:*)');
  });

  it('answers null when nothing searchable is left', async () => {
    expect(await buildSearchQuery('')).toBeNull();
    expect(await buildSearchQuery('! ? a - b')).toBeNull();
  });

  it('takes the first six words', async () => {
    expect(await buildSearchQuery('aa bb cc dd ee ff gg hh')).toBe('(aa) & (bb) & (cc) & (dd) & (ee) & (ff:*)');
  });

  it('widens an unknown word to its closest known ones, and lets a known word stand for itself', async () => {
    const categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
    await insertPrompt({ categoryId, approved: true, viewable: 'public', accessLevel: 'free', title: 'Marmalade recipes', description: 'Breakfast.', content: 'Make !<Fruit>! marmalade.' });
    expect(await buildSearchQuery('marmalade')).toBe('(marmalade:*)');
    const typo = await buildSearchQuery('marmelade breakfast');
    expect(typo).toMatch(/^\(marmelade \| [^)]*marmalade[^)]*\) & \(breakfast:\*\)$/);
  });
});

describe('a query restricted to some weights', () => {
  it('matches each term in the title only (A), or in title and description (AB), prefixes kept', () => {
    expect(restrictToWeights('(email | emails) & (brief:*)', 'A')).toBe('(email:A | emails:A) & (brief:*A)');
    expect(restrictToWeights('(email) & (brief:*)', 'AB')).toBe('(email:AB) & (brief:*AB)');
  });
});

describe('a rare word beside a common prefix', () => {
  // The index looks for the rare words alone and each row is checked for the prefix (buildSearch's
  // indexTsQuery): the GIN index gathers every match of a prefix before it can intersect. The thresholds
  // are lowered to this library's size.
  it('finds what the whole query finds, and counts words by their stem, as the index matches them', async () => {
    const categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
    const shared = { categoryId, approved: true, viewable: 'public' as const, accessLevel: 'free' as const, description: 'A note.' };
    for (let i = 0; i < 30; i++) await insertPrompt({ ...shared, title: `Briefing ${i}`, content: `Zorbing day ${i}.` });
    const briefed = await insertPrompt({ ...shared, title: 'Quokka briefing', content: 'Where the quokka sleeps.' });
    await insertPrompt({ ...shared, title: 'Quokka diary', content: 'A day with the quokka.' });
    await insertPrompt({ ...shared, title: 'Zorb once', content: 'Zorb.' });
    const viewer = await persona('trial');
    const list = async (search: string) => {
      const built = (await buildSearch(search))!;
      const page = await listPromptRows({ viewerId: viewer.userId, viewerIsAdmin: false, page: 1, pageSize: 50, ...built });
      return { built, ids: page.rows.map((r) => r.id), total: page.total };
    };
    const before = { ...SEARCH_TUNING };
    try {
      tuneSearch({ indexAloneDocs: 5, prefixCostlyDocs: 20 });
      const rare = await list('quokka bri');
      expect(rare.built.indexTsQuery).toBe('(quokka)');
      expect(rare.ids).toEqual([briefed.id]);
      expect(rare.total).toBe(1);
      // `zorb` as typed is in one prompt, its stem in 31 (`zorbing`): not rare to the index.
      expect((await list('zorb bri')).built.indexTsQuery).toBeUndefined();
      // The same answers without it.
      tuneSearch({ indexAloneDocs: 0 });
      const whole = await list('quokka bri');
      expect(whole.built.indexTsQuery).toBeUndefined();
      expect(whole.ids).toEqual(rare.ids);
      expect(whole.total).toBe(rare.total);
    } finally {
      tuneSearch(before);
    }
  });
});

describe('the total of a search with few matches', () => {
  // A page that is not full is the last one: its total is what comes before it and on it, and the
  // count is not asked (issue #28). A full page still asks it; every page answers the same total.
  it('is the same on every page, full or not, and for a page past the end', async () => {
    const categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
    const shared = { categoryId, approved: true, viewable: 'public' as const, accessLevel: 'free' as const, description: 'A note.' };
    for (let i = 0; i < 17; i++) await insertPrompt({ ...shared, title: `Xylograph ${i}`, content: `Carve the xylograph block ${i}.` });
    for (let i = 0; i < 3; i++) await insertPrompt({ ...shared, title: `Quillwort ${i}`, content: `The quillwort pond ${i}.` });
    const viewer = await persona('trial');
    const page = async (search: string, n: number, pageSize = 12) =>
      listPromptRows({ viewerId: viewer.userId, viewerIsAdmin: false, page: n, pageSize, ...(await buildSearch(search))! });
    const first = await page('xylograph', 1);
    expect([first.rows.length, first.total]).toEqual([12, 17]);
    const second = await page('xylograph', 2);
    expect([second.rows.length, second.total]).toEqual([5, 17]);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(17);
    const past = await page('xylograph', 3);
    expect([past.rows.length, past.total]).toEqual([0, 17]);
    expect(await page('xylograph', 2, 10)).toMatchObject({ total: 17 });
    const few = await page('quillwort', 1);
    expect([few.rows.length, few.total]).toEqual([3, 3]);
    const none = await page('zzyzxq', 1);
    expect([none.rows.length, none.total]).toEqual([0, 0]);
  });
});

describe('the typo vocabulary kept for a minute', () => {
  // A word's shared candidates and the library's count are kept in one cache (models/prompt-search.ts).
  it('when only the library count expired, the words are not looked up again (second read of #28)', async () => {
    const categoryId = (await ensureCategories(['Writing'])).get('Writing')!.id;
    await insertPrompt({ categoryId, approved: true, viewable: 'public', accessLevel: 'free', title: 'Tamarind chutney', description: 'A condiment.', content: 'Tamarind and !<Spice>!.' });
    const viewer = await persona('trial');
    const vocabulary = { userId: viewer.userId, pro: true };
    const before = await buildSearch('tamarnd chutney', vocabulary);
    const cache = createCache<unknown[]>({ name: 'search-alternatives', max: 5000, ttlMs: 60_000 });
    const kept = cache.get('pro:tamarnd');
    expect(kept).toBeDefined();
    cache.delete('library');
    expect(await buildSearch('tamarnd chutney', vocabulary)).toEqual(before);
    // The same entry, not one looked up afresh; the library's count is back.
    expect(cache.get('pro:tamarnd')).toBe(kept);
    expect(cache.get('library')).toBeDefined();
  });
});
