import { corsPreflight, route, withJsonBody } from '@/lib/http';
import { getParameters, saveParameters } from '@/lib/services/parameters';

export const GET = route(async ({ viewer }) => getParameters(viewer));
export const PUT = route(async ({ req, viewer }) => withJsonBody(req, (body) => saveParameters(viewer, body)));

// The browser extension calls this route (docs/extension.md).
export const OPTIONS = corsPreflight;
