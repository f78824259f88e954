import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { OWN_PROMPT_TITLE, PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { screenshotPage } from './fixtures/screenshot';
import { expectNoSeriousViolations } from './fixtures/axe';

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
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=cold\+emial/);
  await expect(page.getByRole('link', { name: 'Personalised Cold Email' })).toBeVisible();

  await page.getByLabel('Search prompts').fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByLabel('Hide pro').check();
  await expect(page).toHaveURL(/hideProPrompts=true/);
  await expect(page.locator('article').getByText('PRO', { exact: true })).toHaveCount(0);
  await page.getByLabel('Only pro').check();
  await expect(page.getByLabel('Hide pro')).not.toBeChecked();
  await expect(page.locator('article').first()).toContainText('PRO');
  await expect(page.locator('article').first()).toContainText('days left');
  // A pro card's marks, star and title stay inside it at three columns (the marks beside the title once
  // pushed the star out of the card and squeezed the title to a word a line).
  await page.setViewportSize({ width: 1280, height: 900 });
  const card = page.locator('article').first();
  const cardBox = (await card.boundingBox())!;
  for (const part of [card.getByRole('button', { name: /^Favourite:/ }), card.getByText('PRO', { exact: true }), card.getByText(/days left/)]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
  expect((await card.getByRole('heading').boundingBox())!.width).toBeGreaterThan(cardBox.width / 2);
  await page.getByLabel('Only pro').uncheck();

  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Marketing', exact: true }).click();
  await expect(page).not.toHaveURL(/page=2/);
  // A category change goes back to the first page (Marketing holds more than a page).
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

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
  for (const site of ['https://chatgpt.com/**', 'https://claude.ai/**']) {
    await context.route(site, (route) => route.fulfill({ body: 'assistant stand-in', contentType: 'text/plain' }));
  }
  await signInAs(page, PERSONAS.trial.email);
  await savePersonalParameters(page);

  await page.goto('/prompts?search=Personalised+Cold+Email');
  await page.getByRole('link', { name: 'Personalised Cold Email' }).click();
  await expect(page.getByRole('heading', { name: 'Personalised Cold Email' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Tess Trial');
  await expect(page.getByLabel('Company name')).toHaveValue('Loom Labs');
  // Values the memory filled say so; a typed one does not.
  const field = (label: string) => page.locator('div', { has: page.getByLabel(label, { exact: true }) }).last();
  await expect(field('Company name').getByText('From your memory')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Build Prompt' })).toBeDisabled();
  await expect(page.getByText(/Please fill out all placeholders before building the prompt\. \(\d+ of \d+ parameters set\)/)).toBeVisible();
  await screenshotPage(page, 'viewer-light');

  await page.getByLabel('Job title').fill('Head of Growth');
  await expect(field('Job title').getByText('From your memory')).toHaveCount(0);
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

  // Claude no longer reads a prompt from its address: the prompt is copied, then Claude opens.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const claudePopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open in Claude' }).click();
  await expect(page.getByRole('status')).toHaveText('Prompt copied! Paste it in Claude.');
  const claude = await claudePopup;
  await claude.waitForLoadState();
  expect(claude.url()).toBe('https://claude.ai/new');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clipboard);
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
  // The ⋮ menu is a menu button: Enter opens it on its first item, Escape closes it and gives the
  // focus back, ArrowDown opens it too, Enter picks the item.
  const more = page.getByRole('button', { name: 'More options' });
  await more.focus();
  await page.keyboard.press('Enter');
  const clone = page.getByRole('menuitem', { name: 'Clone Prompt' });
  await expect(clone).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(more).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(clone).toBeFocused();
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
  await expect(page.getByText('Prompt deleted')).toBeVisible();
  await expect(page.locator('article').filter({ hasText: OWN_PROMPT_TITLE })).toHaveCount(0);
});

test('on a 390 px phone, Browse shows the search and the first prompts before any category; categories open in a sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  const search = page.getByRole('searchbox', { name: 'Search prompts' }).or(page.getByLabel('Search prompts'));
  const firstCard = page.locator('article').first();
  await expect(firstCard).toBeVisible();
  // Both in the first screen, and no category list above them.
  for (const el of [search, firstCard]) expect((await el.boundingBox())!.y).toBeLessThan(844);
  await expect(page.getByRole('button', { name: /^Marketing/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Categories/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Categories' });
  await sheet.getByRole('button', { name: /^Marketing/ }).first().click();
  await expect(page).toHaveURL(/categories=/);
  await sheet.getByRole('button', { name: /^Show .* prompts?$/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Categories (1)' })).toBeVisible();
  await screenshotPage(page, 'browse-phone');
});

test('paging lands at the top of the next page; an empty search offers Clear search and Reset filters', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByLabel('Only pro').check();
  await page.getByLabel('Search prompts').fill('zzqx nothing matches this');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page.getByLabel('Only pro')).not.toBeChecked();
  await expect(page.getByLabel('Search prompts')).toHaveValue('zzqx nothing matches this');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.locator('article').first()).toBeVisible();
});

// The first page of Browse and the viewer come from the server with their data; the
// client takes over after. With JavaScript off, what a person sees is the server's HTML alone.
test('Browse and the viewer render their data on the server (JavaScript off)', async ({ page, browser }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
  try {
    await context.addCookies(await page.context().cookies());
    const noScript = await context.newPage();
    await noScript.goto('/prompts?search=Weekly+Reflection');
    await expect(noScript.getByRole('link', { name: 'Weekly Reflection' })).toBeVisible();
    await expect(noScript.locator('article')).not.toHaveCount(0);
    const href = await noScript.getByRole('link', { name: 'Weekly Reflection' }).getAttribute('href');
    await noScript.goto(href!);
    await expect(noScript.getByRole('heading', { name: 'Weekly Reflection' })).toBeVisible();
    await expect(noScript.getByLabel('Week summary')).toBeVisible();
  } finally {
    await context.close();
  }
});

// Content in a Suspense boundary that streams after the shell is revealed 300 ms after the
// first paint at the earliest (React's reveal throttle), which made the cards Browse's late LCP. The
// first screens of Browse and pricing come in the shell itself: no boundary of theirs is completed
// by a later script.
test('Browse and pricing send their first screen in the shell, not in a boundary revealed later', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  for (const path of ['/prompts', '/pricing']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<main id="main"');
    expect(html, path).not.toMatch(/\$RC\("B:/);
    expect(html.slice(html.indexOf('<main id="main"'), html.indexOf('</main>')), path).not.toContain('<template id="B:');
  }
  const html = await (await page.request.get('/prompts')).text();
  expect(html.indexOf('<article')).toBeGreaterThan(html.indexOf('<main id="main"'));
  expect(html.indexOf('<article')).toBeLessThan(html.indexOf('</main>'));
});

test('a prompt that is not there says so in its heading and offers Browse, not a Retry that cannot help', async ({ page, consoleGate }) => {
  consoleGate.allow(/status of 404 .*\/api\/prompts\/00000000-0000-4000-8000-000000000000/, 'the prompt asked for does not exist, on purpose');
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  await page.goto('/prompts/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Prompt not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'viewer, prompt not found');
  await page.getByRole('link', { name: 'Browse prompts' }).click();
  await expect(page).toHaveURL(/\/prompts$/);
});
