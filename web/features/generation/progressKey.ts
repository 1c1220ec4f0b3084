/**
 * A fresh random key for memeGenerationProgress (16–64 URL-safe characters). crypto.randomUUID
 * exists only in secure contexts; a server reached over plain http on a LAN address still gets one.
 */
export function newProgressKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
