import { registerSchema } from '../../../core/validation/account';
import { hashPassword } from '../../auth/passwords';
import type { User } from '../../generated/prisma/client';
import { validateInput } from '../errors';
import { isUniqueViolation } from '../uniqueViolation';
import { createUserWithSignupGrant, findUserByUsername } from './accounts';
import { guardAddress, signInAs, type AccountContext } from './context';
import { UsernameTakenError } from './errors';

export type RegisterInput = { username: string; email?: string | null | undefined; password: string };

/**
 * Creates an account with the sign-up grant and signs this browser in as it. Names are unique
 * whatever their case; when two requests race for one name the database picks the winner.
 */
export async function register(ctx: AccountContext, input: RegisterInput): Promise<User> {
  await guardAddress(ctx);
  const { username, email, password } = validateInput(registerSchema, { ...input, email: input.email ?? undefined });
  if (await findUserByUsername(ctx.prisma, username)) throw new UsernameTakenError();
  const passwordHash = await hashPassword(password);
  let user: User;
  try {
    user = await createUserWithSignupGrant(ctx.prisma, { username, email: email ?? null, password: passwordHash });
  } catch (error) {
    if (isUniqueViolation(error)) throw new UsernameTakenError();
    throw error;
  }
  await signInAs(ctx, user);
  return user;
}
