import { adminRoute, searchParamsOf } from '@/lib/http';
import { getWebhookMetrics } from '@/lib/services/webhook-monitoring';

export const GET = adminRoute(async ({ req, viewer }) => getWebhookMetrics(viewer, searchParamsOf(req)));
