import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoModerateViolations, expectNoSeriousViolations } from './fixtures/axe';
import { PASSWORD, PERSONAS } from './fixtures/personas';
import { screenshotPage } from './fixtures/screenshot';
import { signInAs } from './fixtures/session';

// The admin's way in (navigation, /admin), the site analytics with the prompt grid, and
// the users list, as an admin uses them; and a non-admin kept out.

/** A public prompt of the admin's, not approved, made through the API as the editor would. */
async function makePrompt(page: Page, title: string) {
  const origin = new URL(page.url()).origin;
  const categories = await (await page.request.get('/api/categories')).json();
  const made = await page.request.post('/api/prompts', {
    headers: { origin },
    data: { title, description: 'Made by the admin end-to-end test.', content: 'Hello !<Name>!.', category: categories[0]._id, viewable: 'public', approved: false },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json())._id as string;
}

const grid = (page: Page) => page.getByRole('region', { name: 'Prompts List' });
const gridRow = (page: Page, title: string) => grid(page).getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('a non-admin sees no Admin entry and is sent from every admin page to /', async ({ page }) => {
  await signInAs(page, PERSONAS.free.email);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  for (const path of ['/admin', '/admin/analytics', '/admin/users', '/admin/webhooks', '/admin/cost']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/');
  }
});

test('an admin opens /admin from the navigation, filters the grid, approves inline, deletes through the dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, PERSONAS.admin.email, '/prompts');
  await page.getByRole('navigation').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await expect(page.getByText('New users today')).toBeVisible();
  await page.getByRole('link', { name: /Site analytics/ }).click();
  await expect(page).toHaveURL('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Site analytics' })).toBeVisible();

  const keep = `Grid Approve ${Date.now()}`;
  const drop = `Grid Delete ${Date.now()}`;
  await makePrompt(page, keep);
  await makePrompt(page, drop);
  await page.reload();

  // A text filter applies on Enter, not while typing.
  const titleFilter = page.getByLabel('Filter by title, press Enter to apply');
  await titleFilter.fill('Grid ');
  await expect(grid(page).getByText(/records total/)).not.toHaveText('2 records total');
  await titleFilter.press('Enter');
  await expect(grid(page).getByText('2 records total')).toBeVisible();
  await expect(gridRow(page, keep)).toBeVisible();

  // The moderation shortcut lists both (public, not approved).
  await page.getByLabel('Awaiting approval').check();
  await expect(grid(page).getByText('2 records total')).toBeVisible();

  // Approve inline: it stays approved after a reload, and leaves the awaiting list.
  await gridRow(page, keep).getByRole('checkbox', { name: `Approved: ${keep}` }).check();
  await expect(grid(page).getByText('1 records total')).toBeVisible();
  await page.getByLabel('Awaiting approval').uncheck();
  await titleFilter.fill(keep);
  await titleFilter.press('Enter');
  await expect(gridRow(page, keep).getByRole('checkbox', { name: `Approved: ${keep}` })).toBeChecked();
  await gridRow(page, keep).getByRole('combobox', { name: `Access level: ${keep}` }).selectOption('pro');
  await page.reload();
  await page.getByLabel('Filter by title, press Enter to apply').fill(keep);
  await page.getByLabel('Filter by title, press Enter to apply').press('Enter');
  await expect(gridRow(page, keep).getByRole('checkbox', { name: `Approved: ${keep}` })).toBeChecked();
  await expect(gridRow(page, keep).getByRole('combobox', { name: `Access level: ${keep}` })).toHaveValue('pro');

  // Sorting by a header toggles its direction.
  const titleHeader = grid(page).getByRole('columnheader', { name: 'Title' });
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(grid(page).getByText(/Page 1 of \d+/)).toBeVisible();
  await screenshotPage(page, 'admin-analytics');

  // Delete through 'Confirm Delete'.
  await page.getByLabel('Filter by title, press Enter to apply').fill(drop);
  await page.getByLabel('Filter by title, press Enter to apply').press('Enter');
  await gridRow(page, drop).getByRole('button', { name: `Delete ${drop}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText(drop);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Prompt deleted')).toBeVisible();
  await expect(grid(page).getByText('No data available')).toBeVisible();
  await expect(grid(page).getByText('0 records total')).toBeVisible();

  // Edit opens the editor on that prompt.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByLabel('Filter by title, press Enter to apply').fill(keep);
  await page.getByLabel('Filter by title, press Enter to apply').press('Enter');
  await gridRow(page, keep).getByRole('link', { name: `Edit ${keep}` }).click();
  await expect(page).toHaveURL(/\/unified-editor\/edit\/[0-9a-f-]{36}$/);
});

test('an admin extends a trial from the users list, sees it recorded, and opens the person’s prompts in the grid', async ({ page, request }) => {
  // A new person, signed up in a context of their own (the page stays the admin's).
  const email = `uma-${Date.now()}@e2e.test`;
  const made = await request.post('/api/auth/sign-up/email', { headers: { origin: new URL(process.env.E2E_BASE_URL!).origin }, data: { name: 'Uma User', email, password: PASSWORD } });
  expect(made.status(), await made.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, PERSONAS.admin.email, '/admin/users');
  await page.getByLabel('Search by email or name').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  // A new person starts a 14-day trial (spec P2 §9).
  await expect(row.getByRole('cell').nth(2)).toHaveText('Trial');
  await expect(row.getByRole('cell').nth(3)).toHaveText('14');
  await row.getByRole('button', { name: 'Extend trial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend trial' });
  await dialog.getByLabel('Days to add (1 to 365)').fill('5');
  await dialog.getByRole('button', { name: 'Extend trial' }).click();
  await expect(page.getByText(`Trial extended: 19 days left for ${email}`)).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('19');
  await row.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Changes by admins' })).toContainText(`${PERSONAS.admin.email} extended the trial by 5 days`);
  await screenshotPage(page, 'admin-users');
  await row.getByRole('link', { name: '0 prompts' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?author=/);
  await expect(page.getByLabel('Filter by author, press Enter to apply')).toHaveValue(email);
  await expect(grid(page).getByText('0 records total')).toBeVisible();
});

for (const size of [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the admin pages pass axe and are pictured (${size.name}, ${scheme})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await signInAs(page, PERSONAS.admin.email, '/admin');
      for (const [path, ready] of [
        ['/admin', 'New users today'],
        ['/admin/analytics', 'Prompts List'],
        ['/admin/users', PERSONAS.admin.email],
      ] as const) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        if (path === '/admin/analytics') await expect(page.locator('.recharts-surface').first()).toBeVisible();
        // The analytics held to moderate too (heading order).
        if (path === '/admin/analytics') await expectNoModerateViolations(page, path);
        else await expectNoSeriousViolations(page, path);
        await screenshotPage(page, `admin${path.slice(6).replace('/', '-') || '-home'}-${size.name}-${scheme}`);
      }
    });
  }
}
