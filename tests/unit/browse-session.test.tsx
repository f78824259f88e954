// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testViewer } from '../viewers';

// spec P1 §8: "Status 401 sends the user to /signup". Browse's list is read from GET /api/prompts
// (answered here by a stubbed fetch); the address is jsdom's, the router Next's (mocked).
const push = vi.fn();
const router = { push, replace: vi.fn(), refresh: vi.fn() };
// Like Next's, the search params are one object per address.
let params = { search: '', value: new URLSearchParams() };
const currentParams = () => {
  if (params.search !== window.location.search) params = { search: window.location.search, value: new URLSearchParams(window.location.search) };
  return params.value;
};
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => window.location.pathname,
  useSearchParams: currentParams,
}));
// Server actions (writes) are not called here.
vi.mock('@/actions/prompts', () => ({}));
vi.mock('@/actions/events', () => ({}));
vi.mock('@/actions/prompt-marks', () => ({}));
vi.mock('@/actions/categories', () => ({}));
vi.mock('@/actions/parameters', () => ({}));

const { BrowsePrompts } = await import('@/components/prompts/browse/browse-prompts');
const { userKeys } = await import('@/hooks/queries/user');

const viewer = testViewer();

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let promptsStatus = 401;
const fetchMock = vi.fn(async (url: string) => {
  if (String(url).startsWith('/api/prompts')) {
    return promptsStatus === 401
      ? answer(401, { error: 'Authentication required', code: 'UNAUTHORIZED', status: 401 })
      : answer(promptsStatus, { error: 'Internal server error', code: 'UNKNOWN_ERROR', status: promptsStatus });
  }
  return answer(200, []);
});

function renderBrowse() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userKeys.me(), { id: 'u1' });
  render(
    <QueryClientProvider client={client}>
      <BrowsePrompts viewer={viewer} />
    </QueryClientProvider>,
  );
  return client;
}

describe('Browse when the session ends', () => {
  beforeEach(() => {
    push.mockReset();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/prompts?search=email&page=2');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a 401 from the prompt list goes to /signup with the browse address, its query included, and no Try Again', async () => {
    promptsStatus = 401;
    const client = renderBrowse();
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/signup?returnUrl=%2Fprompts%3Fsearch%3Demail%26page%3D2'));
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    // The person's cached data goes with the session.
    expect(client.getQueryData(userKeys.me())).toBeUndefined();
  });

  it('a server error stays on Browse with the spec message and Try Again', async () => {
    promptsStatus = 500;
    renderBrowse();
    // A server error is asked again twice (1 s, then 2 s) before it shows.
    expect(await screen.findByText('Server error occurred. Please try again later.', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });
});
