// Test mode (no Stripe key): packs and balance over GraphQL and REST, simulated PaymentIntents
// confirmed with a test card through the same completion path as a Stripe webhook, a webhook
// route that refuses everything, and "Test mode — no card is charged" at start-up.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../../api/services/purchases/messages';
import { checkTestCard } from '../../../api/services/purchases/testCards';
import { signDelivery, webhookRequest } from '../../fakes/stripeWebhook';
import { stripeEvent } from '../../fakes/stripeServer';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { liveBalances, socketClient } from '../../helpers/paymentsSockets';

let app: TestApp;
let popularPackId: string;
let counter = 0;

beforeAll(async () => {
  app = await createTestApp();
  const { body } = await app.graphql('{ tokenPacks { id name } }');
  popularPackId = body.data.tokenPacks.find((pack: { name: string }) => pack.name === 'Popular Pack').id;
});
afterAll(async () => app?.close());

async function buyer() {
  counter += 1;
  const user = await createUser(app, `sim_buyer_${counter}`);
  return { user, cookie: await sessionCookieFor(app, user.id) };
}

const CREATE = `mutation ($packId: ID!) {
  createPaymentIntent(packId: $packId) { __typename ... on CreatePaymentIntentSuccess { clientSecret testMode purchase { id status } } ... on UserError { message } }
}`;

const CONFIRM = `mutation ($input: ConfirmSimulatedPaymentInput!) {
  confirmSimulatedPayment(input: $input) {
    __typename
    ... on ConfirmSimulatedPaymentSuccess { purchase { status amount tokenCount } viewer { tokens } }
    ... on UserError { message messageId }
  }
}`;

const card = (number: string, extra: { expiry?: string; cvc?: string } = {}) => ({
  cardNumber: number,
  expiry: extra.expiry ?? '12/34',
  cvc: extra.cvc ?? '123',
});

async function startPayment(cookie: string): Promise<string> {
  const { body } = await app.graphql(CREATE, { packId: popularPackId }, { cookie });
  expect(body.data.createPaymentIntent).toMatchObject({ __typename: 'CreatePaymentIntentSuccess', testMode: true, purchase: { status: 'pending' } });
  return body.data.createPaymentIntent.clientSecret;
}

async function confirm(cookie: string, clientSecret: string, cardInput = card('4242 4242 4242 4242')) {
  const { body } = await app.graphql(CONFIRM, { input: { clientSecret, ...cardInput } }, { cookie });
  return body.data.confirmSimulatedPayment;
}

const balanceOf = async (userId: number) => (await app.deps.prisma.user.findUniqueOrThrow({ where: { id: userId } })).tokens;

describe('packs and balance', () => {
  it('lists the three default packs to everybody, cheapest first, over GraphQL and GET /api/token-packs', async () => {
    const { body } = await app.graphql('{ appInfo { paymentsMode stripePublishableKey } tokenPacks { name tokenCount price featured } }');
    expect(body.data.appInfo).toEqual({ paymentsMode: 'SIMULATED', stripePublishableKey: null });
    expect(body.data.tokenPacks).toEqual([
      { name: 'Starter Pack', tokenCount: 20, price: 199, featured: false },
      { name: 'Popular Pack', tokenCount: 50, price: 399, featured: true },
      { name: 'Mega Pack', tokenCount: 200, price: 999, featured: false },
    ]);
    const response = await app.request('/api/token-packs');
    expect(response.status).toBe(200);
    const packs = await response.json();
    expect(packs.map((pack: { name: string }) => pack.name)).toEqual(['Starter Pack', 'Popular Pack', 'Mega Pack']);
    expect(packs[1]).toEqual({ id: expect.any(Number), name: 'Popular Pack', description: expect.any(String), tokenCount: 50, price: 399, featured: true });
  });

  it('GET /api/tokens: the balance for a signed-in user, 401 for a visitor', async () => {
    const { cookie } = await buyer();
    expect(await (await app.request('/api/tokens', { headers: { cookie } })).json()).toEqual({ tokens: 5 });
    expect((await app.request('/api/tokens')).status).toBe(401);
  });

  it('a visitor cannot start a payment (GraphQL UNAUTHENTICATED, REST 401)', async () => {
    const { body } = await app.graphql(CREATE, { packId: popularPackId });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const response = await app.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ packId: 2 }),
    });
    expect(response.status).toBe(401);
  });
});

