// Two app instances sharing this machine's PostgreSQL and Redis (CI runs the API suite with
// DATABASE_URL and REDIS_URL set): a payment completed through instance A reaches a graphql-ws
// subscriber connected to instance B, and B checks the Origin of the upgrade like A.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../api/app';
import { createLogger } from '../../../api/platform/log';
import { startFakeStripe } from '../../fakes/stripeServer';
import { signDelivery, webhookRequest } from '../../fakes/stripeWebhook';
import { createTestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { liveBalances, liveSubscription, socketClient } from '../../helpers/paymentsSockets';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('payments across two instances (PostgreSQL + Redis)', () => {
  it('a webhook handled by instance A updates the balance in a tab connected to instance B', async () => {
    const fake = await startFakeStripe();
    const first = await createTestApp({ STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url });
    // The same settings (database schema, Redis, session secret): what a second replica gets.
    const second = await buildApp(first.config, createLogger('silent'));
    try {
      const { port } = await second.start();
      const user = await createUser(first, `roamer_${randomBytes(3).toString('hex')}`);
      const cookie = await sessionCookieFor(first, user.id);
      const pack = await first.deps.prisma.tokenPack.findUniqueOrThrow({ where: { name: 'Popular Pack' } });
      const probe = await first.deps.prisma.userTokenPurchase.create({
        data: { userId: user.id, packId: pack.id, amount: 0, tokenCount: 0, status: 'completed' },
      });

      const client = socketClient(port, cookie);
      try {
        // Probes are published on A: they only arrive on B through Redis.
        const balances = await liveBalances(client, first.deps.pubsub, user.id);
        const completions = await liveSubscription<{ paymentCompleted: { balance: number; purchase: { status: string } } }>(
          client,
          'subscription { paymentCompleted { balance purchase { status } } }',
          () => first.deps.pubsub.publish('paymentCompleted', user.id, { purchaseId: probe.id, balance: -1 }),
          (value) => value.paymentCompleted.balance === -1,
        );

        const started = await first.request('/api/create-payment-intent', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ packId: pack.id }),
        });
        const { clientSecret } = await started.json();
        const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === clientSecret)!;
        const delivered = await first.request('/api/stripe/webhook', webhookRequest(signDelivery(fake.succeed(intent.id), WEBHOOK_SECRET)));
        expect(delivered.status).toBe(200);

        expect(await balances.next()).toEqual({ tokenBalanceChanged: 55 });
        expect(await completions.next()).toEqual({ paymentCompleted: { balance: 55, purchase: { status: 'completed' } } });
        // B reads the same database: the purchase is completed there too.
        const onB = await second.deps.prisma.userTokenPurchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
        expect(onB.status).toBe('completed');
      } finally {
        await client.dispose();
      }

      // A foreign Origin is refused at B's upgrade with 403, before any handshake.
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', { headers: { origin: 'https://evil.example', cookie } });
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => resolve(101));
        socket.on('error', reject);
      });
      expect(status).toBe(403);
    } finally {
      await second.stop();
      await first.close();
      await fake.close();
    }
  });
});
