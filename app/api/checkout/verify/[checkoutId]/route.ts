import { route } from '@/lib/http';
import { verifyCheckout } from '@/lib/services/checkout';

export const GET = route(async ({ viewer, params }) => verifyCheckout(viewer, params.checkoutId));
