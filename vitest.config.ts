import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const integration = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/integration/setup.ts'],
    env,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      integration('integration', { TEST_DB: 'pglite' }),
      // The same suite again on a PostgreSQL server when one is configured (CI sets it).
      ...(process.env.DATABASE_URL_TEST ? [integration('integration-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
});
