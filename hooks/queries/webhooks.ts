'use client';

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recoverWebhookAction } from '@/actions/admin';
import { apiRequest, unwrap } from '@/lib/api-client';
import type { FailedWebhookDTO, FlaggedPurchaseDTO, WebhookMetricDTO } from '@/lib/dto/webhooks';
import { WEBHOOK_POLL_MS, WEBHOOK_TEXT, type WebhookTimeRange } from '@/lib/webhook-monitoring';
import { webhookKeys } from './keys';

// The admin webhook monitoring page's reads and its one write (spec P2 §4, §7): every list polls
// every 60 seconds; after a retry both lists (and the counts) reload.

const fallbackMessage = WEBHOOK_TEXT.fetchFailed;

export const webhookQueries = {
  metrics: (timeRange: WebhookTimeRange) =>
    queryOptions({
      queryKey: webhookKeys.metrics(timeRange),
      queryFn: () => apiRequest('GET /api/webhooks/metrics', { query: new URLSearchParams({ timeRange }).toString(), fallbackMessage }),
      refetchInterval: WEBHOOK_POLL_MS,
    }),
  failed: () =>
    queryOptions({ queryKey: webhookKeys.failed(), queryFn: () => apiRequest('GET /api/webhooks/failed', { fallbackMessage }), refetchInterval: WEBHOOK_POLL_MS }),
  events: (page: number) =>
    queryOptions({
      queryKey: webhookKeys.events(page),
      queryFn: () => apiRequest('GET /api/webhooks/events', { query: new URLSearchParams({ page: String(page) }).toString(), fallbackMessage }),
      refetchInterval: WEBHOOK_POLL_MS,
    }),
  event: (id: string) => queryOptions({ queryKey: webhookKeys.event(id), queryFn: () => apiRequest('GET /api/webhooks/events/[id]', { params: { id }, fallbackMessage }) }),
  flaggedPurchases: () =>
    queryOptions({
      queryKey: webhookKeys.flaggedPurchases(),
      queryFn: () => apiRequest('GET /api/webhooks/flagged-purchases', { fallbackMessage }),
      refetchInterval: WEBHOOK_POLL_MS,
    }),
};

/** `initial` is what the server rendered for the default range. */
export function useWebhookMetrics(timeRange: WebhookTimeRange, initial?: { timeRange: WebhookTimeRange; data: WebhookMetricDTO[] }) {
  return useQuery({
    ...webhookQueries.metrics(timeRange),
    initialData: initial?.timeRange === timeRange ? initial.data : undefined,
    placeholderData: keepPreviousData,
  });
}

export const useFailedWebhooks = (initial?: FailedWebhookDTO[]) => useQuery({ ...webhookQueries.failed(), initialData: initial });
export const useWebhookEvents = (page: number, enabled = true) => useQuery({ ...webhookQueries.events(page), enabled, placeholderData: keepPreviousData });
export const useWebhookEvent = (id: string | null) => useQuery({ ...webhookQueries.event(id ?? ''), enabled: id !== null });
export const useFlaggedPurchases = (initial?: FlaggedPurchaseDTO[]) => useQuery({ ...webhookQueries.flaggedPurchases(), initialData: initial });

/** Retry (spec P2 §7): the admin action that POST /api/webhooks/recover/{id} also serves, then every webhook list and count reloads. */
export function useRecoverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(recoverWebhookAction({ id }), WEBHOOK_TEXT.retryFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
