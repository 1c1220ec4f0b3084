// Issue 14 item 2: a payment dialog that was only opened leaves nothing behind. Closing it cancels
// the purchase (and, with Stripe, its PaymentIntent through the SDK), and an abandoned purchase is
// in no history: GraphQL viewer purchases, GET /api/user/purchases. A completed purchase reaches
// every open tab of the buyer with what the Token Purchases table shows.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDelivery, webhookRequest } from '../../fakes/stripeWebhook';
import { startFakeStripe, stripeEvent, type FakeStripe } from '../../fakes/stripeServer';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { liveSubscription, socketClient } from '../../helpers/paymentsSockets';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

const CREATE = `mutation ($packId: ID!) {
  createPaymentIntent(packId: $packId) { __typename ... on CreatePaymentIntentSuccess { clientSecret purchase { id status } } ... on UserError { message } }
}`;
const CANCEL = `mutation ($id: ID!) {
  cancelPurchase(id: $id) { __typename ... on CancelPurchaseSuccess { purchase { status } } ... on UserError { message messageId } }
}`;
const CONFIRM = `mutation ($input: ConfirmSimulatedPaymentInput!) {
  confirmSimulatedPayment(input: $input) { __typename ... on UserError { messageId } }
}`;
const HISTORY = '{ viewer { purchases(first: 50) { edges { node { id status } } } } }';

type Started = { clientSecret: string; purchase: { id: string; status: string } };

function harness(env: Record<string, string> = {}) {
  const state = { app: undefined as unknown as TestApp, packId: '' };
  beforeAll(async () => {
    state.app = await createTestApp(env);
    const { body } = await state.app.graphql('{ tokenPacks { id name } }');
    state.packId = body.data.tokenPacks.find((pack: { name: string }) => pack.name === 'Popular Pack').id;
  });
  afterAll(async () => state.app?.close());

  const buyer = async (name: string) => {
    const user = await createUser(state.app, `${name}_${randomBytes(3).toString('hex')}`);
    return { user, cookie: await sessionCookieFor(state.app, user.id) };
  };
  const start = async (cookie: string): Promise<Started> => {
    const { body } = await state.app.graphql(CREATE, { packId: state.packId }, { cookie });
    expect(body.data.createPaymentIntent).toMatchObject({ __typename: 'CreatePaymentIntentSuccess', purchase: { status: 'pending' } });
    return body.data.createPaymentIntent;
  };
  const cancel = async (cookie: string, id: string) => (await state.app.graphql(CANCEL, { id }, { cookie })).body.data.cancelPurchase;
  const history = async (cookie: string) => {
    const graph = (await state.app.graphql(HISTORY, {}, { cookie })).body.data.viewer.purchases.edges.map((edge: { node: unknown }) => edge.node);
    const rest = await (await state.app.request('/api/user/purchases', { headers: { cookie } })).json();
    return { graph, rest };
  };
  return { state, buyer, start, cancel, history };
}

