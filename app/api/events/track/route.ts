import { corsPreflight, route, withJsonBody } from '@/lib/http';
import { trackEvent } from '@/lib/services/events';

export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => trackEvent(viewer, body)));

// The browser extension calls this route (docs/extension.md).
export const OPTIONS = corsPreflight;
