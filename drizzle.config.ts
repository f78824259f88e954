import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs models/schema.ts against the committed snapshots.
export default defineConfig({
  dialect: 'postgresql',
  schema: './models/schema/index.ts',
  out: './models/migrations',
});
