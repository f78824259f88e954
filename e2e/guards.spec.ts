import { expect, test } from './fixtures/test';
import { PASSWORD, PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { screenshotPage } from './fixtures/screenshot';

test('a signed-out visit to /prompts lands on /signup, and signing in returns there', async ({ page }) => {
  await page.goto('/prompts');
  await expect(page).toHaveURL(/\/signup\?returnUrl=%2Fprompts$/);
  // /signup shows the sign-up form; its link switches it to signing in, in place.
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  const form = page.getByRole('main').getByRole('region', { name: 'Sign in' });
  await form.getByLabel('Email').fill(PERSONAS.trial.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/prompts');
  await expect(page.getByRole('heading', { name: 'Browse Prompts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Prompt' })).toBeVisible();
});

test('a signed-out visit to an admin page lands on /signup', async ({ page }) => {
  await page.goto('/admin/analytics');
  await expect(page).toHaveURL(/\/signup$/);
});

test('an admin reaches the admin dashboards', async ({ page }) => {
  await signInAs(page, PERSONAS.admin.email);
  await expect(page.getByRole('link', { name: /Site analytics/ })).toBeVisible();
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Site analytics' })).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
  await screenshotPage(page, 'admin-analytics');
  await page.goto('/admin/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhook monitoring' })).toBeVisible();
  await page.goto('/admin/cost');
  await expect(page.getByRole('heading', { name: 'Site running cost' })).toBeVisible();
});

test('a free user is sent from admin pages to /, and sees no pro content', async ({ page, consoleGate }) => {
  consoleGate.allow(/status of 403 .*\/api\/prompts\//, 'the pro prompt this free user opens is refused on purpose');
  await signInAs(page, PERSONAS.free.email);
  await page.goto('/admin/analytics');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Prompt' })).toBeDisabled();
  await expect(page.getByText('Upgrade to Pro to create custom prompts')).toBeVisible();

  await page.goto('/prompts?showOnlyMyPrompts=true');
  await expect(page.getByText("You haven't created any prompts yet.")).toBeVisible();
  await page.goto('/prompts');
  await expect(page.getByRole('link', { name: 'Upgrade to Create' })).toBeVisible();
  await page.locator('article').filter({ has: page.getByText('PRO', { exact: true }) }).first().getByRole('link').click();
  await expect(page.getByRole('dialog', { name: 'PRO Content Access' })).toBeVisible();
  await expect(page.getByText('This content is exclusive to PRO subscribers. Your trial period has expired.')).toBeVisible();
});

test('the mobile menu opens and lists the signed-in links', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, PERSONAS.trial.email);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  for (const name of ['Home', 'Browse', 'Pricing', 'FAQ', 'Account']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/mobile-menu.png' });
});
