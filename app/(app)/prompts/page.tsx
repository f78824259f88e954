import { guardPage } from '@/lib/page-guard';
import { apiQuery, parseBrowseState } from '@/lib/browse-state';
import { listPrompts } from '@/lib/services/prompts';
import { BrowsePrompts } from '@/components/prompts/islands';

export const metadata = { title: 'Browse Prompts' };

type SearchParams = Record<string, string | string[] | undefined>;

function toSearchParams(raw: SearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) for (const v of [value ?? []].flat()) params.append(key, v);
  return params;
}

export default async function PromptsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = toSearchParams(await searchParams);
  // Signed out, the return address keeps the filters and the page asked for.
  const viewer = await guardPage('signedIn', params.size ? `/prompts?${params}` : '/prompts');
  // The first page renders with its prompts; the client takes over for filters and paging.
  const state = parseBrowseState(params, { hasProAccess: viewer.canAccessProFeatures });
  const query = apiQuery(state);
  const first = await listPrompts(viewer, Object.fromEntries(new URLSearchParams(query)));
  // No Suspense boundary of its own: the cards are part of the first HTML the browser paints. A
  // boundary here streamed them after the shell, and React reveals streamed content 300 ms after the
  // first paint at the earliest (LCP). The page reads the request, so useSearchParams
  // never needs one to prerender.
  return <BrowsePrompts viewer={viewer} initial={first.ok ? { query, data: first.data } : undefined} />;
}
