import { route, withJsonBody } from '@/lib/http';
import { deleteCustomCategory, renameCustomCategory } from '@/lib/services/categories';

export const PUT = route(async ({ req, viewer, params }) => withJsonBody(req, (body) => renameCustomCategory(viewer, params.id, body)));
export const DELETE = route(async ({ viewer, params }) => deleteCustomCategory(viewer, params.id));
