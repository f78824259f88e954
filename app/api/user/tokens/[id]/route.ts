import { route } from '@/lib/http';
import { revokeApiToken } from '@/lib/services/api-tokens';

export const DELETE = route(async ({ viewer, params }) => revokeApiToken(viewer, params.id));
