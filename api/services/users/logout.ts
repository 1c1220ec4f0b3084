import { signOut, type AccountContext } from './context';

/**
 * Ends the session: the user's session version moves on, so every copy of the cookie dies, and
 * this browser's cookie is removed.
 * Open subscription sockets of the user are closed on every instance. Idempotent; a visitor just gets the cookie cleared.
 */
export async function logout(ctx: AccountContext): Promise<void> {
  if (ctx.viewer) {
    await ctx.prisma.user.updateMany({ where: { id: ctx.viewer.id }, data: { sessionVersion: { increment: 1 } } });
    ctx.pubsub.publish('sessionsEnded', ctx.viewer.id, { reason: 'logout' });
  }
  signOut(ctx);
}
