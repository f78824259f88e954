import { securityProxy } from './lib/security/proxy';

export default securityProxy;

// Next reads this statically, so it lives here rather than in lib/. Everything but Next's build
// files and the API (which verifies tokens itself and gets its headers from next.config): a page
// path may end in anything ('/prompts/x.png' renders a page), and every page needs its CSP.
export const config = {
  matcher: ['/((?!_next/static/|_next/image|api/).*)'],
};
