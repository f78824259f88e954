import { route } from '@/lib/http';
import { listVersionsForViewer } from '@/lib/services/prompts';

export const GET = route(async ({ viewer, params }) => listVersionsForViewer(viewer, params.id));
