import { sealData, unsealData } from 'iron-session';
import { LRUCache } from 'lru-cache';

/** What the sealed cookie carries. `v` must equal the user's sessionVersion or the cookie is dead. */
export type SessionPayload = { uid: number; v: number; iat: number; seen: number };

export type SessionSettings = { secret: string; secure: boolean };

const HOUR = 3600;
/** SECURITY.md: users 7 days absolute and 24 h idle; admins 8 h absolute. */
export const SESSION_LIMITS = { userAbsolute: 7 * 24 * HOUR, adminAbsolute: 8 * HOUR, idle: 24 * HOUR };
/** Re-seal the cookie at most this often, so the idle clock moves without a Set-Cookie per request. */
const REFRESH_AFTER = 15 * 60;

/** Browsers only accept `__Host-` cookies over HTTPS, so the prefix follows the public origin. */
export function sessionCookieName(settings: SessionSettings): string {
  return settings.secure ? '__Host-meme_session' : 'meme_session';
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Reads one cookie from a Cookie header without allocating a map of all of them. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Unseals the session cookie; anything tampered, expired or malformed is simply no session. */
export async function readSession(cookieHeader: string | null | undefined, settings: SessionSettings): Promise<SessionPayload | null> {
  const sealed = readCookie(cookieHeader, sessionCookieName(settings));
  if (!sealed) return null;
  const cache = unsealedSessions(settings.secret);
  const remembered = cache.get(sealed);
  if (remembered && Date.now() < remembered.expiresAt) return remembered.session;
  try {
    const seal = decodeURIComponent(sealed);
    const data = await unsealData<Partial<SessionPayload>>(seal, {
      password: settings.secret,
      ttl: SESSION_LIMITS.userAbsolute,
    });
    const { uid, v, iat, seen } = data;
    if (typeof uid !== 'number' || typeof v !== 'number' || typeof iat !== 'number' || typeof seen !== 'number') return null;
    const session = { uid, v, iat, seen };
    const expiresAt = sealExpiresAt(seal);
    if (expiresAt !== null) cache.set(sealed, { session, expiresAt });
    return session;
  } catch {
    return null;
  }
}

// Unsealing derives a key with PBKDF2 and runs two WebCrypto calls: about half a millisecond, most
// of a signed-in request's own CPU. A seal that opened once opens to the same payload until it
// expires, so each one is remembered (per secret; only seals that opened, so garbage costs no room).
// Whether the session is still alive (version, ban, idle and absolute limits) is checked on every
// request by the caller, from the payload and the user's row, exactly as before.
const UNSEALED_SESSIONS_MAX = 10_000;
const unsealedBySecret = new Map<string, LRUCache<string, { session: SessionPayload; expiresAt: number }>>();

function unsealedSessions(secret: string) {
  let cache = unsealedBySecret.get(secret);
  if (!cache) {
    cache = new LRUCache({ max: UNSEALED_SESSIONS_MAX });
    unsealedBySecret.set(secret, cache);
  }
  return cache;
}

/** When an iron seal stops opening (its expiration field, in ms), or null if it has none. */
function sealExpiresAt(seal: string): number | null {
  // Fe26.2*<password id>*<salt>*<iv>*<encrypted>*<expiration>*<hmac salt>*<hmac>, then iron-session's ~<version>.
  const expiration = Number(seal.split('~')[0]!.split('*')[5]);
  return Number.isSafeInteger(expiration) && expiration > 0 ? expiration : null;
}

/** True while the session is inside its absolute and idle lifetimes. */
export function sessionIsFresh(session: SessionPayload, isAdmin: boolean, now = nowSeconds()): boolean {
  const absolute = isAdmin ? SESSION_LIMITS.adminAbsolute : SESSION_LIMITS.userAbsolute;
  return now - session.iat < absolute && now - session.seen < SESSION_LIMITS.idle;
}

export function sessionNeedsRefresh(session: SessionPayload, now = nowSeconds()): boolean {
  return now - session.seen >= REFRESH_AFTER;
}

function cookieAttributes(settings: SessionSettings, maxAge: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${settings.secure ? '; Secure' : ''}`;
}

/** A Set-Cookie value that carries the sealed session. */
export async function sessionSetCookie(session: SessionPayload, isAdmin: boolean, settings: SessionSettings): Promise<string> {
  const absolute = isAdmin ? SESSION_LIMITS.adminAbsolute : SESSION_LIMITS.userAbsolute;
  const sealed = await sealData(session, { password: settings.secret, ttl: absolute });
  const maxAge = Math.max(0, session.iat + absolute - nowSeconds());
  return `${sessionCookieName(settings)}=${encodeURIComponent(sealed)}; ${cookieAttributes(settings, maxAge)}`;
}

/** A Set-Cookie value that removes the session cookie. */
export function sessionClearCookie(settings: SessionSettings): string {
  return `${sessionCookieName(settings)}=; ${cookieAttributes(settings, 0)}`;
}

/** The user fields a session cookie is made from. */
export type SessionUser = { id: number; isAdmin: boolean; sessionVersion: number };

/**
 * Queues a fresh session cookie for `user` (issued now, carrying their current session version),
 * replacing any session cookie already queued for this response, such as an idle refresh.
 */
export async function queueSessionCookie(responseCookies: string[], user: SessionUser, settings: SessionSettings): Promise<void> {
  const now = nowSeconds();
  const cookie = await sessionSetCookie({ uid: user.id, v: user.sessionVersion, iat: now, seen: now }, user.isAdmin, settings);
  replaceSessionCookie(responseCookies, cookie, settings);
}

/** Queues the removal of the session cookie, replacing any session cookie already queued. */
export function queueSessionClear(responseCookies: string[], settings: SessionSettings): void {
  replaceSessionCookie(responseCookies, sessionClearCookie(settings), settings);
}

function replaceSessionCookie(responseCookies: string[], cookie: string, settings: SessionSettings): void {
  const prefix = `${sessionCookieName(settings)}=`;
  for (let index = responseCookies.length - 1; index >= 0; index -= 1) {
    if (responseCookies[index]!.startsWith(prefix)) responseCookies.splice(index, 1);
  }
  responseCookies.push(cookie);
}
