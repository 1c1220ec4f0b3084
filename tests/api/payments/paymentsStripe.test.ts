// Stripe mode against a local server speaking Stripe's API through the real `stripe` SDK:
// PaymentIntent creation (amount from the pack table, metadata, idempotency key, retries,
// failures) and the webhook of SECURITY.md item 15 with signatures made by the SDK's test helper.
// Runs on PGlite, and on PostgreSQL + Redis when DATABASE_URL / REDIS_URL are set.
import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDelivery, webhookRequest } from '../../fakes/stripeWebhook';
import { startFakeStripe, stripeEvent, type FakeStripe } from '../../fakes/stripeServer';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { liveBalances, liveSubscription, socketClient } from '../../helpers/paymentsSockets';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

let fake: FakeStripe;
let app: TestApp;
let packs: Record<string, { id: string; price: number; tokenCount: number }>;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_API_URL: fake.url,
  });
  const { body } = await app.graphql('{ tokenPacks { id name price tokenCount } }');
  packs = Object.fromEntries(body.data.tokenPacks.map((pack: { id: string; name: string; price: number; tokenCount: number }) => [pack.name, pack]));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const CREATE = `mutation ($packId: ID!) {
  createPaymentIntent(packId: $packId) {
    __typename
    ... on CreatePaymentIntentSuccess { clientSecret testMode purchase { id status amount tokenCount } }
    ... on UserError { message messageId }
  }
}`;

async function buyer(name: string) {
  const user = await createUser(app, `${name}_${randomBytes(3).toString('hex')}`);
  return { user, cookie: await sessionCookieFor(app, user.id) };
}

/** Starts a purchase through GraphQL and returns the fake's intent for it. */
async function startPurchase(cookie: string, pack = 'Popular Pack') {
  const { body } = await app.graphql(CREATE, { packId: packs[pack]!.id }, { cookie });
  const result = body.data.createPaymentIntent;
  expect(result.__typename).toBe('CreatePaymentIntentSuccess');
  const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === result.clientSecret)!;
  return { result, intent };
}

async function deliver(event: Parameters<typeof signDelivery>[0], options: { secret?: string; timestamp?: number } = {}) {
  const response = await app.request('/api/stripe/webhook', webhookRequest(signDelivery(event, options.secret ?? WEBHOOK_SECRET, options.timestamp)));
  return { status: response.status, body: await response.json() };
}

const balanceOf = async (userId: number) => (await app.deps.prisma.user.findUniqueOrThrow({ where: { id: userId } })).tokens;
const purchaseOf = (intentId: string) => app.deps.prisma.userTokenPurchase.findUniqueOrThrow({ where: { paymentIntentId: intentId } });
const creditRows = (intentId: string) => app.deps.prisma.tokenLedger.findMany({ where: { reason: 'purchase', reference: intentId } });

