// Rendered memes:
//   GET /media/render/<templateId>.<png|jpg|webp|gif|mp4>?c=<caption>&c=…  (and/or ?d=<base64url JSON design>)
//     a template with the given captions; public, immutable (the URL names every input).
//   GET /media/memes/<memeId>.<png|jpg|webp|gif|mp4>
//     a stored meme; for its owner and admins (session cookie or token), since memes are private
//     and their ids are sequential. A shared meme is public at /s/<shareId>.<ext> (api/sharePages/).
//   Formats: PNG, JPEG (quality 88) and WebP (85) are still pictures (of a GIF, its first frame),
//   except .webp of a GIF, an animated WebP with the GIF's frame delays and loop count; .gif and
//   .mp4 (H.264, each frame as long as the GIF's, moov first, no sound) need a GIF picture. The
//   extensions are core/render/outputFormats.ts's. Both routes take ?width= and/or ?height= (16..2048 pixels; one side keeps the
//   aspect ratio, both give exactly that size). Each (inputs, format, size) has its own strong
//   ETag; If-None-Match is answered 304 before any rendering.
//   GET /media/memes/<memeId>/picture
//     the uploaded picture of a meme made on an upload, without captions (the GIF caption editor
//     draws them over it); same audience as the meme.
// Like API requests, each counts against its caller's limit (a token's, or an address's without a
// session or token), and a render (a cache miss) also against their budget of pixel work; a render
// whose clients all left is given up (see api/media/renderedImages.ts).
import { OUTPUT_EXTENSION_PATTERN } from '../../core/render/outputFormats';
import { CallerRefusedError, identifyCaller } from '../auth/caller';
import type { Viewer } from '../auth/viewer';
import type { AppDeps } from '../context';
import { errorResponse, imageResponse, notModified, renderFailureResponse } from '../media/imageResponse';
import { defaultRenderer } from '../render/renderer';
import { RenderError } from '../render/errors';
import { createRenderedImages, etagOf, type ImageFormat, type RenderedImages, type RenderRequester } from '../media/renderedImages';
import { findStoredMeme, planStoredMemeRender, planTemplateRender, type PlanResult, type StoredMeme } from '../media/renderPlans';
import { databaseIdOf } from '../schema/globalIds';
import { methodNotAllowed, renderShareKey, type MediaClient, type MediaRoute } from './route';
import { imageResponse as fileResponse } from './templateImageRoutes';

const TEMPLATE_RENDER_PATH = new RegExp(`^/media/render/([a-z0-9-]{1,160})\\.(${OUTPUT_EXTENSION_PATTERN})$`);
const STORED_MEME_PATH = new RegExp(`^/media/memes/([1-9][0-9]{0,9})\\.(${OUTPUT_EXTENSION_PATTERN})$`);
const STORED_PICTURE_PATH = /^\/media\/memes\/([1-9][0-9]{0,9})\/picture$/;

let rendered: RenderedImages | undefined;
// One cache for the process: rendered bytes depend only on their key, whichever app asks.
const images = () => (rendered ??= createRenderedImages(defaultRenderer()));

const templateRenderRoute: MediaRoute = {
  prefix: '/media/render/',
  async handle(request, pathname, deps, client) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
    const match = TEMPLATE_RENDER_PATH.exec(pathname);
    if (!match) return null;
    // Public, so no one needs a token here; but a wrong one is refused as everywhere (401, not a visitor).
    const viewer = await callerOf(request, deps, client);
    if (viewer instanceof Response) return viewer;
    const query = new URL(request.url).searchParams;
    return serve(request, () => planTemplateRender(match[1]!, match[2] as ImageFormat, query, deps), undefined, requesterOf(deps, client, viewer));
  },
};

