// What the account services need from a request, and the steps they share: the throttle checks
// and starting or ending the session of the browser that made the request.
import { queueSessionClear, queueSessionCookie } from '../../auth/session';
import type { Context } from '../../context';
import type { User } from '../../generated/prisma/client';
import { TooManyAttemptsError } from '../errors';

/** The part of the request context the account services use (tests can build one by hand). */
export type AccountContext = Pick<
  Context,
  'prisma' | 'pubsub' | 'session' | 'throttle' | 'firebaseTokens' | 'clientIp' | 'viewer' | 'responseCookies' | 'log' | 'requestId'
>;

/** Counts a sign-in attempt from the caller's address; throws while the address is over its limit. */
export async function guardAddress(ctx: AccountContext): Promise<void> {
  const wait = await ctx.throttle.hitAddress(ctx.clientIp);
  if (wait) throw new TooManyAttemptsError(wait);
}

/** The per-account throttle key: one per username whatever its case, existing or not. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Starts an attempt on the account; throws while it is backed off. */
export async function guardAccount(ctx: AccountContext, account: string): Promise<void> {
  const wait = await ctx.throttle.beginAccountAttempt(account);
  if (wait) throw new TooManyAttemptsError(wait);
}

/** Signs this browser in as `user`; the rest of the request sees them as the viewer. */
export async function signInAs(ctx: AccountContext, user: User): Promise<void> {
  await queueSessionCookie(ctx.responseCookies, user, ctx.session);
  ctx.viewer = { id: user.id, username: user.username, isAdmin: user.isAdmin };
}

/** Removes this browser's session cookie; the rest of the request sees a visitor. */
export function signOut(ctx: AccountContext): void {
  queueSessionClear(ctx.responseCookies, ctx.session);
  ctx.viewer = null;
}

/** The signed-in viewer; the schema's `user` scope guarantees one before these services run. */
export function requireViewer(ctx: AccountContext): NonNullable<AccountContext['viewer']> {
  if (!ctx.viewer) throw new Error('this operation needs a signed-in user');
  return ctx.viewer;
}
