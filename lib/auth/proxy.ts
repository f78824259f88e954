import { clerkMiddleware } from '@clerk/nextjs/server';
import type { NextFetchEvent, NextMiddleware, NextRequest, NextResponse } from 'next/server';
import { isClerkEnabled } from '../env';

// Clerk needs its middleware (session handshake and refresh); the local provider needs none.
// Rights are never decided here: pages and routes check them on the server themselves.

/** The provider's proxy (when it has one) in front of `next`, which answers requests it lets through. */
export function createAuthProxy(next: (request: NextRequest) => NextResponse) {
  // clerkMiddleware() without keys answers 500 to everything: created only once Clerk is on.
  let clerk: NextMiddleware | null = null;
  return (request: NextRequest, event: NextFetchEvent) => {
    if (!isClerkEnabled()) return next(request);
    clerk ??= clerkMiddleware((_auth, req) => next(req));
    return clerk(request, event);
  };
}
