// What a ledger row of a generation (or its refund) bought, for the admin token history: the
// memes stored with that generation id, summarised as the prompt and the templates used; and of a
// purchase row: the pack bought.
import type { PrismaClient } from '../../generated/prisma/client';
import { UPLOAD_TEMPLATE_ID } from '../generation/memeStore';
import { getTemplate } from '../../templates/catalogue/catalogue';

export type GenerationSummary = { prompt: string; templateNames: string[]; uploadedImage: boolean };

/** The generation's prompt and templates from its kept memes; null when none is kept. */
export async function generationSummary(prisma: PrismaClient, userId: number, generationId: string): Promise<GenerationSummary | null> {
  const memes = await prisma.meme.findMany({
    where: { userId, generationId },
    select: { originalText: true, templateId: true },
    orderBy: { id: 'asc' },
  });
  if (memes.length === 0) return null;
  const templateIds = [...new Set(memes.map((meme) => meme.templateId).filter((id) => id !== UPLOAD_TEMPLATE_ID))];
  return {
    prompt: memes[0]!.originalText,
    templateNames: templateIds.map((id) => getTemplate(id)?.name ?? id),
    uploadedImage: memes.some((meme) => meme.templateId === UPLOAD_TEMPLATE_ID),
  };
}

/** The name of the pack bought with this PaymentIntent; null when no purchase of the user has it. */
export async function purchasedPackName(prisma: PrismaClient, userId: number, paymentIntentId: string): Promise<string | null> {
  const purchase = await prisma.userTokenPurchase.findFirst({ where: { paymentIntentId, userId }, select: { pack: { select: { name: true } } } });
  return purchase?.pack.name ?? null;
}
