// The admin dashboard's figures: each one today, over 7 and 30 days, with its daily series. A figure
// is one entry of FIGURES (its key, its unit, what it counts and how the database computes it), so
// adding one is an entry here and its name in web/pages/admin/figureTexts.ts. Their queries run
// side by side, each a bounded aggregate over the 30-day window.
import type { PrismaClient } from '../../../generated/prisma/client';
import { requireAdmin, type AdminContext } from '../adminContext';
import { activeUsers } from './activeUsers';
import { ledgerFigures, type LedgerFigures } from './ledgerFigures';
import { memesMade } from './memesMade';
import type { FigurePart } from './parts';
import { revenueByPack } from './revenue';
import { rowsPerDay } from './rowsPerDay';
import { figureWindow, type FigureSeries, type FigureWindow } from './window';

/** How a figure's number reads: a count (of users, memes, generations), tokens, or cents of USD. */
export type FigureUnit = 'count' | 'tokens' | 'cents';

export type Figure = FigureSeries & { key: FigureKey; unit: FigureUnit; parts: FigurePart[] };

type Sources = { prisma: PrismaClient; window: FigureWindow; ledger: () => Promise<LedgerFigures> };
type FigureDefinition = {
  unit: FigureUnit;
  /** What it counts, for the API's documentation. */
  description: string;
  compute: (sources: Sources) => Promise<FigureSeries & { parts?: FigurePart[] }>;
};

/** Every figure, in the dashboard's order. */
export const FIGURES = {
  signUps: {
    unit: 'count',
    description: 'Accounts created (deleted accounts are not counted).',
    compute: ({ prisma, window }) => rowsPerDay(prisma, window, 'users'),
  },
  activeUsers: {
    unit: 'count',
    description:
      'Distinct users who stored a meme, were charged for a generation or bought tokens; over 7 and 30 days each user counts once, so those are not sums of the days. Signing in alone leaves no trace and does not count.',
    compute: ({ prisma, window }) => activeUsers(prisma, window),
  },
  memesMade: {
    unit: 'count',
    description: 'Memes stored (deleted ones are not counted); parts by method and by kind.',
    compute: ({ prisma, window }) => memesMade(prisma, window),
  },
  tokensSpent: {
    unit: 'tokens',
    description: 'Tokens charged for generations minus tokens refunded.',
    compute: async ({ ledger }) => (await ledger()).tokensSpent,
  },
  tokensBought: {
    unit: 'tokens',
    description: 'Tokens credited by completed purchases (admin adjustments and sign-up grants are not bought).',
    compute: async ({ ledger }) => (await ledger()).tokensBought,
  },
  revenue: {
    unit: 'cents',
    description: 'Cents of USD paid for completed purchases, on the day their tokens were credited; parts by pack (the pack name).',
    compute: ({ prisma, window }) => revenueByPack(prisma, window),
  },
  failedGenerations: {
    unit: 'count',
    description: 'Generations that stored no meme and refunded their token (also those a crash stopped).',
    compute: async ({ ledger }) => (await ledger()).failedGenerations,
  },
  tokensRefunded: { unit: 'tokens', description: 'Tokens given back to failed generations.', compute: async ({ ledger }) => (await ledger()).tokensRefunded },
  safetyRefusals: {
    unit: 'count',
    description: 'Texts the safety filter refused: prompts (charged nothing), captions, hand-written captions and picture descriptions.',
    compute: ({ prisma, window }) => rowsPerDay(prisma, window, 'safety_refusals'),
  },
  reportsWaiting: {
    unit: 'count',
    description: 'Reports of shared memes filed in the period that no admin has resolved yet.',
    compute: ({ prisma, window }) => rowsPerDay(prisma, window, 'meme_reports'),
  },
} satisfies Record<string, FigureDefinition>;

export type FigureKey = keyof typeof FIGURES;
export const FIGURE_KEYS = Object.keys(FIGURES) as FigureKey[];

export type AdminFigures = { days: string[]; figures: Figure[] };

/** Every figure for the UTC day of `now` and the 29 days before it. */
export async function adminFigures(ctx: AdminContext, now = new Date()): Promise<AdminFigures> {
  requireAdmin(ctx);
  const window = figureWindow(now);
  // The ledger's four figures come from one query, asked once.
  let ledger: Promise<LedgerFigures> | undefined;
  const sources: Sources = { prisma: ctx.prisma, window, ledger: () => (ledger ??= ledgerFigures(ctx.prisma, window)) };
  const figures = await Promise.all(
    FIGURE_KEYS.map(async (key): Promise<Figure> => {
      const definition: FigureDefinition = FIGURES[key];
      const { parts = [], ...series } = await definition.compute(sources);
      return { key, unit: definition.unit, ...series, parts };
    }),
  );
  return { days: window.days, figures };
}
