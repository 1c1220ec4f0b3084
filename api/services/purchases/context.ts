import type { Context } from '../../context';

/** The part of the request context the purchase services use (tests can build one by hand). */
export type PurchaseContext = Pick<Context, 'prisma' | 'pubsub' | 'config' | 'log' | 'viewer'>;

/** The signed-in buyer; the schema's `user` scope guarantees one before these services run. */
export function requireBuyer(ctx: PurchaseContext): NonNullable<PurchaseContext['viewer']> {
  if (!ctx.viewer) throw new Error('buying tokens needs a signed-in user');
  return ctx.viewer;
}
