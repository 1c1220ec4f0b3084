import type { AppDeps } from '../context';

/** Who asks, as the dispatcher knows it (the address is the trusted one: api/http/requestInfo.ts). */
export type MediaClient = { clientIp: string };

/** One family of /media URLs (rendered memes, template images, stickers). */
export type MediaRoute = {
  /** e.g. `/media/templates/` — the handler gets every path starting with it */
  prefix: string;
  handle(request: Request, pathname: string, deps: AppDeps, client?: MediaClient): Promise<Response | null>;
};

/** Answers anything but GET and HEAD under a media prefix. */
export function methodNotAllowed(): Response {
  return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
}

/**
 * Whose share of the render pool a client's renders use (api/render/pool.ts): a signed-in user's
 * own wherever they connect from, else their address's.
 */
export function renderShareKey(userId: number | null, client: MediaClient | undefined): string {
  return userId !== null ? `user:${userId}` : `address:${client?.clientIp ?? 'unknown'}`;
}
