// GET /media/templates/<id>.<ext>: a template's image, whatever the image host's state (see
// api/templates/images/templateImage.ts). The extension is cosmetic: the Content-Type header
// says what the bytes are.
import { getTemplate } from '../templates/catalogue/catalogue';
import { customFactsOf } from '../templates/custom/registry';
import { CallerRefusedError, identifyCaller } from '../auth/caller';
import type { AppDeps } from '../context';
import { loadTemplateImage, templateImageError } from '../templates/images/templateImage';
import { errorResponse, renderFailureResponse } from '../media/imageResponse';
import { methodNotAllowed, renderShareKey, type MediaClient, type MediaRoute } from './route';

const TEMPLATE_IMAGE_PATH = /^\/media\/templates\/([a-z0-9-]{1,160})\.(?:png|jpe?g|gif|webp)$/;
const ONE_DAY = 'public, max-age=86400';

type ServedImage = { bytes: Buffer; mimeType: string; etag: string };

/**
 * An image response with an ETag, answering 304 when the client already has these bytes. SVG
 * gets a policy that forbids scripts and outside resources, in case it is opened directly.
 */
export function imageResponse(
  request: Request,
  image: ServedImage,
  options: { status?: number; cacheControl: string; headers?: Record<string, string> },
): Response {
  const headers: Record<string, string> = {
    'content-type': image.mimeType,
    etag: image.etag,
    'cache-control': options.cacheControl,
    'x-content-type-options': 'nosniff',
    ...(image.mimeType.startsWith('image/svg+xml') ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" } : {}),
    ...options.headers,
  };
  const status = options.status ?? 200;
  if (status === 200 && matchesEtag(request.headers.get('if-none-match'), image.etag)) return new Response(null, { status: 304, headers });
  headers['content-length'] = String(image.bytes.length);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(image.bytes), { status, headers });
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** The signed-in caller's id (session or token), null for a visitor, or the refusal of a wrong token. */
async function callerIdOf(request: Request, deps: AppDeps, client: MediaClient | undefined): Promise<number | null | Response> {
  try {
    const credentials = {
      authorization: request.headers.get('authorization'),
      cookieHeader: request.headers.get('cookie'),
      clientIp: client?.clientIp ?? 'unknown',
    };
    return (await identifyCaller(deps, credentials)).viewer?.id ?? null;
  } catch (error) {
    if (error instanceof CallerRefusedError) return errorResponse(error.status, error.message, error.headers);
    throw error;
  }
}

export const templateImageRoute: MediaRoute = {
  prefix: '/media/templates/',
  async handle(request, pathname, deps, client) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
    const id = TEMPLATE_IMAGE_PATH.exec(pathname)?.[1];
    const template = id === undefined ? undefined : getTemplate(id);
    // Even a wrong id gets a picture (the spec's placeholder), so an <img> is never broken.
    if (!template) return imageResponse(request, templateImageError(), { status: 404, cacheControl: 'no-store' });
    // A user's own template is theirs alone: anyone else is answered as for a wrong id.
    const ownerId = customFactsOf(template)?.ownerId ?? null;
    if (ownerId !== null) {
      const viewerId = await callerIdOf(request, deps, client);
      if (viewerId instanceof Response) return viewerId;
      if (viewerId !== ownerId) return imageResponse(request, templateImageError(), { status: 404, cacheControl: 'no-store' });
    }
    // A picture drawn for this request (a GIF template's animated take, stand-in artwork) uses the
    // address's share of the render pool, so a walk over every picture holds one worker, not all.
    // A full render pool answers as for meme renders: 503 with Retry-After.
    const image = await loadTemplateImage(template, deps, renderShareKey(null, client)).catch(renderFailureResponse);
    if (image instanceof Response) return image;
    return imageResponse(request, image, {
      cacheControl: image.source === 'placeholder' ? 'no-store' : ownerId !== null ? `private, max-age=86400` : ONE_DAY,
      headers: { 'x-template-image-source': image.source },
    });
  },
};
