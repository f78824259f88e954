import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { screenshotPage } from './fixtures/screenshot';

// The AI Prompt Builder in the editor. The app's openai SDK streams from the local
// OpenAI-compatible stand-in that scripts/e2e.mjs starts (e2e/fixtures/openai-server.ts).

async function openEditor(page: Page) {
  await page.goto('/unified-editor');
  await expect(page.getByRole('button', { name: 'Create Prompt' })).toBeEnabled();
  // Each test has a fresh browser, so the editor's tour starts (desktop width): skip it.
  const skip = page.getByRole('button', { name: 'Skip tour' });
  await skip.click();
  await expect(skip).toHaveCount(0);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'AI Prompt Builder' }).click();
  await expect(page.getByTestId('ai-usage')).toBeVisible();
}

test('a trial user generates a prompt with parameters, watches it stream, inserts it and saves it', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  await openEditor(page);
  await openPanel(page);
  const usage = page.getByTestId('ai-usage');
  await expect(usage).toContainText(/Trial: \d+ days remaining/);
  await expect(usage).toContainText('10 of 10 generations left this month');

  // The spec's validation, before anything is sent.
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('User input is required for "Create from Scratch" mode')).toBeVisible();

  await page.getByLabel('What should the prompt do?').fill('A welcome email for new customers');
  await expect(page.getByLabel(/Add parameters/)).toBeChecked();
  await page.getByRole('button', { name: 'Generate' }).click();
  // The text appears as the model writes it, with the progress above it.
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  await expect(page.getByTestId('ai-stream')).toContainText('Role: You write');
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute('aria-valuenow', '100');
  const result = page.getByTestId('ai-result');
  await expect(result).toContainText('Customer name');
  await expect(usage).toContainText('9 of 10 generations left this month');
  await page.getByRole('button', { name: 'Insert', exact: true }).click();

  const content = page.getByLabel('Prompt Content');
  await expect(content).toHaveValue(/^Role: You write warm, short welcome emails\.\nTask: Write a welcome email to !<Customer name>! from !<Your name>!/);
  await expect(page.getByRole('status').filter({ hasText: 'Inserted into your prompt.' })).toBeVisible();
  await page.getByLabel('Title').fill('Customer Welcome Email');
  await page.getByLabel('Description').fill('A short welcome email for new customers, written with the AI builder.');
  await page.getByLabel('Category').selectOption({ label: 'Marketing' });
  await page.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(page).toHaveURL('/prompts?showOnlyMyPrompts=true');
  await expect(page.getByRole('link', { name: 'Customer Welcome Email', exact: true })).toBeVisible();
});

test('improving an existing prompt shows the change; Undo puts the old text back; a failing model says why', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  await openEditor(page);
  const content = page.getByLabel('Prompt Content');
  await content.fill('Summarise !<Topic>! for the team.\nUse bullet points.');
  await openPanel(page);
  await expect(page.getByLabel('Generation mode')).toHaveValue('improve-existing');
  await page.getByRole('button', { name: 'Generate' }).click();
  const diff = page.getByTestId('ai-diff');
  await expect(diff).toContainText('Role: You are a helpful expert.');
  await expect(diff.getByText('Use bullet points. Answer in a friendly tone.')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByRole('button', { name: 'AI Prompt Builder' }).scrollIntoViewIfNeeded();
    await page.locator('#ai-prompt-builder').screenshot({ path: `docs/screenshots/ai-panel-diff-${scheme}.png` });
    const { violations } = await new AxeBuilder({ page }).include('#ai-prompt-builder').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${scheme}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(content).toHaveValue(/^Role: You are a helpful expert\.\nSummarise !<Topic>! for the team\./);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(content).toHaveValue('Summarise !<Topic>! for the team.\nUse bullet points.');

  await page.getByLabel('Anything to focus on? (optional)').fill('please fail');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Generation failed: the AI service had an error (500)' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(content).toHaveValue('Summarise !<Topic>! for the team.\nUse bullet points.');
});

test('with this month’s generations used up, the panel says so and offers the plans', async ({ page }) => {
  await signInAs(page, PERSONAS.pro.email, '/prompts');
  await openEditor(page);
  await openPanel(page);
  const usage = page.getByTestId('ai-usage');
  await expect(usage).toContainText('AI Generations Unavailable');
  await expect(usage).toContainText('Monthly limit reached: 0 AI-Powered Generations available');
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await screenshotPage(page, 'ai-panel-limit');
});

test('a trial user runs a built prompt in the viewer and reads the streamed answer as Markdown, without its raw HTML', async ({ page }) => {
  await signInAs(page, PERSONAS.trial.email, '/prompts');
  await page.goto('/prompts?search=Weekly+Reflection');
  await page.getByRole('link', { name: 'Weekly Reflection' }).click();
  const run = page.getByRole('region', { name: 'Run it here' });
  await expect(run.getByRole('button', { name: 'Run Prompt' })).toBeDisabled();
  await page.getByLabel('Week summary').fill('Shipped the beta and hired a designer');
  await page.getByRole('button', { name: 'Build Prompt' }).click();
  await run.getByRole('button', { name: 'Run Prompt' }).click();
  const answer = run.getByTestId('run-answer');
  await expect(answer.getByRole('heading', { name: 'Your week in review' })).toBeVisible();
  await expect(answer.getByRole('listitem')).toHaveText(['Shipped the beta', 'Hired a designer']);
  await expect(run.getByRole('button', { name: 'Copy Answer' })).toBeVisible();
  await expect(answer.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __ranHtml?: boolean }).__ranHtml)).toBeUndefined();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await run.screenshot({ path: `docs/screenshots/viewer-run-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
});
