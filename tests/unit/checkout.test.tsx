// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_TEXT } from '@/lib/billing-text';

// The checkout's ends (spec P2 §4, §8). The remote parts are replaced: the address (next/navigation),
// the verification call, and Paddle's overlay, whose event callback the test fires itself.
const push = vi.fn();
const router = { push }; // stable, as Next's router is
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useRouter: () => router, useSearchParams: () => search }));
const verifyCheckout = vi.fn();
vi.mock('@/hooks/queries/billing', () => ({ verifyCheckout: (id: string) => verifyCheckout(id), startLifetimeCheckout: vi.fn() }));
vi.mock('@/lib/public-env', () => ({
  publicEnv: { paddleClientToken: 'test_token', paddleEnv: 'sandbox', paddlePrices: { monthly: 'pri_monthly', yearly: 'pri_yearly', lifetime: 'pri_lifetime' } },
}));
type PaddleEvent = { name: string; data?: { transaction_id?: string } };
let paddleEvents: ((event: PaddleEvent) => void) | null = null;
vi.mock('@paddle/paddle-js', () => ({
  initializePaddle: async ({ eventCallback }: { eventCallback: (event: PaddleEvent) => void }) => {
    paddleEvents = eventCallback;
    return { Checkout: { open: vi.fn() } };
  },
}));

const notifySuccess = vi.fn();
vi.mock('@/lib/notify', () => ({ notify: { success: (message: string) => notifySuccess(message), error: vi.fn(), info: vi.fn() } }));

// The checkout refreshes the user through the tab's query client (hooks/query-client.ts), loaded when
// a purchase is verified: here the test's own client.
let tabClient: QueryClient;
vi.mock('@/hooks/query-client', () => ({ getQueryClient: () => tabClient }));

const { useCheckout } = await import('@/hooks/use-checkout');
const { userKeys } = await import('@/hooks/queries/user');

function renderCheckout(refreshUser: () => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: refreshUser } } });
  client.setQueryData(userKeys.me(), { id: 'u1' });
  tabClient = client;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCheckout({ id: 'u1', email: 'buyer@example.com' }), { wrapper });
}

describe('a failed purchase', () => {
  beforeEach(() => {
    search = new URLSearchParams();
    push.mockReset();
    verifyCheckout.mockReset();
    notifySuccess.mockReset();
    paddleEvents = null;
  });
  afterEach(cleanup);

  it("a verified purchase says so in the app's toast, not the browser's alert(), and goes to /prompts", async () => {
    search = new URLSearchParams('checkout_id=txn_1&status=completed');
    verifyCheckout.mockResolvedValue({ verified: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { result } = renderCheckout(() => Promise.resolve({ id: 'u1' }));
    await vi.waitFor(() => expect(result.current.state).toEqual({ step: 'success' }), { timeout: 3000 });
    expect(notifySuccess).toHaveBeenCalledWith('Welcome to Pro! Your purchase is complete.');
    expect(push).toHaveBeenCalledWith('/prompts');
    expect(alert).not.toHaveBeenCalled();
  });

  it('a verified payment the account cannot take in shows the processing error, not success', async () => {
    search = new URLSearchParams('checkout_id=txn_1&status=completed');
    verifyCheckout.mockResolvedValue({ verified: true });
    const { result } = renderCheckout(() => Promise.reject(new Error('network down')));
    await vi.waitFor(() => expect(result.current.state).toEqual({ step: 'error', message: CHECKOUT_TEXT.processingError }));
    expect(result.current.state).toEqual({ step: 'error', message: 'There was an error processing your purchase. Please contact support.' });
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('a verification call that fails still shows the verifying error', async () => {
    search = new URLSearchParams('checkout_id=txn_1&status=completed');
    verifyCheckout.mockRejectedValue(new Error('network down'));
    const { result } = renderCheckout(() => Promise.resolve({ id: 'u1' }));
    await vi.waitFor(() => expect(result.current.state).toEqual({ step: 'error', message: CHECKOUT_TEXT.verifyError }));
  });

  it('a completed overlay checkout that names no transaction shows the processing error instead of spinning', async () => {
    const { result } = renderCheckout(() => Promise.resolve({ id: 'u1' }));
    await act(() => result.current.start('monthly'));
    expect(result.current.state).toEqual({ step: 'processing', plan: 'monthly' });
    act(() => paddleEvents!({ name: 'checkout.completed', data: {} }));
    expect(result.current.state).toEqual({ step: 'error', message: CHECKOUT_TEXT.processingError });
    expect(verifyCheckout).not.toHaveBeenCalled();
  });
});
