import { expect, test } from '@playwright/test';
import { PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';

test('a trial user creates a prompt, finds it in Browse and edits it', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  await page.getByRole('link', { name: 'Create Prompt' }).click();
  await expect(page.getByRole('heading', { name: 'Create Prompt' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();
  await expect(page.getByText('Title is required')).toBeVisible();

  await page.getByLabel('Title').fill('Launch Email for Beta Users');
  await page.getByLabel('Description').fill('Announce the beta to early users with a clear call to action.');
  await page.getByLabel('Category').selectOption({ label: 'Marketing' });
  await page.getByLabel('Prompt Content').fill('Write a launch email from !<Your name>! in a !|warm, formal|! tone.');
  await expect(page.getByText('2 parameters')).toBeVisible();
  await expect(page.getByLabel('Access level')).toBeDisabled();
  await page.screenshot({ path: 'docs/screenshots/editor-create.png', fullPage: true });
  await page.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(page).toHaveURL('/prompts');

  await page.goto('/prompts?showOnlyMyPrompts=true');
  const card = page.locator('article').filter({ hasText: 'Launch Email for Beta Users' });
  await card.getByRole('link', { name: 'Edit Launch Email for Beta Users' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Prompt' })).toBeVisible();
  await page.getByLabel('Title').fill('Launch Email for Beta Testers');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prompt updated successfully!' })).toBeVisible();
  await expect(page).toHaveURL('/prompts', { timeout: 5000 });
});

test('a free user is sent to /#pricing; a user editing another person’s prompt sees Access Denied', async ({ page }) => {
  await signInAs(page, PERSONAS.free.email);
  await page.goto('/unified-editor');
  await expect(page).toHaveURL('/#pricing');
  await page.goto('/prompts?search=Personalised+Cold+Email');
  await page.getByRole('link', { name: 'Personalised Cold Email' }).click();
  const id = page.url().split('/').pop();
  await page.goto(`/unified-editor/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to edit this prompt.")).toBeVisible();
});

test('an admin approves a prompt and makes it pro', async ({ page }) => {
  await signInAs(page, PERSONAS.admin.email);
  await page.goto('/prompts?search=Weekly+Reflection');
  await page.getByRole('link', { name: 'Edit Weekly Reflection' }).click();
  await expect(page.getByLabel('Access level')).toBeEnabled();
  await page.getByLabel('Access level').selectOption('pro');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prompt updated successfully!' })).toBeVisible();
  await page.goto('/prompts?search=Weekly+Reflection');
  await expect(page.locator('article').filter({ hasText: 'Weekly Reflection' }).getByText('PRO', { exact: true })).toBeVisible();
});
