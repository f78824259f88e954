import { route } from '@/lib/http';
import { clientIp, consumeRateLimit } from '@/lib/security/rate-limit';
import { createLifetimeCheckout } from '@/lib/services/lifetime';

// The lifetime checkout opens a transaction our server creates for a reserved spot. A
// spot is held for 30 minutes unpaid, so one address may open only so many: nobody holds them all.
export const POST = route(
  async ({ req, viewer }) => (await consumeRateLimit('lifetimeCheckouts', clientIp(req.headers))) ?? createLifetimeCheckout(viewer),
  // Paddle's transaction cannot be rolled back; a person holds one reservation, so a repeat makes no second.
  { idempotent: 'external-call' },
);
