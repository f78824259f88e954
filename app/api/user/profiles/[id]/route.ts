import { route, withJsonBody } from '@/lib/http';
import { deleteProfile, updateProfile } from '@/lib/services/profiles';

export const PATCH = route(async ({ req, viewer, params }) => withJsonBody(req, (body) => updateProfile(viewer, params.id, body)));
export const DELETE = route(async ({ viewer, params }) => deleteProfile(viewer, params.id));
