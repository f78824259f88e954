import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { PASSWORD, PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { screenshotPage } from './fixtures/screenshot';

// The parameter manager (spec P2 §2, §4, §5, §8) and the 3-step setup wizard.

const row = (page: Page, name: string) => page.getByTestId(`parameter-${name}`);

async function addParameter(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add New Parameter' }).click();
  await page.getByLabel('New parameter name').fill(name);
  await page.getByLabel('New parameter name').press('Enter');
  await expect(row(page, name.trim().toLowerCase())).toBeVisible();
}

test('a free user adds an alias, adds and deletes a parameter, and drops an orphan onto a parameter that then fills the viewer', async ({ page }) => {
  await signInAs(page, PERSONAS.free.email, '/account');
  await page.getByRole('link', { name: 'Manage parameters and aliases' }).click();
  await expect(page).toHaveURL('/account/parameters');
  await expect(page.getByRole('heading', { name: 'Parameter Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Account' })).toHaveAttribute('href', '/account');

  // Core parameters carry a badge and no delete button.
  await expect(row(page, 'name').getByText('Core', { exact: true })).toBeVisible();
  await expect(row(page, 'name').getByRole('button', { name: /Delete parameter/ })).toHaveCount(0);

  // An alias: trimmed and lower-cased; a duplicate is refused with the spec message; Escape cancels.
  await row(page, 'name').getByRole('button', { name: 'Add alias' }).click();
  await page.getByLabel('New alias for name').fill('  My Handle ');
  await page.getByLabel('New alias for name').press('Enter');
  await expect(page.getByText('Added "my handle" as an alias to name.')).toBeVisible();
  await expect(row(page, 'name')).toContainText('5 aliases');
  await row(page, 'name').getByRole('button', { name: 'Add alias' }).click();
  await page.getByLabel('New alias for name').fill('Full Name');
  await page.getByLabel('New alias for name').press('Enter');
  await expect(row(page, 'name').getByRole('alert')).toHaveText('The alias "full name" already exists for name.');
  await page.getByLabel('New alias for name').press('Escape');
  await expect(page.getByLabel('New alias for name')).toHaveCount(0);

  // A custom parameter: stored lower-cased, deletable after a confirmation.
  await addParameter(page, '  Industry ');
  await expect(row(page, 'industry')).toContainText('1 alias');
  await row(page, 'industry').getByRole('button', { name: 'Delete parameter industry' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, 'industry')).toHaveCount(0);

  // An orphan: a value typed into a prompt's placeholder that no parameter answers for.
  await page.evaluate(() => localStorage.setItem('placeholderValues', JSON.stringify({ prospectcompany: 'Globex Corp' })));
  await page.reload();
  await addParameter(page, 'Client');
  await page.getByRole('button', { name: 'View All Parameters' }).click();
  await expect(page.getByRole('region', { name: 'Orphaned Parameters' })).toContainText('Globex Corp');
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshotPage(page, 'parameters-manager-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshotPage(page, 'parameters-manager-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Dropped with the keyboard: Space picks it up, the arrow key moves it onto the nearest parameter
  // above (client, the last row), Space drops it there.
  const handle = page.getByRole('button', { name: 'Move prospectcompany onto a parameter' });
  await handle.focus();
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  // dnd-kit's live region says the drag has started (closest-center may name a parameter at once).
  await expect(announced).toHaveText(/^(Picked up prospectcompany\.|prospectcompany is over the parameter )/);
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('prospectcompany is over the parameter client.');
  await expect(row(page, 'client')).toHaveClass(/ring-accent/);
  await page.keyboard.press('Space');
  await expect(page.getByText('Added "prospectcompany" as an alias to client.')).toBeVisible();
  await expect(page.getByText('All tidy! Every value you have typed belongs to a parameter.')).toBeVisible();
  await expect(row(page, 'client').getByRole('textbox')).toHaveValue('Globex Corp');
  await expect(page.getByRole('list', { name: 'Aliases of client' })).toContainText('prospectcompany');

  // The viewer now fills that placeholder from the memory.
  await page.goto('/prompts?search=Personalised+Cold+Email');
  await page.getByRole('link', { name: 'Personalised Cold Email' }).click();
  await expect(page.getByRole('heading', { name: 'Personalised Cold Email' })).toBeVisible();
  await expect(page.getByLabel('Prospect company')).toHaveValue('Globex Corp');
  const field = page.locator('div', { has: page.getByLabel('Prospect company', { exact: true }) }).last();
  await expect(field.getByText('From your memory')).toBeVisible();

  // The server keeps it too.
  const saved = await page.evaluate(async () => (await fetch('/api/user/parameters')).json());
  expect(saved.parameters.client).toEqual({ value: 'Globex Corp', aliases: ['client', 'prospectcompany'], isCore: false });
});

test('the setup wizard takes three steps, previews the prompt live and leads to Parameter Management', async ({ page }) => {
  await signInAs(page, PERSONAS.free.email, '/account');
  await page.getByRole('link', { name: 'Run the setup wizard' }).click();
  await expect(page).toHaveURL('/account/parameters/setup');
  await expect(page.getByText('Step 1 of 3: Introduction')).toBeVisible();
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshotPage(page, 'parameters-wizard-intro-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshotPage(page, 'parameters-wizard-intro-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Get Started' }).click();
  expect(await page.evaluate(() => localStorage.getItem('parameterMemorySetup'))).toBe('true');

  await expect(page.getByText('Step 2 of 3: Your details')).toBeVisible();
  await expect(page.getByLabel('Website')).toHaveAttribute('type', 'url');
  await page.getByLabel('Your name').fill('Frankie Free');
  await page.getByLabel('Department').fill('Customer Support');
  // A bare domain is a website; leaving the field shows it with https://.
  await page.getByLabel('Website').fill('frankie.example');
  await page.getByLabel('Website').blur();
  await expect(page.getByLabel('Website')).toHaveValue('https://frankie.example');
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview).toContainText('I am Frankie Free,');
  await expect(preview).toContainText('in Customer Support at');
  await screenshotPage(page, 'parameters-wizard-form-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshotPage(page, 'parameters-wizard-form-dark');
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  await expect(page.getByText('Step 3 of 3: Done')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('parameterSetupCompleted'))).toBe('true');
  await screenshotPage(page, 'parameters-wizard-done-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshotPage(page, 'parameters-wizard-done-light');
  await page.getByRole('link', { name: 'Go to Parameter Management' }).click();
  await expect(page).toHaveURL('/account/parameters');
  await expect(page.getByLabel('Your name')).toHaveValue('Frankie Free');
  await expect(page.getByLabel('Department')).toHaveValue('Customer Support');
  await expect(row(page, 'website').getByRole('textbox')).toHaveValue('https://frankie.example');
});

test('one rule on the manager: typed values are marked unsaved, leaving asks first, and Save keeps them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, PERSONAS.pro.email, '/account/parameters');
  const title = row(page, 'title').getByRole('textbox');
  await expect(title).toBeEnabled();
  await title.fill('Head of Research');
  await expect(page.getByText('Unsaved values')).toBeVisible();

  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/account/parameters');
  await expect(title).toHaveValue('Head of Research');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Parameters saved successfully!')).toBeVisible();
  await expect(page.getByText('Unsaved values')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(leave).toHaveCount(0);
  const saved = await (await page.request.get('/api/user/parameters')).json();
  expect(saved.parameters.title.value).toBe('Head of Research');
});

test('a save on Parameter Management made before the sign-in merge came in keeps the server’s values: the fields wait for it', async ({ page }) => {
  // The nav bar's user sync loads after the page; the manager once let a person save this device's
  // copy (no name) over the server's before it had merged: the name was lost.
  const email = `mira-${Date.now()}@e2e.test`;
  const origin = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210').origin;
  const made = await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: { name: 'Mira Merge', email, password: PASSWORD } });
  expect(made.status(), await made.text()).toBe(200);
  // The first visit syncs the person, whose memory starts with their name.
  await page.goto('/account');
  await page.waitForFunction(() => (localStorage.getItem('personalPlaceholderValues') ?? '').includes('Mira Merge'));
  // A device that holds nothing yet, and a slow user sync: the server still answers everything else.
  await page.evaluate(() => localStorage.clear());
  await page.route('**/api/user/sync', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/account/parameters');
  const title = row(page, 'title').getByRole('textbox');
  await expect(title).toBeEnabled({ timeout: 15_000 });
  // Editable means merged: the name is there at once, not three seconds later.
  expect(await row(page, 'name').getByRole('textbox').inputValue()).toBe('Mira Merge');
  await title.fill('Field Researcher');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Parameters saved successfully!')).toBeVisible();
  const saved = await (await page.request.get('/api/user/parameters')).json();
  expect(saved.parameters.name.value).toBe('Mira Merge');
  expect(saved.parameters.title.value).toBe('Field Researcher');
});
