// Granting and revoking administrator rights, keeping at least one active administrator.
import { requireAdmin, type AdminContext } from './adminContext';
import { LastAdminError, UserNotFoundError } from './errors';

/**
 * Grants or revokes admin rights; returns the user's id. Revoking is refused when it would leave
 * no active administrator (the last one removing themselves). The active admins' rows are locked
 * first, so two admins revoking each other at the same moment cannot both succeed.
 */
export async function setUserAdmin(ctx: AdminContext, input: { userId: number; isAdmin: boolean }): Promise<number> {
  requireAdmin(ctx);
  await ctx.prisma.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!target) throw new UserNotFoundError();
    if (!input.isAdmin) {
      const admins = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM users WHERE "isAdmin" = true AND status = 'active' ORDER BY id FOR UPDATE`;
      const others = admins.filter((row) => Number(row.id) !== input.userId);
      if (others.length === 0) throw new LastAdminError();
    }
    await tx.user.update({ where: { id: input.userId }, data: { isAdmin: input.isAdmin } });
  });
  return input.userId;
}
