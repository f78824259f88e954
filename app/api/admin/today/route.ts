import { adminRoute } from '@/lib/http';
import { getAdminToday } from '@/lib/services/admin-analytics';

export const GET = adminRoute(async ({ viewer }) => getAdminToday(viewer));
