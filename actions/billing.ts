'use server';

import { defineAction, type NoInput } from '@/lib/action';
import { payWithLocalCheckout, type LocalCheckoutInput } from '@/lib/services/checkout';
import { createLifetimeCheckout } from '@/lib/services/lifetime';
import { cancelSubscription, openBillingPortal, resumeSubscription, type CancelInput } from '@/lib/services/subscriptions';

// Subscriptions and checkouts (spec P2 §4, §7): the services the /api/user/subscription and
// /api/checkout routes call.

const account = () => ['/account'];

export const cancelSubscriptionAction = defineAction({
  name: 'billing.cancel',
  // billingCycle as the account page has it; the service's schema checks it.
  run: (viewer, input: CancelInput) =>
    cancelSubscription(viewer, input),
  revalidate: account,
});

export const resumeSubscriptionAction = defineAction({
  name: 'billing.resume',
  run: (viewer, _input: NoInput) => resumeSubscription(viewer),
  revalidate: account,
});

export const openBillingPortalAction = defineAction({
  name: 'billing.portal',
  run: (viewer, _input: NoInput) => openBillingPortal(viewer),
});

export const startLifetimeCheckoutAction = defineAction({
  name: 'billing.lifetimeCheckout',
  // Paddle's transaction cannot be rolled back; a person holds one reservation, so a repeat makes no second.
  idempotent: 'external-call',
  // As POST /api/checkout/lifetime: each checkout holds a spot for 10 minutes unpaid.
  perAddressLimit: 'lifetimeCheckouts',
  run: (viewer, _input: NoInput) => createLifetimeCheckout(viewer),
});

export const payLocalCheckoutAction = defineAction({
  name: 'billing.localCheckout',
  // It posts the signed event to our own webhook, which must see what this request wrote: never inside
  // one open transaction with it (the webhook would wait for it, and it for the webhook).
  idempotent: 'external-call',
  run: (viewer, input: LocalCheckoutInput) => payWithLocalCheckout(viewer, input),
  revalidate: account,
});
