import { MemeDesignError } from '../../core/meme/design';
import type { RenderedImage } from './renderedImages';
import { RenderError } from '../render/errors';
import { RenderRequestError } from './renderRequest';

/** Cache-Control of URLs whose content can never change (the URL names every input). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers 304 when the client's If-None-Match already names this ETag. */
export function notModified(request: Request, etag: string, cacheControl: string): Response | undefined {
  const header = request.headers.get('if-none-match');
  if (!header) return undefined;
  const matches = header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
  return matches ? new Response(null, { status: 304, headers: { etag, 'cache-control': cacheControl } }) : undefined;
}

/** A rendered image with its validators. */
export function imageResponse(request: Request, image: RenderedImage, cacheControl: string): Response {
  // The bytes came from a worker as their own ArrayBuffer, so the view needs no copy.
  return new Response(request.method === 'HEAD' ? null : (image.bytes as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: {
      'content-type': image.contentType,
      'content-length': String(image.bytes.length),
      etag: image.etag,
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** A JSON error the spec's clients read as `{ error }`. */
export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** Expected failures as their status; anything else is rethrown for the dispatcher to log as a 500. */
export function renderFailureResponse(error: unknown): Response {
  if (error instanceof RenderRequestError || error instanceof MemeDesignError) return errorResponse(400, error.message);
  if (error instanceof RenderError) {
    const retryAfter = error.retryAfterSeconds;
    return errorResponse(error.httpStatus, error.message, retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) });
  }
  throw error;
}
