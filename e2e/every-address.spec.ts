import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { expect, test } from './fixtures/test';
import { PASSWORD } from './fixtures/personas';

// `npm run dev` prints localhost and the network address, and a
// page opened at any of them, or at 127.0.0.1, must hydrate (Next's dev server refuses its scripts
// to hosts it was not told about) and sign-up must work there. Runs a real `next dev`.

const port = Number(process.env.E2E_DEV_PORT ?? 3211);
const dataDir = '.e2e/dev-data';
let server: ChildProcess | null = null;
let log = '';

const networkHost = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
const hosts = ['127.0.0.1', 'localhost', ...(networkHost ? [networkHost] : [])];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    NEXT_DIST_DIR: '.e2e/next-dev',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
  } as NodeJS.ProcessEnv;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const migrated = spawnSync('node_modules/.bin/tsx', ['scripts/migrate.ts'], { env, encoding: 'utf8' });
  expect(migrated.status, migrated.stderr).toBe(0);
  server = spawn('node_modules/.bin/next', ['dev', '-p', String(port)], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (d) => (log += d));
  server.stderr!.on('data', (d) => (log += d));
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/health/live`).catch(() => null);
        return res?.status ?? 0;
      },
      { timeout: 180_000, intervals: [1_000] },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
});

for (const host of hosts) {
  test(`a page opened at ${host} hydrates, and sign-up works there`, async ({ page }) => {
    const base = `http://${host}:${port}`;
    await page.goto(`${base}/`, { timeout: 180_000 });
    // The Sign Up button opens its dialog only once React has taken over it; the dev server compiles
    // the sign-in controls' chunk on first request, so a click before that does nothing: press again.
    const dialog = page.getByRole('dialog', { name: 'Create your free account' });
    await expect(async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
      await expect(dialog).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 120_000 });
    await dialog.getByLabel('Name').fill('Addie Address');
    await dialog.getByLabel('Email').fill(`addie-${host.replace(/\W/g, '')}-${Date.now()}@e2e.test`);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create Free Account' }).click();
    // Signed up and in: a new account's first page is the onboarding.
    await expect(page.getByRole('heading', { name: "Let's Get Started" })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByText('Welcome to Promptloom, Addie.', { exact: false })).toBeVisible();
    expect(log).not.toContain('Blocked cross-origin request');
  });
}

// Every signed-out page preloaded a chunk the dev server never served (a 404 each visit):
// every script a page names, preloaded or loaded, is there.
test('every script a signed-out page names in development is served', async ({ request }) => {
  const base = `http://127.0.0.1:${port}`;
  for (const path of ['/', '/pricing', '/pricing/faq', '/terms', '/sign-in', '/signup']) {
    const html = await (await request.get(`${base}${path}`, { timeout: 180_000 })).text();
    const scripts = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/_next\/[^"]+\.js)"/g)].map((m) => m[1]!));
    expect(scripts.size, path).toBeGreaterThan(0);
    for (const src of scripts) expect(`${path} ${src} ${(await request.get(`${base}${src}`, { timeout: 180_000 })).status()}`).toBe(`${path} ${src} 200`);
  }
});

// The security headers hold in development as in production (no HSTS over plain http).
test('the dev server sends the security headers on pages and API answers', async ({ request }) => {
  const base = `http://127.0.0.1:${port}`;
  const page = await request.get(`${base}/pricing`, { timeout: 180_000 });
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
  for (const tag of (await page.text()).match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);

  const api = await request.get(`${base}/api/health/live`);
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});
