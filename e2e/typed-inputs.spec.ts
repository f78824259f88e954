import { expect, test } from './fixtures/test';
import { PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { expectNoModerateViolations } from './fixtures/axe';
import { inEachLook, screenshotPage } from './fixtures/screenshot';
import { createPrompt } from './fixtures/prompts';

// Typed inputs in the viewer (docs/placeholders.md): each placeholder a native control of its type,
// defaults prefilled and marked, memory over a default, bounds checked, and the built text as the
// author meant it.

const CONTENT = [
  'From !<Your name | default="A. Writer">!: plan the launch by !<Deadline | date>!.',
  'Write about !<Word count | number min=50 max=2000 default=300>! words !<Include sources | checkbox yes="with sources" no="without sources">!.',
  'Channels: !<Channels | multi-select: email / sms / push>!. Tone: !<Tone | select: formal / friendly* / playful>!.',
  '!<Background | long text, optional, help="What the reader already knows">!',
].join('\n');

test('a prompt with typed inputs builds what its author meant, with memory over a default', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAs(page, PERSONAS.pro.email, '/prompts');
  const { id } = await createPrompt(page, { title: `Launch Plan Brief ${Date.now()}`, description: 'A launch plan brief with typed inputs.', content: CONTENT });
  await page.goto(`/prompts/${id}`);

  // Native controls, named by their labels; defaults prefilled and marked; memory (the sign-up name) wins over a default.
  const name = page.getByLabel('Your name');
  await expect(name).toHaveValue(PERSONAS.pro.name);
  const field = (label: string | RegExp) => page.locator('div', { has: page.getByLabel(label, { exact: true }) }).last();
  await expect(field('Your name').getByText('From your memory')).toBeVisible();
  await expect(page.getByLabel('Deadline')).toHaveAttribute('type', 'date');
  const count = page.getByLabel('Word count');
  await expect(count).toHaveAttribute('type', 'number');
  await expect(count).toHaveValue('300');
  await expect(field('Word count').getByText('Default')).toBeVisible();
  await expect(page.getByLabel('Include sources')).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Tone' })).toHaveValue('friendly');
  await expect(page.getByRole('group', { name: /Channels/ })).toBeVisible();
  await expect(page.getByLabel(/Background/)).toHaveAccessibleDescription('What the reader already knows');

  // Required inputs still empty: no build.
  await expect(page.getByRole('button', { name: 'Build Prompt' })).toBeDisabled();

  // A number out of bounds says so under the field, by its label, and blocks the build.
  await page.getByLabel('Deadline').fill('2027-03-15');
  await page.getByRole('group', { name: /Channels/ }).getByLabel('push').check();
  await page.getByRole('group', { name: /Channels/ }).getByLabel('email').check();
  await count.fill('20');
  await expect(count).toHaveAccessibleDescription('Word count must be at least 50');
  await expect(page.getByRole('button', { name: 'Build Prompt' })).toBeDisabled();
  await expectNoModerateViolations(page, 'viewer with typed inputs and an error');
  await count.fill('450');
  await page.getByLabel('Include sources').check();
  await page.getByRole('combobox', { name: 'Tone' }).selectOption('playful');

  // Keyboard only: the checkbox toggles with Space.
  await page.getByLabel('Include sources').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Include sources')).not.toBeChecked();
  await page.keyboard.press('Space');

  await page.getByRole('button', { name: 'Build Prompt' }).click();
  await expect(page.getByTestId('built-prompt')).toHaveText(
    [
      `From ${PERSONAS.pro.name}: plan the launch by 2027-03-15.`,
      'Write about 450 words with sources.',
      'Channels: email, push. Tone: playful.',
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Reset' }).click();

  await inEachLook(page, async (look) => {
    await expectNoModerateViolations(page, `typed inputs ${look}`);
    await screenshotPage(page, `viewer-typed-inputs-${look}`);
  });

  // On a phone, the date field opens its picker on a tap like any native date input.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('Deadline')).toBeVisible();
  const box = await page.getByLabel('Deadline').boundingBox();
  expect(box!.width).toBeGreaterThan(200);
});

test('the editor inserts a typed input through its form, previews the real controls and warns about what it cannot read', async ({ page }) => {
  // Below the tour's width (768 px), so no tour covers the page.
  await page.setViewportSize({ width: 700, height: 900 });
  await signInAs(page, PERSONAS.pro.email, '/prompts');
  await page.getByRole('main').getByRole('link', { name: 'Create Prompt' }).click();
  await expect(page.getByRole('heading', { name: 'Create Prompt' })).toBeVisible();
  // The Advanced editor has the preview.
  await page.getByRole('button', { name: 'Advanced', exact: true }).click();
  const content = page.getByLabel('Prompt Content');
  await content.fill('Plan the launch by ');
  await content.press('End');

  await page.getByRole('button', { name: 'Typed Input' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Typed Input' });
  await dialog.getByLabel('Label').fill('Deadline');
  await dialog.getByLabel('Type').selectOption('date');
  await dialog.getByLabel('Help (optional)').fill('The day it ships');
  await expect(dialog.getByText('!<Deadline | date, help="The day it ships">!')).toBeVisible();
  await expectNoModerateViolations(page, 'typed input dialog');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(content).toHaveValue('Plan the launch by !<Deadline | date, help="The day it ships">!');

  // A select with a default, checked before it goes in: a default outside the options is refused.
  await content.press('End');
  await content.pressSequentially(' in a ');
  await page.getByRole('button', { name: 'Typed Input' }).click();
  await dialog.getByLabel('Label').fill('Tone');
  await dialog.getByLabel('Type').selectOption('select');
  await dialog.getByLabel('Options').fill('formal, friendly, playful');
  await dialog.getByLabel('Default').selectOption('friendly');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(content).toHaveValue('Plan the launch by !<Deadline | date, help="The day it ships">! in a !<Tone | select: formal / friendly* / playful>!');

  // The preview shows the controls people will fill, with the default in place.
  const preview = page.locator('#inputs-preview');
  await expect(preview.getByLabel('Deadline')).toHaveAttribute('type', 'date');
  await expect(preview.getByLabel('Deadline')).toHaveAccessibleDescription('The day it ships');
  await expect(preview.getByRole('combobox', { name: 'Tone' })).toHaveValue('friendly');

  // What cannot be read is said under the content box, not refused.
  await content.press('End');
  await content.pressSequentially(' with !<Words | number min=ten>! words.');
  await expect(page.locator('#content-warnings')).toContainText('Words: min=ten is not a number and is ignored');
  await expectNoModerateViolations(page, 'editor with typed inputs');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotPage(page, 'editor-typed-inputs');
});

test('version history compares two versions, inputs included, and a restore shows its changes first', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await signInAs(page, PERSONAS.pro.email, '/prompts');
  const fields = { title: `Supplier Letter ${Date.now()}`, description: 'A letter to a supplier.' };
  const { id, category } = await createPrompt(page, { ...fields, content: 'Write to !<Company>! by !<Deadline>! in a !<Tone | select: formal / friendly>! tone.' });
  const base = { ...fields, category, viewable: 'private' };
  const saved = await page.request.put(`/api/prompts/${id}`, {
    headers: { origin: new URL(page.url()).origin },
    data: { ...base, content: 'Write to !<Organisation name>! by !<Deadline | date>! in a !<Tone | select: formal / friendly* / playful>! tone.\nSign as !<Your name>!.' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/unified-editor/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Prompt' })).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Version History' });
  await history.getByLabel('Compare from').selectOption({ label: 'Version 1' });
  const diff = history.getByRole('region', { name: 'Changes from version 1 to the editor now' });
  await expect(diff.getByRole('list', { name: 'Input changes' })).toHaveText(
    [
      'Renamed “Company” to “Organisation name”',
      'Changed “Deadline”: type: text → date',
      'Changed “Tone”: default: none → friendly; options: formal, friendly → formal, friendly, playful',
      'Added “Your name”',
    ].join(''),
  );
  await expect(diff).toContainText('Added: Sign as');
  await expectNoModerateViolations(page, 'version compare');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotPage(page, 'editor-version-diff');

  // Restore: the changes come first, then the restore.
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(history.getByRole('region', { name: 'Changes from the editor now to version 1' }).getByRole('list', { name: 'Input changes' })).toContainText('Renamed “Organisation name” to “Company”');
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(history).toBeHidden();
  await expect(page.getByLabel('Prompt Content')).toHaveValue('Write to !<Company>! by !<Deadline>! in a !<Tone | select: formal / friendly>! tone.');
});

test('renaming an input offers to keep remembered values: the old name still fills it', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await signInAs(page, PERSONAS.pro.email, '/prompts');
  const { id } = await createPrompt(page, { title: `Thank You Note ${Date.now()}`, description: 'A short thank-you note.', content: 'Write a short thank-you note. Sign as !<Your name>!.' });

  await page.goto(`/unified-editor/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Prompt' })).toBeVisible();
  // Hydrated once Save Changes is enabled (as editor.spec.ts waits): text typed before is the server's HTML's.
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  const content = page.getByLabel('Prompt Content');
  await content.fill('Write a short thank-you note. Sign as !<Signature>!.');
  const offer = page.getByRole('status').filter({ hasText: 'You renamed “Your name” to “Signature”' });
  await expect(offer).toBeVisible();
  await expectNoModerateViolations(page, 'rename offer');
  await offer.getByRole('button', { name: 'Keep remembered values' }).click();
  await expect(content).toHaveValue('Write a short thank-you note. Sign as !<Signature | was="Your name">!.');
  await expect(offer).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prompt updated successfully!' })).toBeVisible();

  // The memory's name (kept under 'Your name') fills the renamed input.
  await page.goto(`/prompts/${id}`);
  await expect(page.getByLabel('Signature')).toHaveValue(PERSONAS.pro.name);
});

test('a parameter of one’s own can hold a date: edited with a date picker, kept as a date, and it fills a date input', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, PERSONAS.pro.email, '/account/parameters');
  // The add is saved at once; its answer is held back here, and a type chosen meanwhile must stay (it
  // used to be wiped when that save came back).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/account/parameters', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add New Parameter' }).click();
  await page.getByLabel('New parameter name').fill('launch date');
  await page.getByLabel('New parameter name').press('Enter');
  const row = page.getByTestId('parameter-launch date');
  await row.getByLabel('Type of launch date').selectOption('date');
  release();
  await expect(page.getByText('Parameters saved successfully!')).toBeVisible();
  await page.unroute('**/account/parameters');
  await expect(row.getByLabel('Type of launch date')).toHaveValue('date');
  const value = row.getByLabel('launch date', { exact: true });
  await expect(value).toHaveAttribute('type', 'date');
  await value.fill('2027-03-05');
  await expectNoModerateViolations(page, 'typed parameter');
  await expect(page.getByText('Unsaved values')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Adding the parameter saved at once too, so this save's toast is the second.
  await expect(page.getByText('Unsaved values')).toHaveCount(0);
  await expect(page.getByText('Parameters saved successfully!').last()).toBeVisible();
  await screenshotPage(page, 'parameters-typed-value');

  const { id } = await createPrompt(page, { title: `Launch Countdown ${Date.now()}`, description: 'A countdown plan to a launch date.', content: 'Plan the last two weeks before !<Launch date | date>!.' });
  await page.goto(`/prompts/${id}`);
  await expect(page.getByLabel('Launch date')).toHaveValue('2027-03-05');
  await page.getByRole('button', { name: 'Build Prompt' }).click();
  await expect(page.getByTestId('built-prompt')).toHaveText('Plan the last two weeks before 2027-03-05.');
});
