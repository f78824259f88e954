import { route } from '@/lib/http';
import { listVersions } from '@/lib/services/prompts';

export const GET = route(async ({ viewer, params }) => listVersions(viewer, params.id));
