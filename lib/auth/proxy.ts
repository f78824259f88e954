import { clerkMiddleware } from '@clerk/nextjs/server';
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { isClerkEnabled } from '../env';

// Clerk needs its middleware (session handshake and refresh); the local provider needs none.
// Rights are never decided here: pages and routes check them on the server themselves.
const clerk = clerkMiddleware();

export function authProxy(request: NextRequest, event: NextFetchEvent) {
  return isClerkEnabled() ? clerk(request, event) : NextResponse.next();
}

