import type { NextConfig } from 'next';

// Builds without Clerk keys never bundle Clerk's client code (see lib/auth/clerk-disabled.tsx).
const clerkAtBuild = Boolean(process.env.CLERK_SECRET_KEY && process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY);

const nextConfig: NextConfig = {
  turbopack: { resolveAlias: clerkAtBuild ? {} : { '@clerk/nextjs': './lib/auth/clerk-disabled.tsx' } },
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  // The e2e suite builds into its own folder so it never races a running `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: false,
};

export default nextConfig;
