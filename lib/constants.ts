// Spec texts, limits and timings, each once (STYLE). Cited by section: P1 = part 1, P2 = part 2.

export const APP_NAME = 'Promptloom';

// P1 §9: page size "decided by the server".
export const PROMPT_PAGE_SIZE = 12;
export const PAGINATION_WINDOW = 5;
export const ADMIN_GRID_PAGE_SIZE = 10;

// P1 §4, §9: user sync retries 3 times waiting 1 s, 2 s, 4 s.
export const SYNC_RETRIES = 3;
export const syncBackoffMs = (attempt: number): number => 2 ** attempt * 1000;
export const SUBSCRIPTION_REFRESH_MS = 5 * 60 * 1000;

export const MESSAGES = {
  syncFailed: 'Failed to sync user data',
  syncUserDefault: 'Failed to sync user',
  fetchSubscriptionDefault: 'Failed to fetch subscription',
  signInToViewPrompts: 'Please sign in to view prompts.',
  accessError: 'Access Error',
  crashTitle: 'Something went wrong',
  refreshPage: 'Refresh Page',
  tryAgain: 'Try Again',
  promptsServerError: 'Server error occurred. Please try again later.',
  promptsFetchDefault: 'Failed to fetch prompts',
  noPrompts: 'No prompts found. Try adjusting your filters or search query.',
  noOwnPrompts: "You haven't created any prompts yet.",
  proContentTitle: 'PRO Content Access',
  proContentBody: 'This content is exclusive to PRO subscribers. Your trial period has expired.',
  trialDaysLeft: (n: number) => `You have ${n} days left in your trial to access premium features!`,
  pageOf: (n: number, total: number) => `Page ${n} of ${total}`,
  noCreditCard: 'No credit card required • Set up in 2 minutes',
  upgradeToCreateHint: 'Upgrade to Pro to create custom prompts',
  customCategoriesProOnly: 'Custom categories are only available for Pro users.',
} as const;

// P1 §5 card truncation and fallbacks.
export const CARD_DESCRIPTION_MAX = 100;
export const CARD_CONTENT_MAX = 150;
export const FALLBACK_TITLE = 'Untitled Prompt';
export const FALLBACK_DESCRIPTION = 'No description available';
export const FALLBACK_CONTENT = 'No prompt content available';

// P2 §9 prices.
export const PRICES = {
  proMonthly: 9,
  proYearly: 90,
  proYearlyList: 108,
  lifetime: 190,
  free: 0,
  lifetimeSpotsTotal: 100,
} as const;

/** P1 §3: a trailing asterisk marks a pro system category; the UI strips it and shows a star. */
export const isProCategoryName = (name: string): boolean => name.trimEnd().endsWith('*');
export const displayCategoryName = (name: string): string => name.trimEnd().replace(/\*+$/, '').trimEnd();

export const PROMPT_MESSAGES = {
  cloneProOnly: 'Cloning prompts is available only to PRO subscribers. Your trial has expired. Upgrade to PRO to enable this feature.',
  deleteNeedsSubscription: 'An active PRO subscription or trial is required to delete your prompts.',
  cloneNeedsCategory: 'Choose a category for the copy: this prompt is in a custom category of another user.',
  viewerDeleteConfirm: 'Are you sure you want to delete this prompt?',
  listDeleteConfirm: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  copied: 'Prompt copied!',
  copiedGemini: 'Prompt copied! Paste it in Gemini.',
  copyFailed: 'Failed to copy text. Please try again.',
  buildFailed: 'Failed to build prompt. Please try again.',
  deleteFailed: 'Failed to delete prompt. Please try again.',
  cloneFailed: 'Failed to clone prompt',
} as const;

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
} as const;
