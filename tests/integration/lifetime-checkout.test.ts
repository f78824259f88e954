import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as paddleWebhook } from '@/app/api/webhooks/paddle/route';
import { POST as localCheckout } from '@/app/api/checkout/local/route';
import { POST as lifetimeCheckout } from '@/app/api/checkout/lifetime/route';
import { CHECKOUT_TEXT } from '@/lib/billing-text';
import { getDb } from '@/lib/db';
import { LIFETIME_SPOTS_TOTAL, LOCAL_PRICE_IDS } from '@/lib/paddle/plans';
import { lifetimeAvailability, LIFETIME_RESERVATION_MS } from '@/lib/services/lifetime';
import { lifetimePurchases, users } from '@/models/schema';
import { findLifetimePurchaseByTransaction, listRefundDueLifetimePurchases } from '@/models/lifetime-purchases';
import { findWebhookEvent } from '@/models/webhook-events';
import { findUserById, insertUser, updateUser } from '@/models/users';
import { asCookie, call, confirmedSignUp, type Session, setEnv } from '../factories';
import { serveWebhookRoute, signPaddle, startFakePaddleApi, subscriptionJson, transactionJson } from '../paddle-fakes';

// The lifetime plan's 100 spots existed only in the UI (the server sold 103; one person
// bought lifetime 10 times in parallel). Spots are now reserved by our server when it opens the
// checkout, and a payment past the cap is recorded as a refund due, not granted.

const SECRET = 'pdl_ntfset_lifetime_secret';
let bridge: Awaited<ReturnType<typeof serveWebhookRoute>>;
let paddle: Awaited<ReturnType<typeof startFakePaddleApi>>;
const fillers: string[] = [];


beforeAll(async () => {
  bridge = await serveWebhookRoute();
  paddle = await startFakePaddleApi();
  let n = 0;
  paddle.on((req) =>
    req.method === 'POST' && req.path === '/transactions'
      ? { status: 201, body: transactionJson(`txn_fake_${++n}_${randomUUID().slice(0, 8)}`, { custom_data: req.body.custom_data }) }
      : undefined,
  );
  paddle.on((req) => {
    const m = /^\/subscriptions\/([^/]+)\/cancel$/.exec(req.path);
    return req.method === 'POST' && m ? { status: 200, body: subscriptionJson(m[1]!, { status: 'canceled', canceled_at: new Date().toISOString() }) } : undefined;
  });
  // The buyers here all call from one address; the per-address limit has its own test (rate-limits).
  setEnv({ PADDLE_WEBHOOK_SECRET: SECRET, APP_URL: bridge.url, RATE_LIMIT_LIFETIME_CHECKOUTS_PER_IP: '100000' });
});
afterAll(async () => {
  await bridge.close();
  await paddle.close();
  setEnv({ PADDLE_WEBHOOK_SECRET: undefined, APP_URL: 'http://localhost:3000', RATE_LIMIT_LIFETIME_CHECKOUTS_PER_IP: undefined, LOCAL_CHECKOUT: undefined, PADDLE_API_KEY: undefined, PADDLE_API_URL: undefined });
});

const useLocalCheckout = () => setEnv({ LOCAL_CHECKOUT: 'on', PADDLE_API_KEY: undefined, PADDLE_API_URL: undefined });
const usePaddle = () => setEnv({ LOCAL_CHECKOUT: undefined, PADDLE_API_KEY: 'pdl_sdbx_apikey_fake', PADDLE_API_URL: paddle.url });

/** Spots neither sold nor held by an open checkout. */
const spotsFree = async () => {
  const { remaining, reserved } = await lifetimeAvailability();
  return remaining - reserved;
};

