import { randomBytes } from 'node:crypto';
import type { UserTokenPurchase } from '../../generated/prisma/client';
import { simulatedIntentIdFromSecret } from '../../payments/simulatedProvider';
import { ABANDONED } from './cancelPurchase';
import { requireBuyer, type PurchaseContext } from './context';
import { PaymentFailedError, PaymentNotFoundError, SimulatedPaymentsUnavailableError } from './errors';
import { FAILED, processPaymentEvent, SUCCEEDED, type PaymentIntentSnapshot } from './paymentEvents';
import { checkTestCard, type TestCard } from './testCards';

/**
 * Test mode's stand-in for the card network: checks the test card, then completes (or fails) the
 * purchase through processPaymentEvent, exactly as a Stripe webhook would. Confirming a purchase
 * that is already paid returns it unchanged, so a double click never pays twice.
 */
export async function confirmSimulatedPayment(ctx: PurchaseContext, input: { clientSecret: string; card: TestCard }): Promise<UserTokenPurchase> {
  if (ctx.config.stripe) throw new SimulatedPaymentsUnavailableError();
  const buyer = requireBuyer(ctx);
  const intentId = simulatedIntentIdFromSecret(ctx.config.sessionSecret, input.clientSecret);
  const purchase = intentId ? await ctx.prisma.userTokenPurchase.findUnique({ where: { paymentIntentId: intentId } }) : null;
  // An abandoned purchase's intent is canceled: like Stripe, it can no longer be paid.
  if (!intentId || !purchase || purchase.userId !== buyer.id || purchase.status === ABANDONED) throw new PaymentNotFoundError();
  if (purchase.status === 'completed') return purchase;

  const verdict = checkTestCard(input.card);
  // Wrong card details never reach the "bank": the purchase stays pending and can be retried.
  if (verdict.kind === 'invalid') throw new PaymentFailedError(verdict.message);
  const intent: PaymentIntentSnapshot = {
    id: intentId,
    amount: purchase.amount,
    currency: 'usd',
    metadata: { userId: String(purchase.userId), packId: String(purchase.packId), purchaseId: String(purchase.id) },
  };
  const event = { id: `evt_sim_${randomBytes(12).toString('hex')}`, type: verdict.kind === 'approved' ? SUCCEEDED : FAILED, intent };
  await processPaymentEvent(ctx, event);
  if (verdict.kind === 'declined') throw new PaymentFailedError(verdict.message);
  return ctx.prisma.userTokenPurchase.findUniqueOrThrow({ where: { id: purchase.id } });
}
