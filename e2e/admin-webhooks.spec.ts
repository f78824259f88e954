import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { PERSONAS } from './fixtures/personas';
import { inEachLook, LOOKS, screenshotPage } from './fixtures/screenshot';
import { signInAs } from './fixtures/session';

// /admin/webhooks: Paddle webhooks delivered signed to the running app, then seen by an
// admin: a processed one only in 'All events', a failed one retried from the table and recovered.

const appUrl = () => process.env.E2E_APP_URL!;
function paddleEvent(type: string, subscriptionId: string, occurredAt: Date, data: Record<string, unknown> = {}) {
  const eventId = `evt_e2e_${randomUUID()}`;
  const body = JSON.stringify({
    event_id: eventId,
    event_type: type,
    occurred_at: occurredAt.toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: {
      id: subscriptionId,
      status: 'active',
      items: [{ price: { id: 'pri_local_pro_monthly' }, quantity: 1 }],
      current_billing_period: { starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' },
      next_billed_at: '2026-12-01T00:00:00Z',
      scheduled_change: null,
      ...data,
    },
  });
  return { eventId, body };
}

/** Signed as Paddle signs (ts;h1), just before sending: Paddle's SDK refuses signatures older than 5 s. */
async function deliver(request: APIRequestContext, body: string) {
  const ts = Math.floor(Date.now() / 1000);
  const h1 = createHmac('sha256', process.env.PADDLE_WEBHOOK_SECRET!).update(`${ts}:${body}`).digest('hex');
  return request.post(`${appUrl()}/api/webhooks/paddle`, { headers: { 'paddle-signature': `ts=${ts};h1=${h1}`, 'content-type': 'application/json' }, data: body });
}

const row = (page: Page, panel: 'failed' | 'all', eventId: string) => page.locator(`#webhook-panel-${panel} tr[data-event-id="${eventId}"]`);

test('a non-admin is sent away from /admin/webhooks and refused by its routes', async ({ page }) => {
  await signInAs(page, PERSONAS.free.email);
  await page.goto('/admin/webhooks');
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/webhooks/failed')).status()).toBe(403);
});

test('an admin finds a processed webhook in All events and not among the failed, retries a failed one and sees it recovered', async ({ page, request }) => {
  // A buyer whose subscription's update arrives before its activation: no user has the
  // subscription yet, so the update fails; the activation then gives it to the buyer.
  const signUp = await request.post(`${appUrl()}/api/auth/sign-up/email`, {
    headers: { origin: appUrl() },
    data: { email: `webhook-buyer-${Date.now()}@e2e.test`, password: 'e2e-password-123', name: 'Wendy Webhook' },
  });
  expect(signUp.status()).toBe(200);
  const userId = (await signUp.json()).user.id as string;
  const subscriptionId = `sub_e2e_${randomUUID()}`;
  const update = paddleEvent('subscription.updated', subscriptionId, new Date(), { scheduled_change: { action: 'cancel' } });
  expect((await deliver(request, update.body)).status()).toBe(500);
  const activation = paddleEvent('subscription.activated', subscriptionId, new Date(Date.now() - 60_000), { custom_data: { userId } });
  const activated = await deliver(request, activation.body);
  expect(await activated.json()).toMatchObject({ status: 'processed' });
  // Signed, but never applicable: shown 'failed', without Retry.
  const broken = paddleEvent('subscription.created', '', new Date());
  expect(await (await deliver(request, broken.body)).json()).toMatchObject({ status: 'failed' });

  await signInAs(page, PERSONAS.admin.email, '/admin/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhook monitoring', level: 1 })).toBeVisible();
  await expect(page.getByText('Success rate')).toBeVisible();
  await expect(page.getByText(/^\d+\.\d\d%$/)).toBeVisible();

  const failedUpdate = row(page, 'failed', update.eventId);
  await expect(failedUpdate).toContainText('subscription.updated');
  await expect(failedUpdate).toContainText('No user for this event');
  await expect(failedUpdate.getByText('pending', { exact: true })).toBeVisible();
  await expect(failedUpdate.getByRole('button', { name: /^Retry/ })).toBeVisible();
  await expect(row(page, 'failed', broken.eventId).getByText('failed', { exact: true })).toBeVisible();
  await expect(row(page, 'failed', broken.eventId).getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await expect(row(page, 'failed', activation.eventId)).toHaveCount(0);

  await inEachLook(page, async (look) => {
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await screenshotPage(page, `admin-webhooks-${look}`);
    await expectNoSeriousViolations(page, `webhooks ${look}`);
    // A phone scrolls the tables inside their frame, never the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'the page scrolls sideways by').toBeLessThanOrEqual(0);
  });
  await page.setViewportSize(LOOKS[0]!.size);
  await page.emulateMedia({ colorScheme: 'light' });

  // All events: the processed activation with its stored status.
  await page.getByRole('tab', { name: 'All events' }).click();
  const processed = row(page, 'all', activation.eventId);
  await expect(processed.getByText('processed', { exact: true })).toBeVisible();
  // Its payload opens from the keyboard; Escape closes it.
  await processed.getByRole('button', { name: 'subscription.activated' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Webhook payload' });
  await expect(dialog).toContainText(activation.eventId);
  await expect(dialog).toContainText(`"userId": "${userId}"`);
  await expectNoSeriousViolations(page, 'payload dialog');
  // The viewport only: a modal's backdrop covers the window, not a full-page picture.
  await page.screenshot({ path: 'docs/screenshots/admin-webhooks-payload-1280-light.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Retry the failed update: it is applied and shown recovered, without a Retry any more.
  await page.getByRole('tab', { name: 'Failed' }).click();
  await failedUpdate.getByRole('button', { name: /^Retry/ }).click();
  await expect(page.getByText('Webhook recovered')).toBeVisible();
  await expect(failedUpdate.getByText('recovered', { exact: true })).toBeVisible();
  await expect(failedUpdate.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Recovery failed' })).toHaveCount(0);
  await screenshotPage(page, 'admin-webhooks-recovered-1280-light');

  // A second recovery changes nothing: answered as a duplicate, the event stays recovered.
  const again = await page.request.post(`/api/webhooks/recover/${update.eventId}`, { headers: { origin: new URL(page.url()).origin } });
  expect(await again.json()).toEqual({ _id: update.eventId, status: 'recovered', duplicate: true });
});

test('a retry that fails again says so in a red alert', async ({ page, request, consoleGate }) => {
  consoleGate.allow(/status of 409 .*\/api\/webhooks\/recover\//, 'the retry fails again on purpose: its 409 is what the alert reports');
  const update = paddleEvent('subscription.updated', `sub_e2e_nobody_${randomUUID()}`, new Date());
  expect((await deliver(request, update.body)).status()).toBe(500);
  await signInAs(page, PERSONAS.admin.email, '/admin/webhooks');
  await row(page, 'failed', update.eventId).getByRole('button', { name: /^Retry/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Recovery failed: The event failed again: No user for this event/ })).toBeVisible();
  await expect(row(page, 'failed', update.eventId).getByText('pending', { exact: true })).toBeVisible();
});
