import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as paddleWebhook } from '@/app/api/webhooks/paddle/route';
import { POST as localCheckout } from '@/app/api/checkout/local/route';
import { LOCAL_PRICE_IDS, LOCAL_WEBHOOK_SECRET_FILE } from '@/lib/paddle/plans';
import { findWebhookEvent } from '@/models/webhook-events';
import { findUserById } from '@/models/users';
import { asCookie, call, signUp, setEnv } from '../factories';
import { serveWebhookRoute, signPaddle } from '../paddle-fakes';

// No secret is a constant in the code. Webhooks need PADDLE_WEBHOOK_SECRET (or, with the
// local checkout on, a random secret generated under DATA_DIR); the local checkout needs LOCAL_CHECKOUT=on.

// The secret every build outside production used to accept (lib/paddle/plans.ts once did).
const OLD_PUBLIC_SECRET = 'pdl_local_checkout_webhook_secret';
let dataDir: string;
let bridge: Awaited<ReturnType<typeof serveWebhookRoute>>;


beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptloom-secrets-'));
  bridge = await serveWebhookRoute();
  setEnv({ DATA_DIR: dataDir, APP_URL: bridge.url });
});
afterEach(() => setEnv({ PADDLE_WEBHOOK_SECRET: undefined, LOCAL_CHECKOUT: undefined }));
afterAll(async () => {
  await bridge.close();
  setEnv({ DATA_DIR: undefined, APP_URL: 'http://localhost:3000' });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function lifetimeEvent(userId: string) {
  return JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    event_type: 'transaction.completed',
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: { id: `txn_${randomUUID()}`, status: 'completed', items: [{ price: { id: LOCAL_PRICE_IDS.lifetime }, quantity: 1 }], custom_data: { userId } },
  });
}

const deliver = (body: string, secret: string) =>
  call(paddleWebhook, { method: 'POST', path: '/api/webhooks/paddle', headers: { 'paddle-signature': signPaddle(body, secret) }, body });

describe('webhook secret', () => {
  it('with no secret configured the webhook route answers 503 JSON and records nothing', async () => {
    const user = await signUp();
    const body = lifetimeEvent(user.userId);
    const res = await deliver(body, OLD_PUBLIC_SECRET);
    expect(res.status).toBe(503);
    expect(res.response.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ code: 'UNKNOWN_ERROR', status: 503 });
    expect(await findWebhookEvent(JSON.parse(body).event_id)).toBeNull();
  });

  it('a webhook signed with the old public fallback secret is refused, whatever is configured', async () => {
    const user = await signUp();
    setEnv({ LOCAL_CHECKOUT: 'on' });
    const withLocal = await deliver(lifetimeEvent(user.userId), OLD_PUBLIC_SECRET);
    expect(withLocal.status).toBe(401);
    expect(withLocal.body.code).toBe('INVALID_SIGNATURE');
    setEnv({ LOCAL_CHECKOUT: undefined, PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_configured' });
    const withSecret = await deliver(lifetimeEvent(user.userId), OLD_PUBLIC_SECRET);
    expect(withSecret.status).toBe(401);
    expect((await findUserById(user.userId))!.billingCycle).toBeNull();
  });

  it('with the local checkout on and no secret, a random secret is generated once under DATA_DIR, readable only by its owner', async () => {
    setEnv({ LOCAL_CHECKOUT: 'on' });
    const buyer = await signUp();
    const paid = await call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers: asCookie(buyer), body: { plan: 'monthly' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await findUserById(buyer.userId)).toMatchObject({ subscriptionTier: 'pro', billingCycle: 'monthly' });
    const file = path.join(dataDir, LOCAL_WEBHOOK_SECRET_FILE);
    const secret = fs.readFileSync(file, 'utf8');
    expect(secret).toMatch(/^pdl_local_[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    // The generated secret is the one the route checks.
    const other = await signUp();
    expect((await deliver(lifetimeEvent(other.userId), secret)).status).toBe(200);
  });
});

describe('local checkout switch', () => {
  it('the local checkout is refused unless LOCAL_CHECKOUT=on, even with a webhook secret', async () => {
    setEnv({ PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_configured' });
    const buyer = await signUp();
    const res = await call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers: asCookie(buyer), body: { plan: 'lifetime' } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(await findUserById(buyer.userId)).toMatchObject({ subscriptionTier: 'free', billingCycle: null });
  });
});
