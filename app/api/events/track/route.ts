import { route, withJsonBody } from '@/lib/http';
import { trackEvent } from '@/lib/services/events';

export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => trackEvent(viewer, body)));
