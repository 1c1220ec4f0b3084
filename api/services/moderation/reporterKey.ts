// Who reported, as a keyed hash of their address: HMAC-SHA256 with the session secret, so the
// database holds nothing that gives the address back (a plain hash of an IPv4 address is reversed
// by trying all 2³² of them), yet the same address reporting the same meme twice is recognised.
import { createHmac } from 'node:crypto';

export function reporterKey(sessionSecret: string, clientAddress: string): string {
  return createHmac('sha256', sessionSecret).update(`meme-report:${clientAddress}`).digest('base64url');
}
