// Banning and unbanning. A ban moves the user's session version on, so every copy of their session
// cookie (and every API token) is dead at once, and an unban does not bring them back.
import { requireAdmin, type AdminContext } from './adminContext';
import { CannotBanSelfError, UserNotFoundError } from './errors';

export type UserStatusValue = 'active' | 'banned';

/** Sets a user's status; returns their id. An administrator cannot ban themselves. */
export async function setUserStatus(ctx: AdminContext, input: { userId: number; status: UserStatusValue }): Promise<number> {
  const admin = requireAdmin(ctx);
  if (input.status === 'banned' && input.userId === admin.id) throw new CannotBanSelfError();
  const data = input.status === 'banned' ? { status: 'banned', sessionVersion: { increment: 1 } } : { status: 'active' };
  const banned = input.status === 'banned';
  const [{ count }] = await ctx.prisma.$transaction([
    ctx.prisma.user.updateMany({ where: { id: input.userId }, data }),
    // A ban also deletes the user's API tokens, so an unban does not bring them back either.
    ...(banned ? [ctx.prisma.apiToken.deleteMany({ where: { userId: input.userId } })] : []),
  ]);
  if (count === 0) throw new UserNotFoundError();
  if (input.status === 'banned') ctx.pubsub.publish('sessionsEnded', input.userId, { reason: 'banned' });
  return input.userId;
}
