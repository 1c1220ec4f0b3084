// Issue 14, item 7: the admin token adjustment refuses (never clamps) a change below zero or past
// the largest balance the INTEGER column holds, with a message for each, and the token history says
// what each row was for (the generation's prompt and template, the purchase's pack), not raw ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { MAX_BALANCE } from '../../../api/services/ledger/ledger';
import { postJson } from '../../helpers/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  const chief = await createUser(app, 'rulesadmin', { isAdmin: true });
  admin = await sessionCookieFor(app, chief.id);
});
afterAll(async () => app?.close());

const gid = (id: number) => encodeGlobalID('User', id);

const ADJUST = `mutation Adjust($input: AdjustTokensInput!) {
  adjustTokens(input: $input) {
    __typename
    ... on AdjustTokensPayload { user { tokens } }
    ... on UserError { message messageId }
    ... on ValidationError { fieldErrors { field message messageId } }
    ... on BalanceBelowZeroError { balance }
    ... on BalanceTooLargeError { balance }
  }
}`;

async function adjust(userId: number, delta: number) {
  const { status, body } = await app.graphql(ADJUST, { input: { userId: gid(userId), delta, reason: 'rules' } }, { cookie: admin });
  expect(status).toBe(200);
  return body.data.adjustTokens;
}

const balance = async (id: number) => (await app.deps.prisma.user.findUniqueOrThrow({ where: { id } })).tokens;
const ledgerRows = (userId: number) => app.deps.prisma.tokenLedger.count({ where: { userId } });

describe('adjustTokens: refused, never clamped', () => {
  it('removes down to exactly 0, and refuses one more with the balance in the answer', async () => {
    const user = await createUser(app, 'tozero');
    expect(await adjust(user.id, -5)).toMatchObject({ __typename: 'AdjustTokensPayload', user: { tokens: 0 } });
    expect(await adjust(user.id, -1)).toEqual({
      __typename: 'BalanceBelowZeroError',
      message: 'The balance cannot go below zero',
      messageId: 'AdminError.balanceBelowZero',
      balance: 0,
    });
    expect(await balance(user.id)).toBe(0);
    expect(await ledgerRows(user.id)).toBe(1);
  });

  it('a number past 1,000,000 either way gets the too-large message on the delta field', async () => {
    const user = await createUser(app, 'toolarge');
    for (const delta of [1_000_001, -1_000_001, 2_147_483_647, -2_147_483_648]) {
      expect(await adjust(user.id, delta), String(delta)).toMatchObject({
        __typename: 'ValidationError',
        message: 'At most 1,000,000 tokens at a time',
        fieldErrors: [{ field: 'delta', message: 'At most 1,000,000 tokens at a time', messageId: 'AdminError.deltaTooLarge' }],
      });
    }
    expect(await adjust(user.id, 1_000_000)).toMatchObject({ __typename: 'AdjustTokensPayload', user: { tokens: 1_000_005 } });
  });

  it('a balance past 2,147,483,647 (the INTEGER column) is refused with its own message, not a server error', async () => {
    const user = await createUser(app, 'overflow');
    await app.deps.prisma.user.update({ where: { id: user.id }, data: { tokens: MAX_BALANCE - 10 } });
    expect(await adjust(user.id, 11)).toEqual({
      __typename: 'BalanceTooLargeError',
      message: 'The balance cannot go above 2,147,483,647 tokens',
      messageId: 'AdminError.balanceTooLarge',
      balance: MAX_BALANCE - 10,
    });
    expect(await adjust(user.id, 1_000_000)).toMatchObject({ __typename: 'BalanceTooLargeError' });
    expect(await balance(user.id)).toBe(MAX_BALANCE - 10);
    expect(await ledgerRows(user.id)).toBe(0);
    expect(await adjust(user.id, 10)).toMatchObject({ __typename: 'AdjustTokensPayload', user: { tokens: MAX_BALANCE } });
    expect(await adjust(user.id, -3)).toMatchObject({ __typename: 'AdjustTokensPayload', user: { tokens: MAX_BALANCE - 3 } });
  });
});

describe("the token history names each row's cause", () => {
  it('a generation shows its prompt and template, a purchase its pack; no raw ids', async () => {
    const user = await createUser(app, 'historian');
    const cookie = await sessionCookieFor(app, user.id);
    const generated = await postJson(
      app,
      '/api/generate-captions',
      { prompt: 'remote work', template: { id: 'this-is-fine', name: 'This Is Fine' } },
      { origin: TEST_ORIGIN, cookie },
    );
    expect(generated.status).toBe(200);
    const pack = await app.deps.prisma.tokenPack.findFirstOrThrow();
    await app.deps.prisma.userTokenPurchase.create({
      data: { userId: user.id, packId: pack.id, amount: pack.price, tokenCount: pack.tokenCount, status: 'completed', paymentIntentId: 'pi_history_1' },
    });
    await app.deps.prisma.tokenLedger.create({
      data: { userId: user.id, delta: pack.tokenCount, balanceAfter: 4 + pack.tokenCount, reason: 'purchase', reference: 'pi_history_1' },
    });
    // A generation whose memes are gone (failed and refunded, or deleted).
    await app.deps.prisma.tokenLedger.create({
      data: { userId: user.id, delta: -1, balanceAfter: 3 + pack.tokenCount, reason: 'generation', reference: 'lost-generation' },
    });

    const { body } = await app.graphql(
      `query ($id: ID!) { adminUser(id: $id) { ledger(first: 10) { edges { node { reason memePrompt memeTemplates memeOnUpload packName } } } } }`,
      { id: gid(user.id) },
      { cookie: admin },
    );
    const rows = body.data.adminUser.ledger.edges.map((edge: { node: unknown }) => edge.node);
    const nothing = { memePrompt: null, memeTemplates: null, memeOnUpload: null, packName: null };
    expect(rows).toEqual([
      { reason: 'generation', ...nothing },
      { reason: 'purchase', ...nothing, packName: pack.name },
      { reason: 'generation', memePrompt: 'remote work', memeTemplates: ['This Is Fine'], memeOnUpload: false, packName: null },
    ]);
  });
});
