import { expect, test, type Page } from '@playwright/test';
import { OWN_PROMPT_TITLE, PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { screenshotPage } from './fixtures/screenshot';

async function savePersonalParameters(page: Page) {
  await page.goto('/account');
  await page.getByLabel('Your name').fill('Tess Trial');
  await page.getByLabel('Company or organization').fill('Loom Labs');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Parameters saved successfully!')).toBeVisible();
}

test('a trial user searches, filters, pages and switches views of the library', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  await expect(page.getByRole('heading', { name: 'Browse Prompts' })).toBeVisible();
  await expect(page.getByText('You have 14 days left in your trial to access premium features!')).toBeVisible();

  // A typo still finds the prompt.
  await page.getByLabel('Search prompts').fill('cold emial');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=cold\+emial/);
  await expect(page.getByRole('link', { name: 'Personalised Cold Email' })).toBeVisible();

  await page.getByLabel('Search prompts').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Hide pro').check();
  await expect(page).toHaveURL(/hideProPrompts=true/);
  await expect(page.locator('article').getByText('PRO', { exact: true })).toHaveCount(0);
  await page.getByLabel('Only pro').check();
  await expect(page.getByLabel('Hide pro')).not.toBeChecked();
  await expect(page.locator('article').first()).toContainText('PRO');
  await expect(page.locator('article').first()).toContainText('days left');
  await page.getByLabel('Only pro').uncheck();

  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Marketing', exact: true }).click();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('Page 1 of')).toHaveCount(0);

  await page.emulateMedia({ colorScheme: 'light' });
  await screenshotPage(page, 'browse-card-light');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await screenshotPage(page, 'browse-list-light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await screenshotPage(page, 'browse-list-dark');
  await page.getByRole('button', { name: 'Card view' }).click();
  await screenshotPage(page, 'browse-card-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // The browse state comes back on a return visit.
  await page.goto('/prompts');
  await expect(page).toHaveURL(/categories=/);
});

test('a trial user fills, builds, copies and opens a prompt in ChatGPT', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route('https://chatgpt.com/**', (route) => route.fulfill({ body: 'assistant stand-in', contentType: 'text/plain' }));
  await signInAs(page, PERSONAS.trial.email);
  await savePersonalParameters(page);

  await page.goto('/prompts?search=Personalised+Cold+Email');
  await page.getByRole('link', { name: 'Personalised Cold Email' }).click();
  await expect(page.getByRole('heading', { name: 'Personalised Cold Email' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Tess Trial');
  await expect(page.getByLabel('Company name')).toHaveValue('Loom Labs');
  await expect(page.getByRole('button', { name: 'Build Prompt' })).toBeDisabled();
  await expect(page.getByText(/Please fill out all placeholders before building the prompt\. \(\d+ of \d+ parameters set\)/)).toBeVisible();
  await screenshotPage(page, 'viewer-light');

  await page.getByLabel('Job title').fill('Head of Growth');
  await page.getByLabel('Prospect name').fill('Sam');
  await page.getByLabel('Prospect role').fill('CTO');
  await page.getByLabel('Prospect company').fill('Acme');
  await page.getByLabel('Trigger or observation').fill('your talk on caching');
  await page.getByLabel('professional / friendly / persuasive / direct').selectOption('friendly');
  await page.getByRole('button', { name: 'Build Prompt' }).click();
  const built = page.getByTestId('built-prompt');
  await expect(built).toContainText('Tess Trial, Head of Growth at Loom Labs');
  await screenshotPage(page, 'viewer-built');

  await page.getByRole('button', { name: 'Copy Prompt' }).click();
  await expect(page.getByRole('status')).toHaveText('Prompt copied!');
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain('The prospect is Sam, CTO at Acme.');
  expect(clipboard).not.toContain('!<');

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open in ChatGPT' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.origin).toBe('https://chatgpt.com');
  expect(url.searchParams.get('q')).toBe(clipboard);
});

test('the viewer works with the keyboard alone', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email);
  await page.goto('/prompts?search=Weekly+Reflection');
  await page.getByRole('link', { name: 'Weekly Reflection' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Weekly Reflection' })).toBeVisible();
  await page.getByLabel('Week summary').focus();
  await page.keyboard.type('Shipped the beta and hired a designer');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  // Tab on from the last input to the Build button, then press it.
  for (let i = 0; i < 5; i++) {
    if (await page.getByRole('button', { name: 'Build Prompt' }).evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: 'Build Prompt' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('built-prompt')).toContainText('Shipped the beta and hired a designer');
  await page.getByRole('button', { name: 'More options' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Clone Prompt' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Clone Prompt' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Clone Prompt' })).toBeHidden();
});

test('an author deletes their own prompt from Browse', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email);
  await page.goto('/prompts?showOnlyMyPrompts=true');
  const card = page.locator('article').filter({ hasText: OWN_PROMPT_TITLE });
  await expect(card).toContainText('Yours');
  await card.getByRole('button', { name: `Delete ${OWN_PROMPT_TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Prompt' });
  await expect(dialog).toContainText(`Are you sure you want to delete "${OWN_PROMPT_TITLE}"? This action cannot be undone.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('article').filter({ hasText: OWN_PROMPT_TITLE })).toHaveCount(0);
});