describe('simulated payments', () => {
  it('returns a client secret and a pending purchase over REST too, with no Stripe key', async () => {
    const { user, cookie } = await buyer();
    const packId = (await app.deps.prisma.tokenPack.findUniqueOrThrow({ where: { name: 'Mega Pack' } })).id;
    const response = await app.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: TEST_ORIGIN },
      body: JSON.stringify({ packId }),
    });
    expect(response.status).toBe(200);
    const { clientSecret } = await response.json();
    expect(clientSecret).toMatch(/^pi_sim_\w+_secret_\w+$/);
    const purchase = await app.deps.prisma.userTokenPurchase.findFirstOrThrow({ where: { userId: user.id } });
    expect(purchase).toMatchObject({ status: 'pending', amount: 999, tokenCount: 200, paymentIntentId: clientSecret.split('_secret_')[0] });
  });

  it('a test card pays: purchase completed, 50 tokens credited once through the ledger and recorded as a payment event', async () => {
    const { user, cookie } = await buyer();
    const clientSecret = await startPayment(cookie);
    expect(await confirm(cookie, clientSecret)).toEqual({
      __typename: 'ConfirmSimulatedPaymentSuccess',
      purchase: { status: 'completed', amount: 399, tokenCount: 50 },
      viewer: { tokens: 55 },
    });
    // A double click pays once.
    expect((await confirm(cookie, clientSecret)).viewer).toEqual({ tokens: 55 });
    const intentId = clientSecret.split('_secret_')[0]!;
    expect(await app.deps.prisma.tokenLedger.findMany({ where: { userId: user.id, reason: 'purchase' } })).toMatchObject([{ delta: 50, reference: intentId }]);
    expect(await app.deps.prisma.paymentEvent.count({ where: { id: { startsWith: 'evt_sim_' }, type: 'payment_intent.succeeded' } })).toBeGreaterThan(0);

    const response = await app.request('/api/user/purchases', { headers: { cookie } });
    expect(await response.json()).toEqual([
      { id: expect.any(Number), createdAt: expect.any(String), tokenPack: { name: 'Popular Pack', tokens: 50 }, amount: 399, status: 'completed' },
    ]);
  });

  it("a declined test card fails the purchase with the bank's reason; another card then pays it", async () => {
    const { user, cookie } = await buyer();
    const clientSecret = await startPayment(cookie);
    expect(await confirm(cookie, clientSecret, card('4000 0000 0000 0002'))).toEqual({
      __typename: 'PaymentFailedError',
      message: 'Your card was declined.',
      messageId: 'PaymentError.cardDeclined',
    });
    const purchase = await app.deps.prisma.userTokenPurchase.findFirstOrThrow({ where: { userId: user.id } });
    expect(purchase.status).toBe('failed');
    expect(await balanceOf(user.id)).toBe(5);
    expect((await confirm(cookie, clientSecret)).purchase.status).toBe('completed');
    expect(await balanceOf(user.id)).toBe(55);
  });

  it('wrong card details are refused before the "bank": the purchase stays pending', async () => {
    const { user, cookie } = await buyer();
    const clientSecret = await startPayment(cookie);
    expect((await confirm(cookie, clientSecret, card('4242 4242 4242 4241'))).message).toBe('Your card number is invalid.');
    expect((await confirm(cookie, clientSecret, card('4242424242424242', { expiry: '13/30' }))).message).toBe("Your card's expiration date is invalid.");
    expect((await confirm(cookie, clientSecret, card('4242424242424242', { cvc: '1' }))).message).toBe("Your card's security code is invalid.");
    expect((await app.deps.prisma.userTokenPurchase.findFirstOrThrow({ where: { userId: user.id } })).status).toBe('pending');
    expect(await balanceOf(user.id)).toBe(5);
  });

  it("nobody can pay with another user's client secret, or with a made-up one", async () => {
    const owner = await buyer();
    const thief = await buyer();
    const clientSecret = await startPayment(owner.cookie);
    expect((await confirm(thief.cookie, clientSecret)).__typename).toBe('PaymentNotFoundError');
    const forged = `${clientSecret.split('_secret_')[0]}_secret_${'A'.repeat(24)}`;
    expect((await confirm(owner.cookie, forged)).__typename).toBe('PaymentNotFoundError');
    expect(await balanceOf(thief.user.id)).toBe(5);
    expect(await balanceOf(owner.user.id)).toBe(5);
  });

  it("the buyer's open tabs hear of the simulated payment like of a webhook", async () => {
    const { port } = await app.start();
    const { user, cookie } = await buyer();
    const client = socketClient(port, cookie);
    try {
      const balances = await liveBalances(client, app.deps.pubsub, user.id);
      await confirm(cookie, await startPayment(cookie));
      expect(await balances.next()).toEqual({ tokenBalanceChanged: 55 });
    } finally {
      await client.dispose();
    }
  });

  it("the test cards follow Stripe's: 4242… pays, 4000…0002 and …9995 are declined, past expiry refused", () => {
    const now = new Date('2026-06-15T00:00:00Z');
    expect(checkTestCard({ number: '4242 4242 4242 4242', expiry: '06/26', cvc: '123' }, now)).toEqual({ kind: 'approved' });
    expect(checkTestCard({ number: '4242424242424242', expiry: '05/26', cvc: '123' }, now)).toMatchObject({
      kind: 'invalid',
      message: { english: 'Your card has expired.' },
    });
    expect(checkTestCard({ number: '4000000000009995', expiry: '1/2030', cvc: '1234' }, now)).toMatchObject({
      kind: 'declined',
      message: { english: 'Your card has insufficient funds.' },
    });
    expect(checkTestCard({ number: '4000-0000-0000-0002', expiry: '12/30', cvc: '999' }, now)).toMatchObject({ kind: 'declined' });
    expect(checkTestCard({ number: '1234', expiry: '12/30', cvc: '999' }, now)).toMatchObject({ kind: 'invalid' });
  });
});

