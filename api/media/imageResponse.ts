import { MemeDesignError } from '../../core/meme/design';
import { requestedRange } from '../http/byteRanges';
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

/** A rendered image (or video) with its validators, whole or the byte range asked for. */
export function imageResponse(request: Request, image: RenderedImage, cacheControl: string): Response {
  const headers: Record<string, string> = {
    'content-type': image.contentType,
    'accept-ranges': 'bytes',
    etag: image.etag,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  };
  const size = image.bytes.length;
  const range = requestedRange(request, size, image.etag);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
  // The bytes came from a worker as their own ArrayBuffer, so neither view needs a copy.
  const body = range ? image.bytes.subarray(range.start, range.end + 1) : image.bytes;
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
  headers['content-length'] = String(body.length);
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: range ? 206 : 200, headers });
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
