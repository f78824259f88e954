import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { createAuthProxy } from '../auth/proxy';
import { getEnv } from '../env';
import { REQUEST_ID_HEADER, requestIdFrom } from '../request-id';
import { clerkFrontendApiFrom, newNonce, pageContentSecurityPolicy } from './headers';

// Every page answer gets a Content-Security-Policy with a nonce of its own. Next reads the nonce
// from the request's policy header and puts it on its scripts; the layout passes `x-nonce` on to
// the scripts it renders itself (the theme script). Pages get an `x-request-id` too.
function withContentSecurityPolicy(request: NextRequest): NextResponse {
  const env = getEnv();
  const nonce = newNonce();
  const policy = pageContentSecurityPolicy({
    nonce,
    development: env.NODE_ENV === 'development',
    paddle: Boolean(env.NEXT_PUBLIC_PADDLE_CLIENT_TOKEN),
    clerkFrontendApi: env.CLERK_SECRET_KEY ? clerkFrontendApiFrom(env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY) : null,
    https: env.NODE_ENV === 'production' && (env.APP_URL ?? '').startsWith('https:'),
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  // The page's request id: its server logs (the layout's) and its answer carry the same one.
  const requestId = requestIdFrom(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const securityProxy: (request: NextRequest, event: NextFetchEvent) => unknown = createAuthProxy(withContentSecurityPolicy);
