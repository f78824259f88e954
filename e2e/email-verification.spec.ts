import { expect, test } from './fixtures/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { PASSWORD } from './fixtures/personas';
import { inEachLook, screenshotPage } from './fixtures/screenshot';
import { signUpAs } from './fixtures/session';

// A new account confirms its address through a mailed link. Until then a banner on every
// page says so and sends the link again (and, in this build, links the local outbox); AI, API tokens
// and lifetime wait. Then the person changes the password on the account page, signing out elsewhere
// and revoking API tokens, as a reset through the mailed link does.

test('a new account confirms its address from the banner and the outbox, then changes its password', async ({ page }) => {
  const email = `confirm-${Date.now()}@e2e.test`;
  await signUpAs(page, 'Casey Confirm', email);

  await page.goto('/account');
  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(banner).toContainText('Please confirm your email address');
  await expect(page.getByText('Not confirmed yet')).toBeVisible();
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('We sent a new link. Check your inbox.')).toBeVisible();
  await expectNoSeriousViolations(page, 'account, address not confirmed');
  await inEachLook(page, async (look) => {
    await expect(banner).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/verify-email-banner-${look}.png` });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  // An unconfirmed address cannot make an API token: the card says why, with the resend offer.
  await page.getByLabel('Token name').fill('My script');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please confirm your email address first' })).toContainText('Send the link again');

  await banner.getByRole('link', { name: 'Open the local outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const mails = page.getByTestId('outbox-mail').filter({ hasText: email }).filter({ hasText: 'Confirm your email address for Promptloom' });
  // One at sign-up, one sent again from the banner.
  await expect(mails).toHaveCount(2);
  await mails.first().getByRole('link', { name: /\/api\/auth\/verify-email\?token=/ }).click();

  await expect(page).toHaveURL(/\/account\?emailVerified=1$/);
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Thanks: your email address is confirmed.');
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  const card = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Password' }) });
  await card.getByLabel('Current password').fill(PASSWORD);
  await card.getByLabel('New password', { exact: true }).fill('a-new-e2e-password-9');
  await card.getByLabel('Repeat the new password').fill('a-new-e2e-password-9');
  await expect(card.getByLabel('Also sign out on every other device and revoke all my API tokens')).toBeChecked();
  await screenshotPage(page, 'account-password');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Other devices are signed out and your API tokens are revoked.')).toBeVisible();
  // Still signed in here.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
});
