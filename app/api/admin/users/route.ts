import { adminRoute, searchParamsOf } from '@/lib/http';
import { listUsersForViewer } from '@/lib/services/admin-users';

export const GET = adminRoute(async ({ req, viewer }) => listUsersForViewer(viewer, searchParamsOf(req)));
