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
