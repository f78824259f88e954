import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { screenshotPage } from './fixtures/screenshot';

// The editor (spec P1 §2, §4, §5): modes, templates, list parameters, custom categories, history,
// clone and delete, the guided tour, and the custom category manager in Browse.

const tourStep = (page: Page) => page.getByTestId('button-primary');
const tourFlags = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('editorTourCompleted:')).sort());

/** The tour marks whether it runs once it has decided (after mount: it needs the window and local storage). */
const tourDecided = (page: Page, state: 'running' | 'off') => expect(page.getByTestId('editor-tour')).toHaveAttribute('data-state', state);

async function skipTour(page: Page, steps: number) {
  await expect(tourStep(page)).toHaveText(`Next (1 of ${steps})`);
  await page.getByRole('button', { name: 'Skip tour' }).click();
  await expect(tourStep(page)).toHaveCount(0);
}

/** The editor has hydrated once its submit button is enabled. */
async function editorReady(page: Page, heading: 'Create Prompt' | 'Edit Prompt') {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('button', { name: heading === 'Create Prompt' ? 'Create Prompt' : 'Save Changes' })).toBeEnabled();
}

test('the guided tour: 6 steps in Simple, 8 in Advanced, remembered per user and mode, restarted by Tour, not on narrow screens', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/unified-editor');
  await editorReady(page, 'Create Prompt');
  await expect(page.getByRole('button', { name: 'Simple' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Simple or Advanced' })).toBeVisible();
  await skipTour(page, 6);
  expect(await tourFlags(page)).toEqual([expect.stringMatching(/:simple$/)]);

  await page.reload();
  await editorReady(page, 'Create Prompt');
  await tourDecided(page, 'off');
  await expect(tourStep(page)).toHaveCount(0);

  // Advanced has its own flag, so its tour starts; closing it also counts as done.
  await page.getByRole('button', { name: 'Advanced', exact: true }).click();
  await expect(tourStep(page)).toHaveText('Next (1 of 8)');
  await tourStep(page).click();
  await expect(tourStep(page)).toHaveText('Next (2 of 8)');
  await page.locator('[data-action="close"]').click();
  await expect(tourStep(page)).toHaveCount(0);
  expect(await tourFlags(page)).toEqual([expect.stringMatching(/:advanced$/), expect.stringMatching(/:simple$/)]);

  // The Tour button restarts it whatever the flags say.
  await page.getByRole('button', { name: 'Tour' }).click();
  await skipTour(page, 8);

  // Below 768 px there is neither a tour nor a Tour button.
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 700, height: 900 });
  await page.reload();
  await editorReady(page, 'Create Prompt');
  await tourDecided(page, 'off');
  await expect(tourStep(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tour' })).toHaveCount(0);
});

test('a trial user builds a prompt from CO-STAR with a list parameter and a new category, edits it, restores version 1, clones it and deletes the clone', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  await page.getByRole('link', { name: 'Create Prompt' }).click();
  await editorReady(page, 'Create Prompt');
  await skipTour(page, 6);

  // Simple mode: an empty submit names the problems.
  await page.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Template & Parameter Tools')).toHaveCount(0);
  await page.getByLabel('Prompt Content').fill('Draft: a launch brief for !<Product name>!.');
  await expect(page.getByRole('button', { name: 'Template & Parameter Tools' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Title').fill('Product Launch Brief');
  await page.getByLabel('Description').fill('A launch brief for a new product, built on the CO-STAR framework.');
  await page.getByLabel('Category').selectOption({ label: 'Marketing' });
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toHaveCount(0);
  await screenshotPage(page, 'editor-simple');

  // Advanced mode: replace the draft with the CO-STAR template (asks first, since text would be lost).
  await page.getByRole('button', { name: 'Advanced', exact: true }).click();
  await skipTour(page, 8);
  await page.getByLabel('Template').selectOption({ label: 'CO-STAR' });
  const replace = page.getByRole('dialog', { name: 'Replace Content?' });
  await replace.getByRole('button', { name: 'Use Template' }).click();
  const content = page.getByLabel('Prompt Content');
  await expect(content).toHaveValue(/^# CONTEXT\n/);

  // A list parameter at the end: options trimmed, empties dropped.
  await content.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n\nLength: ');
  await page.getByRole('button', { name: 'Add List Parameter' }).click();
  const list = page.getByRole('dialog', { name: 'Add List Parameter' });
  await list.getByLabel('Options').fill(' one page , ,two pages,  ');
  await expect(list).toContainText('!|one page, two pages|!');
  await list.getByRole('button', { name: 'Insert' }).click();
  await expect(content).toHaveValue(/\n\nLength: !\|one page, two pages\|!$/);
  await expect(page.getByText('7 parameters')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('one page / two pages');

  // A new custom category, selected once created; the dialog closes by itself.
  await page.getByRole('button', { name: 'New' }).click();
  const newCategory = page.getByRole('dialog', { name: 'New Category' });
  await newCategory.getByLabel('Name').fill('Launch Plans');
  await newCategory.getByRole('button', { name: 'Create Category' }).click();
  // Shown for 500 ms before the dialog closes (spec): wait for it with the page's own frame polling.
  const createdNote = newCategory.getByRole('status');
  await createdNote.waitFor();
  await expect(createdNote).toHaveText('Category created!');
  await expect(newCategory).toBeHidden();
  await expect(page.getByLabel('Category')).toHaveValue(/^custom:/);
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText('Launch Plans');
  await expect(page.getByLabel('Access level')).toBeDisabled();
  await screenshotPage(page, 'editor-advanced');
  await page.getByRole('button', { name: 'Create Prompt' }).click();
  // Create goes to Browse at once, to the user's own prompts where the new one is, with a confirmation that opens it.
  await expect(page).toHaveURL('/prompts?showOnlyMyPrompts=true');
  await expect(page.getByText('Prompt created')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View prompt' })).toBeVisible();
  await expect(page.locator('article').filter({ hasText: 'Product Launch Brief' })).toHaveCount(1);

  // Browse: the new category is listed first with its prompt, which is found through it.
  const mine = page.getByRole('region', { name: 'My categories' });
  await mine.getByRole('button', { name: /^Launch Plans \d+$/ }).click();
  const card = page.locator('article').filter({ hasText: 'Product Launch Brief' });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: 'Edit Product Launch Brief' }).click();
  await editorReady(page, 'Edit Prompt');
  const editUrl = page.url();
  // No tour in edit mode; Advanced was remembered.
  await tourDecided(page, 'off');
  await expect(tourStep(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Advanced', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Title').fill('Product Launch Brief v2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prompt updated successfully!' })).toBeVisible();
  // Browse restores its last state (the category filter) from local storage.
  await expect(page).toHaveURL(/\/prompts(\?|$)/, { timeout: 5000 });

  // History: restore the first version.
  await page.goto(editUrl);
  await editorReady(page, 'Edit Prompt');
  await expect(page.getByLabel('Title')).toHaveValue('Product Launch Brief v2');
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Version History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Version 1 · Product Launch Brief');
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  // A restore shows what it changes first (only the title changed here), then restores on confirmation.
  await expect(history.getByRole('region', { name: 'Changes from the editor now to version 1' })).toContainText('No input changes.');
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(history).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 restored' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Product Launch Brief');
  await expect(page.getByLabel('Prompt Content')).toHaveValue(/one page, two pages/);

  // Clone with a prefilled title, then delete the clone from Browse.
  await page.getByRole('button', { name: 'Clone' }).click();
  const clone = page.getByRole('dialog', { name: 'Clone Prompt' });
  await expect(clone.getByLabel('New Title')).toHaveValue('Product Launch Brief');
  await clone.getByLabel('New Title').fill('Product Launch Brief Copy');
  await clone.getByRole('button', { name: 'Clone' }).click();
  await expect(page).toHaveURL(/\/prompts(\?|$)/);
  await page.goto('/prompts?showOnlyMyPrompts=true&search=Product+Launch+Brief+Copy');
  const copy = page.locator('article').filter({ hasText: 'Product Launch Brief Copy' });
  await copy.getByRole('button', { name: 'Delete Product Launch Brief Copy' }).click();
  await page.getByRole('dialog', { name: 'Delete Prompt' }).getByRole('button', { name: 'Delete' }).click();
  await expect(copy).toHaveCount(0);
  await page.goto('/prompts?showOnlyMyPrompts=true&search=Product+Launch+Brief');
  await expect(page.locator('article').filter({ hasText: 'Product Launch Brief' })).toHaveCount(1);
});

test('custom categories in Browse: inline rename, duplicate name, delete only when empty, keyboard reorder that persists', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  for (const name of ['Ideas', 'Archive']) {
    // Cookie-authenticated writes must name our origin, as the browser's own fetch does (CSRF check).
    const res = await page.request.post('/api/user-categories', { data: { name }, headers: { origin: new URL(page.url()).origin } });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  const mine = page.getByRole('region', { name: 'My categories' });
  const names = () => mine.getByRole('listitem').evaluateAll((items) => items.map((li) => li.querySelector('[aria-pressed] .truncate')?.textContent));
  await expect.poll(names).toEqual(['Launch Plans', 'Ideas', 'Archive']);

  // Rename by double-click; Enter saves. Escape cancels without a call.
  await mine.getByRole('button', { name: /^Launch Plans \d+$/ }).dblclick();
  await mine.getByLabel('Rename Launch Plans').fill('Launch Roadmaps');
  await page.keyboard.press('Enter');
  await expect(mine.getByRole('button', { name: /^Launch Roadmaps \d+$/ })).toBeVisible();
  await mine.getByRole('button', { name: 'Rename Ideas' }).click();
  await mine.getByLabel('Rename Ideas').fill('Something else');
  await page.keyboard.press('Escape');
  await expect(mine.getByRole('button', { name: /^Ideas \d+$/ })).toBeVisible();

  // A duplicate in another letter case gets the spec's dialog.
  await mine.getByRole('button', { name: 'Rename Ideas' }).click();
  await mine.getByLabel('Rename Ideas').fill('launch roadmaps');
  await page.keyboard.press('Enter');
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Name' });
  await expect(duplicate).toContainText('A category with this name already exists. Please choose a different name.');
  await duplicate.getByRole('button', { name: 'OK' }).click();

  // Delete is offered only for the empty ones.
  await expect(mine.getByRole('button', { name: 'Delete Launch Roadmaps' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Delete Archive' }).click();
  await page.getByRole('dialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(names).toEqual(['Launch Roadmaps', 'Ideas']);

  // Keyboard drag: pick Ideas up, move it up, drop it; the order survives a reload.
  await mine.getByRole('button', { name: 'Reorder Ideas' }).focus();
  await page.keyboard.press('Space');
  const announced = page.locator('[id^="DndLiveRegion"]');
  await expect(announced).toHaveText('Picked up Ideas.');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('Ideas was moved over Launch Roadmaps.');
  // The reorder is a server action: a POST to the page carrying Next's action id.
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && Boolean(r.request().headers()['next-action']));
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect.poll(names).toEqual(['Ideas', 'Launch Roadmaps']);
  await page.reload();
  await expect.poll(names).toEqual(['Ideas', 'Launch Roadmaps']);

  // Sorting by name descending is remembered (local storage for a trial user).
  await mine.getByLabel('Sort my categories').selectOption('name');
  await mine.getByRole('button', { name: 'Sort descending' }).click();
  await expect.poll(names).toEqual(['Launch Roadmaps', 'Ideas']);
  await page.reload();
  await expect.poll(names).toEqual(['Launch Roadmaps', 'Ideas']);
  await expect(mine.getByRole('button', { name: 'Reorder Ideas' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await mine.getByRole('button', { name: /^Launch Roadmaps \d+$/ }).hover();
  await page.locator('nav[aria-label="Categories"]').screenshot({ path: 'docs/screenshots/browse-my-categories-dark.png' });
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

test('an admin approves another user’s public prompt and makes it pro', async ({ page, browser, consoleGate }) => {
  // The trial user shares a prompt (public, waiting for approval).
  const author = await browser.newContext();
  consoleGate.watch(author);
  const authorPage = await author.newPage();
  await signInAs(authorPage, PERSONAS.trial.email);
  const categories = await (await authorPage.request.get('/api/categories')).json();
  const created = await authorPage.request.post('/api/prompts', {
    headers: { origin: new URL(authorPage.url()).origin },
    data: { title: 'Shared Standup Notes', description: 'Turn rough notes into a tidy standup update.', content: 'Tidy these standup notes: !<Notes>!', category: categories[0]._id, viewable: 'public' },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = await created.json();
  await author.close();

  await signInAs(page, PERSONAS.admin.email);
  await page.goto(`/unified-editor/edit/${id}`);
  await editorReady(page, 'Edit Prompt');
  await expect(page.getByLabel('Access level')).toBeEnabled();
  await page.getByLabel('Access level').selectOption('pro');
  await page.getByLabel('Approved').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prompt updated successfully!' })).toBeVisible();
  await page.goto('/prompts?search=Shared+Standup+Notes');
  await expect(page.locator('article').filter({ hasText: 'Shared Standup Notes' }).getByText('PRO', { exact: true })).toBeVisible();
});
