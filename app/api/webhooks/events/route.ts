import { adminRoute, searchParamsOf } from '@/lib/http';
import { listAllWebhookEvents } from '@/lib/services/webhook-monitoring';

export const GET = adminRoute(async ({ req, viewer }) => listAllWebhookEvents(viewer, searchParamsOf(req)));
