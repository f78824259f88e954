import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { PASSWORD } from './fixtures/personas';
import { signInAs, signUpAs } from './fixtures/session';
import { screenshotPage } from './fixtures/screenshot';

// A new account goes through the five onboarding steps (spec P2 §2), lands on /prompts, and
// never sees them again, on this device or another: the state is on the server.

async function signUp(page: Page, name: string, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(dialog).toBeHidden();
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Onboarding progress' });
const storage = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(['userRole', 'completedOnboarding', 'onboardingCompletedDate', 'onboardingStarted'].map((k) => [k, localStorage.getItem(k)])),
  );

test('a visitor signs up, goes through the five steps to /prompts, and the next visit skips them, on another device too', async ({ page, browser }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const email = `olivia-${Date.now()}@e2e.test`;
  await signUp(page, 'Olivia Onboard', email);

  // 1. Intro
  await expect(page.getByRole('heading', { level: 1, name: "Let's Get Started" })).toBeVisible();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Step 1 of 5');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);
  await screenshotPage(page, 'onboarding-1-intro-light');
  await page.getByRole('button', { name: "Let's Get Started" }).click();

  // 2. Role
  await expect(page.getByRole('heading', { name: 'What kind of work do you do?' })).toBeFocused();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Step 2 of 5');
  await expect(page.getByRole('radio')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('radio', { name: /Marketing/ }).check();
  await screenshotPage(page, 'onboarding-2-role-light');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3. Personal parameters: the sign-up name is already there; all optional; the website is a URL field.
  await expect(page.getByRole('heading', { name: 'Your personal parameters' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByLabel('Your name')).toHaveValue('Olivia Onboard');
  await expect(page.getByLabel('Website')).toHaveAttribute('type', 'url');
  await page.getByLabel('Job title').fill('Growth Lead');
  await page.getByLabel('Company or organization').fill('Loomworks');
  // A bare domain is a website too, stored with https://.
  await page.getByLabel('Website').fill('loomworks.example');
  await screenshotPage(page, 'onboarding-3-parameters-light');
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  // 4. At most five prompts for the role, each opening in the viewer with the memory applied.
  await expect(page.getByRole('heading', { name: 'Prompts picked for marketing work' })).toBeVisible();
  const curated = page.getByRole('list', { name: 'Curated prompts' }).getByRole('link');
  expect(await curated.count()).toBeGreaterThan(0);
  expect(await curated.count()).toBeLessThanOrEqual(5);
  await screenshotPage(page, 'onboarding-4-prompts-light');
  const brief = curated.filter({ hasText: 'One-Page Campaign Brief' });
  await expect(brief).toHaveAttribute('target', '_blank');
  const [viewer] = await Promise.all([page.context().waitForEvent('page'), brief.click()]);
  await expect(viewer).toHaveURL(/\/prompts\/[0-9a-f-]{36}$/);
  await expect(viewer.getByLabel('Company name')).toHaveValue('Loomworks', { timeout: 15_000 });
  await expect(viewer.getByLabel('Your name')).toHaveValue('Olivia Onboard');
  await viewer.close();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 5. Done
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '5');
  await screenshotPage(page, 'onboarding-5-done-light');
  await page.getByRole('button', { name: 'Start Using' }).click();
  await expect(page).toHaveURL('/prompts');

  const stored = await storage(page);
  expect(stored).toMatchObject({ userRole: 'marketing', completedOnboarding: 'true', onboardingStarted: 'true' });
  expect(Date.parse(stored.onboardingCompletedDate!)).not.toBeNaN();
  const saved = await (await page.request.get('/api/user/parameters')).json();
  expect(saved.parameters.title.value).toBe('Growth Lead');
  expect(saved.parameters.website.value).toBe('https://loomworks.example');

  // The next visit of / is the home: 'Welcome' the first time, 'Welcome back' after.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
  await expect(page.getByText('You have 14 days left in your trial to access premium features!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Prompt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Let's Get Started" })).toHaveCount(0);
  await screenshotPage(page, 'home-trial-light');
  // With the page's origin, as the browser sends it: without one the route refuses the POST (CSRF), and
  // an answer without the field must not count as the visit recorded.
  await expect
    .poll(async () => (await (await page.request.post('/api/user/sync', { headers: { origin: new URL(page.url()).origin } })).json()).firstHomeVisitAt)
    .toEqual(expect.any(String));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Olivia' })).toBeVisible();

  // Another device: a fresh browser with nothing stored signs in and gets the home, and the keys.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signInAs(second, email, '/');
  await expect(second.getByRole('heading', { level: 1, name: 'Welcome back, Olivia' })).toBeVisible();
  await expect(second.getByRole('heading', { name: "Let's Get Started" })).toHaveCount(0);
  await expect.poll(() => storage(second)).toMatchObject({ userRole: 'marketing', completedOnboarding: 'true', onboardingStarted: 'true' });
  await other.close();
});

test('in dark: every field is optional, and with no parameters the home offers the dismissible banner', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signUp(page, 'Dara Dark', `dara-${Date.now()}@e2e.test`);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();
  await screenshotPage(page, 'onboarding-1-intro-dark');
  await page.getByRole('button', { name: "Let's Get Started" }).click();
  await page.getByRole('radio', { name: /Developer/ }).check();
  await screenshotPage(page, 'onboarding-2-role-dark');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Your name')).toHaveValue('Dara Dark');
  await screenshotPage(page, 'onboarding-3-parameters-dark');
  await page.getByLabel('Your name').fill('');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Prompts picked for developer work' })).toBeVisible();
  await screenshotPage(page, 'onboarding-4-prompts-dark');
  // Back keeps the role; going on again keeps the steps in order.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Your personal parameters' })).toBeVisible();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  await screenshotPage(page, 'onboarding-5-done-dark');
  await page.getByRole('button', { name: 'Start Using' }).click();
  await expect(page).toHaveURL('/prompts');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dara' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'New feature' });
  await expect(banner).toContainText('NEW: Personal Parameter Management');
  await expect(banner.getByRole('link', { name: 'Setup Now' })).toHaveAttribute('href', '/account');
  await screenshotPage(page, 'home-trial-dark');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('parameterBannerDismissed'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dara' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New feature' })).toHaveCount(0);
});

test('a reload or a visit elsewhere resumes the onboarding at the step it left, at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the nav bar's Sign Up sits in its menu: the sign-up page's own form.
  await signUpAs(page, 'Rene Resume', `rene-${Date.now()}@e2e.test`);
  await page.getByRole('button', { name: "Let's Get Started" }).click();
  await expect(page.getByRole('heading', { name: 'What kind of work do you do?' })).toBeVisible();

  // A reload right after step 1 is back at step 2, not on the home.
  await page.reload();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Step 2 of 5');
  await page.getByRole('radio', { name: /Content/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your personal parameters' })).toBeVisible();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Prompts picked for content work' })).toBeVisible();

  // Away to the library and back home: step 4 again, with the role chosen before.
  const sync = () => page.request.post('/api/user/sync', { headers: { origin: new URL(page.url()).origin } });
  await expect.poll(async () => (await (await sync()).json()).onboardingStep).toBe(4);
  await page.goto('/prompts');
  await page.goto('/');
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Step 4 of 5');
  await expect(page.getByRole('heading', { name: 'Prompts picked for content work' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Start Using' }).click();
  await expect(page).toHaveURL('/prompts');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rene' })).toBeVisible();
});