describe('creating a PaymentIntent through the Stripe SDK', () => {
  it('asks Stripe for the pack table price with user and pack metadata and an idempotency key, and records a pending purchase', async () => {
    const { user, cookie } = await buyer('stripe_buyer');
    const before = fake.requests.length;
    const { result, intent } = await startPurchase(cookie, 'Popular Pack');
    expect(result.testMode).toBe(false);
    expect(result.purchase).toMatchObject({ status: 'pending', amount: 399, tokenCount: 50 });
    const request = fake.requests.slice(before).find((entry) => entry.path === '/v1/payment_intents')!;
    expect(request.method).toBe('POST');
    expect(request.params).toMatchObject({ amount: '399', currency: 'usd', allowed_payment_method_types: { 0: 'card' } });
    const purchase = await purchaseOf(intent.id);
    expect(request.params.metadata).toEqual({ userId: String(user.id), packId: String(purchase.packId), purchaseId: String(purchase.id) });
    expect(request.headers['idempotency-key']).toBe(`meme-purchase-${purchase.publicId}`);
    expect(purchase.publicId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(purchase).toMatchObject({ userId: user.id, status: 'pending', amount: 399, tokenCount: 50 });
  });

  it('takes the amount from the pack table whatever the REST client sends, and answers { clientSecret }', async () => {
    const { cookie } = await buyer('rest_amount');
    const numericId = (await app.deps.prisma.tokenPack.findUniqueOrThrow({ where: { name: 'Starter Pack' } })).id;
    const response = await app.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: TEST_ORIGIN },
      body: JSON.stringify({ packId: numericId, amount: 1, price: 1, tokenCount: 100000 }),
    });
    expect(response.status).toBe(200);
    const { clientSecret } = await response.json();
    const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === clientSecret)!;
    expect(intent.amount).toBe(199);
    expect((await purchaseOf(intent.id)).tokenCount).toBe(20);
  });

  it('offers the same intent again when the dialog is reopened, instead of a second purchase', async () => {
    const { user, cookie } = await buyer('reopen');
    const first = await startPurchase(cookie, 'Mega Pack');
    const intentsBefore = fake.intents.size;
    const second = await startPurchase(cookie, 'Mega Pack');
    expect(second.result.clientSecret).toBe(first.result.clientSecret);
    expect(fake.intents.size).toBe(intentsBefore);
    expect(await app.deps.prisma.userTokenPurchase.count({ where: { userId: user.id } })).toBe(1);
  });

  it('two deployments (fresh databases) on one Stripe account never share an idempotency key', async () => {
    const env = { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_local', STRIPE_API_URL: fake.url };
    const deployments = [await createTestApp(env), await createTestApp(env)];
    try {
      const bought = [];
      for (const deployment of deployments) {
        // The same first user buying the same first pack: every row id and parameter is equal.
        const user = await createUser(deployment, 'first_buyer');
        const before = fake.requests.length;
        const pack = await deployment.deps.prisma.tokenPack.findFirstOrThrow({ orderBy: { id: 'asc' } });
        const { body } = await deployment.graphql(
          CREATE,
          { packId: encodeGlobalID('TokenPack', pack.id) },
          { cookie: await sessionCookieFor(deployment, user.id) },
        );
        const request = fake.requests.slice(before).find((entry) => entry.path === '/v1/payment_intents')!;
        const purchase = await deployment.deps.prisma.userTokenPurchase.findFirstOrThrow({ where: { userId: user.id } });
        bought.push({ id: purchase.id, key: request.headers['idempotency-key'], clientSecret: body.data.createPaymentIntent.clientSecret });
      }
      expect(bought[0]!.id).toBe(bought[1]!.id);
      expect(bought[0]!.key).not.toBe(bought[1]!.key);
      // Each deployment's buyer pays their own intent, not the other's replayed.
      expect(bought[0]!.clientSecret).not.toBe(bought[1]!.clientSecret);
    } finally {
      await Promise.all(deployments.map((deployment) => deployment.close()));
    }
  });

  it('retries a Stripe 500 with the same idempotency key: one intent, one purchase', async () => {
    const { user, cookie } = await buyer('retry');
    const before = fake.requests.length;
    const intentsBefore = fake.intents.size;
    fake.failNext({ status: 500, type: 'api_error', message: 'An unknown error occurred' });
    const { intent } = await startPurchase(cookie);
    const attempts = fake.requests.slice(before).filter((entry) => entry.path === '/v1/payment_intents');
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((entry) => entry.headers['idempotency-key'])).size).toBe(1);
    expect(fake.intents.size).toBe(intentsBefore + 1);
    expect((await purchaseOf(intent.id)).userId).toBe(user.id);
  });

  it("a refused request gives the spec's 'Could not initialize payment' and leaves no purchase behind", async () => {
    const { user, cookie } = await buyer('refused');
    fake.failNext({ status: 400, type: 'invalid_request_error', message: 'This account cannot currently make live charges.' });
    const { body } = await app.graphql(CREATE, { packId: packs['Starter Pack']!.id }, { cookie });
    expect(body.data.createPaymentIntent).toEqual({
      __typename: 'PaymentInitError',
      message: 'Could not initialize payment. Please try again.',
      messageId: 'PaymentError.initFailed',
    });
    expect(await app.deps.prisma.userTokenPurchase.count({ where: { userId: user.id } })).toBe(0);

    fake.failNext({ status: 402, type: 'card_error', message: 'Your card was declined.' });
    const response = await app.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: TEST_ORIGIN },
      body: JSON.stringify({ packId: 1 }),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Could not initialize payment. Please try again.' });
  });

  it('a wrong secret key (401 from Stripe) is an initialisation failure too, not a 500', async () => {
    const other = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_wrong', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url });
    try {
      const user = await createUser(other, 'wrong_key');
      const { body } = await other.graphql(CREATE, { packId: packs['Starter Pack']!.id }, { cookie: await sessionCookieFor(other, user.id) });
      expect(body.data.createPaymentIntent.__typename).toBe('PaymentInitError');
    } finally {
      await other.close();
    }
  });

  it('unknown packs: 404 over REST, PackNotFoundError over GraphQL; a malformed id is a 400', async () => {
    const { cookie } = await buyer('nopack');
    const post = (packId: unknown) =>
      app.request('/api/create-payment-intent', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: TEST_ORIGIN },
        body: JSON.stringify({ packId }),
      });
    expect((await post(999999)).status).toBe(404);
    expect((await post('not-a-pack')).status).toBe(400);
    expect((await post(undefined)).status).toBe(400);
  });
});