/** Lifetime holders made straight in the database, until exactly `left` spots remain. */
async function leaveSpots(left: number) {
  const db = await getDb();
  // Start from no holders but the fillers, and no live reservations.
  await db.update(lifetimePurchases).set({ status: 'released' }).where(eq(lifetimePurchases.status, 'reserved'));
  const taken = LIFETIME_SPOTS_TOTAL - (await spotsFree());
  let need = LIFETIME_SPOTS_TOTAL - left - taken;
  while (need > 0) {
    const id = `filler-${randomUUID()}`;
    await insertUser({ id, email: `${id}@example.com`, billingCycle: 'lifetime', subscriptionStatus: 'active', subscriptionTier: 'pro' });
    fillers.push(id);
    need--;
  }
  while (need < 0) {
    const id = fillers.pop()!;
    await db.update(users).set({ billingCycle: null, subscriptionStatus: 'inactive' }).where(eq(users.id, id));
    need++;
  }
  expect(await spotsFree()).toBe(left);
}

function completedEvent(transactionId: string, buyer: Session, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    event_type: 'transaction.completed',
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: { id: transactionId, status: 'completed', items: [{ price: { id: LOCAL_PRICE_IDS.lifetime }, quantity: 1 }], custom_data: { userId: buyer.userId, email: buyer.email, ...extra } },
  });
}
const deliver = (body: string) => call(paddleWebhook, { method: 'POST', path: '/api/webhooks/paddle', headers: { 'paddle-signature': signPaddle(body, SECRET) }, body });
const openLifetime = (buyer: Session) => call(lifetimeCheckout, { method: 'POST', path: '/api/checkout/lifetime', headers: asCookie(buyer) });
const payLocally = (buyer: Session, plan = 'lifetime') => call(localCheckout, { method: 'POST', path: '/api/checkout/local', headers: asCookie(buyer), body: { plan } });

async function lifetimeHolders(sessions: Session[]) {
  const db = await getDb();
  const rows = await db.select().from(users).where(inArray(users.id, sessions.map((s) => s.userId)));
  return rows.filter((u) => u.billingCycle === 'lifetime' && u.subscriptionStatus === 'active').length;
}

