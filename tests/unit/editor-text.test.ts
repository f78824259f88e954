import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentStats, insertAt, listParameter, placeholderSnippet } from '@/lib/editor-text';
import { parsePlaceholders } from '@/lib/placeholders';
import { moveCategory, parseCategorySort, sortCategories } from '@/lib/category-sort';

describe('editor text edits', () => {
  it('inserts at the cursor or over the selection, cursor after the snippet', () => {
    expect(insertAt('Hello world', 6, 6, '!<Name>! ')).toEqual({ text: 'Hello !<Name>! world', cursor: 15 });
    expect(insertAt('Hello world', 6, 11, 'there')).toEqual({ text: 'Hello there', cursor: 11 });
    expect(insertAt('abc', 99, 120, 'd')).toEqual({ text: 'abcd', cursor: 4 });
    expect(insertAt('abc', -5, 1, 'x')).toEqual({ text: 'xbc', cursor: 1 });
  });

  it('never loses text around the insertion', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), fc.string(), (text, a, b, snippet) => {
        const { text: out, cursor } = insertAt(text, a, b, snippet);
        const from = Math.min(a, text.length);
        expect(out.startsWith(text.slice(0, from))).toBe(true);
        expect(out.slice(cursor - snippet.length, cursor)).toBe(snippet);
      }),
    );
  });

  it('writes each of the four forms so the engine reads it back as that kind', () => {
    for (const kind of ['angle', 'curly', 'caret', 'pipe'] as const) {
      const [p] = parsePlaceholders(`Before ${placeholderSnippet(kind, kind === 'pipe' ? 'a, b' : 'Label')} after`);
      expect(p?.kind).toBe(kind);
    }
  });

  it('builds a list parameter from comma options: trimmed, empties dropped (spec P1 §5)', () => {
    expect(listParameter(' formal ,friendly,, playful ,')).toBe('!|formal, friendly, playful|!');
    expect(listParameter(' , ,')).toBeNull();
    expect(listParameter('')).toBeNull();
    expect(parsePlaceholders(listParameter('short, long')!)[0]).toMatchObject({ kind: 'pipe', options: ['short', 'long'] });
  });

  it('counts characters, words and parameters', () => {
    expect(contentStats('  two  words \n', 3)).toEqual({ characters: 14, words: 2, parameters: 3 });
    expect(contentStats('   ', 0).words).toBe(0);
  });
});

describe('custom category order', () => {
  const list = [
    { _id: 'a', name: 'beta', order: 1, promptCount: 5, createdAt: '2026-01-03T00:00:00Z' },
    { _id: 'b', name: 'Alpha', order: 2, promptCount: 0, createdAt: '2026-01-01T00:00:00Z' },
    { _id: 'c', name: 'gamma', order: 3, promptCount: 5, createdAt: '2026-01-02T00:00:00Z' },
  ];
  const ids = (l: { _id: string }[]) => l.map((c) => c._id).join('');

  it('sorts by order, created, prompt count and name, both ways; ties keep the user order', () => {
    expect(ids(sortCategories(list, { field: 'order', direction: 'asc' }))).toBe('abc');
    expect(ids(sortCategories(list, { field: 'order', direction: 'desc' }))).toBe('cba');
    expect(ids(sortCategories(list, { field: 'created', direction: 'asc' }))).toBe('bca');
    expect(ids(sortCategories(list, { field: 'promptCount', direction: 'desc' }))).toBe('acb');
    expect(ids(sortCategories(list, { field: 'name', direction: 'asc' }))).toBe('bac');
  });

  it('reads a stored sort defensively', () => {
    expect(parseCategorySort({ field: 'name', direction: 'desc' })).toEqual({ field: 'name', direction: 'desc' });
    expect(parseCategorySort('junk')).toEqual({ field: 'order', direction: 'asc' });
    expect(parseCategorySort({ field: 'color', direction: 'up' })).toEqual({ field: 'order', direction: 'asc' });
  });

  it('moves one category and numbers every one from 1', () => {
    const moved = moveCategory(list, 'c', 'a')!;
    expect(ids(moved.list)).toBe('cab');
    expect(moved.orders).toEqual([
      { id: 'c', order: 1 },
      { id: 'a', order: 2 },
      { id: 'b', order: 3 },
    ]);
    expect(moveCategory(list, 'a', 'a')).toBeNull();
    expect(moveCategory(list, 'x', 'a')).toBeNull();
  });
});
