// Signs a user in the way the server does after a successful login: a sealed session cookie
// carrying the user's current session version. Used to test what signed-in callers can do.
import { nowSeconds, sessionCookieName, sessionSetCookie } from '../../api/auth/session';
import type { App } from '../../api/app';

/** A Cookie header value for the given user, as issued at `issuedAt` (seconds). */
export async function sessionCookieFor(app: App, userId: number, issuedAt = nowSeconds()): Promise<string> {
  const user = await app.deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const setCookie = await sessionSetCookie({ uid: user.id, v: user.sessionVersion, iat: issuedAt, seen: issuedAt }, user.isAdmin, app.deps.session);
  return setCookie.split(';')[0]!;
}

export { sessionCookieName };

/** Creates a plain user straight in the database (the sign-up flow is tested on its own). */
export async function createUser(app: App, username: string, extra: { email?: string; isAdmin?: boolean; status?: string } = {}) {
  return app.deps.prisma.user.create({
    data: {
      username,
      password: 'not-a-real-hash',
      email: extra.email ?? `${username}@example.com`,
      isAdmin: extra.isAdmin ?? false,
      status: extra.status ?? 'active',
    },
  });
}
