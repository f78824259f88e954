'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { FileSearch, LayoutGrid, List, Plus, Search, SlidersHorizontal } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { usePrompts } from '@/hooks/queries/prompts';
import { useSignUpWhenSessionEnds } from '@/hooks/queries/user';
import {
  apiQuery,
  BROWSE_STORAGE_KEY,
  DEFAULT_BROWSE,
  browseSearchParams,
  countLabel,
  parseBrowseState,
  effectiveSort,
  setSearch,
  setSingleCategoryMode,
  setSort,
  SORT_LABELS,
  sortChoices,
  toggleCategory,
  toggleFilter,
  type BrowseFilters,
  type BrowseState,
  type PromptSortChoice,
} from '@/lib/browse-state';
import { MESSAGES, PROMPT_MESSAGES } from '@/lib/constants';
import { canCreatePrompt, canManagePrompt, type Viewer } from '@/lib/permissions';
import { readStorage, writeStorage } from '@/hooks/use-local-storage';
import { usePromptActions } from '@/hooks/use-prompt-actions';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/components/ui/cn';
import { PromptCard } from '../prompt-card';
import { PromptDialogs } from '../prompt-dialogs';
import { CategorySidebar } from './category-sidebar';
import { Pagination } from './pagination';
import type { PromptListAnswer } from '@/lib/dto/prompts';

const FILTER_LABELS: [keyof BrowseFilters, string][] = [
  ['showOnlyMyPrompts', 'Only my prompts'],
  ['showOnlyProPrompts', 'Only pro'],
  ['hideProPrompts', 'Hide pro'],
  ['showOnlyMyCategories', 'Only my categories'],
  ['favourites', 'Favourites'],
];

function listErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status >= 500 ? MESSAGES.promptsServerError : error.message || MESSAGES.promptsFetchDefault;
  return MESSAGES.promptsFetchDefault;
}

/** `initial` is the first page as the server rendered it, for the query in the address it was asked with. */
/** '1,234', or '1,000+' when a search matched more than it counts (docs/library.md, Search at scale). */

