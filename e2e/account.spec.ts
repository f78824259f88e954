import fs from 'node:fs';
import { expect, test } from './fixtures/test';
import { PASSWORD, PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { screenshotPage } from './fixtures/screenshot';

// The account page (spec P2 §2): usage, the custom categories manager, export and deletion.

test('a pro user manages categories on the account page: create inline, bulk delete the empty ones, refused a non-empty one', async ({ page }) => {
  // The pro persona: the trial persona's categories belong to the editor journeys.
  await signInAs(page, PERSONAS.pro.email, '/account');
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole('heading', { name: 'Usage' })).toBeVisible();
  await expect(page.getByText('Prompts created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browser extension' })).not.toContainText('Coming');
  await expect(page.getByRole('link', { name: 'Download the extension' })).toHaveAttribute('href', '/downloads/promptloom-extension.zip');

  const manager = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Custom categories' }) }).last();
  for (const name of ['Drafts Bin', 'Old Ideas']) {
    await manager.getByRole('button', { name: 'New category' }).click();
    await manager.getByLabel('New category name').fill(name);
    await page.keyboard.press('Enter');
    await expect(manager.getByRole('button', { name: name, exact: true })).toBeVisible();
  }
  // Escape cancels an inline create without a call.
  await manager.getByRole('button', { name: 'New category' }).click();
  await manager.getByLabel('New category name').fill('Never Made');
  await page.keyboard.press('Escape');
  await expect(manager.getByText('Never Made')).toHaveCount(0);

  // A category with a prompt in it.
  const made = await page.request.post('/api/user-categories', { data: { name: 'Keep Me' }, headers: { origin } });
  const keepId = (await made.json())._id as string;
  const prompt = await page.request.post('/api/prompts', {
    headers: { origin },
    data: { title: 'Filed Under Keep Me', description: 'A prompt in a custom category.', content: 'Hello !<Name>!.', userCategoryId: keepId, viewable: 'private' },
  });
  expect(prompt.status()).toBe(201);
  await page.reload();

  // Sorting by a header; clicking it again turns the direction.
  const nameHeader = manager.getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await screenshotPage(page, 'account-categories');

  await manager.getByLabel('Select Keep Me').check();
  await manager.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByRole('dialog', { name: 'Cannot Delete' })).toContainText('Selected categories contain prompts and cannot be deleted.');
  await page.getByRole('dialog', { name: 'Cannot Delete' }).getByRole('button', { name: 'OK' }).click();

  for (const name of ['Drafts Bin', 'Old Ideas']) await manager.getByLabel(`Select ${name}`).check();
  await manager.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Categories' });
  await expect(confirm).toContainText('Only empty categories are deleted.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Categories Deleted')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Drafts Bin', exact: true })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: 'Keep Me', exact: true })).toBeVisible();
});

test('a person downloads their data, then deletes their account after typing their email', async ({ page }) => {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const email = `leaving-${Date.now()}@e2e.test`;
  const signUp = await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: { name: 'Lee Leaving', email, password: PASSWORD } });
  expect(signUp.status()).toBe(200);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^promptloom-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(data.user.email).toBe(email);
  expect(data.prompts).toEqual([]);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog.getByRole('button', { name: 'Delete Forever' })).toBeDisabled();
  await dialog.getByLabel(/Type your email address/).fill(email.toUpperCase());
  await screenshotPage(page, 'account-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete Forever' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeVisible();
  // The session is gone with the account.
  const after = await page.request.post('/api/user/sync', { headers: { origin } });
  expect(after.status(), await after.text()).toBe(401);
});
