import { route, withJsonBody } from '@/lib/http';
import { cancelSubscription, explainCancelFailure } from '@/lib/services/subscriptions';

// spec P2 §7: on failure `error` and `details`, also when the body is not JSON.
export const POST = route(async ({ req, viewer }) => explainCancelFailure(await withJsonBody(req, (body) => cancelSubscription(viewer, body))), {
  sessionOnly: true,
});
