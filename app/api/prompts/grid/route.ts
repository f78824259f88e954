import { adminRoute, searchParamsOf } from '@/lib/http';
import { listGrid } from '@/lib/services/prompt-grid';

export const GET = adminRoute(async ({ req, viewer }) => listGrid(viewer, searchParamsOf(req)));
