// The secret of a personal API token: `mm_pat_` + 30 random base62 characters + a 6-character
// base62 CRC32 of them. The prefix lets secret scanners (and people) recognise a leaked token; the
// checksum lets them, and us, tell a real token from a typo or a lookalike without a database read.
import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const API_TOKEN_PREFIX = 'mm_pat_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30; // 62^30 ≈ 2^178
const CHECKSUM_LENGTH = 6; // 62^6 > 2^32
const SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

function base62(value: number, length: number): string {
  let out = '';
  for (let rest = value; out.length < length; rest = Math.floor(rest / 62)) out = ALPHABET[rest % 62] + out;
  return out;
}

function checksumOf(random: string): string {
  return base62(crc32(random), CHECKSUM_LENGTH);
}

/** A new secret (shown to its owner once, never stored). */
export function newApiTokenSecret(): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(62)];
  return API_TOKEN_PREFIX + random + checksumOf(random);
}

/** Whether the string has a token's shape and a correct checksum (no database needed). */
export function isWellFormedApiTokenSecret(secret: string): boolean {
  if (!SHAPE.test(secret)) return false;
  const body = secret.slice(API_TOKEN_PREFIX.length);
  return checksumOf(body.slice(0, RANDOM_LENGTH)) === body.slice(RANDOM_LENGTH);
}

/** What the database keeps: sha256 of the secret (the secret is random, so no salt is needed). */
export function apiTokenSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** How the owner tells tokens apart: "mm_pat_…a1B2". */
export function apiTokenPreview(lastFour: string): string {
  return `${API_TOKEN_PREFIX}…${lastFour}`;
}
