import type { NextConfig } from 'next';
import { API_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from './lib/security/headers';
import { localNetworkHosts } from './lib/security/origins';
import { parsePublicEnv, type PublicEnvInput } from './lib/public-env-schema';

// The browser's values are checked here, once, before Next inlines them: a bad one stops `next dev`
// and `next build` naming the variable (lib/public-env.ts reads them in the browser without zod).
parsePublicEnv(process.env as PublicEnvInput);

// Builds without Clerk keys never bundle Clerk's client code (see lib/auth/clerk-disabled.tsx).
const clerkAtBuild = Boolean(process.env.CLERK_SECRET_KEY && process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY);

// `next dev` serves its scripts only to the hosts named here (and localhost): without them a page
// opened at 127.0.0.1 or at the network address it prints renders but never hydrates.
const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
};
const devHosts = [
  '127.0.0.1',
  '[::1]',
  ...localNetworkHosts(),
  ...[process.env.APP_URL ?? '', ...(process.env.TRUSTED_ORIGINS ?? '').split(',')].map((o) => hostOf(o.trim())),
].filter((h): h is string => Boolean(h));

const nextConfig: NextConfig = {
  turbopack: { resolveAlias: clerkAtBuild ? {} : { '@clerk/nextjs': './lib/auth/clerk-disabled.tsx' } },
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis'],
  allowedDevOrigins: [...new Set(devHosts)],
  poweredByHeader: false,
  // The e2e suite builds into its own folder so it never races a running `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: false,
  // Fixed security headers on every answer; pages get their nonce'd policy from proxy.ts.
  async headers() {
    const fixed = staticSecurityHeaders(process.env.NODE_ENV === 'production');
    return [
      { source: '/:path*', headers: fixed },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

export default nextConfig;
