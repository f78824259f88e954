import { adminRoute } from '@/lib/http';
import { getWebhookEvent } from '@/lib/services/webhook-monitoring';

export const GET = adminRoute(async ({ viewer, params }) => getWebhookEvent(viewer, params.id));
