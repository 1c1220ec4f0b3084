// The spec's old client calls POST /api/use-token after each successful generation to spend the
// token. Here the generation itself is charged (before the model runs, refunded on failure), so
// this call must never spend a second token: it only reports where the balance stands.
import { requireCreator, type GenerationContext } from './context';

export type TokenUseResult = { balance: number; charged: false; lastGenerationAt: Date | null };

/** Compatibility: acknowledges the latest generation without charging; returns the balance. */
export async function acknowledgeTokenUse(ctx: GenerationContext): Promise<TokenUseResult> {
  const user = requireCreator(ctx);
  const [account, lastCharge] = await Promise.all([
    ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { tokens: true } }),
    ctx.prisma.tokenLedger.findFirst({ where: { userId: user.id, reason: 'generation' }, orderBy: { id: 'desc' }, select: { createdAt: true } }),
  ]);
  return { balance: account.tokens, charged: false, lastGenerationAt: lastCharge?.createdAt ?? null };
}
