// The only outbound requests the template image proxy makes: GET <path> on the configured template
// image host (SECURITY.md, SSRF). The URL is built here from the catalogue's path and the
// configured host, never taken from a request or a template object, and checked again before use.
import { UPLOAD_MAX_BYTES } from '../../../core/limits';
import { PayloadTooLargeError, readBodyLimited } from '../../http/bodyLimit';
import { checkUsableImage } from '../../render/usableImage';
import { sniffImageType } from './imageBytes';

export type ImageHostLimits = { timeoutMs: number; maxBytes: number };

/** Spec section 5 and SECURITY.md: 5 MiB at most; a slow host must not hold a request for long. */
export const IMAGE_HOST_LIMITS: ImageHostLimits = { timeoutMs: 3_000, maxBytes: UPLOAD_MAX_BYTES };

export type HostFetchResult =
  | { ok: true; bytes: Buffer; mimeType: string }
  /**
   * `unreachable`: the host is in trouble or limiting us (network, timeout, 5xx, 429); `rejected`:
   * it has no image there (404, not an image, too big); `unusable`: an image the renderer could not
   * use (corrupt, truncated, or beyond its limits), perhaps one being replaced: worth asking again soon.
   */
  | { ok: false; failure: 'unreachable' | 'rejected' | 'unusable'; reason: string };

const SAFE_PATH = /^\/[A-Za-z0-9_-]+\.(?:jpg|jpeg|png|gif|webp)$/;
const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])(?::\d+)?$/i;

/**
 * The URL of a catalogue image on `host`: https, except plain http for a loopback stand-in (tests
 * and local mirrors). Undefined when the path is anything but one file name.
 */
export function imageHostUrl(host: string, path: string): URL | undefined {
  if (!SAFE_PATH.test(path)) return undefined;
  const url = new URL(`${LOOPBACK.test(host) ? 'http' : 'https'}://${host}${path}`);
  return url.host === host.toLowerCase() ? url : undefined;
}

/** True only for http(s) URLs on exactly the allowed host (port included). */
export function isAllowedImageUrl(url: URL, allowedHost: string): boolean {
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === allowedHost.toLowerCase() && !url.username && !url.password;
}

/**
 * Fetches one image from the allowed host with a timeout, a size cap, a magic-byte check and a
 * decode within the renderer's limits (../../render/usableImage.ts), so nothing unusable is kept.
 */
export async function fetchFromImageHost(url: URL, allowedHost: string, limits: ImageHostLimits = IMAGE_HOST_LIMITS): Promise<HostFetchResult> {
  if (!isAllowedImageUrl(url, allowedHost)) return { ok: false, failure: 'rejected', reason: `host ${url.host} is not the template image host` };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let response: Response;
  try {
    // A redirect could lead anywhere (an internal address included), so it counts as a failure.
    response = await fetch(url, { signal, redirect: 'error', headers: { accept: 'image/*' } });
  } catch (error) {
    return { ok: false, failure: 'unreachable', reason: describe(error) };
  }
  // 429: the host limits us; like a server error, a reason to leave it alone for a while.
  if (response.status >= 500 || response.status === 429) return discard(response, 'unreachable', `status ${response.status}`);
  if (response.status !== 200) return discard(response, 'rejected', `status ${response.status}`);
  const declared = (response.headers.get('content-type') ?? '').toLowerCase();
  if (!declared.startsWith('image/')) return discard(response, 'rejected', `content-type ${declared || 'missing'}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > limits.maxBytes) return discard(response, 'rejected', `content-length ${length}`);
  let bytes: Buffer;
  try {
    const body = await readBodyLimited(response, limits.maxBytes);
    bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return { ok: false, failure: 'rejected', reason: `larger than ${limits.maxBytes} bytes` };
    return { ok: false, failure: 'unreachable', reason: describe(error) };
  }
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return { ok: false, failure: 'rejected', reason: `not an image (declared ${declared})` };
  try {
    await checkUsableImage(bytes);
  } catch (error) {
    return { ok: false, failure: 'unusable', reason: `unusable picture: ${error instanceof Error ? error.message : String(error)}` };
  }
  return { ok: true, bytes, mimeType };
}

async function discard(response: Response, failure: 'unreachable' | 'rejected', reason: string): Promise<HostFetchResult> {
  await response.body?.cancel().catch(() => {});
  return { ok: false, failure, reason };
}

function describe(error: unknown): string {
  // Node's fetch hides the network error (ECONNREFUSED…) in its cause, or in the cause's errors
  // when several addresses were tried.
  const { cause } = (error ?? {}) as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } };
  const code = cause?.code ?? cause?.errors?.find((each) => each.code)?.code ?? cause?.message;
  return code ?? (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}
