import { route, withJsonBody } from '@/lib/http';
import { createCustomCategory, deleteCustomCategories, listCustomCategories } from '@/lib/services/categories';

export const GET = route(async ({ viewer }) => listCustomCategories(viewer));
export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => createCustomCategory(viewer, body)), {
  status: 201,
  idempotent: true,
});
/** Bulk delete { ids }: the empty ones go, the others stay (spec P2 §5). */
export const DELETE = route(async ({ req, viewer }) => withJsonBody(req, (body) => deleteCustomCategories(viewer, body)));
