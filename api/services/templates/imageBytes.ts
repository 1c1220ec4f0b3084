// What an image really is, from its first bytes: a server's Content-Type header can be wrong or
// hostile, so nothing is served as an image unless its bytes say it is one.

const SIGNATURES: { mimeType: string; matches(bytes: Uint8Array): boolean }[] = [
  { mimeType: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mimeType: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { mimeType: 'image/gif', matches: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61 },
  // RIFF....WEBP
  { mimeType: 'image/webp', matches: (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]) },
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value);
}

/** The MIME type of a PNG, JPEG, GIF or WebP image by its magic bytes; undefined for anything else (SVG included). */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.mimeType;
}
