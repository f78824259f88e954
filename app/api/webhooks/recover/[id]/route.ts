import { adminRoute } from '@/lib/http';
import { recoverWebhook } from '@/lib/services/webhook-monitoring';

export const POST = adminRoute(async ({ viewer, params }) => recoverWebhook(viewer, params.id));
