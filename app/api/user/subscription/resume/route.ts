import { route } from '@/lib/http';
import { resumeSubscription } from '@/lib/services/subscriptions';

export const POST = route(async ({ viewer }) => resumeSubscription(viewer), { sessionOnly: true });
