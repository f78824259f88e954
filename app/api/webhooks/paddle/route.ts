import { fail } from '@/lib/errors';
import { errorResponse, traced } from '@/lib/http';
import { logger } from '@/lib/logger';
import { readBodyText, WEBHOOK_BODY_LIMIT_BYTES } from '@/lib/security/body-limit';
import { receivePaddleWebhook } from '@/lib/services/billing-webhooks';

// Signed by Paddle, not by a user session: the signature is the authorization.
export const POST = traced(async (req: Request): Promise<Response> => {
  try {
    const body = await readBodyText(req, WEBHOOK_BODY_LIMIT_BYTES);
    if (!body.ok) return errorResponse(body);
    const result = await receivePaddleWebhook(body.data, req.headers.get('paddle-signature'));
    return result.ok ? Response.json(result.data) : errorResponse(result);
  } catch (error) {
    // The database is down, say: JSON 500, so Paddle redelivers; never an empty body or a stack.
    logger().error({ err: error }, 'Paddle webhook could not be recorded');
    return errorResponse(fail(500, 'UNKNOWN_ERROR', 'Webhook could not be recorded; it will be redelivered'));
  }
});
