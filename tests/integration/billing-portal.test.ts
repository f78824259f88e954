import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as portalRoute from '@/app/api/user/billing-portal/route';
import { openBillingPortalAction } from '@/actions/billing';
import { definitionOf, runAction } from '@/lib/action';
import { viewerFromHeaders } from '@/lib/services/viewer';
import { billingPortalAvailable } from '@/lib/services/subscriptions';
import { updateUser } from '@/models/users';
import { asCookie, call, persona, setEnv, type Session } from '../factories';
import { startFakePaddleApi, subscriptionJson, transactionJson } from '../paddle-fakes';

// 'Manage billing' opens Paddle's customer portal (invoices, payment method). The real SDK
// talks to a local stand-in of Paddle's API; the route and the account page's action answer alike.

let paddle: Awaited<ReturnType<typeof startFakePaddleApi>>;
let failPortal = false;

const portalJson = (customerId: string, subscriptionIds: string[]) => ({
  data: {
    id: 'cpls_fake_1',
    customer_id: customerId,
    urls: {
      general: { overview: `https://customer-portal.paddle.test/cpl_fake?token=${customerId}` },
      subscriptions: subscriptionIds.map((id) => ({ id, cancel_subscription: `https://customer-portal.paddle.test/cancel/${id}`, update_subscription_payment_method: `https://customer-portal.paddle.test/pm/${id}` })),
    },
    created_at: new Date().toISOString(),
  },
  meta: { request_id: 'req_fake' },
});

beforeAll(async () => {
  paddle = await startFakePaddleApi();
  paddle.on((req) => {
    const sub = /^\/subscriptions\/([^/?]+)/.exec(req.path);
    if (req.method === 'GET' && sub) return { status: 200, body: subscriptionJson(sub[1]!, { customer_id: 'ctm_subscriber' }) };
    const txn = /^\/transactions\/([^/?]+)/.exec(req.path);
    if (req.method === 'GET' && txn) return { status: 200, body: transactionJson(txn[1]!, { status: 'completed', customer_id: 'ctm_lifetime' }) };
    const portal = /^\/customers\/([^/]+)\/portal-sessions$/.exec(req.path);
    if (req.method === 'POST' && portal) {
      if (failPortal) return { status: 500, body: { error: { type: 'api_error', code: 'internal_error', detail: 'down' }, meta: { request_id: 'r' } } };
      return { status: 201, body: portalJson(portal[1]!, req.body?.subscription_ids ?? []) };
    }
    return undefined;
  });
});
afterAll(async () => {
  await paddle.close();
  setEnv({ PADDLE_API_KEY: undefined, PADDLE_API_URL: undefined });
});
beforeEach(() => {
  failPortal = false;
  paddle.requests.length = 0;
  setEnv({ PADDLE_API_KEY: 'pdl_sdbx_apikey_fake', PADDLE_API_URL: paddle.url });
});

const viaRoute = (s: Session) => call(portalRoute.POST, { method: 'POST', path: '/api/user/billing-portal', headers: asCookie(s) });
const viaAction = (s: Session) => runAction(definitionOf(openBillingPortalAction), () => viewerFromHeaders(new Headers(asCookie(s))), {});

describe('Manage billing', () => {
  it('a monthly subscriber gets a portal link for their Paddle customer and subscription, by route and by action', async () => {
    const s = await persona('pro');
    await updateUser(s.userId, { subscriptionId: 'sub_01portal' });
    const res = await viaRoute(s);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: 'https://customer-portal.paddle.test/cpl_fake?token=ctm_subscriber' });
    const portal = paddle.requests.find((r) => r.path.endsWith('/portal-sessions'))!;
    expect(portal.path).toBe('/customers/ctm_subscriber/portal-sessions');
    expect(portal.body).toEqual({ subscription_ids: ['sub_01portal'] });
    expect(portal.authorization?.toLowerCase()).toBe('bearer pdl_sdbx_apikey_fake');
    expect(await viaAction(s)).toEqual({ ok: true, data: res.body });
  });

  it('a lifetime buyer gets the portal of the customer who paid the transaction', async () => {
    const s = await persona('lifetime');
    await updateUser(s.userId, { subscriptionId: 'txn_01lifetime' });
    const res = await viaRoute(s);
    expect(res.status).toBe(200);
    expect(res.body.url).toContain('ctm_lifetime');
    expect(paddle.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /transactions/txn_01lifetime', 'POST /customers/ctm_lifetime/portal-sessions']);
  });

  it('nobody without a Paddle purchase (trial, local checkout) is offered it; asking anyway is a 409 that calls nobody', async () => {
    const trial = await persona('trial');
    const local = await persona('pro');
    await updateUser(local.userId, { subscriptionId: 'sub_local_123' });
    for (const s of [trial, local]) {
      const res = await viaRoute(s);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', error: 'There is no Paddle billing account for you yet: it starts with your first purchase.' });
    }
    expect(paddle.requests).toEqual([]);
    expect(billingPortalAvailable({ subscriptionId: null })).toBe(false);
    expect(billingPortalAvailable({ subscriptionId: 'sub_local_123' })).toBe(false);
    expect(billingPortalAvailable({ subscriptionId: 'sub_01portal' })).toBe(true);
  });

  it('without Paddle configured it is not offered, and asking for it anyway is a 503 that says so', async () => {
    setEnv({ PADDLE_API_KEY: undefined, PADDLE_API_URL: undefined });
    const s = await persona('pro');
    await updateUser(s.userId, { subscriptionId: 'sub_01portal' });
    expect(billingPortalAvailable({ subscriptionId: 'sub_01portal' })).toBe(false);
    const res = await viaRoute(s);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('Billing management is not available on this server.');
  });

  it('Paddle failing is a 502 with a message to try again, never a stack', async () => {
    failPortal = true;
    const s = await persona('pro');
    await updateUser(s.userId, { subscriptionId: 'sub_01portal' });
    const res = await viaRoute(s);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'Could not open billing management. Please try again.', code: 'UNKNOWN_ERROR', status: 502 });
  });

  it('a visitor is asked to sign in', async () => {
    const res = await call(portalRoute.POST, { method: 'POST', path: '/api/user/billing-portal' });
    expect(res.status).toBe(401);
  });
});
