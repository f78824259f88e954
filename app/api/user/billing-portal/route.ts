import { route } from '@/lib/http';
import { openBillingPortal } from '@/lib/services/subscriptions';

// POST /api/user/billing-portal → { url }: Paddle's customer portal for the signed-in person.
export const POST = route(async ({ viewer }) => openBillingPortal(viewer), { sessionOnly: true });
