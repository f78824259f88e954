import { describe, expect, it } from 'vitest';
import { apiQuery, browseSearchParams, DEFAULT_BROWSE, effectiveSort, parseBrowseState, setSearch, setSort, sortChoices, toggleFilter } from '@/lib/browse-state';

// Browse's sort and Favourites filter live in the address like the rest of its state.
const parse = (query: string) => parseBrowseState(new URLSearchParams(query), { hasProAccess: false });

describe('Browse sort and Favourites', () => {
  it('the default order is kept out of the address: most used without a search, relevance with one', () => {
    expect(effectiveSort(DEFAULT_BROWSE)).toBe('popular');
    expect(effectiveSort({ ...DEFAULT_BROWSE, search: 'email' })).toBe('relevance');
    expect(setSort(DEFAULT_BROWSE, 'popular').sort).toBeNull();
    expect(setSort({ ...DEFAULT_BROWSE, search: 'email' }, 'relevance').sort).toBeNull();
    expect(browseSearchParams(setSort(DEFAULT_BROWSE, 'popular')).toString()).toBe('');
  });

  it('a chosen order goes into the address and the API query, and back; a new order starts at page 1', () => {
    const sorted = setSort({ ...DEFAULT_BROWSE, page: 3 }, 'title');
    expect(sorted).toMatchObject({ sort: 'title', page: 1 });
    expect(browseSearchParams(sorted).get('sort')).toBe('title');
    expect(new URLSearchParams(apiQuery(sorted)).get('sort')).toBe('title');
    expect(parse('sort=newest&page=2')).toMatchObject({ sort: 'newest', page: 2 });
  });

  it('relevance is offered and kept only while searching; an unknown sort is ignored', () => {
    expect(sortChoices(DEFAULT_BROWSE)).toEqual(['popular', 'newest', 'title']);
    expect(sortChoices({ ...DEFAULT_BROWSE, search: 'x' })).toEqual(['relevance', 'popular', 'newest', 'title']);
    expect(parse('sort=relevance').sort).toBeNull();
    expect(parse('sort=relevance&search=email').sort).toBe('relevance');
    expect(parse('sort=random').sort).toBeNull();
    expect(setSearch({ ...DEFAULT_BROWSE, search: 'email', sort: 'relevance' }, '').sort).toBeNull();
    expect(setSearch({ ...DEFAULT_BROWSE, search: 'email', sort: 'newest' }, '').sort).toBe('newest');
  });

  it('Favourites is a filter: in the address, the API query, and back to page 1', () => {
    const on = toggleFilter({ ...DEFAULT_BROWSE, page: 4 }, 'favourites', false);
    expect(on).toMatchObject({ favourites: true, page: 1 });
    expect(browseSearchParams(on).get('favourites')).toBe('true');
    expect(new URLSearchParams(apiQuery(on)).get('favourites')).toBe('true');
    expect(parse('favourites=true').favourites).toBe(true);
    expect(parse('').favourites).toBe(false);
  });
});
