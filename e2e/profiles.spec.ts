import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { inEachLook, screenshotPage } from './fixtures/screenshot';
import { fillTheRest, openViewer } from './fixtures/prompts';
import { finishOnboarding, signInAs, signUpAs } from './fixtures/session';

// Issue 26, Profiles (docs/memory.md#profiles): a person keeps "Client: Globex" over their personal
// memory, switches to it in the viewer and gets a different build without typing anything twice, and
// switches back from the home page. A new person, so the profiles are theirs alone.

test.describe.configure({ mode: 'serial' });

const EMAIL = `profiles-${Date.now()}@e2e.test`;
const PROMPT = 'Personalised Cold Email';

const profiles = (page: Page) => page.getByRole('region', { name: 'Profiles' });
const filling = (page: Page) => page.getByLabel('Filling from');


test('a person makes a profile for a client, builds the same prompt under it and under their own memory, and gets two texts (1280, light)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await signUpAs(page, 'Pat Profile', EMAIL);
  await finishOnboarding(page, { 'Company or organization': 'Own Company Ltd' });

  // No profile yet: the manager says what one is and offers to make one; the viewer shows no switch.
  await page.goto('/account/parameters#profiles');
  await expect(profiles(page).getByText('No profiles yet.', { exact: false })).toBeVisible();
  await page.getByLabel('New profile name').fill('Client: Globex');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Profile "Client: Globex" created')).toBeVisible();
  // The same name again, in another case, is refused in place.
  await page.getByLabel('New profile name').fill('client: GLOBEX');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(profiles(page).getByRole('alert')).toHaveText('You already have a profile named "client: GLOBEX".');
  await page.getByLabel('New profile name').fill('');

  // Its values, over the memory: what it leaves empty shows the memory's value as a hint.
  const panel = page.getByRole('tabpanel', { name: 'Client: Globex' });
  await expect(panel.getByLabel('Company or organization')).toHaveAttribute('placeholder', 'Personal memory: Own Company Ltd');
  await panel.getByLabel('Company or organization').fill('Globex Corporation');
  await expect(panel.getByText('Unsaved values')).toBeVisible();
  await panel.getByRole('button', { name: 'Save values' }).click();
  await expect(page.getByText('Profile "Client: Globex" saved')).toBeVisible();
  await panel.getByRole('button', { name: 'Use on the web' }).click();
  await expect(page.getByText('Now filling from Client: Globex')).toBeVisible();
  await expect(panel.getByText('Active on the web')).toBeVisible();
  await expectNoSeriousViolations(page, 'parameter manager, profiles');

  // The viewer fills from it, says so, and builds with Globex.
  await openViewer(page, PROMPT);
  await expect(filling(page)).toHaveValue(/[0-9a-f-]{36}/);
  await expect(filling(page).locator('option:checked')).toHaveText('Client: Globex');
  await fillTheRest(page);
  await page.getByRole('button', { name: 'Build Prompt' }).click();
  const built = page.getByTestId('built-prompt');
  await expect(built).toContainText('Globex Corporation');
  await expect(built).not.toContainText('Own Company Ltd');
  // The field says where its value came from: the profile by name, the memory for the rest.
  await expect(page.getByText('From Client: Globex')).toHaveCount(1);
  await expect(page.getByText('From your memory')).toHaveCount(1);

  // One choice back to the personal memory: the same prompt, the other text, nothing typed again.
  await filling(page).selectOption({ label: 'Personal memory' });
  await expect(page.getByText('Now filling from your personal memory')).toBeVisible();
  await expect(built).toContainText('Own Company Ltd');
  await expect(built).not.toContainText('Globex Corporation');
  await expect(page.getByText('From Client: Globex')).toHaveCount(0);
  await expect(page.getByText('From your memory')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'viewer with a profile switch');

  // The choice is kept on the server: a reload still fills from the personal memory.
  await page.reload();
  await expect(filling(page).locator('option:checked')).toHaveText('Personal memory');

  // The home offers the same switch; Copy on its Recently used card then builds with the profile at once.
  await page.goto('/');
  const homeSwitch = page.getByLabel('Filling from');
  await expect(homeSwitch.locator('option:checked')).toHaveText('Personal memory');
  const recent = page.getByRole('region', { name: 'Recently used' });
  await expect(recent.getByRole('link', { name: PROMPT })).toBeVisible();
  await homeSwitch.selectOption({ label: 'Client: Globex' });
  await expect(page.getByText('Now filling from Client: Globex')).toBeVisible();
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await recent.getByRole('button', { name: `Copy prompt: ${PROMPT}` }).click();
  await expect(page.getByText('Prompt copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Globex Corporation');
  expect(copied).not.toContain('Own Company Ltd');
  await openViewer(page, PROMPT);
  await expect(filling(page).locator('option:checked')).toHaveText('Client: Globex');

  // A value typed here is remembered in one click, in the profile that fills: the field then says so.
  await expect(page.getByText('From Client: Globex')).toHaveCount(1);
  const remember = page.getByTestId('remember-prospectname');
  await expect(remember).toHaveAccessibleName('Remember');
  await expect(remember).toHaveAccessibleDescription('Prospect name');
  await remember.click();
  await expect(page.getByText('Remembered Prospect name in your profile “Client: Globex”')).toBeVisible();
  await expect(page.getByText('From Client: Globex')).toHaveCount(2);
  await expect(remember).toHaveCount(0);
  await page.goto('/account/parameters#profiles');
  await expect(page.getByRole('tabpanel', { name: 'Client: Globex' }).getByLabel('prospect name')).toHaveValue('Sam');
});

