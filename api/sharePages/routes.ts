// Shared memes, public and without any credential (api/services/sharing/ publishes and withdraws them):
//   GET /s/<shareId>                  the share page: HTML for people and for link previews (page.ts)
//   GET /s/<shareId>.<png|jpg|webp|gif|…>[?width=&height=]
//                                     its picture, drawn as /media/memes draws it (same formats)
//   GET /oembed?url=<share page URL>&format=json[&maxwidth=&maxheight=]
//                                     oEmbed 1.0, type "photo" (https://oembed.com); format=xml is 501
//   GET|POST /s/<shareId>/report      its report form (reportRoutes.ts; the dispatcher sends it there)
// Every answer looks the meme up by its share id first, so a stopped or deleted share is 404 from
// the next request on. None is cached without asking again (`no-cache`: revalidated, a cheap 304
// for pictures), so no browser or proxy keeps showing a meme its owner took back.
import type { AppDeps } from '../context';
import { htmlSecurityHeaders } from '../http/securityHeaders';
import { json } from '../http/responses';
import { errorResponse } from '../media/imageResponse';
import { planStoredMemeRender } from '../media/renderPlans';
import { callerOf, requesterOf, serve } from '../mediaRoutes/memeRoutes';
import { methodNotAllowed, type MediaClient } from '../mediaRoutes/route';
import { outputSize } from '../render/renderer';
import { RENDER_LIMITS } from '../render/limits';
import { SHARE_ID_PATTERN } from '../services/sharing/shareId';
import { findSharedMeme, type SharedMeme } from '../services/sharing/sharedMeme';
import { pageLanguage } from './language';
import { SHARE_FORMATS, shareLinks } from './links';
import { notSharedHtml, sharePageHtml, shareTitle } from './page';

/** Where share pages live; the dispatcher sends every path under it here. */
export const SHARE_PREFIX = '/s/';
export const OEMBED_PATH = '/oembed';

const SHARE_PAGE = new RegExp(`^/s/(${SHARE_ID_PATTERN})$`);
const SHARE_PICTURE = new RegExp(`^/s/(${SHARE_ID_PATTERN})\\.(${SHARE_FORMATS.join('|')})$`);
const REVALIDATE = 'public, no-cache';
// A page has no script: nothing may run, and only our own pictures load.
const PAGE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** GET /s/<shareId> and /s/<shareId>.<ext>. */
export async function handleShare(request: Request, pathname: string, deps: AppDeps, client: MediaClient): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
  const viewer = await callerOf(request, deps, client);
  if (viewer instanceof Response) return viewer;
  const picture = SHARE_PICTURE.exec(pathname);
  if (picture) {
    const meme = await findSharedMeme(deps, picture[1]!);
    if (!meme) return errorResponse(404, 'Meme not found');
    const query = new URL(request.url).searchParams;
    const format = picture[2] as (typeof SHARE_FORMATS)[number];
    return serve(request, () => planStoredMemeRender(meme, format, deps, query), 'public', requesterOf(deps, client, viewer));
  }
  const links = shareLinks(deps.config.publicOrigin);
  const language = pageLanguage(request);
  const shareId = SHARE_PAGE.exec(pathname)?.[1];
  const meme = shareId === undefined ? null : await findSharedMeme(deps, shareId);
  if (!meme) return html(request, 404, notSharedHtml(links, language));
  return html(request, 200, sharePageHtml(meme, links, language));
}

/** GET /oembed: what a consumer that knows oEmbed (or found our <link rel="alternate">) embeds for a share page. */
export async function handleOembed(request: Request, deps: AppDeps, client: MediaClient): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
  const viewer = await callerOf(request, deps, client);
  if (viewer instanceof Response) return viewer;
  const query = new URL(request.url).searchParams;
  const format = query.get('format') ?? 'json';
  if (format !== 'json') return errorResponse(501, 'Only format=json is supported');
  const shareId = sharedIdOf(query.get('url'), deps.config.publicOrigin);
  const meme = shareId === null ? null : await findSharedMeme(deps, shareId);
  if (!meme) return errorResponse(404, 'No shared meme at this URL');
  const language = pageLanguage(request);
  const links = shareLinks(deps.config.publicOrigin);
  const size = fittedSize(meme, positive(query.get('maxwidth')), positive(query.get('maxheight')));
  const image = links.image(meme).url;
  return json(
    200,
    {
      version: '1.0',
      type: 'photo',
      title: shareTitle(meme, language),
      // No author: the owner's username is theirs to publish, not ours.
      provider_name: language.text('App.name'),
      provider_url: links.home,
      url: size.width === meme.width ? image : `${image}?width=${size.width}`,
      width: size.width,
      height: size.height,
    },
    { 'cache-control': REVALIDATE, vary: 'accept-language, cookie' },
  );
}

/** The share id in a share page URL on our public origin, or null. */
function sharedIdOf(url: string | null, publicOrigin: string): string | null {
  if (!url || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.origin !== new URL(publicOrigin).origin) return null;
  return SHARE_PAGE.exec(parsed.pathname.replace(/\/+$/, ''))?.[1] ?? null;
}

/** The picture's size within maxwidth × maxheight (never larger than drawn, never under the renderer's minimum side). */
function fittedSize(meme: SharedMeme, maxWidth: number | undefined, maxHeight: number | undefined) {
  const source = { width: meme.width, height: meme.height };
  const scale = Math.min(1, maxWidth ? maxWidth / source.width : 1, maxHeight ? maxHeight / source.height : 1);
  if (scale >= 1) return source;
  const width = Math.min(RENDER_LIMITS.maxOutputSide, Math.max(RENDER_LIMITS.minOutputSide, Math.floor(source.width * scale)));
  return outputSize(source, { width }) ?? source;
}

function positive(value: string | null): number | undefined {
  return value && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : undefined;
}

function html(request: Request, status: number, body: string): Response {
  return new Response(request.method === 'HEAD' ? null : body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': REVALIDATE,
      // The page speaks the viewer's language (Accept-Language, or the app's language cookie).
      vary: 'accept-language, cookie',
      ...htmlSecurityHeaders(),
      'content-security-policy': PAGE_POLICY,
    },
  });
}
