import { route, withJsonBody } from '@/lib/http';
import { createCustomCategory, listCustomCategories } from '@/lib/services/categories';

export const GET = route(async ({ viewer }) => listCustomCategories(viewer));
export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => createCustomCategory(viewer, body)), { status: 201 });
