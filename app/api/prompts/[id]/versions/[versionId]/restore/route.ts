import { route } from '@/lib/http';
import { restoreVersion } from '@/lib/services/prompts';

export const POST = route(async ({ viewer, params }) => restoreVersion(viewer, params.id, params.versionId));
