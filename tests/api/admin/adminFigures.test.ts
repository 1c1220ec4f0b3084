// The admin dashboard's figures (issue 30, Deliver 3): a history seeded at fixed dates gives every
// figure exactly, today, over 7 and 30 days and day by day; tokens bought and spent agree with the
// ledger's own sums; nobody but an administrator gets them.
import { beforeAll, describe, expect, it } from 'vitest';
import { appOfThisFile } from '../../helpers/testApp';
import { EXPECTED_FIGURES, seedFiguresHistory } from '../../helpers/figuresHistory';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

const app = await appOfThisFile();

const FIGURES = `{
  adminFigures {
    days
    figures { key unit today last7Days last30Days daily parts { group key today last7Days last30Days daily } }
  }
}`;

type Series = { today: number; last7Days: number; last30Days: number; daily: number[] };
type Figure = Series & { key: string; unit: string; parts: (Series & { group: string; key: string })[] };

let adminCookie: string;
let userCookie: string;
const now = new Date();

beforeAll(async () => {
  const chief = await createUser(app, 'fig_chief', { isAdmin: true });
  const plain = await createUser(app, 'fig_plain');
  // Accounts older than the window, so the figures are the seeded history's alone.
  const old = new Date(now.getTime() - 40 * 86_400_000);
  await app.deps.prisma.user.updateMany({ where: { id: { in: [chief.id, plain.id] } }, data: { createdAt: old } });
  adminCookie = await sessionCookieFor(app, chief.id);
  userCookie = await sessionCookieFor(app, plain.id);
  await seedFiguresHistory(app.deps.prisma, now);
});

async function figures(): Promise<{ days: string[]; byKey: Map<string, Figure> }> {
  const { status, body } = await app.graphql(FIGURES, {}, { cookie: adminCookie });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  const answer = body.data.adminFigures as { days: string[]; figures: Figure[] };
  return { days: answer.days, byKey: new Map(answer.figures.map((figure) => [figure.key, figure])) };
}

const series = ({ today, last7Days, last30Days, daily }: Series) => ({ today, last7Days, last30Days, daily });

describe('adminFigures', () => {
  it('covers the 30 UTC days up to today, oldest first', async () => {
    const { days } = await figures();
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe(now.toISOString().slice(0, 10));
    expect(days[0]).toBe(new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10));
  });

  it('lists every figure in the dashboard order with its unit', async () => {
    const { byKey } = await figures();
    expect([...byKey.values()].map(({ key, unit }) => `${key}:${unit}`)).toEqual([
      'SIGN_UPS:COUNT',
      'ACTIVE_USERS:COUNT',
      'MEMES_MADE:COUNT',
      'TOKENS_SPENT:TOKENS',
      'TOKENS_BOUGHT:TOKENS',
      'REVENUE:CENTS',
      'FAILED_GENERATIONS:COUNT',
      'TOKENS_REFUNDED:TOKENS',
      'SAFETY_REFUSALS:COUNT',
      'REPORTS_WAITING:COUNT',
    ]);
  });

  it('gives sign-ups, active users, tokens, failures, refusals and waiting reports exactly as the history says', async () => {
    const { byKey } = await figures();
    const expected = EXPECTED_FIGURES;
    expect(series(byKey.get('SIGN_UPS')!)).toEqual(expected.signUps);
    expect(series(byKey.get('ACTIVE_USERS')!)).toEqual(expected.activeUsers);
    expect(series(byKey.get('TOKENS_SPENT')!)).toEqual(expected.tokensSpent);
    expect(series(byKey.get('TOKENS_BOUGHT')!)).toEqual(expected.tokensBought);
    expect(series(byKey.get('FAILED_GENERATIONS')!)).toEqual(expected.failedGenerations);
    expect(series(byKey.get('TOKENS_REFUNDED')!)).toEqual(expected.tokensRefunded);
    expect(series(byKey.get('SAFETY_REFUSALS')!)).toEqual(expected.safetyRefusals);
    expect(series(byKey.get('REPORTS_WAITING')!)).toEqual(expected.reportsWaiting);
    for (const key of [
      'SIGN_UPS',
      'ACTIVE_USERS',
      'TOKENS_SPENT',
      'TOKENS_BOUGHT',
      'FAILED_GENERATIONS',
      'TOKENS_REFUNDED',
      'SAFETY_REFUSALS',
      'REPORTS_WAITING',
    ]) {
      expect({ key, parts: byKey.get(key)!.parts }).toEqual({ key, parts: [] });
    }
  });

  it('splits memes made by method and by kind', async () => {
    const memes = (await figures()).byKey.get('MEMES_MADE')!;
    expect(series(memes)).toEqual(EXPECTED_FIGURES.memesMade);
    expect(memes.parts.map(({ group, key, ...rest }) => [group, key, series(rest)])).toEqual([
      ...Object.entries(EXPECTED_FIGURES.memesByMethod).map(([key, value]) => ['METHOD', key, value]),
      ...Object.entries(EXPECTED_FIGURES.memesByKind).map(([key, value]) => ['KIND', key, value]),
    ]);
  });

  it('gives revenue in cents per pack, every pack listed in price order', async () => {
    const revenue = (await figures()).byKey.get('REVENUE')!;
    expect(series(revenue)).toEqual(EXPECTED_FIGURES.revenue);
    expect(revenue.parts.map(({ group, key, ...rest }) => [group, key, series(rest)])).toEqual(
      Object.entries(EXPECTED_FIGURES.revenueByPack).map(([key, value]) => ['PACK', key, value]),
    );
  });

  it("agrees with the ledger's own sums: bought = purchase credits, spent = charges minus refunds", async () => {
    const { byKey } = await figures();
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * 86_400_000);
    const sum = async (reason: string) =>
      (await app.deps.prisma.tokenLedger.aggregate({ where: { reason, createdAt: { gte: since } }, _sum: { delta: true } }))._sum.delta ?? 0;
    expect(byKey.get('TOKENS_BOUGHT')!.last30Days).toBe(await sum('purchase'));
    expect(byKey.get('TOKENS_SPENT')!.last30Days).toBe(-(await sum('generation')) - (await sum('refund')));
    expect(byKey.get('TOKENS_REFUNDED')!.last30Days).toBe(await sum('refund'));
    // Admin adjustments are in the ledger too, and in neither figure.
    expect(await sum('admin_adjustment')).toBe(47);
  });

  it('is refused to visitors and to signed-in users', async () => {
    for (const [cookie, code] of [
      [undefined, 'UNAUTHENTICATED'],
      [userCookie, 'FORBIDDEN'],
    ] as const) {
      const { body } = await app.graphql(FIGURES, {}, cookie ? { cookie } : {});
      expect(body.data?.adminFigures ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe(code);
    }
  });
});