describe('the 100 lifetime spots, enforced by the server', () => {
  beforeEach(useLocalCheckout);

  it('2 spots left and 5 parallel buyers (local checkout): exactly 2 lifetime holders, 3 told it is sold out', async () => {
    await leaveSpots(2);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => confirmedSignUp()));
    const answers = await Promise.all(buyers.map((b) => payLocally(b)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(3);
    // Sold out, or (while a winner's spot is reserved but not yet paid) every spot held.
    for (const r of refused) expect([CHECKOUT_TEXT.lifetimeSoldOut, CHECKOUT_TEXT.lifetimeAllHeld]).toContain(r.body.error);
    expect(await lifetimeHolders(buyers)).toBe(2);
    expect(await spotsFree()).toBe(0);
  });

  it("2 spots left and 5 parallel buyers (Paddle): 2 transactions created at Paddle, paid, 2 holders", async () => {
    usePaddle();
    await leaveSpots(2);
    const created = paddle.requests.filter((r) => r.path === '/transactions').length;
    const buyers = await Promise.all(Array.from({ length: 5 }, () => confirmedSignUp()));
    const answers = await Promise.all(buyers.map(openLifetime));
    const opened = answers.map((a, i) => ({ a, buyer: buyers[i]! })).filter(({ a }) => a.status === 200);
    expect(opened).toHaveLength(2);
    // Nothing is sold yet: the two spots are held by the two open checkouts, and the pricing page says so.
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.error).toBe(CHECKOUT_TEXT.lifetimeAllHeld);
    expect(await lifetimeAvailability()).toEqual({ remaining: 2, reserved: 2 });
    const requests = paddle.requests.filter((r) => r.path === '/transactions').slice(created);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.body.items).toEqual([{ price_id: LOCAL_PRICE_IDS.lifetime, quantity: 1 }]);
    expect(requests[0]!.authorization).toBe('bearer pdl_sdbx_apikey_fake');
    for (const { a, buyer } of opened) {
      expect(a.body.transactionId).toMatch(/^txn_fake_/);
      const res = await deliver(completedEvent(a.body.transactionId, buyer));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.refundDue).toBeUndefined();
    }
    expect(await lifetimeHolders(buyers)).toBe(2);
    expect(await spotsFree()).toBe(0);
  });

  it('one person opening lifetime 10 times in parallel holds one spot and one Paddle transaction', async () => {
    usePaddle();
    await leaveSpots(5);
    const created = paddle.requests.filter((r) => r.path === '/transactions').length;
    const buyer = await confirmedSignUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => openLifetime(buyer)));
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.transactionId));
    expect(ids.size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.error).toBe(CHECKOUT_TEXT.lifetimePreparing);
    expect(paddle.requests.filter((r) => r.path === '/transactions').length - created).toBe(1);
    expect(await spotsFree()).toBe(4);
  });

  it('a lifetime holder buying again is refused, through either checkout', async () => {
    await leaveSpots(3);
    const buyer = await confirmedSignUp();
    expect((await payLocally(buyer)).status).toBe(200);
    const again = await payLocally(buyer);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(CHECKOUT_TEXT.lifetimeOwned);
    usePaddle();
    const viaPaddle = await openLifetime(buyer);
    expect(viaPaddle.status).toBe(409);
    expect(viaPaddle.body.error).toBe(CHECKOUT_TEXT.lifetimeOwned);
  });

  it('a completed lifetime purchase past the cap is recorded and flagged for refund, not granted', async () => {
    await leaveSpots(0);
    const latecomer = await confirmedSignUp();
    // A stale page opened Paddle's checkout with the public price id: no reservation behind it.
    const body = completedEvent('txn_past_the_cap', latecomer);
    const res = await deliver(body);
    expect(res.status).toBe(200);
    expect(res.body.refundDue).toMatch(/^Refund due: all 100 lifetime plans are taken/);
    expect(await findUserById(latecomer.userId)).toMatchObject({ subscriptionTier: 'free', billingCycle: null });
    expect(await findLifetimePurchaseByTransaction('txn_past_the_cap')).toMatchObject({ status: 'refund_due', userId: latecomer.userId, eventId: JSON.parse(body).event_id });
    expect(await findWebhookEvent(JSON.parse(body).event_id)).toMatchObject({ status: 'processed', error: res.body.refundDue });
    expect((await listRefundDueLifetimePurchases()).map((p) => p.transactionId)).toContain('txn_past_the_cap');
    expect(await spotsFree()).toBe(0);
  });

  it('a lifetime holder who pays for lifetime again is flagged for refund, and keeps the first purchase', async () => {
    await leaveSpots(1);
    const buyer = await confirmedSignUp();
    const first = await payLocally(buyer);
    const res = await deliver(completedEvent('txn_second_lifetime', buyer));
    expect(res.body.refundDue).toMatch(/already holds a lifetime plan/);
    expect(await findUserById(buyer.userId)).toMatchObject({ billingCycle: 'lifetime', subscriptionId: first.body.checkoutId });
  });

  it('an opened checkout holds its spot for 10 minutes, and the pricing page counts it as held, not sold', async () => {
    usePaddle();
    await leaveSpots(3);
    const buyer = await confirmedSignUp();
    const before = Date.now();
    expect((await openLifetime(buyer)).status).toBe(200);
    const db = await getDb();
    const [held] = await db.select().from(lifetimePurchases).where(eq(lifetimePurchases.userId, buyer.userId));
    expect(LIFETIME_RESERVATION_MS).toBe(10 * 60_000);
    expect(held!.expiresAt!.getTime() - before).toBeGreaterThanOrEqual(LIFETIME_RESERVATION_MS - 1000);
    expect(held!.expiresAt!.getTime() - before).toBeLessThanOrEqual(LIFETIME_RESERVATION_MS + 60_000);
    expect(await lifetimeAvailability()).toEqual({ remaining: 3, reserved: 1 });
  });

  it('an abandoned checkout frees its spot when its reservation expires', async () => {
    usePaddle();
    await leaveSpots(1);
    const [abandons, buys] = await Promise.all([confirmedSignUp(), confirmedSignUp()]);
    expect((await openLifetime(abandons)).status).toBe(200);
    expect((await openLifetime(buys)).body.error).toBe(CHECKOUT_TEXT.lifetimeAllHeld);
    const db = await getDb();
    await db.update(lifetimePurchases).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(lifetimePurchases.userId, abandons.userId));
    expect(await spotsFree()).toBe(1);
    expect((await openLifetime(buys)).status).toBe(200);
  });

  it("a failure at Paddle while creating the transaction gives the spot back and says 'Failed to start checkout process'", async () => {
    usePaddle();
    await leaveSpots(1);
    setEnv({ PADDLE_API_URL: `${paddle.url}/broken` }); // answered 404 by the fake
    const buyer = await confirmedSignUp();
    const res = await openLifetime(buyer);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(CHECKOUT_TEXT.startFailed);
    expect(await spotsFree()).toBe(1);
  });
});

