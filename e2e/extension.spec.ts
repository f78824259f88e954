import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { expect, test, type ConsoleGate } from './fixtures/test';
import { strFromU8, unzipSync } from 'fflate';
import { EXTENSION_ID } from '../lib/extension';
import { expectNoSeriousViolations } from './fixtures/axe';
import { PASSWORD } from './fixtures/personas';
import { signInAs } from './fixtures/session';
import { confirmAddress } from './fixtures/confirm-address';
import { inEachLook } from './fixtures/screenshot';

// The browser extension (docs/extension.md). Chromium loads the unpacked extension
// that scripts/e2e.mjs built for this run's origin (E2E_EXTENSION_DIR). A new person on the trial
// makes a token, a prompt and their parameter memory through the API; the popup, driven by the
// keyboard, takes the token, finds the prompt, fills it from the memory, and inserts it into a text
// area of another page. Revoking the token gives the popup's clear message.
//
// The page with the text area is served (by Playwright's routing) at the app's origin: the extension
// holds a host permission for that origin, while on any other site it writes through `activeTab`,
// which only a person's click on its toolbar button or its shortcut grants, and a headless browser
// has no toolbar to click.

const APP = process.env.E2E_APP_URL ?? 'http://localhost:3210';
const EXTENSION_DIR = process.env.E2E_EXTENSION_DIR ?? path.resolve('.e2e/extension');
const TEST_PAGE = `${APP}/extension-test-page`;
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const TITLE = 'Outreach email for a launch';

type Account = { email: string; sessionToken: string; apiToken: string; apiTokenId: string };

/** A new person (on the 14-day trial), with a personal token, a parameter memory and one prompt of their own. */
async function newAccount(request: APIRequestContext): Promise<Account> {
  const email = `extension-${Date.now()}@e2e.test`;
  const signUp = await request.post(`${APP}/api/auth/sign-up/email`, { headers: { origin: APP }, data: { email, password: PASSWORD, name: 'Robin Reach' } });
  expect(signUp.status()).toBe(200);
  const sessionToken = signUp.headers()['set-auth-token']!;
  const session = { authorization: `Bearer ${sessionToken}` };
  await confirmAddress(request, APP, email, session);
  const created = await request.post(`${APP}/api/user/tokens`, { headers: session, data: { name: 'Browser extension' } });
  expect(created.status()).toBe(201);
  const { token: apiToken, id: apiTokenId } = (await created.json()) as { token: string; id: string };
  const bearer = { authorization: `Bearer ${apiToken}` };
  const memory = await request.put(`${APP}/api/user/parameters`, {
    headers: bearer,
    data: { parameters: { name: { value: 'Robin Reach', aliases: ['your name'], isCore: true }, company_name: { value: 'Loom Works', aliases: ['company'], isCore: true } } },
  });
  expect(memory.status()).toBe(200);
  const categories = (await (await request.get(`${APP}/api/categories`, { headers: bearer })).json()) as { _id: string }[];
  const prompt = await request.post(`${APP}/api/prompts`, {
    headers: bearer,
    data: {
      title: TITLE,
      description: 'A short launch email in the tone you choose.',
      content:
        'Write an email from !<Your name>! at !<Company>! about !<Topic>!, in a !|formal, friendly|! tone, to send on !<Send date | date>!, in !<Words | number min=50 max=300 default=120>! words.',
      category: categories[0]!._id,
    },
  });
  expect(prompt.status()).toBe(201);
  return { email, sessionToken, apiToken, apiTokenId };
}

