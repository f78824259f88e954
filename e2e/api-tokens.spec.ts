import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { expectNoSeriousViolations } from './fixtures/axe';
import { inEachLook } from './fixtures/screenshot';

// Personal API tokens on the account page (docs/account.md#api-tokens): the pro
// persona creates a token, copies it, calls the API with it, sees it used, and revokes it.

const card = (page: Page) => page.getByRole('region', { name: 'API tokens' });
// The e2e database is new each run and only this spec makes tokens, so the name can stay the same (and the screenshots too).
const NAME = 'Nightly export script';

test('a pro user creates a token, copies it, calls the API with it, and revokes it', async ({ page, context, playwright }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, PERSONAS.pro.email, '/account');
  const tokens = card(page);
  await expect(tokens.getByText('API tokens are part of Pro.')).toHaveCount(0);
  // None yet: the empty state's button leads to the name field.
  await expect(tokens.getByText('No API tokens yet.')).toBeVisible();
  await tokens.getByRole('button', { name: 'Create your first token' }).click();
  await expect(tokens.getByLabel('Token name')).toBeFocused();

  // An empty name is refused in place.
  await tokens.getByRole('button', { name: 'Create token' }).click();
  await expect(tokens.getByRole('alert')).toHaveText('Give the token a name');

  // The keyboard creates one: type the name, Enter.
  await tokens.getByLabel('Token name').fill(NAME);
  await page.keyboard.press('Enter');
  await expect(page.getByText('API token created. Copy it now.')).toBeVisible();
  const fresh = tokens.getByRole('region', { name: 'Your new API token' });
  await expect(fresh).toContainText('Copy this token now. It will not be shown again.');
  const token = (await fresh.getByTestId('new-api-token').textContent())!.trim();
  expect(token).toMatch(/^pl_[A-Za-z0-9_-]{43}$/);
  const row = tokens.getByRole('listitem').filter({ hasText: NAME });
  await expect(row).toContainText(`${token.slice(0, 9)}…`);
  await expect(row).toContainText('Never used');
  await expect(row).not.toContainText(token);

  // Copy takes the focus: Enter copies.
  await expect(fresh.getByRole('button', { name: 'Copy' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Token copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoSeriousViolations(page, 'account page, new API token shown');

  await inEachLook(page, async (look) => {
    await tokens.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    // The card around the section, with its border and padding.
    await tokens.locator('..').screenshot({ path: `docs/screenshots/api-tokens-${look}.png` });
  });
  await expectNoSeriousViolations(page, 'account page, API tokens, 390 dark');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  // The token works against the API the screens use, alone (a fresh request context, no cookie)…
  const origin = new URL(page.url()).origin;
  const script = await playwright.request.newContext({ baseURL: origin });
  const alone = await script.get('/api/prompts', { headers: { authorization: `Bearer ${token}` } });
  expect(alone.status()).toBe(200);
  expect((await alone.json()).prompts.length).toBeGreaterThan(0);
  await script.dispose();
  const me = await page.request.post('/api/user/sync', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).email).toBe(PERSONAS.pro.email);
  // …but cannot manage tokens.
  const listed = await page.request.get('/api/user/tokens', { headers: { authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(403);

  // Done hides the token for good; the list says it was used.
  await fresh.getByRole('button', { name: 'Done' }).click();
  await expect(fresh).toHaveCount(0);
  await expect(tokens.getByLabel('Token name')).toBeFocused();
  await page.reload();
  await expect(row).toContainText('Last used');
  await expect(page.getByText(token)).toHaveCount(0);

  // Revoke, after a confirmation.
  await row.getByRole('button', { name: `Revoke ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API token' });
  await expect(dialog).toContainText(`Revoke "${NAME}"? Anything that uses it stops working at once.`);
  await expectNoSeriousViolations(page, 'revoke API token dialog');
  await page.screenshot({ path: 'docs/screenshots/api-tokens-revoke-1280-light.png' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('API token revoked')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // Refused at once, even beside the browser's valid session cookie (page.request sends it).
  const refused = await page.request.get('/api/prompts', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});

test('a free user whose trial ended is offered Pro instead of tokens', async ({ page }) => {
  await signInAs(page, PERSONAS.free.email, '/account');
  const tokens = card(page);
  await expect(tokens.getByText('API tokens are part of Pro.')).toBeVisible();
  await expect(tokens.getByRole('link', { name: 'Upgrade to use API tokens' })).toHaveAttribute('href', '/pricing');
  await expect(tokens.getByLabel('Token name')).toHaveCount(0);
  await expect(tokens.getByText('No API tokens yet.')).toHaveCount(0);
});
