import type { UserTokenPurchase } from '../../generated/prisma/client';
import { paymentProviderFor } from '../../payments/provider';
import { PaymentProviderError } from '../../payments/types';
import { requireBuyer, type PurchaseContext } from './context';
import { PaymentNotFoundError } from './errors';

/**
 * A purchase whose dialog was closed before the buyer paid: its intent is canceled, so it can
 * never be charged, and it is no part of the buyer's history (GraphQL, REST, profile table).
 */
export const ABANDONED = 'abandoned';

/** The purchases that count as a user's history, wherever they are listed or counted. */
export const IN_PURCHASE_HISTORY = { status: { not: ABANDONED } } as const;

/**
 * Cancels the buyer's unpaid purchase when the payment dialog closes without paying. Only a
 * pending purchase is touched: once the provider says the payer committed (processing, paid), the
 * purchase is left for the webhook to complete, so a close racing a payment never loses it.
 */
export async function cancelPurchase(ctx: PurchaseContext, purchaseId: number): Promise<UserTokenPurchase> {
  const buyer = requireBuyer(ctx);
  const purchase = await ctx.prisma.userTokenPurchase.findUnique({ where: { id: purchaseId } });
  if (!purchase || purchase.userId !== buyer.id) throw new PaymentNotFoundError();
  if (purchase.status !== 'pending') return purchase;

  if (purchase.paymentIntentId) {
    let outcome;
    try {
      outcome = await paymentProviderFor(ctx.config, ctx.log).cancelPaymentIntent(purchase.paymentIntentId);
    } catch (error) {
      // Stripe unreachable (logged by the provider): the intent may still be paid, so the purchase stays.
      if (error instanceof PaymentProviderError) return purchase;
      throw error;
    }
    if (outcome === 'not_cancelable') return purchase;
  }
  // Conditional: a completion that slipped in meanwhile wins.
  await ctx.prisma.userTokenPurchase.updateMany({ where: { id: purchase.id, status: 'pending' }, data: { status: ABANDONED } });
  return ctx.prisma.userTokenPurchase.findUniqueOrThrow({ where: { id: purchase.id } });
}
