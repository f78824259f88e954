import { route, withJsonBody } from '@/lib/http';
import { cancelSubscription } from '@/lib/services/subscriptions';

export const POST = route(async ({ req, viewer }) => withJsonBody(req, (body) => cancelSubscription(viewer, body)), { sessionOnly: true });
