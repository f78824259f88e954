// The admin screens' texts (spec P2 §8 where it names them; ours where it is silent), each once.

export const ADMIN_TEXT = {
  // spec P2 §8 Analytics and Grid.
  analyticsFailed: 'Failed to fetch analytics data',
  analyticsError: (message: string) => `Error loading analytics: ${message}`,
  gridError: (message: string) => `Error loading prompts: ${message}`,
  noData: 'No data available',
  noEvents: 'No events data available for this period',
  noUserActivity: 'No user activity data available for this period',
  // Ours: the spec only logs these; we show a message and roll back.
  moderationFailed: 'Could not save the change. It has been undone.',
  deleteFailed: 'Failed to delete the prompt. Please try again.',
  deleted: 'Prompt deleted',
  roleFailed: 'Failed to change the role. Please try again.',
  trialFailed: 'Failed to extend the trial. Please try again.',
  usersFailed: 'Failed to load users',
} as const;
