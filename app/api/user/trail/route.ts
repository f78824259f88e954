import { route, withJsonBody } from '@/lib/http';
import { getTrail, recordTrail, setKeepDays } from '@/lib/services/value-trail';

// The usage trail (docs/memory.md#the-usage-trail): each value it names, how long it is kept, and a use
// recorded away from the app's screens (the stdio MCP server's fills).
export const GET = route(async ({ viewer }) => getTrail(viewer));
// How long it is kept: a choice of the person's, from a session.
export const PUT = route(async ({ req, viewer }) => withJsonBody(req, (body) => setKeepDays(viewer, body)), { sessionOnly: true });
export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => recordTrail(viewer, body)), { status: 201 });
