import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { signUpAs } from './fixtures/session';
import { parsePlaceholders, uniquePlaceholders, type Placeholder } from '../lib/placeholders';

// Issue #25: templates of every category build in the viewer with the memory filled. By default one
// per category; LIBRARY_SAMPLE=10 takes ten, spread over the category, and keeps a screenshot of each
// built prompt under test-results/library-sample/ (the proof run of docs/library.md).

const PER_CATEGORY = Number(process.env.LIBRARY_SAMPLE ?? 1);
const SHOTS = PER_CATEGORY > 1 ? 'test-results/library-sample' : null;
const MEMORY = { name: 'Rosa Diaz', title: 'Operations Lead', department: 'Operations', company_name: 'Harbor & Pine', website: 'https://harborpine.example' };
const SAMPLE: Record<string, string> = {
  text: 'Sample answer',
  longtext: 'A few sentences of sample context.',
  email: 'sam@example.com',
  url: 'https://example.com',
  date: '2027-03-15',
  time: '09:30',
  datetime: '2027-03-15T09:30',
};

/** Give a required input that is still empty a value of its type, through its native control. */
async function fillInput(page: Page, p: Placeholder) {
  const { input } = p;
  if (!input.required || input.type === 'checkbox') return;
  if (input.type === 'select') {
    const select = page.getByRole('combobox', { name: p.label, exact: true });
    if (!(await select.inputValue())) await select.selectOption(input.options![0]!);
    return;
  }
  if (input.type === 'multiselect') {
    const group = page.getByRole('group', { name: p.label, exact: true });
    if ((await group.getByRole('checkbox', { checked: true }).count()) === 0) await group.getByRole('checkbox').first().check();
    return;
  }
  const field = page.getByLabel(p.label, { exact: true });
  if (await field.inputValue()) return;
  await field.fill(input.type === 'number' ? String(input.default ?? input.min ?? 1) : (SAMPLE[input.type] ?? SAMPLE.text!));
}

test(`templates of every category build in the viewer with the memory filled (${PER_CATEGORY} per category)`, async ({ page }) => {
  test.setTimeout(60_000 + PER_CATEGORY * 26 * 15_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await signUpAs(page, MEMORY.name, `library-sample-${Date.now()}@e2e.test`);
  const origin = new URL(page.url()).origin;
  const current = await (await page.request.get('/api/user/parameters')).json();
  const parameters = current.parameters as Record<string, { value: string; aliases: string[]; isCore: boolean }>;
  for (const [key, value] of Object.entries(MEMORY)) parameters[key] = { ...parameters[key]!, value };
  const saved = await page.request.put('/api/user/parameters', { headers: { origin }, data: { parameters } });
  expect(saved.status(), await saved.text()).toBe(200);
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

  const categories = (await (await page.request.get('/api/categories')).json()) as { _id: string; name: string }[];
  expect(categories.length).toBeGreaterThanOrEqual(26);
  for (const category of categories) {
    const listed = await (await page.request.get(`/api/prompts?categories=${category._id}&limit=100&sort=title`)).json();
    const all = (listed.prompts ?? listed.data ?? listed) as { _id: string; title: string; content: string }[];
    expect(all.length, category.name).toBeGreaterThanOrEqual(30);
    const step = all.length / PER_CATEGORY;
    const picks = Array.from({ length: PER_CATEGORY }, (_, i) => all[Math.floor(i * step)]!);
    for (const [n, prompt] of picks.entries()) {
      await page.goto(`/prompts/${prompt._id}`);
      await expect(page.getByRole('heading', { name: prompt.title, level: 1 })).toBeVisible();
      const inputs = uniquePlaceholders(parsePlaceholders(prompt.content)).filter((p) => p.kind === 'angle' || p.kind === 'pipe');
      // The memory's inputs are filled and say so.
      const mine = inputs.filter((p) => ['yourname', 'jobtitle', 'department', 'companyname', 'website'].includes(p.key));
      for (const p of mine) await expect(page.getByLabel(p.label, { exact: true }), `${prompt.title}: ${p.label}`).not.toHaveValue('');
      for (const p of inputs) await fillInput(page, p);
      await page.getByRole('button', { name: 'Build Prompt' }).click();
      const built = page.getByTestId('built-prompt');
      await expect(built).toBeVisible();
      const text = (await built.textContent()) ?? '';
      expect(text, prompt.title).not.toMatch(/!<|>!|!\||\|!/);
      if (mine.some((p) => p.key === 'yourname')) expect(text).toContain(MEMORY.name);
      if (mine.some((p) => p.key === 'companyname')) expect(text).toContain(MEMORY.company_name);
      if (SHOTS) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/${category.name.replace(/[^a-z]+/gi, '-').toLowerCase()}-${String(n + 1).padStart(2, '0')}.png`, fullPage: true });
      }
    }
  }
});