describe('a Pro subscriber who buys lifetime', () => {
  it("has the recurring subscription cancelled at Paddle at once", async () => {
    usePaddle();
    await leaveSpots(3);
    const buyer = await confirmedSignUp();
    await updateUser(buyer.userId, { subscriptionStatus: 'active', subscriptionTier: 'pro', subscriptionId: 'sub_pro_to_replace', billingCycle: 'monthly' });
    const opened = await openLifetime(buyer);
    expect(opened.status).toBe(200);
    const res = await deliver(completedEvent(opened.body.transactionId, buyer));
    expect(res.status).toBe(200);
    const cancel = paddle.requests.find((r) => r.path === '/subscriptions/sub_pro_to_replace/cancel');
    expect(cancel?.body).toEqual({ effective_from: 'immediately' });
    expect(await findUserById(buyer.userId)).toMatchObject({ billingCycle: 'lifetime', subscriptionStatus: 'active', subscriptionId: opened.body.transactionId });
    const purchase = await findLifetimePurchaseByTransaction(opened.body.transactionId);
    expect(purchase).toMatchObject({ status: 'completed', replacedSubscriptionId: 'sub_pro_to_replace' });
    expect(purchase!.replacedSubscriptionCancelledAt).toBeInstanceOf(Date);
    // Paddle's own cancellation event that follows changes nothing.
    const canceled = JSON.stringify({
      event_id: `evt_${randomUUID()}`,
      event_type: 'subscription.canceled',
      occurred_at: new Date(Date.now() + 1000).toISOString(),
      data: { id: 'sub_pro_to_replace', status: 'canceled', items: [{ price: { id: LOCAL_PRICE_IDS.monthly } }], custom_data: { userId: buyer.userId } },
    });
    expect((await deliver(canceled)).body.ignored).toBe('the user holds a lifetime plan');
    expect((await findUserById(buyer.userId))!.billingCycle).toBe('lifetime');
  });

  it('with the local checkout, the replaced subscription is recorded as cancelled', async () => {
    useLocalCheckout();
    await leaveSpots(3);
    const buyer = await confirmedSignUp();
    const monthly = await payLocally(buyer, 'monthly');
    expect(monthly.status).toBe(200);
    const lifetime = await payLocally(buyer);
    expect(lifetime.status, JSON.stringify(lifetime.body)).toBe(200);
    const purchase = await findLifetimePurchaseByTransaction(lifetime.body.checkoutId);
    expect(purchase).toMatchObject({ status: 'completed', replacedSubscriptionId: monthly.body.checkoutId });
    expect(purchase!.replacedSubscriptionCancelledAt).toBeInstanceOf(Date);
  });
});
