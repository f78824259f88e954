'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSubscriptionAction, openBillingPortalAction, payLocalCheckoutAction, resumeSubscriptionAction, startLifetimeCheckoutAction } from '@/actions/billing';
import { apiRequest, createOnce, unwrap, type ActionInput } from '@/lib/api-client';
import { CHECKOUT_TEXT, SUBSCRIPTION_MESSAGES } from '@/lib/billing-text';
import type { BillingCycle as CheckoutPlan } from '@/lib/dto/users';
import { userKeys } from './user';

// Checkouts and the subscription's changes (spec P2 §4) on the client.

export type { CheckoutPlan };

/** GET /api/checkout/verify/:id — asked once per return from a checkout, never cached. */
export const verifyCheckout = (checkoutId: string) =>
  apiRequest('GET /api/checkout/verify/[checkoutId]', { params: { checkoutId } });

/** Lifetime spots are limited: the server reserves one and creates the transaction the overlay pays. */
export const startLifetimeCheckout = () => createOnce((meta) => startLifetimeCheckoutAction({}, meta), CHECKOUT_TEXT.startFailed);

export function usePayLocalCheckout() {
  return useMutation({
    mutationFn: (plan: CheckoutPlan) => createOnce((meta) => payLocalCheckoutAction({ plan }, meta), CHECKOUT_TEXT.paymentError),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<typeof cancelSubscriptionAction>) => unwrap(cancelSubscriptionAction(input), SUBSCRIPTION_MESSAGES.cancelFailed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(resumeSubscriptionAction({}), SUBSCRIPTION_MESSAGES.resumeFailed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** 'Manage billing': a fresh link into Paddle's customer portal, opened where the person is. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => unwrap(openBillingPortalAction({}), SUBSCRIPTION_MESSAGES.portalFailed),
  });
}
