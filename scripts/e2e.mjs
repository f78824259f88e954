// End-to-end suite: builds the app, starts it on a fresh embedded database with test personas,
// and runs the Playwright specs in Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
const chromium = ensureChromium();

const port = process.env.E2E_PORT || '3210';
const baseURL = `http://localhost:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: '.e2e/next',
  DATA_DIR: '.e2e/data',
  DATABASE_URL: '',
  PORT: port,
  APP_URL: baseURL,
  BETTER_AUTH_SECRET: 'e2e-only-secret-0123456789abcdef0123456789',
  ADMIN_EMAILS: 'admin@e2e.test',
  // Every spec signs in from one address within seconds; production keeps the limit.
  AUTH_RATE_LIMIT: 'off',
  // The local checkout stands in for Paddle in this production-mode test build.
  LOCAL_CHECKOUT: 'on',
  PADDLE_WEBHOOK_SECRET: 'pdl_e2e_webhook_secret',
  NEXT_PUBLIC_PADDLE_CLIENT_TOKEN: '',
  // The suite exercises the local provider, whatever this machine has configured.
  CLERK_SECRET_KEY: '',
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: '',
  CHROMIUM_PATH: chromium,
  E2E_BASE_URL: baseURL,
};

const bin = (name) => `node_modules/.bin/${name}`;
const run = (cmd, args) => {
  const result = spawnSync(bin(cmd), args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

fs.rmSync('.e2e/data', { recursive: true, force: true });
console.log('[e2e] building the app…');
run('next', ['build']);
run('tsx', ['scripts/migrate.ts']);
run('tsx', ['scripts/seed.ts']);
run('tsx', ['e2e/fixtures/create-personas.ts']);

console.log(`[e2e] starting the app on ${baseURL}`);
const server = spawn(bin('next'), ['start', '-p', port], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already stopped */
  }
};
process.on('exit', stopServer);
process.on('SIGINT', () => process.exit(130));

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not become healthy within 60 s');
}

await waitForHealth();
const result = spawnSync(bin('playwright'), ['test', ...process.argv.slice(2)], { stdio: 'inherit', env });
stopServer();
process.exit(result.status ?? 1);
