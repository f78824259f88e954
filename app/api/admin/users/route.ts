import { adminRoute, searchParamsOf } from '@/lib/http';
import { listUsers } from '@/lib/services/admin-users';

export const GET = adminRoute(async ({ req, viewer }) => listUsers(viewer, searchParamsOf(req)));
