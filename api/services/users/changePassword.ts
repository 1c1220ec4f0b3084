import { accountErrorMessages } from '../../../core/errors/messages';
import { changePasswordSchema } from '../../../core/validation/account';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { User } from '../../generated/prisma/client';
import { validateInput } from '../errors';
import { accountKey, guardAccount, guardAddress, requireViewer, signInAs, type AccountContext } from './context';
import { InvalidCredentialsError } from './errors';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/**
 * Replaces the signed-in user's password after checking the current one (throttled like a login).
 * Every other session and every API token ends; this browser gets a fresh cookie and stays signed in.
 */
export async function changePassword(ctx: AccountContext, input: ChangePasswordInput): Promise<User> {
  const viewer = requireViewer(ctx);
  await guardAddress(ctx);
  const { currentPassword, newPassword } = validateInput(changePasswordSchema, input);
  const account = accountKey(viewer.username);
  await guardAccount(ctx, account);
  const user = await ctx.prisma.user.findUnique({ where: { id: viewer.id } });
  if (!user || !(await verifyPassword(user.password, currentPassword))) {
    throw new InvalidCredentialsError(accountErrorMessages.currentPasswordIncorrect);
  }
  await ctx.throttle.accountSucceeded(account);
  const password = await hashPassword(newPassword);
  // A new password ends every other way in, API tokens too (a leaked one dies with the old password).
  const [updated] = await ctx.prisma.$transaction([
    ctx.prisma.user.update({ where: { id: user.id }, data: { password, sessionVersion: { increment: 1 } } }),
    ctx.prisma.apiToken.deleteMany({ where: { userId: user.id } }),
  ]);
  // Sockets opened with the old cookie or a token close; this browser reconnects with its fresh cookie.
  ctx.pubsub.publish('sessionsEnded', user.id, { reason: 'password' });
  await signInAs(ctx, updated);
  return updated;
}
