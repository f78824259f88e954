// End-to-end suite: builds the app, starts it on a fresh embedded database with test personas,
// and runs the Playwright specs in Debian's Chromium.
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
const chromium = ensureChromium();

const port = process.env.E2E_PORT || '3210';
// E2E_DIR (say .e2e/b) lets a second run work beside the first: its own build and database, with E2E_PORT and E2E_OPENAI_PORT of its own.
const dir = process.env.E2E_DIR || '.e2e';
const openAiPort = process.env.E2E_OPENAI_PORT || '3212';
const appURL = `http://localhost:${port}`;
// The browser opens the app at 127.0.0.1, not at APP_URL's host: every address must work.
const baseURL = `http://127.0.0.1:${port}`;
// Secrets made fresh for each run: none is a constant in the code.
const secret = (prefix) => `${prefix}${randomBytes(24).toString('hex')}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: `${dir}/next`,
  DATA_DIR: `${dir}/data`,
  DATABASE_URL: '',
  PORT: port,
  APP_URL: appURL,
  BETTER_AUTH_SECRET: secret('e2e_auth_'),
  MEMORY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  ADMIN_EMAILS: 'admin@e2e.test',
  // Every spec signs in from one address within seconds; the limits stay on, set higher.
  RATE_LIMIT_AUTH_PER_IP: '10000',
  RATE_LIMIT_AUTH_PER_EMAIL: '1000',
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '1000',
  // The local checkout stands in for Paddle in this production-mode test build.
  LOCAL_CHECKOUT: 'on',
  PADDLE_WEBHOOK_SECRET: secret('pdl_e2e_'),
  // Mail goes to the local outbox, which e2e/password-reset.spec.ts reads at /dev/outbox.
  SMTP_URL: '',
  MAIL_OUTBOX: 'on',
  // The AI prompt generator calls a local OpenAI-compatible stand-in (e2e/fixtures/openai-server.ts).
  OPENAI_API_KEY: secret('sk-e2e-'),
  OPENAI_BASE_URL: `http://127.0.0.1:${openAiPort}/v1`,
  AI_MODEL: 'e2e-model',
  E2E_OPENAI_PORT: String(openAiPort),
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

fs.rmSync(`${dir}/data`, { recursive: true, force: true });
console.log('[e2e] building the app…');
// Server secrets present at build time must never reach the browser's bundle: e2e/security.spec.ts
// greps the built client files for these values.
const buildEnv = { ...env, PADDLE_API_KEY: secret('pdl_e2e_build_only_api_key_') };
// The extension as `npm run build` makes it (the account page's download), and unpacked for this
// run's origin, which e2e/extension.spec.ts loads into Chromium.
run('tsx', ['scripts/build-extension.ts', '--quiet']);
run('tsx', ['scripts/build-extension.ts', '--quiet', '--origin', appURL, '--out', `${dir}/extension`]);
const built = spawnSync(bin('next'), ['build'], { stdio: 'inherit', env: buildEnv });
if (built.status !== 0) process.exit(built.status ?? 1);
// A page that queries before it is known to be dynamic opens the database during the build, and a
// build worker still holding its lock makes the migration below fail now and then.
if (fs.existsSync(`${dir}/data`)) {
  console.error('[e2e] `next build` opened the embedded database: a page queries it at build time (await connection() first)');
  process.exit(1);
}
run('tsx', ['scripts/migrate.ts']);
run('tsx', ['scripts/seed.ts']);
run('tsx', ['e2e/fixtures/create-personas.ts']);

const openAi = spawn(bin('tsx'), ['e2e/fixtures/openai-server.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
process.on('exit', () => {
  try {
    process.kill(-openAi.pid, 'SIGTERM');
  } catch {
    /* already stopped */
  }
});
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
      const res = await fetch(`${appURL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not become healthy within 60 s');
}

await waitForHealth();
const result = spawnSync(bin('playwright'), ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...env, E2E_APP_URL: appURL, E2E_EXTENSION_DIR: path.resolve(`${dir}/extension`), E2E_BUILD_SECRETS: [env.BETTER_AUTH_SECRET, env.MEMORY_ENCRYPTION_KEY, buildEnv.PADDLE_API_KEY, env.PADDLE_WEBHOOK_SECRET, env.OPENAI_API_KEY].join(',') },
});
stopServer();
process.exit(result.status ?? 1);
