import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentStats, insertAt, listParameter, placeholderSnippet, TAB_TRAP_ON, tabHint, tabKeyAction, type KeyPress, type TabTrap } from '@/lib/editor-text';
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

describe('Tab in the content box (WCAG 2.1.2)', () => {
  const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...mods });
  const run = (keys: KeyPress[], start: TabTrap = TAB_TRAP_ON) => {
    let trap = start;
    const indents: boolean[] = [];
    for (const key of keys) {
      const out = tabKeyAction(trap, key);
      trap = out.trap;
      indents.push(out.indent);
    }
    return { trap, indents };
  };

  it('Tab inserts two spaces by default (spec P1 §5), and keeps doing so', () => {
    expect(run([press('Tab'), press('Tab')]).indents).toEqual([true, true]);
    expect(tabKeyAction(TAB_TRAP_ON, press('Tab')).handled).toBe(true);
  });

  it('Escape then Tab moves focus on once; the next Tab in the box indents again', () => {
    const { indents } = run([press('Escape'), press('Tab'), press('Tab')]);
    expect(indents).toEqual([false, false, true]);
    expect(tabKeyAction({ trapping: true, escaped: true }, press('Tab')).handled).toBe(false);
  });

  it('a key typed between Escape and Tab cancels the way out; Shift held alone does not', () => {
    expect(run([press('Escape'), press('a'), press('Tab')]).indents).toEqual([false, false, true]);
    expect(run([press('Escape'), press('Shift'), press('Tab')]).indents).toEqual([false, false, false]);
  });

  it('Ctrl+M turns Tab-trapping off and on, and the hint says which', () => {
    const off = run([press('m', { ctrlKey: true }), press('Tab')]);
    expect(off.trap.trapping).toBe(false);
    expect(off.indents).toEqual([false, false]);
    expect(tabKeyAction(TAB_TRAP_ON, press('M', { ctrlKey: true })).handled).toBe(true);
    expect(run([press('m', { ctrlKey: true }), press('m', { ctrlKey: true }), press('Tab')]).indents).toEqual([false, false, true]);
    expect(tabHint(true)).toContain('Escape then Tab');
    expect(tabHint(false)).toContain('Tab moves focus');
  });

  it('Shift+Tab and Tab with a modifier are left to the browser', () => {
    expect(tabKeyAction(TAB_TRAP_ON, press('Tab', { shiftKey: true }))).toMatchObject({ indent: false, handled: false });
    expect(tabKeyAction(TAB_TRAP_ON, press('Tab', { ctrlKey: true }))).toMatchObject({ indent: false, handled: false });
  });
});
