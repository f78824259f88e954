import type { GridSort } from '@/lib/dto/admin';

// The admin grid's state and its query string (GET /api/prompts/grid), pure so it is tested alone.

export type GridFilters = {
  title: string;
  description: string;
  author: string;
  authorId: string;
  category: string;
  approved: '' | 'true' | 'false';
  accessLevel: '' | 'free' | 'pro';
  awaitingApproval: boolean;
};
export type GridState = { filters: GridFilters; sort: GridSort; sortDirection: 'asc' | 'desc'; page: number };

export const EMPTY_FILTERS: GridFilters = { title: '', description: '', author: '', authorId: '', category: '', approved: '', accessLevel: '', awaitingApproval: false };
export const INITIAL_GRID: GridState = { filters: EMPTY_FILTERS, sort: 'createdAt', sortDirection: 'desc', page: 1 };

/** Only the filters that are set (spec P1 §7 sends non-empty grid filters), and the dashboard's period (spec P2 §3). */
export function gridQueryString(state: GridState, period?: string): string {
  const params = new URLSearchParams();
  if (period) params.set('period', period);
  for (const [key, value] of Object.entries(state.filters)) {
    if (value === '' || value === false) continue;
    params.set(key, String(value));
  }
  params.set('sort', state.sort);
  params.set('sortDirection', state.sortDirection);
  params.set('page', String(state.page));
  return params.toString();
}

/** Clicking a header: the active column flips its direction; another column starts ascending. */
export function toggleSort(state: GridState, column: GridSort): GridState {
  const sortDirection = state.sort === column ? (state.sortDirection === 'asc' ? 'desc' : 'asc') : 'asc';
  return { ...state, sort: column, sortDirection, page: 1 };
}

/** The moderation shortcut: public prompts not yet approved, oldest first (what waits longest on top). */
export const awaitingApproval = (state: GridState, on: boolean): GridState => ({
  filters: { ...state.filters, awaitingApproval: on },
  ...(on ? { sort: 'createdAt' as const, sortDirection: 'asc' as const } : { sort: INITIAL_GRID.sort, sortDirection: INITIAL_GRID.sortDirection }),
  page: 1,
});

/** A filter changed: back to the first page. */
export const withFilter = (state: GridState, changes: Partial<GridFilters>): GridState => ({ ...state, filters: { ...state.filters, ...changes }, page: 1 });
