import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { PASSWORD } from './fixtures/personas';
import { expectNoSeriousViolations } from './fixtures/axe';

// An import of 5,000 prompts (docs/import-export.md#large-files): the file is uploaded, previewed
// and imported with a progress bar; closing the dialog leaves the import running, and the account
// page follows it to its result. Once at 1280 px in the light theme, once at 390 px in the dark
// one, each with a file of its own. A new person (on the trial), so the shared personas stay as
// the other specs expect them.

test.setTimeout(240_000);

const COUNT = 5000;

/** Our JSON export of `COUNT` prompts, titled after `tag` so the two files do not overlap. */
function ourFile(tag: string) {
  const prompts = Array.from({ length: COUNT }, (_, i) => ({
    title: `${tag} prompt ${i + 1}`,
    description: `Prompt ${i + 1} of the large import.`,
    content: `Write a short note to !<Recipient>! about !<Topic>! (${tag} ${i + 1}), in a !|formal, friendly|! tone. `.repeat(4),
    category: 'Marketing',
    customCategory: null,
    visibility: 'private',
    accessLevel: 'free',
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2025-05-02T10:00:00.000Z',
  }));
  const text = JSON.stringify({ format: 'promptloom', version: 1, kind: 'prompts', exportedAt: new Date().toISOString(), prompts });
  return { name: `promptloom-${tag.toLowerCase()}.json`, mimeType: 'application/json', buffer: Buffer.from(text) };
}

async function signUpFresh(page: Page) {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const email = `import-large-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  const res = await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: { name: 'Lars Large', email, password: PASSWORD } });
  expect(res.status()).toBe(200);
}

const card = (page: Page) => page.locator('div').filter({ has: page.getByRole('heading', { name: 'Import and export prompts' }) }).last();

async function view(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

test('5,000 prompts: preview, a progress bar, the dialog closed while it runs, the result on the account page, at 1280 and 390 px', async ({ page }) => {
  await signUpFresh(page);
  const looks = [
    { tag: 'Wide', size: { width: 1280, height: 900 }, scheme: 'light', name: '1280-light' },
    { tag: 'Narrow', size: { width: 390, height: 844 }, scheme: 'dark', name: '390-dark' },
  ] as const;
  for (const [round, look] of looks.entries()) {
    await page.setViewportSize(look.size);
    await page.emulateMedia({ colorScheme: look.scheme });
    await page.goto('/account');
    const transfer = card(page);
    await transfer.getByRole('button', { name: 'Import prompts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import prompts' });
    await dialog.getByLabel('File', { exact: true }).setInputFiles(ourFile(look.tag));
    await expect(dialog.getByText('Promptloom JSON:', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByText('5,000 to create')).toBeVisible();
    await expect(dialog.getByText(/more are in the file/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 5,000 prompts' }).click();

    // The progress bar, and the words that go with it.
    const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('You can close this window: the import goes on')).toBeVisible();
    await view(page, `import-large-progress-${look.name}`);
    if (round === 0) await expectNoSeriousViolations(page, 'import dialog, progress');

    // Closed while it runs: the account page shows the same import going on, then its result.
    await dialog.getByRole('button', { name: /^(Close, keep importing|Done)$/ }).click();
    await expect(dialog).toBeHidden();
    const last = transfer.getByRole('group', { name: 'Last import' });
    await expect(last).toBeVisible();
    const cardBar = last.getByRole('progressbar', { name: 'Import progress' });
    if (await cardBar.isVisible()) {
      await last.scrollIntoViewIfNeeded();
      await view(page, `import-large-account-progress-${look.name}`);
    }
    await expect(last).toContainText('5,000 prompts imported', { timeout: 180_000 });
    await expect(last.getByRole('progressbar')).toHaveCount(0);
    await expect(last.getByRole('link', { name: 'View my prompts' })).toHaveAttribute('href', '/prompts?showOnlyMyPrompts=true');
    await last.scrollIntoViewIfNeeded();
    await view(page, `import-large-done-${look.name}`);
    await expect(page.getByText('Prompts created').locator('..')).toContainText(round === 0 ? '5,000' : '10,000');
  }
});

test('"Paste from another tool": a prompt copied from a tool that cannot export becomes a prompt with its {{variables}} as fields', async ({ page }) => {
  await signUpFresh(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account');
  await card(page).getByRole('button', { name: 'Import prompts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import prompts' });
  await dialog.getByRole('button', { name: 'Paste from another tool' }).click();
  await dialog.getByLabel('Prompt text').fill('Renewal reminder\nRemind {{customer_name}} that their {{plan}} plan renews on {{renewal_date}}.');
  await dialog.getByRole('button', { name: 'Preview the pasted prompt' }).click();
  await expect(dialog.getByText('Pasted from another tool:', { exact: true })).toBeVisible();
  const row = dialog.getByRole('listitem').filter({ hasText: 'Renewal reminder' });
  await expect(row).toContainText('3 placeholders');
  await view(page, 'import-pasted-1280-light');

  // Another file after pasted text is read as a file again (it was once read as pasted text: one
  // prompt titled with the raw JSON).
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await expect(dialog.getByLabel('Format')).toHaveValue('auto');
  await expect(dialog.getByLabel('Prompt text')).toBeHidden();
  const two = [1, 2].map((i) => ({ title: `Switched file prompt ${i}`, description: 'From a file.', content: `Write note ${i} for !<Recipient>!.`, category: 'Marketing' }));
  await dialog.getByLabel('File', { exact: true }).setInputFiles({
    name: 'promptloom-two.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'promptloom', version: 1, kind: 'prompts', exportedAt: new Date().toISOString(), prompts: two })),
  });
  await expect(dialog.getByText('Promptloom JSON:', { exact: true })).toBeVisible();
  await expect(dialog.getByText('2 to create')).toBeVisible();

  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.getByRole('button', { name: 'Paste from another tool' }).click();
  await dialog.getByLabel('Prompt text').fill('Renewal reminder\nRemind {{customer_name}} that their {{plan}} plan renews on {{renewal_date}}.');
  await dialog.getByRole('button', { name: 'Preview the pasted prompt' }).click();
  await expect(row).toContainText('3 placeholders');
  await dialog.getByRole('button', { name: 'Import 1 prompt' }).click();
  await expect(dialog.getByText('1 prompt imported')).toBeVisible();
  // Done: the result takes the place of the choices.
  await expect(dialog.getByLabel('File', { exact: true })).toHaveCount(0);
});
