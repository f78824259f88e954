import { adminRoute } from '@/lib/http';
import { listUserAudit } from '@/lib/services/admin-users';

export const GET = adminRoute(async ({ viewer, params }) => listUserAudit(viewer, params.id));
