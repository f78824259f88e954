import { describe, expect, it } from 'vitest';
import { ensureCategories } from '@/models/categories';
import { insertPrompt } from '@/models/prompts';
import { buildSearchQuery } from '@/models/prompt-search';
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
