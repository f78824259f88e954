import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoModerateViolations } from './fixtures/axe';
import { PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { createPrompt } from './fixtures/prompts';

// Keyboard and screen readers: a keyboard-only author gets out of the content box (the
// spec's Tab kept), two select lists in the viewer read apart, and the simple editor's landmarks are named.

const content = (page: Page) => page.getByLabel('Prompt Content');
const isContentFocused = (page: Page) => page.evaluate(() => document.activeElement?.id === 'prompt-content');

/** The editor, hydrated, with the desktop tour skipped. */
async function openEditor(page: Page, tour: boolean) {
  await page.goto('/unified-editor');
  await expect(page.getByRole('heading', { name: 'Create Prompt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Prompt' })).toBeEnabled();
  if (tour) await page.getByRole('button', { name: 'Skip tour' }).click();
}

test('a keyboard-only author writes with Tab, leaves the content box with Escape then Tab, and reaches Create Prompt', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, PERSONAS.pro.email, '/prompts');
  await openEditor(page, true);
  const title = `Keyboard Only Checklist ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Written without a mouse, to check the content box lets go.');
  await page.getByLabel('Category').selectOption({ label: 'Marketing' });

  // The hint is the box's description, and says how to get out.
  await content(page).focus();
  await expect(content(page)).toHaveAccessibleDescription(/Tab inserts two spaces\. To move on, press Escape then Tab, or Ctrl\+M/);
  await page.keyboard.type('Steps for !<Team name>!:');
  await page.keyboard.press('Enter');
  // The spec's Tab (P1 §5): two spaces, and the focus stays.
  await page.keyboard.press('Tab');
  await page.keyboard.type('- one');
  await expect(content(page)).toHaveValue('Steps for !<Team name>!:\n  - one');
  expect(await isContentFocused(page)).toBe(true);

  // Escape then Tab moves on, without typing anything.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect(await isContentFocused(page)).toBe(false);
  await expect(content(page)).toHaveValue('Steps for !<Team name>!:\n  - one');

  // On with Tab alone, to Create Prompt, and Enter creates it.
  const create = page.getByRole('button', { name: 'Create Prompt' });
  for (let i = 0; i < 30 && !(await create.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(create).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/prompts?showOnlyMyPrompts=true');
  await expect(page.getByText(title).first()).toBeVisible();
});

test('Ctrl+M turns Tab-trapping off and on in the content box, and the hint says which', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAs(page, PERSONAS.pro.email, '/prompts');
  await openEditor(page, true);
  await content(page).focus();
  await page.keyboard.type('Hello');
  await page.keyboard.press('Control+m');
  await expect(content(page)).toHaveAccessibleDescription(/Tab moves focus\. Press Ctrl\+M to make Tab insert two spaces again\./);
  await page.keyboard.press('Tab');
  expect(await isContentFocused(page)).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await isContentFocused(page)).toBe(true);
  await page.keyboard.press('Control+m');
  await expect(content(page)).toHaveAccessibleDescription(/Tab inserts two spaces/);
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  expect(await isContentFocused(page)).toBe(true);
  await expect(content(page)).toHaveValue('Hello  ');
});

for (const look of [
  { name: '1280, light', size: { width: 1280, height: 900 }, scheme: 'light' as const, tour: true },
  { name: '390, dark', size: { width: 390, height: 844 }, scheme: 'dark' as const, tour: false },
]) {
  test(`the simple editor passes axe with moderate rules: its two sidebars are named (${look.name})`, async ({ page }) => {
    await page.setViewportSize(look.size);
    await page.emulateMedia({ colorScheme: look.scheme });
    await signInAs(page, PERSONAS.pro.email, '/prompts');
    await openEditor(page, look.tour);
    await expect(page.getByRole('complementary', { name: 'Tips' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Advanced mode' })).toBeVisible();
    await expectNoModerateViolations(page, 'simple editor');
  });
}

test('two select lists in the viewer are told apart by their own options, not both "Choose one"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, PERSONAS.pro.email, '/prompts');
  const { id } = await createPrompt(page, {
    title: `Two Lists Reply ${Date.now()}`,
    description: 'A reply with a length and a tone to choose.',
    content: 'Write a !|short, long|! reply in a !|formal, friendly|! tone.',
  });
  await page.goto(`/prompts/${id}`);

  const length = page.getByRole('combobox', { name: 'short / long', exact: true });
  const tone = page.getByRole('combobox', { name: 'formal / friendly', exact: true });
  await expect(length).toBeVisible();
  await expect(tone).toBeVisible();
  await expect(page.getByText('Choose one')).toHaveCount(0);
  await length.selectOption('long');
  await tone.selectOption('friendly');
  await page.getByRole('button', { name: 'Build Prompt' }).click();
  await expect(page.getByTestId('built-prompt')).toHaveText('Write a long reply in a friendly tone.');
  await expectNoModerateViolations(page, 'viewer with two lists');
});
