import { PAGINATION_WINDOW } from './constants';

// Browse Prompts state (spec P1 §4 "Browse") as pure transitions. The URL holds it; local storage
// mirrors it so a return visit restores it.

/** Browse's orders: relevance is offered while searching; without a choice the spec's order holds. */
export const PROMPT_SORTS = ['relevance', 'popular', 'newest', 'title'] as const;
export type PromptSortChoice = (typeof PROMPT_SORTS)[number];

export type BrowseFilters = {
  showOnlyMyPrompts: boolean;
  showOnlyProPrompts: boolean;
  hideProPrompts: boolean;
  showOnlyMyCategories: boolean;
  /** Only the viewer's favourites. */
  favourites: boolean;
};
export type BrowseState = BrowseFilters & {
  search: string;
  /** The chosen order; null keeps the default (relevance while searching, else most used). */
  sort: PromptSortChoice | null;
  page: number;
  categories: string[];
  userCategories: string[];
  viewMode: 'card' | 'list';
  singleCategoryMode: boolean;
};

export const DEFAULT_BROWSE: BrowseState = {
  search: '',
  sort: null,
  page: 1,
  categories: [],
  userCategories: [],
  showOnlyMyPrompts: false,
  showOnlyProPrompts: false,
  hideProPrompts: false,
  showOnlyMyCategories: false,
  favourites: false,
  viewMode: 'card',
  singleCategoryMode: true,
};

export const BROWSE_STORAGE_KEY = 'browseState';
const FILTER_KEYS = ['showOnlyMyPrompts', 'showOnlyProPrompts', 'hideProPrompts', 'showOnlyMyCategories', 'favourites'] as const;

/** A sort from the address: one of ours, and relevance only with a search. */
function parseSort(value: string | null, search: string): PromptSortChoice | null {
  const sort = PROMPT_SORTS.find((s) => s === value) ?? null;
  return sort === 'relevance' && !search ? null : sort;
}
const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

export function parseBrowseState(params: URLSearchParams, opts: { hasProAccess: boolean }): BrowseState {
  const page = Number(params.get('page'));
  const search = params.get('search') ?? '';
  const state: BrowseState = {
    search,
    sort: parseSort(params.get('sort'), search),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    categories: list(params.get('categories')),
    userCategories: list(params.get('userCategories')),
    showOnlyMyPrompts: params.get('showOnlyMyPrompts') === 'true',
    showOnlyProPrompts: params.get('showOnlyProPrompts') === 'true',
    hideProPrompts: params.get('hideProPrompts') === 'true' && params.get('showOnlyProPrompts') !== 'true',
    showOnlyMyCategories: params.get('showOnlyMyCategories') === 'true' && opts.hasProAccess,
    favourites: params.get('favourites') === 'true',
    viewMode: params.get('view') === 'list' ? 'list' : 'card',
    singleCategoryMode: params.get('single') !== '0',
  };
  if (!opts.hasProAccess) state.userCategories = [];
  return state;
}

/** The URL form: only what differs from the defaults, so links stay short. */
export function browseSearchParams(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.categories.length) params.set('categories', state.categories.join(','));
  if (state.userCategories.length) params.set('userCategories', state.userCategories.join(','));
  for (const key of FILTER_KEYS) if (state[key]) params.set(key, 'true');
  if (state.sort) params.set('sort', state.sort);
  if (state.viewMode === 'list') params.set('view', 'list');
  if (!state.singleCategoryMode) params.set('single', '0');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query for GET /api/prompts (spec P1 §7). */
export function apiQuery(state: BrowseState): string {
  const params = browseSearchParams({ ...state, viewMode: 'card', singleCategoryMode: true });
  params.set('page', String(state.page));
  return params.toString();
}

/** Any filter change resets to page 1; 'Pro only' and 'Hide pro' exclude each other; 'My Categories' needs access. */
export function toggleFilter(state: BrowseState, filter: keyof BrowseFilters, hasProAccess: boolean): BrowseState {
  const next: BrowseState = { ...state, [filter]: !state[filter], page: 1 };
  if (filter === 'showOnlyProPrompts' && next.showOnlyProPrompts) next.hideProPrompts = false;
  if (filter === 'hideProPrompts' && next.hideProPrompts) next.showOnlyProPrompts = false;
  if (!hasProAccess) next.showOnlyMyCategories = false;
  return next;
}

/** Selecting a selected category deselects it; single-category mode keeps only one. */
export function toggleCategory(state: BrowseState, id: string, isCustom: boolean): BrowseState {
  const field = isCustom ? 'userCategories' : 'categories';
  const selected = state[field].includes(id);
  if (state.singleCategoryMode) {
    return { ...state, categories: [], userCategories: [], [field]: selected ? [] : [id], page: 1 };
  }
  return { ...state, [field]: selected ? state[field].filter((c) => c !== id) : [...state[field], id], page: 1 };
}

/** Turning single-category mode on again keeps only the first selected category. */
export function setSingleCategoryMode(state: BrowseState, on: boolean): BrowseState {
  if (!on) return { ...state, singleCategoryMode: false };
  const first = state.userCategories[0] ?? state.categories[0];
  const isCustom = state.userCategories[0] !== undefined;
  return {
    ...state,
    singleCategoryMode: true,
    categories: first && !isCustom ? [first] : [],
    userCategories: first && isCustom ? [first] : [],
    page: 1,
  };
}

export function setSearch(state: BrowseState, search: string): BrowseState {
  const next = { ...state, search: search.trim().slice(0, 200), page: 1 };
  // Relevance means something only while searching.
  if (!next.search && next.sort === 'relevance') next.sort = null;
  return next;
}

/** A new order starts at page 1; choosing the default order clears the choice. */
export function setSort(state: BrowseState, sort: PromptSortChoice): BrowseState {
  const isDefault = state.search ? sort === 'relevance' : sort === 'popular';
  return { ...state, sort: isDefault ? null : sort, page: 1 };
}

/** The order in effect, as the sort menu shows it. */
export const effectiveSort = (state: BrowseState): PromptSortChoice => state.sort ?? (state.search ? 'relevance' : 'popular');

/** The sort menu's choices: relevance only while searching. */
export const SORT_LABELS: Record<PromptSortChoice, string> = { relevance: 'Relevance', popular: 'Most used', newest: 'Newest', title: 'A–Z' };
export const sortChoices = (state: BrowseState): PromptSortChoice[] => (state.search ? [...PROMPT_SORTS] : PROMPT_SORTS.filter((s) => s !== 'relevance'));

export const clampPage = (page: number, totalPages: number): number => Math.min(Math.max(1, page), Math.max(1, totalPages));

/** The window of at most 5 page buttons around the current page. */
export function paginationWindow(current: number, totalPages: number, size = PAGINATION_WINDOW): number[] {
  const total = Math.max(1, totalPages);
  const half = Math.floor(size / 2);
  let start = Math.max(1, clampPage(current, total) - half);
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** How many prompts a list holds: '1 prompt', '12 prompts', '1,000+ prompts' (it said '1 prompts'). */
export const countLabel = (data: { total: number; totalCapped?: boolean }): string =>
  `${data.total.toLocaleString('en-US')}${data.totalCapped ? '+' : ''} ${data.total === 1 && !data.totalCapped ? 'prompt' : 'prompts'}`;
