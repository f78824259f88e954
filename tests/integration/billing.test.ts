import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MockAgent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as paddleWebhook } from '@/app/api/webhooks/paddle/route';
import { POST as localCheckout } from '@/app/api/checkout/local/route';
import { GET as verifyRoute } from '@/app/api/checkout/verify/[checkoutId]/route';
import { POST as cancelRoute } from '@/app/api/user/subscription/cancel/route';
import { POST as resumeRoute } from '@/app/api/user/subscription/resume/route';
import { CANCEL_FAILURE_DETAILS } from '@/lib/billing-text';
import { resetEnvCache } from '@/lib/env';
import { lifetimeAvailability } from '@/lib/services/checkout';
import { findUserById, updateUser } from '@/models/users';
import { asCookie, call, confirmedSignUp, signUp } from '../factories';
import { subscriptionJson } from '../paddle-fakes';

// The purchase path on the real database: the local checkout signs a Paddle-format event and sends
// it over HTTP to our webhook route (served here by a local server); cancel and resume reach
// Paddle's API through the real SDK, answered at the HTTP level by undici's MockAgent.

let server: http.Server;
let previousDispatcher: Dispatcher;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const response = await paddleWebhook(
      new Request(`http://localhost${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString() }),
    );
    res.writeHead(response.status, { 'content-type': 'application/json' });
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.APP_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.LOCAL_CHECKOUT = 'on';
  process.env.PADDLE_WEBHOOK_SECRET = 'pdl_ntfset_billing_test';
  resetEnvCache();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  process.env.APP_URL = 'http://localhost:3000';
  delete process.env.LOCAL_CHECKOUT;
  delete process.env.PADDLE_WEBHOOK_SECRET;
  delete process.env.PADDLE_API_KEY;
  resetEnvCache();
});

describe('local checkout → webhook → subscription', () => {
  it('paying for Pro monthly makes the user pro, and the purchase verifies', async () => {
    const buyer = await signUp();
    const paid = await call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers: asCookie(buyer), body: { plan: 'monthly' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const user = await findUserById(buyer.userId);
    expect(user).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'pro', billingCycle: 'monthly', subscriptionId: paid.body.checkoutId });
    const verified = await call(verifyRoute, { path: '/api/checkout/verify/x', params: { checkoutId: paid.body.checkoutId }, headers: asCookie(buyer) });
    expect(verified.body).toEqual({ verified: true });
    const someoneElse = await signUp();
    const notTheirs = await call(verifyRoute, { path: '/api/checkout/verify/x', params: { checkoutId: paid.body.checkoutId }, headers: asCookie(someoneElse) });
    expect(notTheirs.body).toEqual({ verified: false });
  });

  it('a purchase sent with an Idempotency-Key (as the pricing page sends it) completes, and its repeat answers the same without paying again', async () => {
    // The local checkout posts the signed event to our own webhook: inside one open transaction with the
    // request it waited for that transaction, and the transaction for it.
    for (const plan of ['monthly', 'lifetime'] as const) {
      const buyer = await confirmedSignUp();
      const headers = { ...asCookie(buyer), 'idempotency-key': `pay-${plan}-${buyer.userId}` };
      const paid = await call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers, body: { plan } });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(await findUserById(buyer.userId)).toMatchObject({ subscriptionTier: 'pro', billingCycle: plan });
      const again = await call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers, body: { plan } });
      expect(again.body).toEqual(paid.body);
    }
  });

  it('a lifetime purchase uses up one of the 100 spots', async () => {
    const before = (await lifetimeAvailability()).remaining;
    const buyer = await confirmedSignUp();
    const paid = await call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers: asCookie(buyer), body: { plan: 'lifetime' } });
    expect(paid.status).toBe(200);
    expect((await lifetimeAvailability()).remaining).toBe(before - 1);
    expect(await findUserById(buyer.userId)).toMatchObject({ billingCycle: 'lifetime', subscriptionTier: 'pro' });
  });

  it('refuses an unknown plan with the spec message and needs a signed-in user', async () => {
    const buyer = await signUp();
    const bad = await call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers: asCookie(buyer), body: { plan: 'platinum' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid price ID');
    expect((await call(localCheckout, { method: 'POST', path: '/api/checkout/local', body: { plan: 'monthly' } })).status).toBe(401);
  });
});

describe('cancel and resume', () => {
  it('cancelling a lifetime plan ends it at once; a second cancel is refused', async () => {
    const buyer = await confirmedSignUp();
    const paid = await call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers: asCookie(buyer), body: { plan: 'lifetime' } });
    const body = { subscriptionId: paid.body.checkoutId, subscriptionType: 'lifetime', billingCycle: 'lifetime' };
    const res = await call(cancelRoute, { method: 'POST', path: '/api/user/subscription/cancel', headers: asCookie(buyer), body });
    expect(res.status).toBe(200);
    expect(await findUserById(buyer.userId)).toMatchObject({ subscriptionStatus: 'cancelled', subscriptionTier: 'free' });
    expect((await call(cancelRoute, { method: 'POST', path: '/api/user/subscription/cancel', headers: asCookie(buyer), body })).status).toBe(409);
  });

  it("refuses to cancel someone else's subscription", async () => {
    const owner = await signUp();
    const paid = await call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers: asCookie(owner), body: { plan: 'monthly' } });
    const other = await signUp();
    const res = await call(cancelRoute, {
      method: 'POST',
      path: '/api/user/subscription/cancel',
      headers: asCookie(other),
      body: { subscriptionId: paid.body.checkoutId, subscriptionType: 'subscription' },
    });
    expect(res.status).toBe(403);
  });

  it('every failed cancel answers the one error shape with details, a sentence saying what went wrong (spec P2 §7)', async () => {
    const owner = await signUp();
    const paid = await call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers: asCookie(owner), body: { plan: 'monthly' } });
    const cancel = (body: unknown, who = owner) => call(cancelRoute, { method: 'POST', path: '/api/user/subscription/cancel', headers: asCookie(who), body });
    const ours = { subscriptionId: paid.body.checkoutId, subscriptionType: 'subscription' };

    const notJson = await cancel('{not json');
    expect(notJson.body).toEqual({
      error: 'Request body must be valid JSON',
      code: 'VALIDATION_ERROR',
      status: 400,
      details: 'Your subscription was not cancelled: Request body must be valid JSON',
    });
    const invalid = await cancel({ subscriptionId: paid.body.checkoutId, subscriptionType: 'forever' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { subscriptionType: expect.any(String) } });
    expect(invalid.body.details).toMatch(/^The cancel request was not valid \(subscriptionType: .+\), so nothing was changed\.$/);
    expect((await cancel({ ...ours, subscriptionId: 'sub_someone_else' })).body).toEqual({
      error: 'This subscription does not belong to your account',
      code: 'PERMISSION_DENIED',
      status: 403,
      details: CANCEL_FAILURE_DETAILS.notYours,
    });
    expect((await cancel(ours)).status).toBe(200);
    expect((await cancel(ours)).body).toEqual({ error: 'There is no active subscription to cancel', code: 'CONFLICT', status: 409, details: CANCEL_FAILURE_DETAILS.alreadyScheduled });
    const free = await signUp();
    expect((await cancel(ours, free)).body.details).toBe(CANCEL_FAILURE_DETAILS.notYours);
    await updateUser(free.userId, { subscriptionId: 'sub_ended', subscriptionStatus: 'cancelled' });
    expect((await cancel({ subscriptionId: 'sub_ended', subscriptionType: 'subscription' }, free)).body).toMatchObject({ status: 409, details: CANCEL_FAILURE_DETAILS.notActive });
  });

  describe("through Paddle's API (real SDK, HTTP answered by a mock agent)", () => {
    let agent: MockAgent;
    beforeAll(() => {
      process.env.PADDLE_API_KEY = 'pdl_sdbx_apikey_test';
      resetEnvCache();
      previousDispatcher = getGlobalDispatcher();
      agent = new MockAgent();
      agent.disableNetConnect();
      agent.enableNetConnect(/127\.0\.0\.1|localhost/);
      setGlobalDispatcher(agent);
    });
    afterAll(async () => {
      setGlobalDispatcher(previousDispatcher);
      await agent.close();
      delete process.env.PADDLE_API_KEY;
      resetEnvCache();
    });


    it('a recurring cancel asks Paddle to cancel at the end of the period, and resume undoes it', async () => {
      const owner = await signUp();
      await updateUser(owner.userId, { subscriptionStatus: 'active', subscriptionTier: 'pro', subscriptionId: 'sub_paddle_1', billingCycle: 'monthly', subscriptionEndDate: new Date('2026-12-01T00:00:00Z') });
      let cancelBody: unknown = null;
      agent
        .get('https://sandbox-api.paddle.com')
        .intercept({ path: '/subscriptions/sub_paddle_1/cancel', method: 'POST' })
        .reply(200, (opts) => {
          cancelBody = JSON.parse(String(opts.body));
          return subscriptionJson('sub_paddle_1', { scheduled_change: { action: 'cancel', effective_at: '2026-12-01T00:00:00Z', resume_at: null } });
        });
      const res = await call(cancelRoute, {
        method: 'POST',
        path: '/api/user/subscription/cancel',
        headers: asCookie(owner),
        body: { subscriptionId: 'sub_paddle_1', subscriptionType: 'subscription', billingCycle: 'monthly' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(cancelBody).toEqual({ effective_from: 'next_billing_period' });
      expect(await findUserById(owner.userId)).toMatchObject({ scheduledAction: 'cancel', subscriptionStatus: 'active', subscriptionEndDate: new Date('2026-12-01T00:00:00Z') });

      agent
        .get('https://sandbox-api.paddle.com')
        .intercept({ path: '/subscriptions/sub_paddle_1', method: 'PATCH' })
        .reply(200, subscriptionJson('sub_paddle_1', { scheduled_change: null }));
      const resumed = await call(resumeRoute, { method: 'POST', path: '/api/user/subscription/resume', headers: asCookie(owner) });
      expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
      expect(await findUserById(owner.userId)).toMatchObject({ scheduledAction: null });
    });

    it("a failure at Paddle answers 'Failed to cancel subscription' and changes nothing", async () => {
      const owner = await signUp();
      await updateUser(owner.userId, { subscriptionStatus: 'active', subscriptionTier: 'pro', subscriptionId: 'sub_paddle_2', billingCycle: 'monthly' });
      agent
        .get('https://sandbox-api.paddle.com')
        .intercept({ path: '/subscriptions/sub_paddle_2/cancel', method: 'POST' })
        .reply(500, { error: { type: 'api_error', code: 'internal_error', detail: 'boom' }, meta: { request_id: 'r' } });
      const res = await call(cancelRoute, {
        method: 'POST',
        path: '/api/user/subscription/cancel',
        headers: asCookie(owner),
        body: { subscriptionId: 'sub_paddle_2', subscriptionType: 'subscription' },
      });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'Failed to cancel subscription', code: 'UNKNOWN_ERROR', status: 502, details: CANCEL_FAILURE_DETAILS.paddleFailed });
      expect((await findUserById(owner.userId))!.scheduledAction).toBeNull();
    });
  });
});
