import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { PERSONAS } from './fixtures/personas';
import { signInAs } from './fixtures/session';

// /admin/cost: the cost analysis dashboard of spec P2 §2, §9 in an admin's hands.

const projection = (page: Page) => page.getByRole('region', { name: 'Five-year cost projection' });
/** The cells of a year's row: customers, daily transactions, storage, database plan, $/month, hosting plan, $/month, total, yearly. */
const yearCells = (page: Page, year: number) => projection(page).locator('tbody tr').nth(year - 1).locator('td');

test('a non-admin is sent from /admin/cost to /', async ({ page }) => {
  await signInAs(page, PERSONAS.free.email);
  await page.goto('/admin/cost');
  await expect(page).toHaveURL('/');
});

test('an admin changes the growth rate, sees the projection follow, saves and loads a scenario, and exports CSV', async ({ page }) => {
  await signInAs(page, PERSONAS.admin.email, '/admin/cost');
  await expect(page.getByRole('heading', { name: 'Site running cost', level: 1 })).toBeVisible();
  // The defaults of spec P2 §9: 207 customers in year 5 on M5 ($57) plus Individual hosting ($7).
  await expect(yearCells(page, 5)).toHaveText(['207', '11,385', '0.07452', 'M5(over limits)', '$57', 'Individual', '$7', '$64', '$768']);
  await expect(projection(page).locator('tfoot')).toContainText('$3,840');

  const growth = page.getByLabel('Yearly growth rate (%)');
  await growth.fill('50');
  // 100 × 1.5^4 = 506.25 → 506 customers, × 55 = 27,830 transactions a day.
  await expect(yearCells(page, 5).nth(0)).toHaveText('506');
  await expect(yearCells(page, 5).nth(1)).toHaveText('27,830');
  await expect(yearCells(page, 2).nth(0)).toHaveText('150');

  // Out of bounds: said in place, and the projection keeps the last valid value.
  await growth.fill('2000');
  await expect(page.getByText('Must be 1000 or less')).toBeVisible();
  await expect(growth).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/One input is not valid/)).toBeVisible();
  await expect(yearCells(page, 5).nth(0)).toHaveText('506');
  await growth.fill('50');
  await expect(page.getByText('Must be 1000 or less')).toBeHidden();

  // Auto-saved: a reload shows the same inputs and projection.
  await page.reload();
  await expect(page.getByLabel('Yearly growth rate (%)')).toHaveValue('50');
  await expect(yearCells(page, 5).nth(0)).toHaveText('506');

  // Show More reveals the other three inputs.
  await expect(page.getByLabel('Characters per create')).toBeHidden();
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(page.getByLabel('Characters per create')).toHaveValue('1000');
  await page.getByRole('button', { name: 'Show Less' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cost-projection-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs.readFileSync((await file.path())!, 'utf8').trimEnd().split('\r\n');
  expect(lines).toHaveLength(6);
  expect(lines[0]).toContain('Database monthly (USD),Hosting plan,Hosting monthly (USD)');
  // 506 × 360,000 bytes = 0.18216 GB; 27,830 transactions a day is more than M5 holds.
  expect(lines[5]).toBe('5,506,27830,0.18216,M5,no,57,Individual,7,64,768');
  await expect(page.getByText('Exported the projection as CSV')).toBeVisible();

  await page.getByRole('button', { name: 'Save Scenario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Scenario' });
  await dialog.getByLabel('Scenario name').fill('Fast growth');
  await dialog.getByLabel('Scenario name').press('Enter');
  await expect(page.getByText('Scenario "Fast growth" saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(yearCells(page, 5).nth(0)).toHaveText('207');
  await page.getByLabel('Load Scenario').selectOption({ label: 'Fast growth' });
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByText('Scenario "Fast growth" loaded')).toBeVisible();
  await expect(page.getByLabel('Yearly growth rate (%)')).toHaveValue('50');
  await expect(yearCells(page, 5).nth(0)).toHaveText('506');
});

test('an admin picks the hosting plan, and the hosting column follows it', async ({ page }) => {
  await signInAs(page, PERSONAS.admin.email, '/admin/cost');
  await page.getByRole('button', { name: /^Hosting/ }).click();
  await page.getByRole('radio', { name: 'Use Free for hosting' }).check();
  await expect(yearCells(page, 1)).toHaveText(['100', '5,500', '0.036', 'M5', '$57', 'Free', '$0', '$57', '$684']);
  await page.getByRole('radio', { name: 'Use Individual for hosting' }).check();
  await expect(yearCells(page, 1).nth(7)).toHaveText('$64');
});

test('stored data that cannot be read gives the spec message and the defaults', async ({ page }) => {
  await signInAs(page, PERSONAS.admin.email, '/admin/cost');
  await page.evaluate(() => localStorage.setItem('costDashboardInputs', '{broken'));
  await page.reload();
  await expect(page.getByText('Failed to load saved data. Using default values.')).toBeVisible();
  await expect(yearCells(page, 5).nth(0)).toHaveText('207');
});

for (const width of [1280, 390] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the cost dashboard at ${width} px, ${scheme}: no overflow, axe clean, screenshot`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await signInAs(page, PERSONAS.admin.email, '/admin/cost');
      await page.evaluate(() => localStorage.removeItem('costDashboardInputs'));
      await page.reload();
      await expect(yearCells(page, 5).nth(0)).toHaveText('207');
      await page.getByRole('button', { name: /^Database/ }).click();
      await expect(page.getByLabel('Plan name').first()).toHaveValue('Free');
      await expect(page.getByRole('img', { name: /Yearly cost by year/ }).locator('.recharts-bar-rectangle').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousViolations(page, `/admin/cost ${width} ${scheme}`);
      await page.mouse.move(0, 0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `docs/screenshots/admin-cost-${width}-${scheme}.png`, fullPage: true });
    });
  }
}
