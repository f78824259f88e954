import { route } from '@/lib/http';
import { getUsageStats } from '@/lib/services/account';

export const GET = route(async ({ viewer }) => getUsageStats(viewer));
