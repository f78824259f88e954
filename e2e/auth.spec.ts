import { expect, test } from './fixtures/test';
import { expectNoModerateViolations } from './fixtures/axe';
import { PASSWORD, PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { screenshotPage } from './fixtures/screenshot';

test('a visitor signs up, is welcomed by the onboarding, and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Reusable AI prompts, filled in for you' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse' })).toHaveCount(0);
  await screenshotPage(page, 'landing-light');

  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await dialog.getByLabel('Name').fill('Nora Newcomer');
  await dialog.getByLabel('Email').fill(`nora-${Date.now()}@e2e.test`);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await page.screenshot({ path: 'docs/screenshots/sign-up-dialog.png' });
  await dialog.getByRole('button', { name: 'Create Free Account' }).click();

  // A new account's first page is the onboarding; e2e/onboarding.spec.ts walks it to the
  // home with its 14-day trial banner.
  await expect(page.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();
  await expect(page.getByText('Welcome to Promptloom, Nora.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Step 1 of 5');
  await expect(page.getByRole('link', { name: 'Browse', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Reusable AI prompts, filled in for you' })).toBeVisible();
});

test('signing out while the page still reads the person’s memory lets that read finish first: nothing answers 401', async ({ page }) => {
  const origin = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210').origin;
  const made = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { name: 'Otto Outgoing', email: `otto-${Date.now()}@e2e.test`, password: PASSWORD },
  });
  expect(made.status(), await made.text()).toBe(200);
  // Every page load merges the memory with the server's copy; here its read takes a second and a half.
  let answered = 0;
  await page.route('**/api/user/parameters', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await route.fetch();
    answered = response.status();
    await route.fulfill({ response });
  });
  const reading = page.waitForRequest('**/api/user/parameters');
  await page.goto('/account');
  await reading;
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeVisible();
  // The read was answered while the session lasted (and the console gate saw no 401 on the way out).
  expect(answered).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem('personalPlaceholderValues'))).toBeNull();
});

test('a wrong password is refused with a message and no session', async ({ page, consoleGate }) => {
  consoleGate.allow(/status of 401 .*\/api\/auth\/sign-in\/email/, 'the wrong password is refused on purpose');
  await page.goto('/sign-in');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(PERSONAS.trial.email);
  await dialog.getByLabel('Password').fill('wrong-password-1');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/invalid/i);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});

test('the sign-in screen reads returnUrl, offers Back, and sends a signed-in user there at once', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Create Free Account' })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/sign-in.png' });
  // /signup is titled for signing up and shows its form at once.
  await page.goto('/signup?returnUrl=%2Faccount');
  await expect(page).toHaveTitle(/^Create your free account/);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Create your free account' }).getByLabel('Name')).toBeVisible();
  await expectNoModerateViolations(page, '/signup');
  await page.screenshot({ path: 'docs/screenshots/sign-up.png' });

  await signInAs(page, PERSONAS.trial.email, '/account');
  await expect(page).toHaveURL('/account');
  await expect(page.getByTestId('subscription-label')).toHaveText('Trial active');

  await page.goto('/sign-in?returnUrl=%2Fprompts');
  await expect(page).toHaveURL('/prompts');
});

test('the theme toggle switches to dark and is remembered as "theme"', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await screenshotPage(page, 'landing-dark');
});