async function withExtension(gate: ConsoleGate, run: (context: BrowserContext) => Promise<void>) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'promptloom-extension-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...FLAGS, `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`],
  });
  gate.watch(context);
  try {
    await run(context);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const popupUrl = (query = '') => `chrome-extension://${EXTENSION_ID}/popup.html${query}`;

test('the popup takes a token, finds a prompt, fills it from the memory and inserts it into the page; a revoked token is named', async ({ request, consoleGate }) => {
  const account = await newAccount(request);
  await withExtension(consoleGate, async (context) => {
    await context.route(TEST_PAGE, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>A chat</title><main><label>Message <textarea id="box"></textarea></label></main></html>' }),
    );
    const chat = await context.newPage();
    await chat.goto(TEST_PAGE);
    await chat.getByLabel('Message').pressSequentially('Hi! ');

    const popup = await context.newPage();
    await popup.setViewportSize({ width: 380, height: 600 });
    await popup.goto(popupUrl());
    // The popup opened in a tab of its own writes into the tab it is told (`?tab=`), as it would into the active one.
    const tabId = await popup.evaluate(async (url) => (await chrome.tabs.query({})).find((t) => t.url === url)?.id, TEST_PAGE);
    expect(tabId).toBeGreaterThan(0);
    await popup.goto(popupUrl(`?tab=${tabId}`));

    // First run: the token, pasted once. A wrong one is refused in place.
    await expect(popup.getByRole('heading', { name: 'Connect your library' })).toBeVisible();
    await expect(popup.getByLabel('Personal API token')).toBeFocused();
    // Only the status line speaks: the view, replaced at each step, is no live region.
    await expect(popup.locator('main')).not.toHaveAttribute('aria-live');
    // A token is pl_ and 43 characters: another length is refused before any call.
    await popup.keyboard.type(`pl_${'x'.repeat(44)}`);
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('status')).toHaveText('A personal API token starts with pl_ followed by 43 characters.');
    await popup.getByLabel('Personal API token').fill('');
    await popup.keyboard.type(`pl_${'x'.repeat(43)}`);
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('status')).toHaveText(/did not accept this token/);
    await popup.getByLabel('Personal API token').fill(account.apiToken);
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('status')).toHaveText(/\d+ prompts?\. Arrow keys move, Enter opens\./);
    const search = popup.getByLabel('Search your library');
    await expect(search).toBeFocused();

    // Search with a typo, move with the arrow keys, open with Enter.
    // Two words: a typo alone also reaches the many library templates that say "output" (typo tolerance at size is #28).
    await popup.keyboard.type('outrech launch');
    const result = popup.getByRole('button', { name: new RegExp(TITLE) });
    await expect(result).toBeVisible();
    await expect(popup.getByRole('list', { name: 'Prompts' }).getByRole('button').first()).toContainText(TITLE);
    // The Pro mark sits beside its title, not as a bar across the result.
    const badge = popup.getByRole('list', { name: 'Prompts' }).getByText('Pro', { exact: true }).first();
    expect((await badge.boundingBox())!.width).toBeLessThan(60);
    await popup.screenshot({ path: 'docs/screenshots/extension-popup-search.png' });
    await popup.keyboard.press('ArrowDown');
    await expect(popup.getByRole('list', { name: 'Prompts' }).getByRole('button').first()).toBeFocused();
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('heading', { name: TITLE })).toBeVisible();

    // The memory filled what it knows, by alias; the rest is asked, and building waits for it.
    await expect(popup.getByLabel('Your name')).toHaveValue('Robin Reach');
    await expect(popup.getByLabel('Company')).toHaveValue('Loom Works');
    await expect(popup.locator('#blocked')).toHaveText('Please fill out all placeholders before building the prompt. (3 of 6 parameters set)');
    await popup.getByLabel('Topic').fill('the spring launch');
    await popup.getByLabel('Choose: formal / friendly').selectOption('friendly');
    // Typed inputs are the viewer's controls: a date picker, a number with its bounds and default.
    await expect(popup.getByLabel('Send date')).toHaveAttribute('type', 'date');
    await popup.getByLabel('Send date').fill('2027-03-05');
    const words = popup.getByLabel('Words');
    await expect(words).toHaveAttribute('type', 'number');
    await expect(words).toHaveValue('120');
    await words.fill('20');
    await expect(words).toHaveAccessibleDescription('Words must be at least 50');
    await expect(words).toHaveAttribute('aria-invalid', 'true');
    await words.fill('150');
    const built = 'Write an email from Robin Reach at Loom Works about the spring launch, in a friendly tone, to send on 2027-03-05, in 150 words.';
    await expect(popup.getByLabel('Your prompt')).toHaveValue(built);
    await expectNoSeriousViolations(popup, 'extension popup, a filled prompt');
    for (const scheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme: scheme });
      await popup.screenshot({ path: `docs/screenshots/extension-popup-${scheme}.png` });
    }
    await popup.emulateMedia({ colorScheme: 'light' });

    await popup.getByRole('button', { name: 'Insert into page' }).focus();
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('status')).toHaveText('Inserted into the page.');
    await expect(chat.getByLabel('Message')).toHaveValue(`Hi! ${built}`);
    // The use is in the person's usage trail, as the extension's (its requests come from its own origin).
    const session = { authorization: `Bearer ${account.sessionToken}` };
    const company = await (await request.get(`${APP}/api/user/values/company_name`, { headers: session })).json();
    expect(company.uses[0]).toMatchObject({ action: 'insert', surface: 'extension', source: 'memory', promptTitle: TITLE });
    const topic = await (await request.get(`${APP}/api/user/values/topic`, { headers: session })).json();
    expect(topic.uses[0]).toMatchObject({ action: 'insert', surface: 'extension', source: 'typed' });

    // The token revoked on the account side: the popup's next call says so, and asks for a new one.
    consoleGate.allow(/^chrome-extension:.*status of 401 .*\/api\//, "the popup's calls with the token revoked here are refused on purpose");
    const revoked = await request.delete(`${APP}/api/user/tokens/${account.apiTokenId}`, { headers: { authorization: `Bearer ${account.sessionToken}` } });
    expect(revoked.status()).toBe(200);
    await popup.getByRole('button', { name: 'Back' }).click();
    await expect(popup.getByRole('heading', { name: 'Connect your library' })).toBeVisible();
    await expect(popup.getByRole('status')).toHaveText(
      'Promptloom did not accept this token: it was revoked or mistyped. Create a new one on your account page and paste it here.',
    );
    await popup.screenshot({ path: 'docs/screenshots/extension-popup-revoked.png' });
    // Forgotten: opening the popup again starts from the token.
    await popup.reload();
    await expect(popup.getByRole('heading', { name: 'Connect your library' })).toBeVisible();
  });
});

