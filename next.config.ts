import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  // The e2e suite builds into its own folder so it never races a running `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: false,
};

export default nextConfig;
