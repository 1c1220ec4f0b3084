import { loginSchema } from '../../../core/validation/account';
import { unusablePasswordHash, verifyPassword } from '../../auth/passwords';
import type { User } from '../../generated/prisma/client';
import { validateInput } from '../errors';
import { findUserByUsername } from './accounts';
import { accountKey, guardAccount, guardAddress, signInAs, type AccountContext } from './context';
import { AccountBannedError, InvalidCredentialsError } from './errors';

export type LoginInput = { username: string; password: string };

// Unknown usernames are checked against this hash so they take as long as known ones.
let decoyHash: Promise<string> | undefined;

/**
 * Signs in with username (any case) and password. A ban is only revealed to someone who knows the
 * password; while the account or the address is throttled even the right password is refused.
 */
export async function login(ctx: AccountContext, input: LoginInput): Promise<User> {
  await guardAddress(ctx);
  const { username, password } = validateInput(loginSchema, input);
  const account = accountKey(username);
  await guardAccount(ctx, account);
  const user = await findUserByUsername(ctx.prisma, username);
  const matches = await verifyPassword(user?.password ?? (await (decoyHash ??= unusablePasswordHash())), password);
  if (!user || !matches) throw new InvalidCredentialsError();
  await ctx.throttle.accountSucceeded(account);
  if (user.status !== 'active') throw new AccountBannedError();
  await signInAs(ctx, user);
  return user;
}
