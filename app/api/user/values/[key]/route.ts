import { route, withJsonBody } from '@/lib/http';
import { forgetValue, getValueTrail, setValueFlags } from '@/lib/services/value-trail';

// One value (by its parameter's name): where it is kept and used, its flags, and "forget everywhere"
// (docs/memory.md#the-usage-trail).
export const GET = route(async ({ viewer, params }) => getValueTrail(viewer, params.key));
// Only a session sets the flags: a client a value is withheld from cannot lift that.
export const PATCH = route(async ({ req, viewer, params }) => withJsonBody(req, (body) => setValueFlags(viewer, params.key, body)), { sessionOnly: true });
export const DELETE = route(async ({ viewer, params }) => forgetValue(viewer, params.key));