export function BrowsePrompts({ viewer, initial }: { viewer: Viewer; initial?: { query: string; data: PromptListAnswer } }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const hasProAccess = viewer.canAccessProFeatures;
  const fromUrl = useMemo(() => parseBrowseState(new URLSearchParams(params.toString()), { hasProAccess }), [params, hasProAccess]);
  // Local copy for an instant response; the URL (back button, shared links) stays the source.
  const [state, setState] = useState(fromUrl);
  // A new address (back button, a link) replaces the local copy, during render rather than in an effect.
  const [seenUrl, setSeenUrl] = useState(fromUrl);
  if (seenUrl !== fromUrl) {
    setSeenUrl(fromUrl);
    setState(fromUrl);
  }
  const searchRef = useRef<HTMLInputElement>(null);
  const [pendingDelete, setPendingDelete] = useState<{ id: string; title: string } | null>(null);
  // Below 768 px the categories live in a sheet, so search and results come first (DESIGN.md).
  const [sheetOpen, setSheetOpen] = useState(false);
  const actions = usePromptActions({ afterDelete: () => setPendingDelete(null) });

  // A return visit without a query restores the last browse state (spec P1 §3 local storage).
  useEffect(() => {
    if (params.toString()) return;
    const stored = readStorage<Record<string, string> | null>(BROWSE_STORAGE_KEY, null);
    if (stored && typeof stored === 'object') {
      const restored = browseSearchParams(parseBrowseState(new URLSearchParams(stored), { hasProAccess })).toString();
      if (restored) window.history.replaceState(null, '', `${pathname}?${restored}`);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival
  }, []);

  // '/' focuses the search (DESIGN.md keyboard).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (e.key === '/' && !['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) {
        e.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  function go(next: BrowseState) {
    setState(next);
    const qs = browseSearchParams(next);
    writeStorage(BROWSE_STORAGE_KEY, Object.fromEntries(qs.entries()));
    // Next keeps useSearchParams in step with the History API, without a server round trip.
    window.history.pushState(null, '', qs.toString() ? `${pathname}?${qs}` : pathname);
  }

  const query = usePrompts(apiQuery(state), initial);
  const data = query.data;
  // A session that ends while here goes to sign in and back (spec P1 §8), not to a Try Again that cannot work.
  const sessionGone = useSignUpWhenSessionEnds(query.error);

  // The server clamps the page; keep the URL in step with the page it answered.
  useEffect(() => {
    // go() also writes the address and local storage: an effect on the answer is the place for it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (data && data.currentPage !== state.page) go({ ...state, page: data.currentPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to the answer only
  }, [data?.currentPage]);

  const sidebar = (
    <CategorySidebar
      selected={state.categories}
      selectedCustom={state.userCategories}
      singleCategoryMode={state.singleCategoryMode}
      hasProAccess={hasProAccess}
      onToggle={(id, isCustom) => go(toggleCategory(state, id, isCustom))}
      onSingleMode={(on) => go(setSingleCategoryMode(state, on))}
    />
  );
  const chosenCategories = state.categories.length + state.userCategories.length;
  const filtered = chosenCategories > 0 || FILTER_LABELS.some(([key]) => state[key]);
  // Paging lands at the top of the new page, not at the bottom where the pager was.
  const toPage = (page: number) => {
    go({ ...state, page });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      <aside className="hidden md:sticky md:top-24 md:block md:self-start">
        {sidebar}
      </aside>
      <div className="min-w-0 space-y-5">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="mr-auto text-2xl font-semibold">Browse Prompts</h1>
          {canCreatePrompt(viewer) ? (
            <Link href="/unified-editor" className={buttonClasses()}>
              <Plus className="size-4" aria-hidden /> Create Prompt
            </Link>
          ) : (
            <Link href="/pricing" className={buttonClasses('secondary')}>
              Upgrade to Create
            </Link>
          )}
        </div>
        {viewer.isTrialActive && !viewer.isCurrent && (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
            {MESSAGES.trialDaysLeft(viewer.trialDaysRemaining)}
          </p>
        )}
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            go(setSearch(state, String(new FormData(e.currentTarget).get('search') ?? '')));
          }}
        >
          <label htmlFor="prompt-search" className="sr-only">
            Search prompts
          </label>
          <Input id="prompt-search" ref={searchRef} name="search" key={state.search} defaultValue={state.search} placeholder="Search prompts…  (press / )" maxLength={200} />
          <Button type="submit" variant="secondary">
            <Search className="size-4" aria-hidden /> Search
          </Button>
        </form>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
            <legend className="sr-only">Filters</legend>
            {FILTER_LABELS.map(([key, label]) => {
              const disabled = key === 'showOnlyMyCategories' && !hasProAccess;
              return (
                <label key={key} className={cn('flex items-center gap-2 text-sm', disabled && 'opacity-50')}>
                  <input type="checkbox" checked={state[key]} disabled={disabled} onChange={() => go(toggleFilter(state, key, hasProAccess))} />
                  {label}
                </label>
              );
            })}
          </fieldset>
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor="prompt-sort" className="text-muted-foreground">
              Sort by
            </label>
            <select
              id="prompt-sort"
              value={effectiveSort(state)}
              onChange={(e) => go(setSort(state, e.target.value as PromptSortChoice))}
              className="h-9 rounded-md border border-border bg-background px-2 text-sm text-foreground"
            >
              {sortChoices(state).map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" size="sm" className="md:hidden" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
            <SlidersHorizontal className="size-4" aria-hidden />
            Categories{chosenCategories > 0 ? ` (${chosenCategories})` : ''}
          </Button>
          <div className="ml-auto flex rounded-md border border-border p-0.5" role="group" aria-label="View">
            {(['card', 'list'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={state.viewMode === mode}
                aria-label={mode === 'card' ? 'Card view' : 'List view'}
                onClick={() => go({ ...state, viewMode: mode })}
                className={cn('inline-flex size-9 items-center justify-center rounded', state.viewMode === mode ? 'bg-muted text-foreground' : 'text-muted-foreground')}
              >
                {mode === 'card' ? <LayoutGrid className="size-4" /> : <List className="size-4" />}
              </button>
            ))}
          </div>
        </div>

        {query.isPending || sessionGone ? (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading prompts">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="h-48 animate-pulse rounded-lg bg-muted" />
            ))}
          </ul>
        ) : query.isError ? (
          <div role="alert" className="rounded-lg border border-border bg-card p-10 text-center">
            <p className="text-red-600">{listErrorMessage(query.error)}</p>
            <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
              {MESSAGES.tryAgain}
            </Button>
          </div>
        ) : data && data.prompts.length === 0 ? (
          <div className="rounded-lg border border-dashed border-border p-12 text-center">
            <FileSearch className="mx-auto size-8 text-muted-foreground" aria-hidden />
            <p className="mt-3 text-muted-foreground">
              {state.favourites && !state.search ? PROMPT_MESSAGES.noFavourites : state.showOnlyMyPrompts ? MESSAGES.noOwnPrompts : MESSAGES.noPrompts}
            </p>
            <div className="mt-4 flex flex-wrap justify-center gap-2">
              {state.search && (
                <Button variant="secondary" onClick={() => go(setSearch(state, ''))}>
                  Clear search
                </Button>
              )}
              {filtered && (
                <Button variant="secondary" onClick={() => go({ ...DEFAULT_BROWSE, search: state.search, viewMode: state.viewMode })}>
                  Reset filters
                </Button>
              )}
              {canCreatePrompt(viewer) && state.showOnlyMyPrompts && (
                <Link href="/unified-editor" className={buttonClasses('primary', 'md')}>
                  Create Prompt
                </Link>
              )}
            </div>
          </div>
        ) : (
          data && (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {countLabel(data)}
              </p>
              <ul className={cn(state.viewMode === 'card' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'space-y-3', query.isFetching && 'opacity-70')}>
                {data.prompts.map((p) => (
                  <li key={p._id}>
                    <PromptCard
                      prompt={p}
                      layout={state.viewMode}
                      isOwn={p.author?._id === viewer.id}
                      trialDaysLeft={viewer.isTrialActive && !viewer.isCurrent ? viewer.trialDaysRemaining : undefined}
                      canManage={canManagePrompt(viewer, { authorId: p.author?._id ?? null })}
                      onDelete={() => {
                        setPendingDelete({ id: p._id, title: p.title });
                        actions.setDialog({ kind: 'delete' });
                      }}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={data.currentPage} totalPages={data.totalPages} onPage={toPage} />
            </>
          )
        )}
      </div>
      <Dialog open={sheetOpen} onClose={() => setSheetOpen(false)} title="Categories" className="w-[min(24rem,calc(100vw-2rem))]">
        {/* Mounted only while open: the sidebar beside the list is hidden on a phone, never doubled. */}
        {sheetOpen && sidebar}
        <Button className="mt-4 w-full" onClick={() => setSheetOpen(false)}>
          {data ? `Show ${countLabel(data)}` : 'Show prompts'}
        </Button>
      </Dialog>
      <PromptDialogs
        dialog={actions.dialog}
        onClose={() => {
          actions.close();
          setPendingDelete(null);
        }}
        title={pendingDelete?.title ?? ''}
        busy={actions.busy}
        deleteMessage={PROMPT_MESSAGES.listDeleteConfirm(pendingDelete?.title ?? '')}
        onDelete={() => pendingDelete && void actions.deletePrompt(pendingDelete.id)}
        onClone={() => {}}
      />
    </div>
  );
}
