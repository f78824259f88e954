import { route, withJsonBody } from '@/lib/http';
import { revokeApiToken, updateApiToken } from '@/lib/services/api-tokens';

export const PATCH = route(async ({ req, viewer, params }) => withJsonBody(req, (body) => updateApiToken(viewer, params.id, body)));
export const DELETE = route(async ({ viewer, params }) => revokeApiToken(viewer, params.id));
