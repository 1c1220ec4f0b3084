// What an image really is, from its first bytes: a server's Content-Type header can be wrong or
// hostile, so nothing is served as an image unless its bytes say it is one. The rule itself is
// core/validation/imageFormat.ts, the one uploads are checked with.
import { sniffImageFormat } from '../../../core/validation/imageFormat';

/** The MIME type of a PNG, JPEG, GIF or WebP image by its magic bytes; undefined for anything else (SVG included). */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  const format = sniffImageFormat(bytes);
  return format && `image/${format}`;
}
