import { randomInt } from 'node:crypto';
import { accountErrorMessages } from '../../../core/errors/messages';
import { ACCOUNT_LIMITS } from '../../../core/validation/account';
import type { FirebaseIdentity } from '../../auth/firebaseToken';
import { unusablePasswordHash } from '../../auth/passwords';
import type { PrismaClient, User } from '../../generated/prisma/client';
import { isUniqueViolation } from '../uniqueViolation';
import { createUserWithSignupGrant, findUserByUsername } from './accounts';
import { guardAddress, signInAs, type AccountContext } from './context';
import { AccountBannedError, FirebaseSignInError } from './errors';

export type SignInWithFirebaseInput = { idToken: string };

/**
 * Signs in with an ID token from the popup: the account linked to the Firebase uid, or a new one
 * (with the sign-up grant) the first time. Without Firebase configured it is refused politely.
 */
export async function signInWithFirebase(ctx: AccountContext, input: SignInWithFirebaseInput): Promise<User> {
  if (!ctx.firebaseTokens) throw new FirebaseSignInError(accountErrorMessages.firebaseUnavailable);
  await guardAddress(ctx);
  let identity: FirebaseIdentity;
  try {
    identity = await ctx.firebaseTokens(input.idToken);
  } catch (error) {
    ctx.log.warn('firebase ID token refused', { requestId: ctx.requestId, reason: (error as Error).message });
    throw new FirebaseSignInError();
  }
  const user = await findOrCreateFirebaseUser(ctx.prisma, identity);
  if (user.status !== 'active') throw new AccountBannedError();
  await signInAs(ctx, user);
  return user;
}

const CREATE_ATTEMPTS = 8;

async function findOrCreateFirebaseUser(prisma: PrismaClient, identity: FirebaseIdentity): Promise<User> {
  const base = usernameBase(identity);
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt += 1) {
    const linked = await prisma.user.findUnique({ where: { firebaseUid: identity.uid } });
    if (linked) return linked;
    const username = attempt === 0 && !(await findUserByUsername(prisma, base)) ? base : withSuffix(base);
    try {
      return await createUserWithSignupGrant(prisma, {
        username,
        firebaseUid: identity.uid,
        // Only an address the provider verified is taken over; anybody can claim an unverified one.
        email: identity.emailVerified && identity.email && identity.email.length <= 254 ? identity.email : null,
        profilePicture: identity.picture && /^https:\/\/\S{1,2000}$/.test(identity.picture) ? identity.picture : null,
        password: await unusablePasswordHash(),
      });
    } catch (error) {
      // The name was taken meanwhile, or a parallel sign-in linked this uid first: look again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`could not find a free username for firebase uid ${identity.uid}`);
}

/** A username from the email's local part or the display name, within the form's rules. */
export function usernameBase(identity: { email?: string | undefined; name?: string | undefined }): string {
  const source = identity.email?.split('@')[0] || identity.name || '';
  const cleaned = source.normalize('NFKC').replace(/[^\p{L}\p{N}._-]+/gu, '');
  // Room for the `_1234` suffix; counted in UTF-16 units like the form's rule, whole characters only.
  let base = '';
  for (const character of cleaned) {
    if (base.length + character.length > ACCOUNT_LIMITS.usernameMax - 5) break;
    base += character;
  }
  return base.length >= ACCOUNT_LIMITS.usernameMin ? base : `user${base}`;
}

function withSuffix(base: string): string {
  return `${base}_${randomInt(1000, 10000)}`;
}
