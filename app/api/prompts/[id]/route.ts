import { route } from '@/lib/http';
import { getPromptForViewer } from '@/lib/services/prompts';

export const GET = route(async ({ viewer, params }) => getPromptForViewer(viewer, params.id));
