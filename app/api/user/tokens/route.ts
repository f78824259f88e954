import { route, withJsonBody } from '@/lib/http';
import { createApiToken, listApiTokens } from '@/lib/services/api-tokens';

// Personal API tokens: a sign-in session manages them; an API token is refused here.
export const GET = route(async ({ viewer }) => listApiTokens(viewer));
// Not idempotent on purpose: a replayed answer would have to be stored, and it holds the token.
export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => createApiToken(viewer, body)), { status: 201 });
