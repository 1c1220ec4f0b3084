// A small local server speaking the part of Stripe's HTTP API the app uses, for the real `stripe`
// SDK (pointed here with STRIPE_API_URL → host/port/protocol). It keeps PaymentIntents in memory,
// honours idempotency keys like Stripe (same key + same parameters → the same response replayed,
// different parameters → 400 idempotency_error), checks the secret key, and can be told to fail.
// It also builds the webhook events Stripe would send about its intents.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  cancellation_reason: string | null;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  allowed_payment_method_types?: string[];
  last_payment_error: { message: string; code: string } | null;
  created: number;
  livemode: false;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  params: Record<string, unknown>;
};

/** A failure the next matching request gets, shaped like Stripe's errors. */
export type FakeFailure = { status: number; type: string; message: string; code?: string };

export type FakeStripe = {
  url: string;
  secretKey: string;
  requests: RecordedRequest[];
  intents: Map<string, FakePaymentIntent>;
  /** The next `count` requests fail with `failure` (e.g. a 500 the SDK retries). */
  failNext(failure: FakeFailure, count?: number): void;
  /** Marks an intent paid and returns the `payment_intent.succeeded` event Stripe would send. */
  succeed(intentId: string): StripeEvent;
  /** The payer submitted the card and the bank is deciding: Stripe will no longer cancel the intent. */
  process(intentId: string): void;
  /** Records a declined card on the intent and returns the `payment_intent.payment_failed` event. */
  decline(intentId: string, message?: string): StripeEvent;
  close(): Promise<void>;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  data: { object: unknown };
};

const random = (bytes = 12) => randomBytes(bytes).toString('hex');

/** An event as Stripe's webhook sends it; sign its JSON with stripe.webhooks.generateTestHeaderString. */
export function stripeEvent(type: string, object: unknown, id = `evt_${random()}`): StripeEvent {
  return {
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  };
}

/** Decodes Stripe's form encoding (`metadata[userId]=1`, `list[0]=card`) into nested values. */
function decodeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

function stripeError(response: ServerResponse, failure: FakeFailure): void {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': `req_${random(6)}` };
  // Stripe tells its SDKs which failures are worth retrying.
  if (failure.status >= 500) headers['stripe-should-retry'] = 'true';
  response.writeHead(failure.status, headers).end(JSON.stringify({ error: { type: failure.type, message: failure.message, code: failure.code } }));
}

export async function startFakeStripe(options: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${random()}`;
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  const failures: FakeFailure[] = [];
  const idempotent = new Map<string, { body: string; status: number; response: string }>();

  function handle(request: IncomingMessage, body: string, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const params = decodeForm(request.method === 'GET' ? url.searchParams.toString() : body);
    requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, params });

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(response, { status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' });
    }
    const failure = failures.shift();
    if (failure) return stripeError(response, failure);

    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? `${request.method} ${url.pathname} ${key}` : null;
    if (idempotencyKey && idempotent.has(idempotencyKey)) {
      const earlier = idempotent.get(idempotencyKey)!;
      if (earlier.body !== body) {
        return stripeError(response, {
          status: 400,
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        });
      }
      response.writeHead(earlier.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' }).end(earlier.response);
      return;
    }
    const send = (status: number, value: unknown) => {
      const text = JSON.stringify(value);
      if (idempotencyKey && request.method === 'POST') idempotent.set(idempotencyKey, { body, status, response: text });
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${random(6)}` }).end(text);
    };

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return stripeError(response, { status: 400, type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least $0.50 usd' });
      }
      const id = `pi_${random()}`;
      const intent: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(params.currency ?? ''),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${random()}`,
        description: typeof params.description === 'string' ? params.description : null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        allowed_payment_method_types: params.allowed_payment_method_types ? Object.values(params.allowed_payment_method_types as object) : undefined,
        last_payment_error: null,
        cancellation_reason: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const intent = intents.get(match[1]!);
      return intent
        ? send(200, intent)
        : stripeError(response, { status: 404, type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match[1]}'` });
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent)
        return stripeError(response, {
          status: 404,
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${cancel[1]}'`,
        });
      // Stripe cancels only intents still waiting for the payer.
      if (intent.status !== 'requires_payment_method') {
        return stripeError(response, {
          status: 400,
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        });
      }
      Object.assign(intent, { status: 'canceled', cancellation_reason: typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null });
      return send(200, intent);
    }
    stripeError(response, { status: 404, type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` });
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => handle(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function intentOrThrow(id: string): FakePaymentIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe has no intent ${id}`);
    return intent;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    intents,
    failNext(failure, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push(failure);
    },
    succeed(intentId) {
      const intent = intentOrThrow(intentId);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      return stripeEvent('payment_intent.succeeded', { ...intent });
    },
    process(intentId) {
      intentOrThrow(intentId).status = 'processing';
    },
    decline(intentId, message = 'Your card was declined.') {
      const intent = intentOrThrow(intentId);
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message, code: 'card_declined' } });
      return stripeEvent('payment_intent.payment_failed', { ...intent });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
