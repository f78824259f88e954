import { route, withJsonBody } from '@/lib/http';
import { payWithLocalCheckout } from '@/lib/services/checkout';

export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => payWithLocalCheckout(viewer, body)), {
  // It posts the signed event to our own webhook: outside the request's transaction (see actions/billing.ts).
  idempotent: 'external-call',
});
