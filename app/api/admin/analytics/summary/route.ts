import { adminRoute } from '@/lib/http';
import { getAnalyticsSummary } from '@/lib/services/admin';

export const GET = adminRoute(async ({ viewer }) => getAnalyticsSummary(viewer));
