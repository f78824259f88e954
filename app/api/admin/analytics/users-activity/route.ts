import { adminRoute, searchParamsOf } from '@/lib/http';
import { readAnalytics } from '@/lib/services/admin-analytics';

export const GET = adminRoute(async ({ req, viewer }) => readAnalytics('users-activity', viewer, searchParamsOf(req)));
