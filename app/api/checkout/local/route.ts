import { route, withJsonBody } from '@/lib/http';
import { payWithLocalCheckout } from '@/lib/services/checkout';

export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => payWithLocalCheckout(viewer, body)), {
  idempotent: true,
});
