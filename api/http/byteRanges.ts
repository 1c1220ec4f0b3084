// Range requests (RFC 9110 §14) for responses held whole in memory: a video element asks for byte
// ranges (Safari plays no MP4 without them; Chromium asks to seek). One range per request: a
// request for several is answered whole, which the RFC allows.

/** A range of bytes, `end` inclusive. */
export type ByteRange = { start: number; end: number };

/**
 * The range a request asks for in a representation of `size` bytes with strong ETag `etag`:
 * undefined to send it whole (no Range header, one that is not a single `bytes=` range, or an
 * If-Range naming another version), 'unsatisfiable' when the range starts past the end.
 */
export function requestedRange(request: Request, size: number, etag: string): ByteRange | 'unsatisfiable' | undefined {
  const header = request.headers.get('range');
  if (header === null) return undefined;
  const ifRange = request.headers.get('if-range');
  if (ifRange !== null && ifRange.trim() !== etag) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
