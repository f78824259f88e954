import { errorResponse } from '@/lib/http';
import { receivePaddleWebhook } from '@/lib/services/billing-webhooks';

// Signed by Paddle, not by a user session: the signature is the authorization.
export async function POST(req: Request): Promise<Response> {
  const result = await receivePaddleWebhook(await req.text(), req.headers.get('paddle-signature'));
  return result.ok ? Response.json(result.data) : errorResponse(result);
}
