'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { ApiError } from '@/lib/api-client';
import { CHECKOUT_TEXT } from '@/lib/billing-text';
import { notify } from '@/lib/notify';
import { publicEnv } from '@/lib/public-env';
import { startLifetimeCheckout, verifyCheckout, type CheckoutPlan } from './queries/billing';
import { userKeys } from './queries/user';

export type { CheckoutPlan };
export type CheckoutState =
  | { step: 'idle' }
  | { step: 'processing'; plan: CheckoutPlan }
  | { step: 'verifying' }
  | { step: 'success' }
  | { step: 'closed' }
  | { step: 'error'; message: string };


const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A returned checkout's end (spec P2 §8): each way it fails has its own message. */
async function finishPurchase(checkoutId: string, refreshUser: () => Promise<void>): Promise<CheckoutState> {
  let verified: boolean;
  try {
    ({ verified } = await verifyCheckout(checkoutId));
  } catch {
    return { step: 'error', message: CHECKOUT_TEXT.verifyError };
  }
  if (!verified) return { step: 'error', message: CHECKOUT_TEXT.unableToVerify };
  try {
    await refreshUser();
  } catch {
    // Paid and verified, but the account did not take it in: the purchase failed on our side.
    return { step: 'error', message: CHECKOUT_TEXT.processingError };
  }
  return { step: 'success' };
}

/** Checkout states of spec P2 §4: idle → processing → verifying → success / closed / error. */
export function useCheckout(user: { id: string; email: string } | null) {
  const router = useRouter();
  const params = useSearchParams();
  const [state, setState] = useState<CheckoutState>({ step: 'idle' });
  const verifying = useRef(false);

  const verify = useCallback(
    async (checkoutId: string) => {
      if (verifying.current) return;
      verifying.current = true;
      setState({ step: 'verifying' });
      const end = await finishPurchase(checkoutId, async () => {
        // The tab's query client, loaded now: the plans' first load carries no query library.
        const queryClient = (await import('./query-client')).getQueryClient();
        // Refresh the user twice, one second apart, so the webhook's change is in (spec P2 §4).
        await queryClient.refetchQueries({ queryKey: userKeys.all }, { throwOnError: true });
        await wait(1000);
        await queryClient.refetchQueries({ queryKey: userKeys.all }, { throwOnError: true });
      });
      verifying.current = false;
      setState(end);
      if (end.step !== 'success') return;
      // spec P2 §4: a message, then /prompts; the app's own toast, which stays through the
      // navigation, not the browser's alert() that stops the page until dismissed.
      notify.success(CHECKOUT_TEXT.success);
      router.push('/prompts');
    },
    [router],
  );

  // Returning with checkout_id and status in the query runs the verification.
  useEffect(() => {
    const checkoutId = params.get('checkout_id');
    // Verifying talks to the server and shows its progress: an effect on the returned address.
    if (checkoutId && params.get('status')) void verify(checkoutId);
  }, [params, verify]);

  async function start(plan: CheckoutPlan) {
    if (!user?.id || !user.email) {
      setState({ step: 'error', message: CHECKOUT_TEXT.incomplete });
      return;
    }
    setState({ step: 'processing', plan });
    // Lifetime spots are limited: our server reserves one and creates the transaction the checkout
    // pays, or says why not (sold out, already owned) before any payment screen opens.
    let transactionId: string | null = null;
    if (plan === 'lifetime') {
      try {
        ({ transactionId } = await startLifetimeCheckout());
      } catch (error) {
        setState({ step: 'error', message: error instanceof ApiError ? error.message : CHECKOUT_TEXT.startFailed });
        return;
      }
    }
    if (!publicEnv.paddleClientToken) {
      router.push(`/checkout/local?plan=${plan}`);
      return;
    }
    const priceId = publicEnv.paddlePrices[plan];
    if (!transactionId && !priceId) {
      setState({ step: 'error', message: CHECKOUT_TEXT.invalidPrice });
      return;
    }
    try {
      const { initializePaddle } = await import('@paddle/paddle-js');
      const paddle = await initializePaddle({
        token: publicEnv.paddleClientToken,
        environment: publicEnv.paddleEnv,
        eventCallback: (event) => {
          if (event.name === 'checkout.completed') {
            const id = event.data?.transaction_id;
            // A completed checkout that names no transaction cannot be verified: say so, not spin.
            if (id) void verify(id);
            else setState({ step: 'error', message: CHECKOUT_TEXT.processingError });
          } else if (event.name === 'checkout.closed') {
            setState((s) => (s.step === 'processing' ? { step: 'closed' } : s));
          } else if (event.name === 'checkout.error') {
            setState({ step: 'error', message: CHECKOUT_TEXT.paymentError });
          }
        },
      });
      if (!paddle) {
        setState({ step: 'error', message: CHECKOUT_TEXT.initFailed });
        return;
      }
      const settings = { displayMode: 'overlay', theme: 'light', locale: 'en', variant: 'one-page', allowDiscountRemoval: true, showAddDiscounts: true } as const;
      if (transactionId) {
        // The server-created transaction carries the price and custom data { userId, email }.
        paddle.Checkout.open({ transactionId, customer: { email: user.email }, settings });
      } else {
        paddle.Checkout.open({
          items: [{ priceId, quantity: 1 }],
          customer: { email: user.email },
          customData: { userId: user.id, email: user.email },
          settings,
        });
      }
    } catch {
      setState({ step: 'error', message: CHECKOUT_TEXT.startFailed });
    }
  }

  return { state, start, reset: () => setState({ step: 'idle' }) };
}
