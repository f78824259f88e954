// The account page's texts (spec P2 §2, §5, §8), apart from lib/constants.ts so that only the pages
// that show them carry them.

// The account page (spec P2 §2, §8) and what it adds: export and deletion.
export const ACCOUNT_MESSAGES = {
  statsFailed: 'Failed to load usage statistics',
  // After a cancel or resume the account is refreshed before the page reloads (spec P2 §4).
  refreshFailed: 'Failed to refresh data',
  confirmMismatch: 'Type your email address exactly to confirm',
  deleteFailed: 'Failed to delete your account. Please try again.',
  subscriptionNotCancelled: 'Your subscription could not be cancelled at Paddle, so your account was not deleted. Please try again or contact support.',
  deleted: 'Your account has been deleted.',
  adminCannotDelete: 'Admin accounts cannot be deleted here. Ask the operator to remove the account.',
} as const;

// Email verification: what is refused until the address is confirmed, and the banner.
export { EMAIL_VERIFICATION_TEXT } from './email-verification-text';

// Changing the password while signed in (it offers what a reset through the mailed link does).
export const PASSWORD_CHANGE_TEXT = {
  intro: 'Choose a new password. You stay signed in here.',
  revoke: 'Also sign out on every other device and revoke all my API tokens',
  changed: 'Password changed',
  changedAndRevoked: 'Password changed. Other devices are signed out and your API tokens are revoked.',
  wrongCurrent: 'The current password is not right.',
  failed: 'Please check the passwords.',
} as const;

// Personal API tokens: the account card's texts and the API's answers about tokens.
export const API_TOKENS_PER_USER = 20;
export const API_TOKEN_NAME_MAX = 60;
export const API_TOKEN_TEXT = {
  // What the API answers.
  proRequired: 'API tokens are a Pro feature. Upgrade to Pro to create one.',
  tokenNeedsPro:
    'This API token belongs to an account without Pro access, so it is refused. It works again once the account has Pro access; its owner can revoke it on the account page.',
  sessionRequired: 'API tokens are managed from a signed-in session on the account page, not with an API token.',
  sessionOnlyRoute: 'Deleting the account and managing the subscription take a signed-in session, not an API token.',
  tokenRequired:
    'Authentication required: this endpoint takes a personal API token in the header Authorization: Bearer pl_… (create one on the account page; a revoked token is refused).',
  notFound: 'API token not found',
  profileNotFound: 'Profile not found',
  profileLabel: 'Fills from',
  plainMemory: 'Personal memory (no profile)',
  profileSaved: (name: string | null) => (name ? `The token now fills from ${name}.` : 'The token now fills from your personal memory.'),
  profileFailed: 'Failed to change the token\'s profile. Please try again.',
  // Which values a token's client may be sent (docs/memory.md#key-grants).
  grantName: 'Each value is named by its parameter, 1 to 100 characters',
  grantTooMany: 'A token may be limited to at most 50 values',
  updateEmpty: 'Give profileId or allowedKeys',
  grantLabel: 'May read',
  grantAll: 'All your values',
  grantSome: (n: number) => (n === 0 ? 'None of your values' : n === 1 ? '1 value' : `${n} values`),
  grantEdit: 'Choose values',
  grantTitle: (name: string) => `Values “${name}” may read`,
  grantIntro: 'A client using this token (an assistant over MCP, a script) is sent only the values you tick. It is asked for the others, and the usage trail says so.',
  grantAllOption: 'All values, now and later',
  grantOnlyOption: 'Only these',
  grantListLabel: 'Your values',
  grantSave: 'Save',
  grantSaved: (name: string) => `Saved: what “${name}” may read`,
  grantFailed: 'Failed to change what the token may read. Please try again.',
  limitReached: `You have ${API_TOKENS_PER_USER} API tokens, the most one account can hold. Revoke one to create another.`,
  nameRequired: 'Give the token a name',
  nameMax: `The name can be at most ${API_TOKEN_NAME_MAX} characters long`,
  // The account card.
  intro: { lead: 'Call the Promptloom API from scripts and other tools with the header', header: 'Authorization: Bearer <token>', tail: '. A token acts as you, with your rights; keep it secret.' },
  referenceLink: 'Read the API reference',
  nameLabel: 'Token name',
  namePlaceholder: 'e.g. Laptop sync script',
  create: 'Create token',
  created: 'API token created. Copy it now.',
  shownOnce: 'Copy this token now. It will not be shown again.',
  newTokenLabel: 'Your new API token',
  copy: 'Copy',
  copied: 'Token copied',
  copyFailed: 'Could not copy the token. Select it and copy it by hand.',
  done: 'Done',
  createFailed: 'Failed to create the API token. Please try again.',
  loadFailed: 'Failed to load your API tokens',
  empty: 'No API tokens yet.',
  emptyAction: 'Create your first token',
  neverUsed: 'Never used',
  revoke: 'Revoke',
  revokeTitle: 'Revoke API token',
  confirmRevoke: (name: string) => `Revoke "${name}"? Anything that uses it stops working at once. This cannot be undone.`,
  revoked: 'API token revoked',
  revokeFailed: 'Failed to revoke the API token. Please try again.',
  upgrade: 'API tokens are part of Pro.',
  upgradeLink: 'Upgrade to use API tokens',
  lapsed: 'These tokens are refused while your account has no Pro access. Revoke the ones you no longer need.',
} as const;
