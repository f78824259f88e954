import { defineConfig } from '@playwright/test';

// Driven by scripts/e2e.mjs, which builds and starts the app and sets these variables.
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210';

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.e2e/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