describe('test-mode confirmation on a Stripe server', () => {
  it('is refused: only Stripe can complete a real payment', async () => {
    const { user, cookie } = await buyer('no_sim');
    const { result } = await startPurchase(cookie);
    const { body } = await app.graphql(
      'mutation ($input: ConfirmSimulatedPaymentInput!) { confirmSimulatedPayment(input: $input) { __typename ... on UserError { message } } }',
      { input: { clientSecret: result.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' } },
      { cookie },
    );
    expect(body.data.confirmSimulatedPayment.__typename).toBe('SimulatedPaymentsUnavailableError');
    expect(await balanceOf(user.id)).toBe(5);
  });
});

describe('the webhook (SECURITY.md 15)', () => {
  it('credits a succeeded PaymentIntent once, completes the purchase and records the event id', async () => {
    const { user, cookie } = await buyer('paid');
    const { intent } = await startPurchase(cookie, 'Popular Pack');
    const event = fake.succeed(intent.id);
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    expect(await balanceOf(user.id)).toBe(55);
    expect((await purchaseOf(intent.id)).status).toBe('completed');
    expect(await creditRows(intent.id)).toMatchObject([{ userId: user.id, delta: 50, balanceAfter: 55 }]);
    expect(await app.deps.prisma.paymentEvent.findUnique({ where: { id: event.id } })).toMatchObject({ type: 'payment_intent.succeeded' });

    const { body } = await app.graphql(
      '{ viewer { tokens purchases(first: 5) { edges { node { status amount tokenCount tokenPack { name } } } } } }',
      {},
      { cookie },
    );
    expect(body.data.viewer).toEqual({
      tokens: 55,
      purchases: { edges: [{ node: { status: 'completed', amount: 399, tokenCount: 50, tokenPack: { name: 'Popular Pack' } } }] },
    });
  });

  it('refuses a missing, wrong or stale signature with 400 and credits nothing', async () => {
    const { user, cookie } = await buyer('forged');
    const { intent } = await startPurchase(cookie);
    const event = fake.succeed(intent.id);
    const good = signDelivery(event, WEBHOOK_SECRET);
    const attempts: RequestInit[] = [
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: good.body },
      webhookRequest(signDelivery(event, 'whsec_somebody_else')),
      webhookRequest(signDelivery(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301)),
      // Signed body, then altered: the signature covers the exact bytes.
      webhookRequest({ body: good.body.replace('"amount": 399', '"amount": 1'), signature: good.signature }),
      webhookRequest({ body: good.body, signature: 't=1,v1=deadbeef' }),
    ];
    for (const init of attempts) expect((await app.request('/api/stripe/webhook', init)).status).toBe(400);
    expect(await balanceOf(user.id)).toBe(5);
    expect((await purchaseOf(intent.id)).status).toBe('pending');
    expect(await app.deps.prisma.paymentEvent.findUnique({ where: { id: event.id } })).toBeNull();
    // A delivery signed 299 s ago is still inside the tolerance.
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 299 })).status).toBe(200);
    expect(await balanceOf(user.id)).toBe(55);
  });

  it('the same event delivered 10 times at once credits once', async () => {
    const { user, cookie } = await buyer('dupes');
    const { intent } = await startPurchase(cookie, 'Mega Pack');
    const event = fake.succeed(intent.id);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => deliver(event).then((reply) => reply.status)));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await balanceOf(user.id)).toBe(205);
    expect(await creditRows(intent.id)).toHaveLength(1);
  });

  it('two different events for one PaymentIntent, delivered together, credit once', async () => {
    const { user, cookie } = await buyer('twoevents');
    const { intent } = await startPurchase(cookie, 'Starter Pack');
    const first = fake.succeed(intent.id);
    const second = stripeEvent('payment_intent.succeeded', first.data.object);
    const statuses = await Promise.all([first, second, first, second].map((event) => deliver(event).then((reply) => reply.status)));
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await balanceOf(user.id)).toBe(25);
    expect(await creditRows(intent.id)).toHaveLength(1);
  });

  it('a failure after the success changes nothing; a failure before it is overtaken by the success', async () => {
    const late = await buyer('latefail');
    const paid = await startPurchase(late.cookie, 'Starter Pack');
    const success = fake.succeed(paid.intent.id);
    const failure = stripeEvent('payment_intent.payment_failed', { ...(success.data.object as object), status: 'requires_payment_method' });
    await deliver(success);
    await deliver(failure);
    expect((await purchaseOf(paid.intent.id)).status).toBe('completed');
    expect(await balanceOf(late.user.id)).toBe(25);

    const retried = await buyer('retrycard');
    const { intent } = await startPurchase(retried.cookie, 'Starter Pack');
    expect((await deliver(fake.decline(intent.id))).status).toBe(200);
    expect((await purchaseOf(intent.id)).status).toBe('failed');
    expect(await balanceOf(retried.user.id)).toBe(5);
    // The payer tries another card on the same intent: the success completes the purchase.
    await deliver(fake.succeed(intent.id));
    expect((await purchaseOf(intent.id)).status).toBe('completed');
    expect(await balanceOf(retried.user.id)).toBe(25);
  });

  it('a success that arrives before the purchase knows its intent id is matched through the metadata', async () => {
    const { user, cookie } = await buyer('early');
    const { intent } = await startPurchase(cookie, 'Starter Pack');
    // As if the webhook had overtaken the write of the intent id.
    await app.deps.prisma.userTokenPurchase.update({ where: { paymentIntentId: intent.id }, data: { paymentIntentId: null } });
    await deliver(fake.succeed(intent.id));
    expect(await purchaseOf(intent.id)).toMatchObject({ userId: user.id, status: 'completed' });
    expect(await balanceOf(user.id)).toBe(25);
  });

  it('credits nothing for an intent whose amount differs from the purchase, or whose metadata names another user', async () => {
    const { user, cookie } = await buyer('mismatch');
    const { intent } = await startPurchase(cookie, 'Mega Pack');
    const event = fake.succeed(intent.id);
    expect((await deliver(stripeEvent(event.type, { ...intent, amount: 50, amount_received: 50 }))).status).toBe(200);
    const stranger = await buyer('stranger');
    const theirs = await startPurchase(stranger.cookie, 'Starter Pack');
    await app.deps.prisma.userTokenPurchase.update({ where: { paymentIntentId: theirs.intent.id }, data: { paymentIntentId: null } });
    const forged = {
      ...(fake.succeed(theirs.intent.id).data.object as object),
      id: 'pi_unknown_to_us',
      metadata: { ...theirs.intent.metadata, userId: String(user.id) },
    };
    expect((await deliver(stripeEvent('payment_intent.succeeded', forged))).status).toBe(200);
    expect(await balanceOf(user.id)).toBe(5);
    expect(await balanceOf(stranger.user.id)).toBe(5);
  });

  it('acknowledges event types it does not handle with 200 and records them', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_123', object: 'customer' });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } });
    expect(await app.deps.prisma.paymentEvent.findUnique({ where: { id: event.id } })).toMatchObject({ type: 'customer.created' });
    expect((await deliver(event)).status).toBe(200);
  });

  it('answers only POST, and refuses bodies over 512 KiB with 413', async () => {
    expect((await app.request('/api/stripe/webhook')).status).toBe(405);
    const huge = signDelivery(JSON.stringify({ id: 'evt_huge', padding: 'x'.repeat(600 * 1024) }), WEBHOOK_SECRET);
    expect((await app.request('/api/stripe/webhook', webhookRequest(huge))).status).toBe(413);
  });

  it("tells the buyer's open tabs the new balance and the completed payment, and nobody else's", async () => {
    const { port } = await app.start();
    const { user, cookie } = await buyer('listener');
    const other = await buyer('bystander');
    const { intent } = await startPurchase(cookie, 'Popular Pack');
    const probePurchase = await app.deps.prisma.userTokenPurchase.create({
      data: { userId: user.id, packId: (await purchaseOf(intent.id)).packId, amount: 0, tokenCount: 0, status: 'completed' },
    });

    const mine = socketClient(port, cookie);
    const theirs = socketClient(port, other.cookie);
    try {
      type Completed = { paymentCompleted: { balance: number; purchase: { status: string; tokenCount: number } } };
      const balances = await liveBalances(mine, app.deps.pubsub, user.id);
      const completions = await liveSubscription<Completed>(
        mine,
        'subscription { paymentCompleted { balance purchase { status tokenCount } } }',
        () => app.deps.pubsub.publish('paymentCompleted', user.id, { purchaseId: probePurchase.id, balance: -1 }),
        (value) => value.paymentCompleted.balance === -1,
      );
      const bystander = await liveBalances(theirs, app.deps.pubsub, other.user.id);

      await deliver(fake.succeed(intent.id));
      expect(await balances.next()).toEqual({ tokenBalanceChanged: 55 });
      expect(await completions.next()).toEqual({ paymentCompleted: { balance: 55, purchase: { status: 'completed', tokenCount: 50 } } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(bystander.received).toEqual([]);
    } finally {
      await Promise.all([mine.dispose(), theirs.dispose()]);
    }
  });
});