const storedMemeRoute: MediaRoute = {
  prefix: '/media/memes/',
  async handle(request, pathname, deps, client) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
    const match = STORED_MEME_PATH.exec(pathname);
    const picture = match ? null : STORED_PICTURE_PATH.exec(pathname);
    if (!match && !picture) return null;
    const viewer = await callerOf(request, deps, client);
    if (viewer instanceof Response) return viewer;
    const id = databaseIdOf((match ?? picture)![1]!);
    const meme = id === null ? null : await findStoredMeme(deps, id);
    // Not found and not allowed look the same, so ids reveal nothing.
    if (!meme || !mayRead(viewer, meme.userId)) return errorResponse(404, 'Meme not found');
    if (!match) return servePicture(request, meme, deps, 'private');
    const query = new URL(request.url).searchParams;
    return serve(request, () => planStoredMemeRender(meme, match[2] as ImageFormat, deps, query), 'private', requesterOf(deps, client, viewer));
  },
};

/** The routes of this file, for api/mediaRoutes/table.ts. */
export const memeRoutes: MediaRoute[] = [templateRenderRoute, storedMemeRoute];

/** A planned render as an image response (or its 304, or why it failed); also serves the share pages' pictures. */
export async function serve(
  request: Request,
  plan: () => Promise<PlanResult>,
  audience: 'public' | 'private' | undefined,
  requester: RenderRequester,
): Promise<Response> {
  try {
    const result = await plan();
    if ('error' in result) return errorResponse(result.status, result.error);
    const { key, format, size, input } = result.plan;
    const cacheControl = audience ? `${audience}, ${result.plan.cacheControl}` : result.plan.cacheControl;
    // The ETag comes from the key, so a revalidation is answered before any rendering.
    const unchanged = notModified(request, etagOf(key), cacheControl);
    if (unchanged) return unchanged;
    return imageResponse(request, await images().get(key, format, input, requester, size, request.signal), cacheControl);
  } catch (error) {
    return renderFailureResponse(error);
  }
}

/** The meme's upload as it was stored (a meme on a template has its picture at the template's URL). */
async function servePicture(request: Request, meme: StoredMeme, deps: AppDeps, audience: 'public' | 'private'): Promise<Response> {
  if (!meme.upload) return errorResponse(404, 'This meme has no uploaded picture');
  const { bytes } = await deps.prisma.upload.findUniqueOrThrow({ where: { id: meme.upload.id }, select: { bytes: true } });
  // A meme keeps its upload, and an upload's bytes never change: the hash is a strong validator.
  return fileResponse(
    request,
    { bytes: Buffer.from(bytes), mimeType: meme.upload.mimeType, etag: `"${meme.upload.sha256}"` },
    { cacheControl: `${audience}, max-age=86400` },
  );
}

/**
 * Whose share of the render pool a render uses, and whose budget of pixel work it spends: the
 * caller's (session or token), or else the client's address's.
 */
export function requesterOf(deps: AppDeps, client: MediaClient | undefined, viewer: Viewer | null): RenderRequester {
  const address = client?.clientIp ?? 'unknown';
  return {
    key: renderShareKey(viewer?.id ?? null, client),
    async admit(pixelWork) {
      const verdict = await deps.apiRateLimits.renderWork(viewer ? { userId: viewer.id } : { address }, pixelWork);
      if (verdict.allowed) return;
      const seconds = verdict.retryAfterSeconds;
      throw new RenderError('rate-limited', `Too many images rendered in the last minute. Try again in ${seconds} seconds.`, seconds);
    },
  };
}

/**
 * Who asks for an image, counted as any API request (api/auth/caller.ts): the owner of an API token
 * (Authorization: Bearer), else the session cookie's user, else nobody (the address's anonymous
 * limit). A wrong or revoked token, or a caller over its limit, gets its answer here.
 */
export async function callerOf(request: Request, deps: AppDeps, client: MediaClient | undefined): Promise<Viewer | null | Response> {
  try {
    const credentials = {
      authorization: request.headers.get('authorization'),
      cookieHeader: request.headers.get('cookie'),
      clientIp: client?.clientIp ?? 'unknown',
    };
    return (await identifyCaller(deps, credentials)).viewer;
  } catch (error) {
    if (error instanceof CallerRefusedError) return errorResponse(error.status, error.message, error.headers);
    throw error;
  }
}

/** A stored meme is its owner's; an administrator signed in on the website may read it too (never with a token). */
function mayRead(viewer: Viewer | null, ownerId: number): boolean {
  return viewer !== null && (viewer.id === ownerId || (viewer.isAdmin && viewer.apiTokenId === undefined));
}
