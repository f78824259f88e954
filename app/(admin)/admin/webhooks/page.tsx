import { WebhookDashboard } from '@/components/admin/webhooks/webhook-dashboard';
import { guardPage } from '@/lib/page-guard';
import { getWebhookMetrics, listFailedWebhooks, listFlaggedPurchases } from '@/lib/services/webhook-monitoring';
import { DEFAULT_WEBHOOK_TIME_RANGE, WEBHOOK_TEXT } from '@/lib/webhook-monitoring';

export const metadata = { title: WEBHOOK_TEXT.title };

// spec P2 §2 "Webhook monitoring page" (admin only, checked here on the server). The first screen
// renders with its data; the client polls and retries from there.
export default async function WebhooksPage() {
  const viewer = await guardPage('admin', '/admin/webhooks');
  const timeRange = DEFAULT_WEBHOOK_TIME_RANGE;
  const [metrics, failed, flagged] = await Promise.all([getWebhookMetrics(viewer, { timeRange }), listFailedWebhooks(viewer), listFlaggedPurchases(viewer)]);
  if (!metrics.ok) throw new Error(metrics.error);
  if (!failed.ok) throw new Error(failed.error);
  if (!flagged.ok) throw new Error(flagged.error);
  return <WebhookDashboard initial={{ timeRange, metrics: metrics.data, failed: failed.data, flagged: flagged.data }} />;
}
