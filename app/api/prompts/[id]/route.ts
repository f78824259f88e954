import { route, withJsonBody } from '@/lib/http';
import { deletePromptForViewer, getPromptForViewer, updatePrompt } from '@/lib/services/prompts';

export const GET = route(async ({ viewer, params }) => getPromptForViewer(viewer, params.id));
export const PUT = route(async ({ req, viewer, params }) => withJsonBody(req, (body) => updatePrompt(viewer, params.id, body)));
export const DELETE = route(async ({ viewer, params }) => deletePromptForViewer(viewer, params.id));
