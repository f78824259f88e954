// Checkout and subscription texts (spec P2 §4, §8), apart from lib/constants.ts so that only the
// pages that show them carry them.

// spec P2 §8 checkout messages.
export const CHECKOUT_TEXT = {
  initFailed: 'Failed to initialize payment system',
  unableToVerify: 'Unable to verify your purchase. Please contact support.',
  verifyError: 'There was an error verifying your purchase. Please contact support.',
  processingError: 'There was an error processing your purchase. Please contact support.',
  paymentError: 'There was an error processing your payment. Please try again.',
  startFailed: 'Failed to start checkout process. Please try again.',
  invalidPrice: 'Invalid price ID',
  incomplete: 'Your account information is incomplete. Please contact support.',
  success: 'Welcome to Pro! Your purchase is complete.',
  // Beyond the spec's catalogue: the lifetime cap is enforced where the checkout is opened.
  lifetimeSoldOut: 'All 100 Lifetime plans have been sold. Pro Monthly and Yearly are still available.',
  // The rest are held by checkouts not paid yet, each for 10 minutes at most.
  lifetimeAllHeld: 'Every remaining Lifetime spot is held by a checkout in progress. An unpaid one lets its spot go within 10 minutes: please try again then.',
  lifetimeOwned: 'You already own the Lifetime plan.',
  lifetimePreparing: 'Your Lifetime checkout is being prepared. Please try again in a moment.',
  checkoutUnavailable: 'Checkout is not available right now. Please try again later.',
} as const;

// Cancelling and resuming a subscription (spec P2 §4), for the API and the account page alike.
export const SUBSCRIPTION_MESSAGES = {
  cancelFailed: 'Failed to cancel subscription',
  resumeFailed: 'Failed to resume subscription',
  lifetimeCancelled: 'Your lifetime plan has been cancelled.',
  recurringCancelled: 'Your subscription will end at the close of the current billing period.',
  resumed: 'Your subscription will continue.',
  notYours: 'This subscription does not belong to your account',
  notActive: 'There is no active subscription to cancel',
  portalUnavailable: 'Billing management is not available on this server.',
  portalNoAccount: 'There is no Paddle billing account for you yet: it starts with your first purchase.',
  portalFailed: 'Could not open billing management. Please try again.',
} as const;

// spec P2 §7: a failed cancel answers `error` and `details`, a sentence saying what went wrong.
export const CANCEL_FAILURE_DETAILS = {
  invalid: (issues: string) => `The cancel request was not valid (${issues}), so nothing was changed.`,
  notYours: 'The subscriptionId sent is not the subscription on your account, so nothing was changed.',
  alreadyScheduled: 'Your subscription is already set to end at the close of its billing period; there is nothing more to cancel.',
  notActive: 'Your account has no active subscription, so there was nothing to cancel.',
  paddleFailed:
    'Paddle, our payment provider, did not accept the cancellation, so your subscription continues unchanged. Please try again in a moment or contact support.',
  other: (error: string) => `Your subscription was not cancelled: ${error}`,
} as const;