describe('payment messages', () => {
  it('every payment error the server can send has its English text in locales/en.json', () => {
    const en = JSON.parse(readFileSync(new URL('../../../locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;
    for (const message of Object.values(paymentMessages)) expect(en[message.id], message.id).toMatch(/\S/);
    // The spec's texts, word for word.
    expect(paymentMessages.initFailed.english).toBe('Could not initialize payment. Please try again.');
    expect(paymentMessages.generic.english).toBe('Something went wrong with your payment');
  });
});

describe('the webhook route without a signing secret', () => {
  it('refuses every call with 400, signed or not, and credits nothing', async () => {
    const { user, cookie } = await buyer();
    const clientSecret = await startPayment(cookie);
    const intentId = clientSecret.split('_secret_')[0]!;
    const event = stripeEvent('payment_intent.succeeded', { id: intentId, object: 'payment_intent', amount: 399, currency: 'usd', metadata: {} });
    const calls: RequestInit[] = [
      webhookRequest(signDelivery(event, 'whsec_anything')),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) },
      { method: 'GET' },
      { method: 'POST' },
    ];
    for (const init of calls) expect((await app.request('/api/stripe/webhook', init)).status).toBe(400);
    expect(await balanceOf(user.id)).toBe(5);
  });
});

describe('start-up', () => {
  it('logs "Test mode — no card is charged" when no Stripe key is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'meme-startup-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        WEB_DIST_DIR: join(dataDir, 'none'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`no test-mode line in:\n${output}`)), 45_000);
        child.stderr!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = output.split('\n').find((entry) => entry.includes('Test mode'));
          if (found) {
            clearTimeout(timer);
            resolve(found);
          }
        });
        child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
      });
      expect(line).toContain('INFO  Test mode — no card is charged');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
