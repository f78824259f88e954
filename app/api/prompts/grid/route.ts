import { adminRoute, searchParamsOf } from '@/lib/http';
import { listGridForViewer } from '@/lib/services/prompt-grid';

export const GET = adminRoute(async ({ req, viewer }) => listGridForViewer(viewer, searchParamsOf(req)));
