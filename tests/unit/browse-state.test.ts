import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  browseSearchParams,
  clampPage,
  countLabel,
  DEFAULT_BROWSE,
  paginationWindow,
  parseBrowseState,
  setSearch,
  setSingleCategoryMode,
  toggleCategory,
  toggleFilter,
} from '@/lib/browse-state';

const on = (overrides = {}) => ({ ...DEFAULT_BROWSE, page: 4, ...overrides });

describe('browse state (spec P1 §4)', () => {
  it('any filter, search or category change resets to page 1', () => {
    expect(toggleFilter(on(), 'showOnlyMyPrompts', true).page).toBe(1);
    expect(setSearch(on(), 'email').page).toBe(1);
    expect(toggleCategory(on(), 'c1', false).page).toBe(1);
  });
  it("'Pro only' and 'Hide pro' are mutually exclusive", () => {
    const pro = toggleFilter(on(), 'showOnlyProPrompts', true);
    const hide = toggleFilter(pro, 'hideProPrompts', true);
    expect([hide.showOnlyProPrompts, hide.hideProPrompts]).toEqual([false, true]);
    const back = toggleFilter(hide, 'showOnlyProPrompts', true);
    expect([back.showOnlyProPrompts, back.hideProPrompts]).toEqual([true, false]);
  });
  it("'My Categories' is reset when the user lacks pro, trial or admin access", () => {
    expect(toggleFilter(on(), 'showOnlyMyCategories', false).showOnlyMyCategories).toBe(false);
    expect(toggleFilter(on(), 'showOnlyMyCategories', true).showOnlyMyCategories).toBe(true);
    expect(parseBrowseState(new URLSearchParams('showOnlyMyCategories=true&userCategories=u1'), { hasProAccess: false })).toMatchObject({
      showOnlyMyCategories: false,
      userCategories: [],
    });
  });
  it('single-category mode is on by default and allows one category; selecting it again deselects', () => {
    const one = toggleCategory(on(), 'a', false);
    const other = toggleCategory(one, 'b', false);
    expect(other.categories).toEqual(['b']);
    expect(toggleCategory(other, 'b', false).categories).toEqual([]);
    expect(toggleCategory(other, 'u1', true)).toMatchObject({ categories: [], userCategories: ['u1'] });
  });
  it('turning single mode off allows several; turning it on again keeps the first', () => {
    let s = setSingleCategoryMode(on(), false);
    s = toggleCategory(toggleCategory(toggleCategory(s, 'a', false), 'b', false), 'c', false);
    expect(s.categories).toEqual(['a', 'b', 'c']);
    expect(setSingleCategoryMode(s, true).categories).toEqual(['a']);
  });
  it('round-trips through the URL, and the API query carries the spec parameter names', () => {
    const state = { ...DEFAULT_BROWSE, search: 'cold email', categories: ['a', 'b'], hideProPrompts: true, viewMode: 'list' as const, page: 3 };
    expect(parseBrowseState(browseSearchParams(state), { hasProAccess: true })).toEqual(state);
    expect(apiQuery(state)).toBe('search=cold+email&categories=a%2Cb&hideProPrompts=true&page=3');
  });
  it('clamps the page and shows a window of at most 5 page buttons', () => {
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(0, 4)).toBe(1);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('countLabel', () => {
  it('says "1 prompt", not "1 prompts"', () => {
    expect(countLabel({ total: 1 })).toBe('1 prompt');
    expect(countLabel({ total: 0 })).toBe('0 prompts');
    expect(countLabel({ total: 1234 })).toBe('1,234 prompts');
    expect(countLabel({ total: 1000, totalCapped: true })).toBe('1,000+ prompts');
  });
});
