// The only outbound requests the template image proxy makes: GET <path> on the configured picture
// host of a template (Imgflip's or memegen's; SECURITY.md, SSRF). The URL is built here, in
// imageHostUrl, from the catalogue's path and the configured host, never taken from a request or
// a template object, and checked again before use.
import { UPLOAD_MAX_BYTES } from '../../../core/limits';
import type { Config } from '../../platform/config';
import type { PictureHost } from '../catalogue/realTemplate';
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

/** A path of file names and folders made of plain characters only: no `..`, no `//`, no query. */
const SAFE_PATH = /^(?:\/[A-Za-z0-9_-]+)+\.(?:jpg|jpeg|png|gif|webp)$/;
/** A configured host: a host name (and port), optionally followed by the folder its pictures are in. */
const HOST_BASE = /^([a-z0-9.-]+(?::\d+)?|\[::1\](?::\d+)?)((?:\/[A-Za-z0-9_.-]*[A-Za-z0-9_-])*)$/i;
const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])(?::\d+)?$/i;

/**
 * The configured place of a picture host: Imgflip's is TEMPLATE_IMAGE_HOST (a host name), memegen's
 * MEMEGEN_TEMPLATE_HOST (a host and the folder of its templates).
 */
export function pictureHostBase(config: Pick<Config, 'templateImageHost' | 'memegenTemplateHost'>, host: PictureHost): string {
  return host === 'memegen' ? config.memegenTemplateHost : config.templateImageHost;
}

function splitBase(base: string): { host: string; folder: string } | undefined {
  const match = HOST_BASE.exec(base);
  if (!match || match[2]!.split('/').includes('..')) return undefined;
  return { host: match[1]!.toLowerCase(), folder: match[2]! };
}

/**
 * The URL of a catalogue image on `base` (a host, or a host and folder): https, except plain http
 * for a loopback stand-in (tests and local mirrors). Undefined when the path is anything but plain
 * folder and file names.
 */
export function imageHostUrl(base: string, path: string): URL | undefined {
  const parts = splitBase(base);
  if (!parts || !SAFE_PATH.test(path)) return undefined;
  const url = new URL(`${LOOPBACK.test(parts.host) ? 'http' : 'https'}://${parts.host}${parts.folder}${path}`);
  return url.host === parts.host ? url : undefined;
}

/** True only for http(s) URLs on exactly the allowed host (port included), inside its folder if it names one. */
export function isAllowedImageUrl(url: URL, allowedBase: string): boolean {
  const parts = splitBase(allowedBase);
  return (
    parts !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.host === parts.host &&
    url.pathname.startsWith(`${parts.folder}/`) &&
    !url.username &&
    !url.password
  );
}

/**
 * Fetches one image from the allowed host with a timeout, a size cap, a magic-byte check and a
 * decode within the renderer's limits (../../render/usableImage.ts), so nothing unusable is kept.
 */
export async function fetchFromImageHost(url: URL, allowedBase: string, limits: ImageHostLimits = IMAGE_HOST_LIMITS): Promise<HostFetchResult> {
  if (!isAllowedImageUrl(url, allowedBase)) return { ok: false, failure: 'rejected', reason: `${url.host}${url.pathname} is not on the template picture host` };
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
