// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GridAnswer, GridRow } from '@/lib/dto/admin';

// The admin grid's inline edits (spec P2 §2). The server action is the one remote part: it is
// replaced by a promise the test settles, so the moment between the click and the answer is seen.
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('@/lib/notify', () => ({ notify }));
type Answer = { ok: true; data: GridRow } | { ok: false; error: { code: string; message: string } };
const calls: { input: unknown; settle: (answer: Answer) => void }[] = [];
vi.mock('@/actions/admin', () => ({
  moderatePromptAction: (input: unknown) => new Promise<Answer>((settle) => calls.push({ input, settle })),
  extendTrialAction: vi.fn(),
  setUserRoleAction: vi.fn(),
}));
vi.mock('@/actions/prompts', () => ({ deletePromptAction: vi.fn() }));

const { PromptGrid } = await import('@/components/admin/analytics/prompt-grid');
const { adminKeys } = await import('@/hooks/queries/admin');
const { gridQueryString, INITIAL_GRID } = await import('@/components/admin/analytics/grid-state');

const row = (n: number): GridRow => ({
  _id: `p${n}`,
  title: `Prompt ${n}`,
  description: 'A prompt',
  author: null,
  category: null,
  userCategoryId: null,
  approved: false,
  accessLevel: 'free',
  usageCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  content: 'Hello',
  viewable: 'public',
});

function renderGrid({ rows = [row(1), row(2)], categories = [] as { _id: string; name: string }[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } } });
  const answer: GridAnswer = { prompts: rows, totalPages: 1, currentPage: 1, total: rows.length };
  client.setQueryData(adminKeys.grid(gridQueryString(INITIAL_GRID)), answer);
  client.setQueryData(['categories', 'system'], categories);
  render(
    <QueryClientProvider client={client}>
      <PromptGrid />
    </QueryClientProvider>,
  );
}

describe('the admin grid’s inline edits', () => {
  beforeEach(() => {
    calls.length = 0;
    notify.error.mockReset();
  });
  afterEach(cleanup);

  it('a checked Approved box stays checked from the click on, before the server answers', () => {
    renderGrid();
    const box = screen.getByRole('checkbox', { name: 'Approved: Prompt 1' });
    fireEvent.click(box);
    // Caught as a flake of e2e/admin.spec.ts: the optimistic cache write comes a tick after the
    // click, and the controlled box snapped back in between ("did not change its state").
    expect(box).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Access level: Prompt 1' })).toHaveValue('free');
  });

  it('two rows changed before either answer each roll back and each get a message when refused', async () => {
    renderGrid();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Approved: Prompt 1' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Access level: Prompt 2' }), { target: { value: 'pro' } });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Access level: Prompt 2' })).toHaveValue('pro');
    await act(async () => {
      for (const call of calls) call.settle({ ok: false, error: { code: 'FORBIDDEN', message: 'No.' } });
    });
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('checkbox', { name: 'Approved: Prompt 1' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Access level: Prompt 2' })).toHaveValue('free');
  });
});

// spec P1 §3, P2 §2: a system category whose name ends with '*' is a pro category; the UI strips the
// '*' and marks it with a star.
describe('the admin grid’s pro categories', () => {
  afterEach(cleanup);
  const categories = [
    { _id: 'c1', name: 'Sales*' },
    { _id: 'c2', name: 'Writing' },
  ];

  it('the Category column shows a pro category’s name without its * and with a star labelled Pro category', () => {
    renderGrid({ rows: [{ ...row(1), category: categories[0]! }, { ...row(2), category: categories[1]! }], categories });
    const [first, second] = screen.getAllByRole('row').filter((r) => within(r).queryByRole('link', { name: /^Prompt \d$/ }));
    expect(within(first!).getByText('Sales')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Pro category' })).toBeInTheDocument();
    expect(within(second!).getByText('Writing')).toBeInTheDocument();
    expect(within(second!).queryByRole('img', { name: 'Pro category' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\*/)).not.toBeInTheDocument();
  });

  it('the category filter lists a pro category without its * and with a star, and filters by its id', () => {
    renderGrid({ categories });
    const filter = screen.getByRole('combobox', { name: 'Filter by category' });
    const pro = within(filter).getByRole('option', { name: 'Sales, Pro category' });
    expect(pro).toHaveTextContent(/^Sales ★$/);
    expect(pro).toHaveValue('c1');
    expect(within(filter).getByRole('option', { name: 'Writing' })).toBeInTheDocument();
    expect(within(filter).queryByText(/\*/)).not.toBeInTheDocument();
  });
});
