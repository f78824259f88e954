'use client';

// Query keys, one factory per domain, in one module: a write in one domain invalidates another's
// keys (a prompt saved changes its category's count) without the domains importing each other.

export const promptKeys = {
  all: ['prompts'] as const,
  lists: () => [...promptKeys.all, 'list'] as const,
  /** `query` is the API query string of a browse state (lib/browse-state.ts apiQuery). */
  list: (query: string) => [...promptKeys.lists(), query] as const,
  detail: (id: string) => [...promptKeys.all, 'detail', id] as const,
  versions: (id: string) => [...promptKeys.all, 'versions', id] as const,
};

export const categoryKeys = {
  system: ['categories', 'system'] as const,
  custom: ['categories', 'custom'] as const,
};

export const webhookKeys = {
  all: ['webhooks'] as const,
  metrics: (timeRange: string) => [...webhookKeys.all, 'metrics', timeRange] as const,
  failed: () => [...webhookKeys.all, 'failed'] as const,
  events: (page: number) => [...webhookKeys.all, 'events', page] as const,
  event: (id: string) => [...webhookKeys.all, 'event', id] as const,
  flaggedPurchases: () => [...webhookKeys.all, 'flagged-purchases'] as const,
};
