// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDTO } from '@/lib/dto/users';

// The subscription card's cancel (spec P2 §4, §8): on success the account is refreshed (POST
// /api/user/sync, answered here by a stubbed fetch), then the page reloads.
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('@/lib/notify', () => ({ notify }));
vi.mock('@/actions/billing', () => ({
  cancelSubscriptionAction: async () => ({ ok: true, data: { message: 'Your subscription will end at the close of the current billing period.' } }),
  resumeSubscriptionAction: vi.fn(),
  openBillingPortalAction: vi.fn(),
  payLocalCheckoutAction: vi.fn(),
  startLifetimeCheckoutAction: vi.fn(),
}));
vi.mock('@/actions/parameters', () => ({ saveParametersAction: vi.fn() }));

// jsdom has no modal <dialog>: open and close it as the browser does, without the top layer.
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.open = false;
};

const { SubscriptionCard } = await import('@/components/account/subscription-card');

const user = {
  id: 'u1',
  email: 'pro@example.com',
  subscriptionStatus: 'active',
  subscriptionTier: 'pro',
  subscriptionId: 'sub_1',
  billingCycle: 'monthly',
  scheduledAction: null,
  subscriptionEndDate: null,
  nextBillingDate: null,
  isCurrent: true,
  isTrialActive: false,
  trialDaysRemaining: 0,
} as unknown as UserDTO;

let syncStatus = 500;
const fetchMock = vi.fn(async () =>
  syncStatus === 200
    ? new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } })
    : new Response(JSON.stringify({ error: 'Internal error', code: 'UNKNOWN_ERROR', status: syncStatus }), { status: syncStatus }),
);

async function cancelRecurring() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SubscriptionCard user={user} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' })));
}

describe('the account refresh after a cancel', () => {
  beforeEach(() => {
    syncStatus = 500;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a refresh that fails shows "Failed to refresh data" in the card, and Try Again refreshes again', async () => {
    await cancelRecurring();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to refresh data');
    expect(notify.success).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith('/api/user/sync', expect.objectContaining({ method: 'POST' }));
    syncStatus = 200;
    const calls = fetchMock.mock.calls.length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    await vi.waitFor(() => expect(screen.queryByText('Failed to refresh data')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
  });

  it('a refresh that works shows no error', async () => {
    syncStatus = 200;
    await cancelRecurring();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
