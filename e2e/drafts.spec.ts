import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { expectNoModerateViolations } from './fixtures/axe';
import { screenshotPage } from './fixtures/screenshot';

// Nothing lost: leaving the editor with unsaved work asks first, through the nav, Cancel
// or Back; what was typed stays on the device as a draft and is offered back on return; a failed
// submit brings its first error into view.

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
const draftOffer = (page: Page) => page.getByRole('region', { name: 'Unsaved draft' });

async function openCreate(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Create Prompt' }).click();
  await expect(page.getByRole('heading', { name: 'Create Prompt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Prompt' })).toBeEnabled();
}

test('leaving a new prompt asks first, keeps a draft, and the editor offers it back', async ({ page }) => {
  // Below the tour's width (768 px), so no tour covers the page; the nav's links sit in its menu.
  await page.setViewportSize({ width: 700, height: 900 });
  await signInAs(page, PERSONAS.pro.email, '/prompts');
  await openCreate(page);
  await page.getByLabel('Title').fill('Quarterly Board Update');
  await page.getByLabel('Prompt Content').fill('Draft a board update for !<Quarter>! covering revenue and hiring.');

  // The nav: asked, and staying keeps everything as it was.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Browse' }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await expectNoModerateViolations(page, 'leave dialog');
  await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/unified-editor');
  await expect(page.getByLabel('Title')).toHaveValue('Quarterly Board Update');

  // Back: asked too; the page stays until the answer is Leave.
  await page.evaluate(() => history.back());
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL('/unified-editor');
  await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();

  // Cancel: asked, and Leave goes.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/prompts');

  // Back in the editor, the draft is offered with its time.
  await openCreate(page);
  await expect(draftOffer(page)).toContainText(/Restore your unsaved draft from \d{2}:\d{2}\?/);
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expectNoModerateViolations(page, 'draft offer');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotPage(page, 'editor-draft-restore');
  await draftOffer(page).getByRole('button', { name: 'Restore draft' }).click();
  await expect(draftOffer(page)).toHaveCount(0);
  await expect(page.getByLabel('Title')).toHaveValue('Quarterly Board Update');
  await expect(page.getByLabel('Prompt Content')).toHaveValue('Draft a board update for !<Quarter>! covering revenue and hiring.');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Saving ends the draft: the next new prompt starts empty, with nothing offered.
  await page.getByLabel('Description').fill('A quarterly update for the board, in plain words.');
  await page.getByLabel('Category').selectOption({ label: 'Marketing' });
  await page.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(page).toHaveURL('/prompts?showOnlyMyPrompts=true');
  await page.goto('/unified-editor');
  await expect(page.getByRole('button', { name: 'Create Prompt' })).toBeEnabled();
  await expect(draftOffer(page)).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('promptloom:draft:')))).toEqual([]);
});

test('an edited prompt keeps its own draft, offered in a new tab in dark mode and discarded there', async ({ page, context }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await signInAs(page, PERSONAS.pro.email, '/prompts');
  const categories = await (await page.request.get('/api/categories')).json();
  const created = await page.request.post('/api/prompts', {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'Release Notes Draft', description: 'Turn a change list into release notes.', content: 'Write release notes for !<Version>! from this list.', category: categories[0]._id },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = await created.json();

  await page.goto(`/unified-editor/edit/${id}`);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await page.getByLabel('Prompt Content').fill('Write release notes for !<Version>! from this list, grouped by area.');
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('promptloom:draft:') && !k.endsWith(':new')))).toBe(true);

  const second = await context.newPage();
  await second.setViewportSize({ width: 390, height: 844 });
  await second.emulateMedia({ colorScheme: 'dark' });
  await second.goto(`/unified-editor/edit/${id}`);
  await expect(second.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await expect(draftOffer(second)).toBeVisible();
  await expect(second.getByLabel('Prompt Content')).toHaveValue('Write release notes for !<Version>! from this list.');
  await expectNoModerateViolations(second, 'draft offer, phone, dark');
  await draftOffer(second).getByRole('button', { name: 'Discard' }).click();
  await expect(draftOffer(second)).toHaveCount(0);
  await expect(second.getByText('Draft discarded')).toBeVisible();
  await second.reload();
  await expect(second.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await expect(draftOffer(second)).toHaveCount(0);
});

test('a failed submit on a phone scrolls to the first error and focuses it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, PERSONAS.pro.email, '/unified-editor');
  await expect(page.getByRole('button', { name: 'Create Prompt' })).toBeEnabled();
  await page.getByLabel('Title').fill('Ok title');
  await page.getByRole('button', { name: 'Create Prompt' }).click();
  // Title is fine; Description is the first field in error.
  const description = page.getByLabel('Description');
  await expect(description).toBeFocused();
  await expect(description).toBeInViewport();
  await expect(page.getByText('Description is required')).toBeVisible();
});
