import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { unzipSync, strFromU8 } from 'fflate';
import { PASSWORD, PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { expectNoSeriousViolations } from './fixtures/axe';
import { inEachLook } from './fixtures/screenshot';
import { libreChatExport, promptsChatCsv } from '../tests/fixtures/import-formats';

// Import and export of prompts on the account page: a new person (on the trial) imports
// a LibreChat file through the dialog after a file with an error was refused, then exports as a zip
// of Markdown files and as JSON. Each person is new, so the shared personas' libraries stay as the
// other specs expect them.

async function signUpFresh(page: Page, name: string): Promise<string> {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const email = `import-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  const res = await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: { name, email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return origin;
}

const card = (page: Page) => page.locator('div').filter({ has: page.getByRole('heading', { name: 'Import and export prompts' }) }).last();
const file = (f: { name: string; mimeType: string; text: string }) => ({ name: f.name, mimeType: f.mimeType, buffer: Buffer.from(f.text) });
const badCsv = { ...promptsChatCsv, name: 'prompts-with-error.csv', text: `${promptsChatCsv.text}Too Short,"Hi there",FALSE,TEXT,f\n` };

/** The viewport as it is (the dialog is modal: a full-page picture would show the page behind it). */
async function screenshotView(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

test('a trial user previews a file with an error, imports a LibreChat file through the dialog, then exports Markdown and JSON', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpFresh(page, 'Ivy Import');
  await page.goto('/account');
  const transfer = card(page);
  await expect(transfer.getByText("You haven't created any prompts yet.")).toBeVisible();

  // The keyboard opens the dialog; Escape closes it.
  await transfer.getByRole('button', { name: 'Import prompts' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import prompts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Choose a file to see what it holds')).toBeVisible();
  await expectNoSeriousViolations(page, 'import dialog, empty');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await transfer.getByRole('button', { name: 'Import prompts' }).click();
  // A file with a prompt that breaks the rules: shown, and nothing can be imported.
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file(badCsv));
  await expect(dialog.getByText('prompts.chat CSV:', { exact: true })).toBeVisible();
  await expect(dialog.getByText('1 with errors')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('1 prompt has errors (listed first). Nothing can be imported');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Too Short' })).toContainText('Content must be at least 10 characters long');
  await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await screenshotView(page, 'import-preview-errors-1280-light');
  // The choice to import the valid rows instead: the import can go ahead without the row in error.
  await dialog.getByLabel('Import the valid rows, skip those in error').check();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Import 3 prompts' })).toBeEnabled();
  await dialog.getByLabel('Import the valid rows, skip those in error').uncheck();

  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file(libreChatExport));
  await expect(dialog.getByText('LibreChat:', { exact: true })).toBeVisible();
  await expect(dialog.getByText('2 to create')).toBeVisible();
  const travel = dialog.getByRole('listitem').filter({ hasText: 'Travel planner' });
  await expect(travel).toContainText('Imported (new)');
  await expect(travel).toContainText('4 placeholders');
  await expect(dialog.getByLabel('Category for prompts without one')).toHaveValue('new:Imported');
  await expectNoSeriousViolations(page, 'import dialog, preview');
  await inEachLook(page, (look) => screenshotView(page, `import-preview-${look}`));
  await expectNoSeriousViolations(page, 'import dialog, preview, 390 dark');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  await dialog.getByRole('button', { name: 'Import 2 prompts' }).click();
  await expect(dialog.getByText('2 prompts imported')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(transfer.getByRole('group', { name: 'Last import' })).toContainText('2 prompts imported');
  await expect(page.getByText('Prompts created').locator('..')).toContainText('2');

  // Export: every prompt as Markdown files in a zip.
  await expect(transfer.getByLabel('Format', { exact: true })).toBeVisible();
  await transfer.getByLabel('Format', { exact: true }).selectOption('markdown');
  let download = page.waitForEvent('download');
  await transfer.getByRole('button', { name: 'Export', exact: true }).click();
  let saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^promptloom-prompts-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync((await saved.path())!)));
  expect(Object.keys(files).sort()).toEqual(['prompts/1-travel-planner.md', 'prompts/2-code-review.md']);
  expect(strFromU8(files['prompts/1-travel-planner.md']!)).toContain('customCategory: Imported');
  await expect(page.getByText(/Export started: promptloom-prompts-/)).toBeVisible();

  // One category's prompts as JSON.
  await transfer.getByLabel('Format', { exact: true }).selectOption('json');
  await transfer.getByLabel('Prompts', { exact: true }).selectOption('category');
  await transfer.getByLabel('Category', { exact: true }).selectOption({ label: 'Imported (2)' });
  download = page.waitForEvent('download');
  await transfer.getByRole('button', { name: 'Export', exact: true }).click();
  saved = await download;
  const data = JSON.parse(fs.readFileSync((await saved.path())!, 'utf8'));
  expect(data).toMatchObject({ format: 'promptloom', version: 1, kind: 'prompts' });
  expect(data.prompts.map((p: { title: string }) => p.title)).toEqual(['Travel planner', 'Code review']);

  // A selection: one prompt ticked.
  await transfer.getByLabel('Prompts', { exact: true }).selectOption('selection');
  await transfer.getByLabel('Code review').check();
  await expect(transfer.getByText('Prompts to export (1 selected)')).toBeVisible();
  download = page.waitForEvent('download');
  await transfer.getByRole('button', { name: 'Export', exact: true }).click();
  saved = await download;
  expect(JSON.parse(fs.readFileSync((await saved.path())!, 'utf8')).prompts.map((p: { title: string }) => p.title)).toEqual(['Code review']);
  await transfer.getByLabel('Prompts', { exact: true }).selectOption('all');

  await inEachLook(page, async (look) => {
    await transfer.scrollIntoViewIfNeeded();
    await transfer.screenshot({ path: `docs/screenshots/import-export-card-${look}.png` });
  });
  await expectNoSeriousViolations(page, 'account page with the import and export card');
});

test('a free user whose trial ended is offered the upgrade instead of the import', async ({ page }) => {
  await signInAs(page, PERSONAS.free.email, '/account');
  const transfer = card(page);
  await expect(transfer.getByText('Importing prompts is available to PRO subscribers and trial users.')).toBeVisible();
  await expect(transfer.getByRole('link', { name: 'Upgrade to Import' })).toHaveAttribute('href', '/pricing');
  await expect(transfer.getByRole('button', { name: 'Import prompts' })).toHaveCount(0);
});
