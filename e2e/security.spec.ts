import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';

// In a real browser against the production build.

/** Console messages of CSP refusals, and whether React took over the page. */
async function watchPage(page: Page) {
  const refusals: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refusals.push(m.text());
  });
  return {
    refusals,
    hydrated: () => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react'))),
  };
}

test('every page answer carries a nonce CSP that its own scripts satisfy, and the fixed security headers', async ({ page, consoleGate }) => {
  consoleGate.allow(/status of 404 .*\/(sign-in\/x\.png|x\.css)\)$/, 'the two addresses that are no page, opened on purpose for their headers');
  const watch = await watchPage(page);
  // '/prompts/x.png' is a page too (a prompt id that happens to end like a file): it needs its CSP.
  for (const route of ['/', '/pricing', '/pricing/faq', '/sign-in', '/sign-in/x.png', '/x.css']) {
    const response = (await page.goto(route))!;
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, route).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
    // Every script in the served HTML carries this answer's nonce (scripts added later by those
    // are trusted through 'strict-dynamic').
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, route).toContain(`nonce="${nonce}"`);
    await expect.poll(watch.hydrated).toBe(true);
  }
  // A second load gets another nonce.
  const first = (await page.goto('/pricing'))!.headers()['content-security-policy'];
  const second = (await page.goto('/pricing'))!.headers()['content-security-policy'];
  expect(first).not.toBe(second);
  expect(watch.refusals).toEqual([]);
});

test('a signed-in session works under the CSP: browse, open a prompt, theme toggle', async ({ page }) => {
  const watch = await watchPage(page);
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('a[href^="/prompts/"]').first().click();
  await expect(page).toHaveURL(/\/prompts\/[0-9a-f-]{36}/);
  expect(watch.refusals).toEqual([]);
});

test('API answers carry a locked-down CSP', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('a signed-in user sent to /sign-in with a disguised outside returnUrl stays on this site (open redirect)', async ({ page, baseURL }) => {
  await signInAs(page, PERSONAS.trial.email, '/');
  for (const returnUrl of ['%2F%09%2Fevil.example', '%2F..%2F%2Fevil.example', '%2F%5C%2Fevil.example', '%2F%2Fevil.example', 'https%3Aevil.example', '%0A%2F%2Fevil.example']) {
    await page.goto(`/sign-in?returnUrl=${returnUrl}`);
    expect(new URL(page.url()).origin, returnUrl).toBe(new URL(baseURL!).origin);
  }
  await page.goto(`/sign-in?returnUrl=${encodeURIComponent('/pricing?from=signin')}`);
  await expect(page).toHaveURL(/\/pricing\?from=signin$/);
});

test('the built client bundle holds no server secret', () => {
  const secrets = (process.env.E2E_BUILD_SECRETS ?? '').split(',').filter(Boolean);
  expect(secrets.length).toBe(5);
  const root = path.join(process.env.NEXT_DIST_DIR ?? '.next', 'static');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(root);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = fs.readFileSync(file, 'latin1');
    for (const secret of secrets) expect(text.includes(secret), `${secret.slice(0, 6)}… in ${file}`).toBe(false);
  }
});

// The screens write through server actions, which rely on Next's own Origin check.
test("a server action replayed from another site's page is refused; the same call from ours runs", async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  const origin = new URL(page.url()).origin;
  const made = await page.request.post('/api/user-categories', { data: { name: 'Origin Check' }, headers: { origin } });
  expect(made.status()).toBe(201);
  const categoryId = (await made.json())._id as string;
  await page.reload();
  const mine = page.getByRole('region', { name: 'My categories' });

  // Rename in the UI and keep the server action request the page sends.
  const sent = page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action']));
  await mine.getByRole('button', { name: 'Rename Origin Check' }).click();
  await mine.getByLabel('Rename Origin Check').fill('Origin Renamed');
  await page.keyboard.press('Enter');
  const request = await sent;
  await expect(mine.getByRole('button', { name: /^Origin Renamed \d+$/ })).toBeVisible();
  const body = request.postData() ?? '';
  expect(body).toContain('Origin Renamed');
  const replay = (from: string) =>
    page.request.post(request.url(), {
      headers: { 'next-action': request.headers()['next-action']!, 'content-type': request.headers()['content-type'] ?? 'text/plain;charset=UTF-8', accept: 'text/x-component', origin: from },
      data: body.replace('Origin Renamed', 'Hijacked Name'),
    });
  const names = async () => ((await (await page.request.get('/api/user-categories')).json()) as { name: string }[]).map((c) => c.name);

  const foreign = await replay('https://attacker.example');
  expect(foreign.status()).toBeGreaterThanOrEqual(400);
  expect(await names()).not.toContain('Hijacked Name');

  // The replay itself is a valid call: from our own origin it renames.
  const own = await replay(origin);
  expect(own.status()).toBe(200);
  expect(await names()).toContain('Hijacked Name');

  expect((await page.request.delete(`/api/user-categories/${categoryId}`, { headers: { origin } })).status()).toBe(200);
});

/** A sign-in posted from a given loopback source address (127.0.0.1, 127.0.0.2 …): another client, as the server sees it. */
function signInFrom(baseURL: string, localAddress: string, email: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL('/api/auth/sign-in/email', baseURL);
  const body = JSON.stringify({ email, password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: url.origin, ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('the client’s address is the connection’s own: a forged X-Forwarded-For never chooses it, another address has its own count', async ({ baseURL }) => {
  // Failed sign-ins are counted per email and client address (RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR, 10).
  const email = `forged-${Date.now()}@e2e.test`;
  const statuses: number[] = [];
  // Each attempt claims another address, and another peer header; all come from 127.0.0.1.
  for (let i = 0; i < 11; i++) {
    statuses.push(await signInFrom(baseURL!, '127.0.0.1', email, { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-promptloom-peer': `198.51.100.${i + 1}` }));
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses[10]).toBe(429);
  // A connection from another address is another client: its own count, not limited.
  expect(await signInFrom(baseURL!, '127.0.0.2', email)).toBe(401);
});
