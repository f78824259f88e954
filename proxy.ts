import { authProxy } from './lib/auth/proxy';

export default authProxy;

// Next reads this statically, so it lives here rather than in lib/auth. Pages only: API routes
// verify the bearer token or session cookie themselves (lib/auth), so they skip this hop.
export const config = {
  matcher: ['/((?!_next|api/|[^?]*\\.(?:html?|css|js(?!on)|jpe?g|webp|png|gif|svg|ttf|woff2?|ico|csv|docx?|xlsx?|zip|webmanifest)).*)'],
};