test('with no profile active, a typed value is remembered in the memory, under the parameter its label answers to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, EMAIL, '/prompts');
  await openViewer(page, PROMPT);
  await filling(page).selectOption({ label: 'Personal memory' });
  await expect(page.getByText('Now filling from your personal memory')).toBeVisible();
  // "Job title" is an alias of the core parameter title.
  const jobTitle = page.getByLabel('Job title', { exact: true });
  await jobTitle.fill('Head of Sales');
  const remember = page.getByTestId('remember-jobtitle');
  await remember.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Remembered Job title in your parameter memory')).toBeVisible();
  await expect(remember).toHaveCount(0);
  await expect(jobTitle).toBeFocused();
  await expect(jobTitle).toHaveValue('Head of Sales');
  await expect(jobTitle.locator('xpath=ancestor::div[1]').getByText('From your memory')).toBeVisible();
  await page.goto('/account/parameters');
  await expect(page.getByTestId('parameter-title').getByRole('textbox').first()).toHaveValue('Head of Sales');
  // Back to the profile on the web, for the pictures below.
  await page.getByRole('tabpanel', { name: 'Client: Globex' }).getByRole('button', { name: 'Use on the web' }).click();
  await expect(page.getByText('Now filling from Client: Globex')).toBeVisible();
});

test('a profile is duplicated, renamed and deleted from the manager', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, EMAIL, '/account/parameters');
  // Tabs: one tab stop, arrows move between profiles.
  await page.getByRole('tab', { name: /Client: Globex/ }).click();
  await page.getByRole('tabpanel', { name: 'Client: Globex' }).getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Profile "Client: Globex (copy)" created')).toBeVisible();
  const copy = page.getByRole('tabpanel', { name: 'Client: Globex (copy)' });
  await expect(copy.getByLabel('Company or organization')).toHaveValue('Globex Corporation');
  // Unsaved values stay with their profile while another is open.
  await copy.getByLabel('Job title').fill('Account lead');
  const copyTab = page.getByRole('tab', { name: /Client: Globex \(copy\)/ });
  await copyTab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: /^Client: Globex(?! \(copy\))/ })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName(/^Client: Globex(?! \(copy\))/);
  await page.keyboard.press('End');
  await expect(copy.getByLabel('Job title')).toHaveValue('Account lead');
  await expect(copy.getByText('Unsaved values')).toBeVisible();
  await copy.getByRole('button', { name: 'Save values' }).click();
  await expect(page.getByText('Profile "Client: Globex (copy)" saved')).toBeVisible();
  await expect(copy.getByText('Unsaved values')).toHaveCount(0);
  await copy.getByRole('button', { name: 'Rename' }).click();
  await copy.getByLabel('Profile name').fill('Client: Initech');
  await copy.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Profile "Client: Initech" saved')).toBeVisible();
  const initech = page.getByRole('tabpanel', { name: 'Client: Initech' });
  await initech.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Profile "Client: Initech" deleted')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(1);
});

test('the profiles, pictured in every look', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, EMAIL, '/account/parameters');
  await inEachLook(page, async (look) => {
    await page.goto('/account/parameters#profiles');
    await expect(page.getByRole('tabpanel', { name: 'Client: Globex' })).toBeVisible();
    await expectNoSeriousViolations(page, `profiles (${look})`);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await screenshotPage(page, `profiles-manager-${look}`);
    await openViewer(page, PROMPT);
    await expect(filling(page).locator('option:checked')).toHaveText('Client: Globex');
    await expectNoSeriousViolations(page, `viewer, profile switch (${look})`);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await screenshotPage(page, `profiles-viewer-${look}`);
  });
});
