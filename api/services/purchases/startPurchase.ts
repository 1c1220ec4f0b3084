import type { UserTokenPurchase } from '../../generated/prisma/client';
import { paymentProviderFor } from '../../payments/provider';
import { PaymentProviderError, type PaymentsMode } from '../../payments/types';
import { requireBuyer, type PurchaseContext } from './context';
import { PackNotFoundError, PaymentInitError } from './errors';

/** An unpaid purchase of the same pack this recent is offered again rather than starting another. */
const REUSE_PENDING_MS = 60 * 60 * 1000;

export type StartedPurchase = { purchase: UserTokenPurchase; clientSecret: string; mode: PaymentsMode };

/**
 * Starts buying a pack: a pending purchase row with the pack's price and tokens (never the
 * client's), and a PaymentIntent for it whose client secret the browser confirms. The intent's
 * idempotency key is the purchase, so retries and re-opened dialogs reuse the same intent.
 */
export async function startPurchase(ctx: PurchaseContext, packId: number): Promise<StartedPurchase> {
  const buyer = requireBuyer(ctx);
  const pack = await ctx.prisma.tokenPack.findUnique({ where: { id: packId } });
  if (!pack) throw new PackNotFoundError();
  const provider = paymentProviderFor(ctx.config, ctx.log);

  const reusable = await ctx.prisma.userTokenPurchase.findFirst({
    where: {
      userId: buyer.id,
      packId: pack.id,
      status: 'pending',
      amount: pack.price,
      tokenCount: pack.tokenCount,
      purchaseDate: { gte: new Date(Date.now() - REUSE_PENDING_MS) },
    },
    orderBy: { id: 'desc' },
  });
  const purchase =
    reusable ??
    (await ctx.prisma.userTokenPurchase.create({
      data: { userId: buyer.id, packId: pack.id, amount: pack.price, tokenCount: pack.tokenCount, status: 'pending' },
    }));

  let intent;
  try {
    intent = await provider.createPaymentIntent({
      amount: purchase.amount,
      currency: 'usd',
      metadata: { userId: String(buyer.id), packId: String(pack.id), purchaseId: String(purchase.id) },
      description: `Meme Fuel: ${purchase.tokenCount} tokens`,
      // The purchase's random id: row ids repeat across databases and deployments on one Stripe
      // account, and Stripe would replay another purchase's intent for a reused key.
      idempotencyKey: `meme-purchase-${purchase.publicId}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Nothing was charged and no intent exists: the attempt leaves no row in the history.
    if (!reusable) await ctx.prisma.userTokenPurchase.deleteMany({ where: { id: purchase.id, status: 'pending', paymentIntentId: null } });
    throw new PaymentInitError();
  }
  const started =
    purchase.paymentIntentId === intent.id
      ? purchase
      : await ctx.prisma.userTokenPurchase.update({ where: { id: purchase.id }, data: { paymentIntentId: intent.id } });
  return { purchase: started, clientSecret: intent.clientSecret, mode: provider.mode };
}
