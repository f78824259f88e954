import { z } from 'zod';
import { cancelInput } from '../../services/subscriptions';
import { localCheckoutInput } from '../../services/checkout';
import { json, pathParam, type Endpoint } from '../endpoint';
import * as r from '../responses';

// Checkout and the subscription (docs/billing.md). Ending a subscription or opening the billing
// portal takes a sign-in session: a personal API token is refused.

const LIFETIME_CONFLICT = 'CONFLICT: the 100 lifetime spots are sold out, the caller owns lifetime already, or the same person’s checkout is being prepared.';

export const tag = {
  name: 'Billing',
  description: 'Start a checkout, confirm it reached the account, cancel or resume the subscription, open Paddle’s customer portal.',
};

export const endpoints: Endpoint[] = [
  {
    method: 'post',
    path: '/api/checkout/lifetime',
    operationId: 'startLifetimeCheckout',
    summary: 'Reserve a lifetime spot and start its checkout',
    description: 'Reserves one of the 100 lifetime spots for 30 minutes and answers the transaction to open Paddle’s checkout with (or the local checkout’s).',
    access: 'signedIn',
    idempotent: true,
    responses: { 200: json('The transaction', r.lifetimeTransaction) },
    errors: {
      409: LIFETIME_CONFLICT,
      429: 'RATE_LIMITED: too many lifetime checkouts from one address, or writes from one person; see `Retry-After`.',
      502: 'UNKNOWN_ERROR: Paddle failed (the spot is released).',
      503: 'UNKNOWN_ERROR: neither Paddle nor the local checkout is configured; SERVICE_UNAVAILABLE: the database cannot be reached.',
    },
  },
  {
    method: 'post',
    path: '/api/checkout/local',
    operationId: 'payWithLocalCheckout',
    summary: 'Pay with the local checkout (development)',
    description: 'Only with `LOCAL_CHECKOUT=on` and no Paddle client token (else 404): sends our own webhook a signed Paddle-format event for the plan.',
    access: 'signedIn',
    idempotent: true,
    body: localCheckoutInput,
    responses: { 200: json('The local checkout’s id', r.checkoutStarted) },
    errors: { 404: 'the local checkout is off.', 409: LIFETIME_CONFLICT, 502: 'UNKNOWN_ERROR: the webhook did not accept the payment.' },
  },
  {
    method: 'get',
    path: '/api/checkout/verify/{checkoutId}',
    operationId: 'verifyCheckout',
    summary: 'Has a checkout reached my account?',
    description: 'True when the Paddle transaction is completed and bought by the caller, or (local checkout) it is the caller’s active subscription.',
    access: 'signedIn',
    params: pathParam('checkoutId', z.string().min(3).max(200), 'A Paddle transaction id, or the local checkout’s id'),
    responses: { 200: json('Whether it is verified', r.verified) },
    errors: { 400: 'not a checkout id.', 502: 'UNKNOWN_ERROR: Paddle could not be asked.' },
  },
  {
    method: 'post',
    path: '/api/user/subscription/cancel',
    operationId: 'cancelSubscription',
    summary: 'Cancel my subscription',
    description:
      'A recurring plan ends with its billing period (resumable until then); lifetime ends now. A failure of the cancel itself (400, 403, 409, 502) also answers `details`, a sentence saying what went wrong and what was left unchanged.',
    access: 'signedIn',
    sessionOnly: true,
    body: cancelInput,
    responses: { 200: json('What happens now', r.message) },
    errors: {
      400: 'the body is not JSON, or breaks a rule (`fields`); `details` says so.',
      403: 'PERMISSION_DENIED: not the caller’s subscription (`details` says so).',
      409: 'CONFLICT: no active subscription, or its cancellation is scheduled already; `details` says which.',
      502: 'UNKNOWN_ERROR: Paddle failed; `details` says the subscription continues unchanged.',
    },
  },
  {
    method: 'post',
    path: '/api/user/subscription/resume',
    operationId: 'resumeSubscription',
    summary: 'Undo a scheduled cancellation',
    access: 'signedIn',
    sessionOnly: true,
    responses: { 200: json('What happens now', r.message) },
    errors: { 409: 'CONFLICT: there is no scheduled cancellation to undo.', 502: 'UNKNOWN_ERROR: Paddle failed.' },
  },
  {
    method: 'post',
    path: '/api/user/billing-portal',
    operationId: 'openBillingPortal',
    summary: 'Open Paddle’s customer portal',
    access: 'signedIn',
    sessionOnly: true,
    responses: { 200: json('A link into the portal for the caller’s Paddle customer', r.portalUrl) },
    errors: {
      409: 'CONFLICT: the caller has no Paddle purchase (none, or the local checkout’s).',
      502: 'UNKNOWN_ERROR: Paddle failed.',
      503: 'UNKNOWN_ERROR: `PADDLE_API_KEY` is not set; SERVICE_UNAVAILABLE: the database cannot be reached.',
    },
  },
];
