// The error screens' texts (spec P1 §2), apart from lib/constants.ts and lib/errors.ts: every page's
// first load carries the error boundaries, which then carry only these words. MESSAGES
// (lib/constants.ts) includes them; lib/errors.ts re-exports the default message.

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';

export const ERROR_SCREEN_TEXT = {
  accessError: 'Access Error',
  // spec P1 §2: a general crash shows 'Something went wrong' (the default error message too).
  crashTitle: DEFAULT_ERROR_MESSAGE,
  refreshPage: 'Refresh Page',
  tryAgain: 'Try Again',
} as const;
