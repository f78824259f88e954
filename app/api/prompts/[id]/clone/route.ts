import { route, withJsonBody } from '@/lib/http';
import { clonePrompt } from '@/lib/services/prompts';

export const POST = route(async ({ req, viewer, params }) => withJsonBody(req, (body) => clonePrompt(viewer, params.id, body)), {
  status: 201,
  idempotent: true,
});
