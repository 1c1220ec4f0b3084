// The one rule for what counts as an image upload, shared by the server (before it decodes a byte)
// and the browser (before it previews a chosen file): the format named by the file's first bytes,
// whatever its name or declared type says.

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** How many leading bytes `sniffImageFormat` needs to decide. */
export const IMAGE_SIGNATURE_BYTES = 12;

/** The format by magic bytes: PNG, JPEG, GIF (87a/89a) or WebP; anything else (SVG, text...) is undefined. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}
