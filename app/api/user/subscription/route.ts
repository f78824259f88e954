import { route } from '@/lib/http';
import { getSubscription } from '@/lib/services/users';

export const GET = route(async ({ viewer }) => getSubscription(viewer));
