import { adminRoute } from '@/lib/http';
import { listFailedWebhooks } from '@/lib/services/webhook-monitoring';

export const GET = adminRoute(async ({ viewer }) => listFailedWebhooks(viewer));