describe('closing the dialog with Stripe', () => {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    Object.assign(env, { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_API_URL: fake.url });
  });
  afterAll(async () => fake?.close());
  const env: Record<string, string> = { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_local' };
  const { state, buyer, start, cancel, history } = harness(env);
  const intentOf = (started: Started) => [...fake.intents.values()].find((intent) => intent.client_secret === started.clientSecret)!;
  const deliver = (event: Parameters<typeof signDelivery>[0]) => state.app.request('/api/stripe/webhook', webhookRequest(signDelivery(event, WEBHOOK_SECRET)));

  it('cancels the PaymentIntent in Stripe as abandoned, and the purchase is in no history', async () => {
    const closer = await buyer('closer');
    const { cookie } = closer;
    const started = await start(cookie);
    expect((await history(cookie)).rest).toHaveLength(1);
    const before = fake.requests.length;
    expect(await cancel(cookie, started.purchase.id)).toEqual({ __typename: 'CancelPurchaseSuccess', purchase: { status: 'abandoned' } });
    const request = fake.requests.slice(before).find((entry) => entry.path.endsWith('/cancel'))!;
    expect(request).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${intentOf(started).id}/cancel`, params: { cancellation_reason: 'abandoned' } });
    expect(intentOf(started)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(await history(cookie)).toEqual({ graph: [], rest: [] });
    // Nor does an administrator count it among the user's purchases.
    const admin = await createUser(state.app, `admin_${randomBytes(3).toString('hex')}`, { isAdmin: true });
    const asAdmin = { cookie: await sessionCookieFor(state.app, admin.id) };
    const { body } = await state.app.graphql(
      'query ($id: ID!) { adminUser(id: $id) { purchaseCount } }',
      { id: Buffer.from(`User:${closer.user.id}`).toString('base64') },
      asAdmin,
    );
    expect(body.data.adminUser).toEqual({ purchaseCount: 0 });

    // Stripe's own canceled event, and a second close, change nothing; reopening starts afresh.
    expect((await deliver(stripeEvent('payment_intent.canceled', { ...intentOf(started) }))).status).toBe(200);
    expect((await cancel(cookie, started.purchase.id)).purchase.status).toBe('abandoned');
    const again = await start(cookie);
    expect(again.clientSecret).not.toBe(started.clientSecret);
    expect((await history(cookie)).graph).toEqual([{ id: again.purchase.id, status: 'pending' }]);
  });

  it('a close that races the payment leaves the purchase to the webhook, which credits it once', async () => {
    const { user, cookie } = await buyer('racer');
    const started = await start(cookie);
    fake.process(intentOf(started).id);
    expect((await cancel(cookie, started.purchase.id)).purchase.status).toBe('pending');
    expect((await deliver(fake.succeed(intentOf(started).id))).status).toBe(200);
    expect((await history(cookie)).graph).toEqual([{ id: started.purchase.id, status: 'completed' }]);
    expect((await state.app.deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tokens).toBe(55);
    expect((await cancel(cookie, started.purchase.id)).purchase.status).toBe('completed');
  });

  it("Stripe's canceled event for an abandoned intent keeps the purchase out of the history, even if our own write was lost", async () => {
    const { cookie } = await buyer('lost_write');
    const started = await start(cookie);
    const intent = intentOf(started);
    // Stripe canceled it (our request went through) but the purchase still says pending.
    Object.assign(intent, { status: 'canceled', cancellation_reason: 'abandoned' });
    expect((await deliver(stripeEvent('payment_intent.canceled', { ...intent }))).status).toBe(200);
    expect(await history(cookie)).toEqual({ graph: [], rest: [] });

    // Canceled for another reason (the dashboard, say): a failed purchase, as before.
    const other = await start(cookie);
    expect(
      (await deliver(stripeEvent('payment_intent.canceled', { ...intentOf(other), status: 'canceled', cancellation_reason: 'requested_by_customer' }))).status,
    ).toBe(200);
    expect((await history(cookie)).graph).toEqual([{ id: other.purchase.id, status: 'canceled' }]);
  });

  it("nobody can cancel another user's purchase", async () => {
    const owner = await buyer('owner');
    const stranger = await buyer('stranger');
    const started = await start(owner.cookie);
    expect(await cancel(stranger.cookie, started.purchase.id)).toMatchObject({ __typename: 'PaymentNotFoundError' });
    expect(intentOf(started).status).toBe('requires_payment_method');
    expect((await history(owner.cookie)).graph).toEqual([{ id: started.purchase.id, status: 'pending' }]);
  });
});

describe('closing the dialog in test mode', () => {
  const { state, buyer, start, cancel, history } = harness();

  it('the purchase is abandoned, absent from the history, and its client secret can no longer pay', async () => {
    const { user, cookie } = await buyer('sim_closer');
    const started = await start(cookie);
    expect((await cancel(cookie, started.purchase.id)).purchase.status).toBe('abandoned');
    expect(await history(cookie)).toEqual({ graph: [], rest: [] });
    const input = { clientSecret: started.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
    expect((await state.app.graphql(CONFIRM, { input }, { cookie })).body.data.confirmSimulatedPayment).toEqual({
      __typename: 'PaymentNotFoundError',
      messageId: 'PaymentError.paymentNotFound',
    });
    expect((await state.app.deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tokens).toBe(5);
  });

  it("publishes a completed purchase, with the table's fields, to every open tab of the buyer", async () => {
    const { port } = await state.app.start();
    const { user, cookie } = await buyer('two_tabs');
    const started = await start(cookie);
    const probe = await state.app.deps.prisma.userTokenPurchase.create({
      data: {
        userId: user.id,
        packId: (await state.app.deps.prisma.userTokenPurchase.findFirstOrThrow({ where: { userId: user.id } })).packId,
        amount: 0,
        tokenCount: 0,
        status: 'completed',
      },
    });
    type Completed = {
      paymentCompleted: { balance: number; purchase: { id: string; status: string; amount: number; tokenCount: number; tokenPack: { name: string } } };
    };
    const query = 'subscription { paymentCompleted { balance purchase { id status amount tokenCount tokenPack { name } } } }';
    const tabs = [socketClient(port, cookie), socketClient(port, cookie)];
    try {
      const listening = [];
      for (const tab of tabs) {
        listening.push(
          await liveSubscription<Completed>(
            tab,
            query,
            () => state.app.deps.pubsub.publish('paymentCompleted', user.id, { purchaseId: probe.id, balance: -1 }),
            (value) => value.paymentCompleted.balance === -1,
          ),
        );
      }
      const input = { clientSecret: started.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
      expect((await state.app.graphql(CONFIRM, { input }, { cookie })).body.data.confirmSimulatedPayment.__typename).toBe('ConfirmSimulatedPaymentSuccess');
      for (const tab of listening) {
        expect(await tab.next()).toEqual({
          paymentCompleted: {
            balance: 55,
            purchase: { id: started.purchase.id, status: 'completed', amount: 399, tokenCount: 50, tokenPack: { name: 'Popular Pack' } },
          },
        });
      }
    } finally {
      await Promise.all(tabs.map((tab) => tab.dispose()));
    }
  });
});
