// Password hashing: argon2id with OWASP's minimum settings (SECURITY.md, ASVS appendix C).
import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

// algorithm 2 is Algorithm.Argon2id; the package exports it as a const enum, which
// isolatedModules can't inline.
const ARGON2ID: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password as `$argon2id$v=19$m=19456,t=2,p=1$…`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** True when the password matches the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random secret nobody knows, for accounts that sign in only through Firebase. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
