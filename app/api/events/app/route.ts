import { route, withJsonBody } from '@/lib/http';
import { trackAppEvent } from '@/lib/services/app-events';

// POST /api/events/app { name, properties? } (spec P2 §7 analytics events): sent by the browser as
// a keepalive beacon, so a click that navigates away is neither delayed nor lost.
export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => trackAppEvent(viewer, body)));
