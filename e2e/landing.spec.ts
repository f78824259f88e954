import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { MESSAGES } from '../lib/constants';
import { PASSWORD } from './fixtures/personas';
import { screenshotPage } from './fixtures/screenshot';

// The first minutes: the landing's parameter-memory demo carries what a visitor typed
// into the account they create; the FAQ's tabs; the footer of every public page.

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a visitor fills the demo, cycles its prompts, saves, signs up and finds the changed values in the memory', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const before = page.getByTestId('demo-before');
  const after = page.getByTestId('demo-after');
  const title = page.getByTestId('demo-prompt-title');
  await expect(before.locator('mark').first()).toHaveText(/Your name/);
  await expect(after).toContainText('You are Alex Morgan, Marketing Manager at Northwind, writing');
  await expect(page.getByText(MESSAGES.noCreditCard).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Advertisement' })).toHaveText('Advertisement');

  await page.getByLabel('Your Name', { exact: true }).fill('Nadia Demo');
  await expect(after).toContainText('You are Nadia Demo, Marketing Manager at Northwind, writing');
  await page.getByLabel('Company', { exact: true }).fill('Loomworks');
  await page.getByLabel('Job Title', { exact: true }).fill('Marketing Manager'); // the sample itself: not saved
  await expect(after).toContainText('You are Nadia Demo, Marketing Manager at Loomworks, writing');
  await page.getByLabel('Job Title', { exact: true }).blur();
  await screenshotPage(page, 'landing-light');

  const next = page.getByRole('button', { name: 'Try Next Prompt' });
  // The samples are library templates (lib/seed/library/demo.ts).
  await expect(title).toHaveText('Partnership Introduction Email');
  await next.click();
  await expect(title).toHaveText('Email Signature and Short Bio');
  await expect(after).toContainText('I am Nadia Demo, Marketing Manager at Loomworks.');
  await next.click();
  await expect(title).toHaveText('Company Boilerplate for Press');
  await expect(after).toContainText('Write the "About Loomworks" boilerplate');
  await next.click();
  await expect(title).toHaveText('Partnership Introduction Email');

  await page.getByRole('button', { name: 'Save & Sign Up' }).click();
  await expect(page).toHaveURL('/signup');
  const dialog = page.getByRole('main').getByRole('region', { name: 'Create your free account' });
  await dialog.getByLabel('Name').fill('Nadia Demo');
  await dialog.getByLabel('Email').fill(`nadia-${Date.now()}@e2e.test`);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // The sync after sign-in sends the local memory to the account: only what differed from the samples.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/user/parameters');
      if (!response.ok()) return response.status();
      const { parameters } = (await response.json()) as { parameters: Record<string, { value: string }> };
      return Object.fromEntries(['name', 'title', 'company_name', 'website'].map((k) => [k, parameters[k]?.value ?? null]));
    })
    .toEqual({ name: 'Nadia Demo', title: '', company_name: 'Loomworks', website: '' });
});

test('the landing in dark and on a phone: the demo fits without horizontal scroll', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('demo-after')).toContainText('Alex Morgan');
  await screenshotPage(page, 'landing-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Try Next Prompt' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.locator('section[aria-labelledby="demo-title"]').screenshot({ path: 'docs/screenshots/landing-demo-phone-dark.png' });
});

test('the FAQ opens the tab its hash names, and the arrow keys move between tabs', async ({ page }) => {
  await page.goto('/pricing/faq#security');
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveText('Security & Privacy');
  await expect(page.getByRole('tabpanel')).toContainText('How do I delete my account or get a copy of my data?');

  await selected.focus();
  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveText('Getting Started');
  await expect(selected).toBeFocused();
  await expect(page).toHaveURL(/#getting-started$/);
  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveText('Features & Usage');
  await page.keyboard.press('End');
  await expect(selected).toHaveText('Security & Privacy');
  await page.keyboard.press('ArrowLeft');
  await expect(selected).toHaveText('Pricing & Plans');
  await expect(page).toHaveURL(/#pricing$/);

  await page.getByText('How much does Pro cost?').click();
  await expect(page.getByText('$9 a month, or $90 a year instead of $108: two months free.')).toBeVisible();
  await screenshotPage(page, 'faq');

  await page.reload();
  await expect(selected).toHaveText('Pricing & Plans');
  await page.getByRole('tab', { name: 'Features & Usage' }).click();
  await page.getByText('Is there an AI prompt generator?').click();
  await expect(page.getByText(/Pro and Lifetime include 100 generations a month, the trial 10/)).toBeVisible();
  await page.getByText('Is there a browser extension?').click();
  await expect(page.getByText(/Download it from your account page and connect it with a personal API token/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('main').getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('link', { name: /Email support@/ })).toHaveAttribute('href', /^mailto:/);
});

test('every public page has the footer with Contact, FAQ, Pricing, Terms and Privacy', async ({ page }) => {
  const expected = { Contact: '/contact', FAQ: '/pricing/faq', Pricing: '/pricing', Terms: '/terms', Privacy: '/privacy' };
  for (const path of ['/', '/pricing', '/pricing/faq', '/contact', '/terms', '/privacy', '/sign-in']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of Object.entries(expected)) {
      await expect(footer.getByRole('link', { name, exact: true }), `${path}: ${name}`).toHaveAttribute('href', href);
    }
  }
  await page.goto('/pricing');
  // The extension exists: no feature is marked 'coming' any more.
  await expect(page.getByRole('listitem').filter({ hasText: 'Browser extension' }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/coming/i);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByText(/we never\s+see or store card numbers/)).toBeVisible();
  for (const path of ['/privacy', '/terms', '/contact']) {
    await page.goto(path);
    await page.screenshot({ path: `.e2e/results/look${path.replace('/', '-')}.png`, fullPage: true });
  }
});

// Every page named an icon nobody served (a 404 on each load).
test('every page links an icon that is served', async ({ page, request }) => {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404 && /icon|favicon/.test(r.url())) missing.push(r.url());
  });
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/');
  expect(missing).toEqual([]);
});
