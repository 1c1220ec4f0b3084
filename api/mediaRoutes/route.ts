import type { AppDeps } from '../context';

/** Who asks, as the dispatcher knows it (the address is the trusted one: api/http/requestInfo.ts). */
export type MediaClient = { clientIp: string };

/** One family of /media URLs (rendered memes, template images, stickers). */
export type MediaRoute = {
  /** e.g. `/media/templates/` — the handler gets every path starting with it */
  prefix: string;
  handle(request: Request, pathname: string, deps: AppDeps, client?: MediaClient): Promise<Response | null>;
};
