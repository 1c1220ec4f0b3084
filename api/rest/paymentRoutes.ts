// The spec's token and payment calls (section 7) as shims over GraphQL. GET /api/user/purchases
// lives with the other account lists in authRoutes.ts.
import { userErrorHttpStatus } from '../schema/errors';
import { databaseId, encodeGlobalID } from '../schema/globalIds';
import type { RestReply, RestRoute } from './route';

type PackNode = { id: string; name: string; description: string; tokenCount: number; price: number; featured: boolean };

const tokenPacks: RestRoute = {
  method: 'GET',
  path: '/api/token-packs',
  operation: 'query RestTokenPacks { tokenPacks { id name description tokenCount price featured } }',
  respond: ({ tokenPacks: packs }) => ({
    status: 200,
    body: packs.map((pack: PackNode) => ({ ...pack, id: databaseId('TokenPack', pack.id) })),
  }),
};

const tokens: RestRoute = {
  method: 'GET',
  path: '/api/tokens',
  operation: 'query RestTokens { viewer { tokens } }',
  respond: ({ viewer }) => (viewer ? { status: 200, body: { tokens: viewer.tokens } } : { status: 401, body: { error: 'Not authenticated' } }),
};

/** The spec's clients send the pack's number; a global id is accepted too. Anything else is a 400 from the schema. */
function packGlobalId(value: unknown): string {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return encodeGlobalID('TokenPack', String(value));
  return typeof value === 'string' ? value : '';
}

const createPaymentIntent: RestRoute = {
  method: 'POST',
  path: '/api/create-payment-intent',
  operation: `mutation RestCreatePaymentIntent($packId: ID!) {
    createPaymentIntent(packId: $packId) { __typename ... on CreatePaymentIntentSuccess { clientSecret } ... on UserError { message } }
  }`,
  variables: ({ body }) => ({ packId: packGlobalId(body.packId) }),
  respond: ({ createPaymentIntent: result }): RestReply =>
    result.__typename === 'CreatePaymentIntentSuccess'
      ? { status: 200, body: { clientSecret: result.clientSecret } }
      : { status: userErrorHttpStatus(result.__typename), body: { error: result.message } },
};

export const paymentRoutes: RestRoute[] = [tokenPacks, tokens, createPaymentIntent];
