import { expect, test } from './fixtures/test';
import { PASSWORD } from './fixtures/personas';
import { screenshotPage } from './fixtures/screenshot';

test('a signed-out visitor choosing a paid plan is asked to sign in', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('MOST POPULAR')).toBeVisible();
  await expect(page.getByText('100 spots remaining')).toBeVisible();
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByText('$90')).toBeVisible();
  await expect(page.getByText('$108')).toBeVisible();
  await screenshotPage(page, 'pricing');
  await page.getByRole('button', { name: 'Get Pro Yearly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a trial user buys Pro monthly with the local checkout, sees Pro, cancels and sees the end date', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your free account' });
  await signUp.getByLabel('Name').fill('Bea Buyer');
  await signUp.getByLabel('Email').fill(`buyer-${Date.now()}@e2e.test`);
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create Free Account' }).click();
  // A new account gets the onboarding first (e2e/onboarding.spec.ts walks it); this journey goes on to buy.
  await expect(page.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Get Pro Monthly' }).click();
  await expect(page).toHaveURL('/checkout/local?plan=monthly');
  await expect(page.getByText('Pro Monthly')).toBeVisible();
  // The success is the app's own toast; a browser dialog (alert()) would fail here.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL('/prompts', { timeout: 20_000 });
  await expect(page.getByText('Welcome to Pro! Your purchase is complete.')).toBeVisible();
  expect(dialogs).toEqual([]);

  await page.goto('/account');
  await expect(page.getByTestId('subscription-label')).toHaveText('Pro (monthly)');
  await expect(page.getByTestId('subscription-detail')).toContainText('Renews on');
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshotPage(page, 'account-pro');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshotPage(page, 'account-pro-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(confirm).toContainText('You keep PRO access until the end of your current billing period.');
  await confirm.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByTestId('subscription-detail')).toContainText('Access until', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
});
