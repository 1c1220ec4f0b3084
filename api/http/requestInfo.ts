import { randomUUID } from 'node:crypto';

/**
 * The caller's address. X-Forwarded-For is believed only when the direct peer is one of the
 * configured proxies (TRUST_PROXY); otherwise anybody could pick their own rate-limit bucket.
 */
export function clientAddress(request: Request, remoteAddress: string | undefined, trustedProxies: string[]): string {
  const peer = normalizeAddress(remoteAddress ?? '127.0.0.1');
  if (!trustedProxies.includes(peer)) return peer;
  const forwarded = request.headers.get('x-forwarded-for');
  const hops = forwarded
    ? forwarded
        .split(',')
        .map((hop) => normalizeAddress(hop.trim()))
        .filter(Boolean)
    : [];
  // Walk from the nearest hop back and take the first address that isn't one of our proxies.
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** A short id that ties a response (X-Request-Id) to its log lines. */
export function newRequestId(): string {
  return randomUUID();
}
