import { route, searchParamsOf } from '@/lib/http';
import { listPromptsForViewer } from '@/lib/services/prompts';

export const GET = route(async ({ req, viewer }) => listPromptsForViewer(viewer, searchParamsOf(req)));
