import { authProxy } from './lib/auth/proxy';

export default authProxy;

// Next reads this statically, so it lives here rather than in lib/auth.
export const config = {
  matcher: ['/((?!_next|[^?]*\\.(?:html?|css|js(?!on)|jpe?g|webp|png|gif|svg|ttf|woff2?|ico|csv|docx?|xlsx?|zip|webmanifest)).*)', '/(api|trpc)(.*)'],
};
