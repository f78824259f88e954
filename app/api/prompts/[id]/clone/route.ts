import { route, withJsonBody } from '@/lib/http';
import { clonePromptForViewer } from '@/lib/services/prompts';

export const POST = route(async ({ req, viewer, params }) => withJsonBody(req, (body) => clonePromptForViewer(viewer, params.id, body)), {
  status: 201,
  idempotent: true,
});
