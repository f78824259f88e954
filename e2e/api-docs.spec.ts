import { expect, test } from './fixtures/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { PERSONAS } from './fixtures/personas';
import { inEachLook } from './fixtures/screenshot';
import { signInAs } from './fixtures/session';

// The API reference (docs/api.md#openapi): a visitor opens /docs/api, finds an operation
// by its anchor with its method, full path, who may call it, its body and answers, follows its link
// to the named schema it takes (described once, under Schemas), follows the link to the OpenAPI
// document, and moves through the page with the keyboard. Pictured at 1280 and 390 px, light and
// dark: the top of the page, one operation and one schema.

test('a visitor reads the API reference and reaches the OpenAPI document', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/api');
  await expect(page).toHaveTitle('API reference · Promptloom');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();

  // An operation, by its anchor: method, full path, who may call, the request body's fields, the answers.
  const create = page.locator('#op-createPrompt');
  await expect(create.getByRole('heading', { name: 'Create a prompt' })).toBeVisible();
  await expect(create).toContainText('POST');
  await expect(create).toContainText('/api/prompts');
  await expect(create).toContainText('session cookie, session token or personal API token');
  await expect(create).toContainText('Idempotency-Key');
  await expect(create.getByRole('link', { name: 'Prompt', exact: true })).toHaveAttribute('href', '#schema-Prompt');
  // The answers every operation shares are named, and described once under Errors.
  await expect(create).toContainText('Also 400, 401, 409, 415, 422, 429, 503, as under Errors.');
  await expect(page.locator('#response-NotJson')).toContainText('415');
  await expect(page.locator('#response-NotJson')).toContainText('a cookie-authenticated request whose body is not application/json');
  // The body's named schema is a link with its first sentence, not its fields: those are under Schemas, once.
  const input = create.getByRole('link', { name: 'PromptInput', exact: true });
  await expect(input).toHaveAttribute('href', '#schema-PromptInput');
  await expect(create).toContainText('The prompt form (spec P1 §5).');
  await expect(create).not.toContainText('3 to 100 characters');
  await expect(page.getByRole('heading', { name: 'PromptInput', exact: true })).toHaveCount(1);
  await expect(page.locator('[id="schema-PromptInput"]')).toHaveCount(1);
  // Followed with the keyboard.
  await input.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#schema-PromptInput$/);
  const schema = page.locator('#schema-PromptInput');
  await expect(schema.getByRole('heading', { name: 'PromptInput' })).toBeInViewport();
  await expect(schema.getByText('title', { exact: true })).toBeVisible();
  await expect(schema).toContainText('3 to 100 characters');
  // A session-only operation says a token is refused.
  await expect(page.locator('#op-deleteAccount')).toContainText('Personal API tokens are refused (403)');

  // The side index leads to an operation's anchor.
  await page.getByRole('navigation', { name: 'API operations' }).getByRole('link', { name: /Revoke an API token/ }).click();
  await expect(page).toHaveURL(/#op-revokeApiToken$/);
  await expect(page.locator('#op-revokeApiToken').getByRole('heading', { name: 'Revoke an API token' })).toBeInViewport();

  // The keyboard: the skip link, then the index's first links.
  await page.goto('/docs/api');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectNoSeriousViolations(page, 'API reference, 1280 light');

  // The document the page is rendered from.
  const link = page.getByRole('link', { name: 'OpenAPI document (JSON)' });
  await expect(link).toHaveAttribute('href', '/api/openapi.json');
  const res = await page.request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=3600');
  const document = await res.json();
  expect(document.openapi).toBe('3.1.0');
  expect(document.paths['/api/prompts'].post.operationId).toBe('createPrompt');
});

// Pictures of a long page (every operation and schema) in four looks: a test of their own, with the time that takes.
test('the API reference, pictured in every look', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  const create = page.locator('#op-createPrompt');
  const schema = page.locator('#schema-PromptInput');
  await inEachLook(page, async (look) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    // Nothing wider than the screen, at 390 px too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `docs/screenshots/api-docs-${look}.png` });
    // The operation cut from the whole page with the page at its top, so the sticky nav stays out of it.
    const box = (await create.boundingBox())!;
    await page.screenshot({ path: `docs/screenshots/api-docs-operation-${look}.png`, fullPage: true, clip: box });
    await page.screenshot({ path: `docs/screenshots/api-docs-schema-${look}.png`, fullPage: true, clip: (await schema.boundingBox())! });
  });
  await expectNoSeriousViolations(page, 'API reference, 390 dark');
});

test('the account page’s API tokens card leads to the reference', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, PERSONAS.pro.email, '/account');
  await page.getByRole('region', { name: 'API tokens' }).getByRole('link', { name: 'Read the API reference' }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
});