test('the popup fills from a profile chosen in it, kept on this browser (docs/memory.md#profiles)', async ({ request, consoleGate }) => {
  const account = await newAccount(request);
  const session = { authorization: `Bearer ${account.sessionToken}` };
  const made = await request.post(`${APP}/api/user/profiles`, { headers: session, data: { name: 'Client: Globex', values: { company: 'Globex Corporation' } } });
  expect(made.status()).toBe(201);
  await withExtension(consoleGate, async (context) => {
    const popup = await context.newPage();
    await popup.setViewportSize({ width: 380, height: 600 });
    await popup.goto(popupUrl());
    await popup.getByLabel('Personal API token').fill(account.apiToken);
    await popup.keyboard.press('Enter');
    // The token has no profile: the memory fills, and the popup offers the person's profiles.
    const fillFrom = popup.getByLabel('Fill from');
    await expect(fillFrom.locator('option:checked')).toHaveText("The token's profile");
    await fillFrom.selectOption({ label: 'Client: Globex' });
    await expect(popup.getByRole('status')).toHaveText('Filling from Client: Globex.');
    await popup.getByLabel('Search your library').fill('outreach launch');
    await popup.getByRole('button', { name: new RegExp(TITLE) }).click();
    await expect(popup.getByLabel('Your name')).toHaveValue('Robin Reach');
    await expect(popup.getByLabel('Company')).toHaveValue('Globex Corporation');
    await expectNoSeriousViolations(popup, 'extension popup, a profile chosen');
    // Kept: the popup opened again still fills from it.
    await popup.reload();
    await expect(popup.getByLabel('Fill from').locator('option:checked')).toHaveText('Client: Globex');
    await popup.getByLabel('Search your library').fill('outreach launch');
    await popup.getByRole('button', { name: new RegExp(TITLE) }).click();
    await expect(popup.getByLabel('Company')).toHaveValue('Globex Corporation');
    // Back to the token's own: the memory's value.
    await popup.getByRole('button', { name: 'Back' }).click();
    await popup.getByLabel('Fill from').selectOption({ label: "The token's profile" });
    await expect(popup.getByRole('status')).toHaveText('Filling from your personal memory.');
    await popup.getByRole('button', { name: new RegExp(TITLE) }).click();
    await expect(popup.getByLabel('Company')).toHaveValue('Loom Works');
    // A value typed here is kept with Remember beside its field (the memory here): the next fill needs none.
    await expect(popup.getByRole('button', { name: 'Remember' })).toHaveCount(0);
    await popup.getByLabel('Topic').fill('the autumn fair');
    const keep = popup.getByRole('button', { name: 'Remember' });
    await expect(keep).toHaveAccessibleDescription('Topic');
    await keep.click();
    await expect(popup.getByRole('status')).toHaveText('Topic remembered in your parameter memory.');
    await expect(popup.getByRole('button', { name: 'Remember' })).toHaveCount(0);
    await expect(popup.getByLabel('Topic')).toBeFocused();
    await expectNoSeriousViolations(popup, 'extension popup, a value remembered');
    await popup.getByRole('button', { name: 'Back' }).click();
    await popup.getByRole('button', { name: new RegExp(TITLE) }).click();
    await expect(popup.getByLabel('Topic')).toHaveValue('the autumn fair');
    // Marked never to be sent to the extension (docs/memory.md#never-send): the popup's field is empty, to be typed.
    const flagged = await request.patch(`${APP}/api/user/values/company_name`, { headers: session, data: { neverExtension: true } });
    expect(flagged.status()).toBe(200);
    await popup.reload();
    await popup.getByLabel('Search your library').fill('outreach launch');
    await popup.getByRole('button', { name: new RegExp(TITLE) }).click();
    await expect(popup.getByLabel('Your name')).toHaveValue('Robin Reach');
    await expect(popup.getByLabel('Company')).toHaveValue('');
  });
});

test('the account page offers the extension made for this server, with the install steps', async ({ page, request }) => {
  const account = await newAccount(request);
  await signInAs(page, account.email, '/account');
  const card = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Browser extension' }) }).last();
  await expect(card.getByRole('listitem')).toHaveCount(4);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download the extension' }).click()]);
  expect(download.suggestedFilename()).toBe('promptloom-extension.zip');
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files).sort()).toEqual(['manifest.json', 'popup.css', 'popup.html', 'popup.js']);
  expect(JSON.parse(strFromU8(files['manifest.json']!)).host_permissions).toEqual([`${APP}/*`]);
  await card.scrollIntoViewIfNeeded();
  await card.locator('..').screenshot({ path: 'docs/screenshots/extension-card.png' });
  await inEachLook(page, async (look) => {
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, `account page, extension card, ${look}`);
    await card.locator('..').screenshot({ path: `docs/screenshots/extension-card-${look}.png` });
  });
});

