import { Client, StreamableHTTPClientTransport, type ElicitRequestFormParams } from '@modelcontextprotocol/client';
import { expect, test } from './fixtures/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { confirmAddress } from './fixtures/confirm-address';
import { inEachLook, screenshotPage } from './fixtures/screenshot';
import { fillTheRest, openViewer } from './fixtures/prompts';
import { finishOnboarding, signInAs, signUpAs } from './fixtures/session';

// Issue 26, the usage trail (docs/memory.md#the-usage-trail): a new person builds and copies a prompt
// in the viewer and has an assistant fill it over MCP; their company's page lists all three uses, with
// where the value came from and where it went. They keep it from MCP, then forget it everywhere.

test.describe.configure({ mode: 'serial' });

const EMAIL = `trail-${Date.now()}@e2e.test`;
const PROMPT = 'Personalised Cold Email';
const COMPANY = 'Trailhead Works';


/** An assistant with a token of the person's, over /api/mcp: its form answered as a person would. */
async function assistant(origin: string, token: string) {
  const client = new Client({ name: 'Trail Assistant', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: 'auto' } });
  client.setRequestHandler('elicitation/create', async (request) => {
    const params = request.params as ElicitRequestFormParams;
    const content = Object.fromEntries(
      Object.entries(params.requestedSchema.properties).flatMap(([name, field]) => {
        const f = field as { type?: string; enum?: string[] };
        return f.type === 'boolean' ? [] : [[name, f.enum?.[0] ?? `Asked ${name}`]];
      }),
    );
    return { action: 'accept' as const, content };
  });
  await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', origin), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  return client;
}

const textOf = (result: { content?: unknown }) => ((result.content ?? []) as { text?: string }[]).map((c) => c.text ?? '').join('\n');

test('a value’s page lists a build and a copy in the viewer and an MCP fill; kept from MCP, then forgotten everywhere (1280, light)', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await signUpAs(page, 'Terry Trail', EMAIL);
  await finishOnboarding(page, { 'Company or organization': COMPANY });

  // Nothing used yet: the section says so.
  await page.goto('/account/parameters#trail');
  const trail = page.getByRole('region', { name: 'Usage trail' });
  await expect(trail.getByText('Nothing used yet.', { exact: false })).toBeVisible();

  // Built and copied in the viewer.
  await openViewer(page, PROMPT);
  await fillTheRest(page);
  await page.getByRole('button', { name: 'Build Prompt' }).click();
  await expect(page.getByTestId('built-prompt')).toContainText(COMPANY);
  await page.getByRole('button', { name: 'Copy Prompt' }).click();
  await expect(page.getByText('Prompt copied!')).toBeVisible();
  const promptId = page.url().split('/').pop()!;

  // Filled by an assistant over MCP with a token of theirs.
  const origin = new URL(baseURL!).origin;
  // A token takes a confirmed address: the link from the local outbox, opened with this session.
  await confirmAddress(page.request, origin, EMAIL);
  const made = await page.request.post('/api/user/tokens', { data: { name: 'Assistant' }, headers: { origin } });
  expect(made.status()).toBe(201);
  const { token } = await made.json();
  const mcp = await assistant(origin, token);
  try {
    expect(textOf(await mcp.callTool({ name: 'fill_prompt', arguments: { id: promptId } }))).toContain(COMPANY);
  } finally {
    await mcp.close();
  }

  // The trail names the company, with its uses; its page says where each went.
  await page.goto('/account/parameters#trail');
  await expect(trail.getByRole('link', { name: 'company_name', exact: true })).toBeVisible();
  await expect(trail.getByTestId('trail-values')).toContainText('3 uses');
  await trail.getByRole('link', { name: 'company_name', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Value: company_name' })).toBeVisible();
  await expect(page.getByTestId('value-kept')).toContainText(COMPANY);
  const uses = page.getByTestId('value-uses').getByRole('listitem');
  await expect(uses).toHaveCount(3);
  await expect(uses.nth(0)).toContainText(`Filled ${PROMPT}`);
  await expect(uses.nth(0)).toContainText('From your memory · MCP · Trail Assistant');
  await expect(uses.nth(1)).toContainText(`Copied ${PROMPT}`);
  await expect(uses.nth(1)).toContainText('From your memory · Web app');
  await expect(uses.nth(2)).toContainText(`Built ${PROMPT}`);
  await expectNoSeriousViolations(page, 'value page');

  // Kept from MCP: the assistant is asked for it in a form and is never sent it.
  await page.getByLabel('Never send over MCP').check();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const again = await assistant(origin, token);
  try {
    const read = await again.callTool({ name: 'get_prompt', arguments: { id: promptId } });
    expect(JSON.stringify(read)).not.toContain(COMPANY);
    const filled = await again.callTool({ name: 'fill_prompt', arguments: { id: promptId } });
    expect(textOf(filled)).not.toContain(COMPANY);
  } finally {
    await again.close();
  }
  await page.reload();
  await expect(page.getByLabel('Never send over MCP')).toBeChecked();
  await expect(page.getByTestId('value-uses').getByRole('listitem').first()).toContainText('Asked in a form · MCP · Trail Assistant');

  // Forgotten everywhere, after a confirmation: the page is empty of it, and the viewer no longer fills it.
  await page.getByRole('button', { name: 'Forget everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forget company_name everywhere?' });
  await dialog.getByRole('button', { name: 'Forget everywhere' }).click();
  await expect(page.getByText('company_name forgotten everywhere')).toBeVisible();
  await expect(page.getByTestId('value-kept')).toContainText('Empty');
  await expect(page.getByText('No use in the last 90 days.')).toBeVisible();
  await openViewer(page, PROMPT);
  await expect(page.getByLabel(/^Company/).first()).toHaveValue('');
});

test('the trail and a value’s page, pictured in every look', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, EMAIL, '/account/parameters');
  await inEachLook(page, async (look) => {
    await page.goto('/account/parameters#trail');
    await expect(page.getByTestId('trail-values')).toBeVisible();
    await expectNoSeriousViolations(page, `usage trail (${look})`);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await page.getByRole('region', { name: 'Usage trail' }).scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Usage trail' }).screenshot({ path: `docs/screenshots/trail-section-${look}.png` });
    await page.goto('/account/parameters/values/name');
    await expect(page.getByTestId('value-uses')).toBeVisible();
    await expectNoSeriousViolations(page, `value page (${look})`);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await screenshotPage(page, `value-page-${look}`);
  });
});

test('a token is limited to some values from the account page (1280 and 390, light and dark)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, EMAIL, '/account');
  await page.goto('/account');
  const tokens = page.getByRole('list', { name: 'Your API tokens' });
  await expect(tokens).toContainText('May read: All your values');
  await page.getByRole('button', { name: 'Choose values: Assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Values “Assistant” may read' });
  await dialog.getByRole('radio', { name: 'Only these' }).check();
  await dialog.getByRole('checkbox', { name: 'Your name' }).check();
  await expectNoSeriousViolations(page, 'token grant dialog');
  await inEachLook(page, async (look) => {
    await dialog.screenshot({ path: `docs/screenshots/token-grant-${look}.png` });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: what “Assistant” may read')).toBeVisible();
  await expect(tokens).toContainText('May read: 1 value');
  // Kept on the token: the assistant with it is sent the name only (tests/integration/value-trail.test.ts asks the rest).
  const made = await page.request.get('/api/user/tokens');
  const assistantToken = (await made.json()).find((t: { name: string }) => t.name === 'Assistant');
  expect(assistantToken.allowedKeys).toEqual(['name']);
});
