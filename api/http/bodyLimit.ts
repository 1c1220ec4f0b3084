/** Thrown when a request body is larger than its route allows; answered with 413. */
export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
  }
}

import { UPLOAD_MAX_BYTES } from '../../core/limits';

/** Per-route body limits in bytes (SECURITY.md: refuse before reading more than allowed). */
export const BODY_LIMITS = {
  graphql: 256 * 1024,
  /** multipart uploads: the largest image plus form overhead */
  graphqlUpload: UPLOAD_MAX_BYTES + 64 * 1024,
  rest: 256 * 1024,
  /** inline data-URL uploads: base64 of the largest image plus the JSON around it */
  restUpload: Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024,
  webhook: 512 * 1024,
};

/**
 * Reads the body of a request (or of a response we fetched), stopping as soon as it passes
 * `limit`: a lying or missing Content-Length cannot make us buffer more than the limit, and the
 * rest is never downloaded.
 */
export async function readBodyLimited(message: Pick<Request, 'headers' | 'body'>, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(message.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError(limit);
  if (!message.body) return new Uint8Array(new ArrayBuffer(0));
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = message.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The request with a body known to be within `limit`. A declared Content-Length is enforced by
 * Node's HTTP parser (the body can't be longer), so such requests pass through untouched; only a
 * chunked body without a length is buffered here to count it.
 */
export async function withLimitedBody(request: Request, limit: number): Promise<Request> {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (Number(declared) > limit) throw new PayloadTooLargeError(limit);
    return request;
  }
  const body = await readBodyLimited(request, limit);
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}
