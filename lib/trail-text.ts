// The screens' texts for the usage trail and each value's page (docs/memory.md#the-usage-trail). The
// API's own messages are in lib/services/value-trail.ts.

export const TRAIL_UI = {
  title: 'Usage trail',
  intro: 'Which prompts used which of your values, where each came from and where it went: the web app, the browser extension or an MCP client. Values are named here, never copied into the trail.',
  keepLabel: 'Keep the trail for',
  keepChoices: [
    { days: 0, label: 'Keep no trail' },
    { days: 7, label: '7 days' },
    { days: 30, label: '30 days' },
    { days: 90, label: '90 days' },
    { days: 180, label: '180 days' },
    { days: 365, label: '365 days' },
  ],
  keepSaved: (days: number) => (days === 0 ? 'No trail is kept from now on; the trail so far is deleted' : `Your trail is kept for ${days} days`),
  keepFailed: 'Failed to change how long the trail is kept. Please try again.',
  loadFailed: 'Failed to load your usage trail',
  empty: 'Nothing used yet. Build, copy or open a prompt, or fill one over MCP, and each value it used is listed here.',
  off: 'No trail is kept. Choose how long to keep one to see where your values are used.',
  uses: (n: number) => (n === 1 ? '1 use' : `${n.toLocaleString('en-US')} uses`),
  lastUsed: (when: string) => `last ${when}`,
  flaggedTitle: 'Kept from some surfaces',
  neverExtensionBadge: 'Not to the extension',
  neverMcpBadge: 'Not over MCP',
} as const;

export const VALUE_UI = {
  back: 'Back to Parameter Management',
  heading: (key: string) => `Value: ${key}`,
  keptTitle: 'Where it is kept',
  memory: 'Personal memory',
  notInMemory: 'Not in your personal memory',
  blank: 'Empty',
  aliases: (list: string[]) => `Answers to ${list.join(', ')}`,
  flagsTitle: 'Where it may go',
  neverExtension: 'Never send to the browser extension',
  neverExtensionHelp: 'The extension fills this placeholder as empty and asks you to type it.',
  neverMcp: 'Never send over MCP',
  neverMcpHelp: 'Assistants that use your token (MCP) are asked for it in a form instead.',
  flagsSaved: 'Saved',
  flagsFailed: 'Failed to save. Please try again.',
  usesTitle: 'Where it was used',
  usesCount: (shown: number, total: number) => (shown < total ? `The latest ${shown} of ${total.toLocaleString('en-US')} uses` : total === 1 ? '1 use' : `${total} uses`),
  noUses: (days: number) => (days === 0 ? 'You keep no trail, so no use is recorded.' : `No use in the last ${days} days.`),
  forgetTitle: 'Forget everywhere',
  forgetIntro: 'Clears this value in your personal memory, deletes it from every profile, and deletes where it was used. The parameter and its aliases stay.',
  forget: 'Forget everywhere',
  confirmTitle: (key: string) => `Forget ${key} everywhere?`,
  confirm: 'The value is cleared in your personal memory and on this device, deleted from every profile, and its trail is deleted. This cannot be undone.',
  forgotten: (key: string) => `${key} forgotten everywhere`,
  forgetFailed: 'Failed to forget the value. Please try again.',
  notFound: 'This value is not kept anywhere and was not used.',
  loadFailed: 'Failed to load this value',
  promptGone: 'A deleted prompt',
} as const;

/** How a use came about, in words. */
export const SOURCE_LABELS = {
  profile: 'From a profile',
  memory: 'From your memory',
  typed: 'Typed',
  default: "The prompt's default",
  asked: 'Asked in a form',
} as const;

export const ACTION_LABELS = { build: 'Built', copy: 'Copied', open: 'Opened', insert: 'Inserted', fill: 'Filled' } as const;

export const SURFACE_LABELS = { web: 'Web app', extension: 'Browser extension', mcp: 'MCP', api: 'API' } as const;
