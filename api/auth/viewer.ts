import type { PrismaClient } from '../generated/prisma/client';
import { nowSeconds, readSession, sessionIsFresh, sessionNeedsRefresh, sessionSetCookie, type SessionSettings } from './session';

/**
 * The signed-in person as every resolver sees them. `apiTokenId` is set when the request came with
 * a personal API token instead of the browser session: such a caller may use the API but not the
 * account's most sensitive parts (the `browser` scope of api/schema/builder.ts).
 */
export type Viewer = { id: number; username: string; isAdmin: boolean; apiTokenId?: number };

/**
 * Resolves the session cookie to a live user. The cookie only counts while the user exists, is
 * active, and its version matches: logout, password change, ban and deletion bump or remove it.
 * Returns a Set-Cookie value when the idle clock should move forward.
 */
export async function loadViewer(
  prisma: PrismaClient,
  cookieHeader: string | null | undefined,
  settings: SessionSettings,
): Promise<{ viewer: Viewer | null; refreshCookie?: string }> {
  const session = await readSession(cookieHeader, settings);
  if (!session) return { viewer: null };
  const user = await prisma.user.findUnique({
    where: { id: session.uid },
    select: { id: true, username: true, isAdmin: true, status: true, sessionVersion: true },
  });
  if (!user || user.status !== 'active' || user.sessionVersion !== session.v) return { viewer: null };
  if (!sessionIsFresh(session, user.isAdmin)) return { viewer: null };
  const viewer = { id: user.id, username: user.username, isAdmin: user.isAdmin };
  if (!sessionNeedsRefresh(session)) return { viewer };
  const refreshCookie = await sessionSetCookie({ ...session, seen: nowSeconds() }, user.isAdmin, settings);
  return { viewer, refreshCookie };
}
