import { route } from '@/lib/http';
import { restoreVersionForViewer } from '@/lib/services/prompts';

export const POST = route(async ({ viewer, params }) => restoreVersionForViewer(viewer, params.id, params.versionId));
