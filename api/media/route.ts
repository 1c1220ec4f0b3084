import type { AppDeps } from '../context';

/** One family of /media URLs (rendered memes, template images, stickers). */
export type MediaRoute = {
  /** e.g. `/media/templates/` — the handler gets every path starting with it */
  prefix: string;
  handle(request: Request, pathname: string, deps: AppDeps): Promise<Response | null>;
};
