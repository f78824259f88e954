import { route } from '@/lib/http';
import { deletePromptForViewer, getPromptForViewer } from '@/lib/services/prompts';

export const GET = route(async ({ viewer, params }) => getPromptForViewer(viewer, params.id));
export const DELETE = route(async ({ viewer, params }) => deletePromptForViewer(viewer, params.id));
