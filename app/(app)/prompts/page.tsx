import { Suspense } from 'react';
import { guardPage } from '@/lib/page-guard';
import { apiQuery, parseBrowseState } from '@/lib/browse-state';
import { listPromptsForViewer } from '@/lib/services/prompts';
import { BrowsePrompts } from '@/components/prompts/browse/browse-prompts';

export const metadata = { title: 'Browse Prompts' };

type SearchParams = Record<string, string | string[] | undefined>;

function toSearchParams(raw: SearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) for (const v of [value ?? []].flat()) params.append(key, v);
  return params;
}

export default async function PromptsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const viewer = await guardPage('signedIn', '/prompts');
  // The first page renders with its prompts; the client takes over for filters and paging.
  const state = parseBrowseState(toSearchParams(await searchParams), { hasProAccess: viewer.canAccessProFeatures });
  const query = apiQuery(state);
  const first = await listPromptsForViewer(viewer, Object.fromEntries(new URLSearchParams(query)));
  return (
    <Suspense>
      <BrowsePrompts viewer={viewer} initial={first.ok ? { query, data: first.data } : undefined} />
    </Suspense>
  );
}
