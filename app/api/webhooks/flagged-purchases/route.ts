import { adminRoute } from '@/lib/http';
import { listFlaggedPurchases } from '@/lib/services/webhook-monitoring';

export const GET = adminRoute(async ({ viewer }) => listFlaggedPurchases(viewer));
