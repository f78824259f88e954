// Spec texts, limits and timings, each once (STYLE). Cited by section: P1 = part 1, P2 = part 2.
import { ERROR_SCREEN_TEXT } from './error-text';

export const APP_NAME = 'Promptloom';

// P1 §9: page size "decided by the server".
export const PROMPT_PAGE_SIZE = 12;
/** The most prompts one page of GET /api/prompts may ask for (`limit`); MCP's prompts/list asks for this many. */
export const PROMPT_PAGE_SIZE_MAX = 100;
/** A request body to /api/mcp is at most this (docs/mcp.md#limits). */
export const MCP_MAX_BODY_BYTES = 1024 * 1024;
export const PAGINATION_WINDOW = 5;
/** The home's Recently used shows the last prompts built or copied. */
export const RECENTLY_USED_MAX = 10;
export const ADMIN_GRID_PAGE_SIZE = 10;

// P1 §4, §9: user sync retries 3 times waiting 1 s, 2 s, 4 s.
export const SYNC_RETRIES = 3;
export const syncBackoffMs = (attempt: number): number => 2 ** attempt * 1000;
export const SUBSCRIPTION_REFRESH_MS = 5 * 60 * 1000;

export const MESSAGES = {
  userNotFound: 'User not found',
  syncFailed: 'Failed to sync user data',
  syncUserDefault: 'Failed to sync user',
  fetchSubscriptionDefault: 'Failed to fetch subscription',
  signInToViewPrompts: 'Please sign in to view prompts.',
  // Access Error, Something went wrong, Refresh Page, Try Again (spec P1 §2): lib/error-text.ts.
  ...ERROR_SCREEN_TEXT,
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
} as const;

// P2 §2: the landing demo's 'Try Next Prompt' button animation.
export const DEMO_BUTTON_ANIMATION_MS = 500;

/** Where people write to us (contact page, FAQ, privacy); no form, no ticket system: a mailbox. */
export const SUPPORT_EMAIL = 'support@promptloom.app';

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
/** The star's accessible label, and the mark where no icon fits (a native <option> holds text only). */
export const PRO_CATEGORY_LABEL = 'Pro category';
export const PRO_CATEGORY_MARK = '★';
/** A category's name where only text fits (a native <option>, a chart's axis): without its '*', with the star. */
export const categoryTextLabel = (name: string): string => (isProCategoryName(name) ? `${displayCategoryName(name)} ${PRO_CATEGORY_MARK}` : name);

export const PROMPT_MESSAGES = {
  restoreFailed: 'Failed to restore the version',
  versionNotFound: 'Version not found',
  createFailed: 'Failed to create prompt',
  updateFailed: 'Failed to update prompt',
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
  // Beyond the spec: every action confirms itself (DESIGN.md).
  created: 'Prompt created',
  cloned: 'Prompt cloned',
  deleted: 'Prompt deleted',
  viewPrompt: 'View prompt',
  // Favourites, Recently used and copy from the card.
  favouriteAdded: (title: string) => `Added "${title}" to your favourites`,
  favouriteRemoved: (title: string) => `Removed "${title}" from your favourites`,
  favouriteFailed: 'Failed to update your favourites. Please try again.',
  favouriteSignIn: 'Sign in to keep favourites',
  noFavourites: "You haven't starred any prompts yet. Use the star on a prompt to keep it here.",
  noRecentlyUsed: 'Prompts you build or copy will show here.',
  copyNeedsInputs: (missing: number) => `This prompt needs ${missing} more ${missing === 1 ? 'input' : 'inputs'}: fill ${missing === 1 ? 'it' : 'them'} in here.`,
  // The API's answers about one prompt.
  notFound: 'Prompt not found',
  invalidId: 'Invalid prompt id',
  unknownCategory: 'Unknown category',
  unknownCustomCategory: 'Unknown custom category',
  // A version's category that was deleted since.
  deletedCategory: 'Deleted category',
} as const;

// spec P2 §8 (Parameters: errors, shown in an Error dialog, and successes) and §5 (the rules).
export const PARAMETER_MESSAGES = {
  saveFailed: 'Error saving parameters',
  valueDoesNotFit: (name: string, why: string) => `The value of ${name} ${why}`,
  saveOneFailed: 'Error saving parameter',
  resetFailed: 'Error resetting parameters',
  createAliasFailed: 'Error creating alias',
  removeAliasFailed: 'Error removing alias',
  createParameterFailed: 'Error creating new parameter',
  addAliasFailed: 'Error adding alias',
  saved: 'Parameters saved successfully!',
  reset: 'Parameters reset to defaults successfully!',
  aliasAdded: (alias: string, parameter: string) => `Added "${alias}" as an alias to ${parameter}.`,
  coreLocked: 'Cannot remove core parameters',
  invalidAlias: 'Please enter a valid alias name.',
  duplicateAlias: (alias: string, parameter: string) => `The alias "${alias}" already exists for ${parameter}.`,
  promoteConflict: (alias: string) => `A parameter "${alias}" already exists. Cannot promote alias.`,
  // Not worded by the spec: a new parameter needs a non-empty name (P2 §5), and names are unique.
  invalidName: 'Please enter a parameter name.',
  duplicateName: (name: string) => `A parameter "${name}" already exists.`,
  // Values are kept with Save; leaving before asks.
  unsavedValues: 'Unsaved values',
  leaveTitle: 'Leave without saving?',
  leaveMessage: 'The values you typed are not saved. Stay and press Save to keep them.',
} as const;

/** A webhook (Paddle, Clerk) whose signature does not check out. */
export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';

// Idempotency keys (docs/api.md): the server's answers, and the one the client waits out.
export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  inProgress: 'A request with this Idempotency-Key is still being handled',
  mismatch: 'This Idempotency-Key was already used for a different request',
} as const;
