import { route, withJsonBody } from '@/lib/http';
import { reorderCustomCategories } from '@/lib/services/categories';

export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => reorderCustomCategories(viewer, body)));
