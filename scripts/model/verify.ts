// Checks of a model file on disk: its GGUF header, its sha256, and the sidecar that records the
// sha256 once verified, so a second run trusts 2.5 GB without reading them again.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { megabytes } from './progress';

const SHA256 = /^[0-9a-f]{64}$/;

/** The sidecar next to a verified model file. */
export function sidecarFor(target: string): string {
  return `${target}.sha256`;
}

export async function hashFile(path: string): Promise<{ hash: Hash; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { hash, size };
}

export async function startsWithGguf(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.toString('latin1') === 'GGUF';
  } finally {
    await handle.close();
  }
}

/**
 * The digest of `target` when it is there and is the file asked for: read from the sidecar when
 * the sidecar is newer than the file, else computed and compared with `expected` or, for sources
 * pinned to nothing, with the digest recorded when the file was first verified.
 */
export async function verifiedCopy(target: string, expected: string | undefined, log: (line: string) => void): Promise<string | undefined> {
  const file = await stat(target).catch(() => undefined);
  if (!file) return undefined;
  const sidecar = await stat(sidecarFor(target)).catch(() => undefined);
  const recorded = sidecar ? (await readFile(sidecarFor(target), 'utf8')).trim().split(/\s+/)[0]?.toLowerCase() : undefined;
  const known = recorded && SHA256.test(recorded) ? recorded : undefined;
  if (known && sidecar!.mtimeMs >= file.mtimeMs) return expected === undefined || known === expected ? known : undefined;

  log(`Checking the ${megabytes(file.size)} MB already in ${target}…`);
  const digest = (await hashFile(target)).hash.digest('hex');
  const wanted = expected ?? known;
  if (wanted !== undefined && digest !== wanted) return undefined;
  await writeFile(sidecarFor(target), `${digest}  ${basename(target)}\n`);
  return digest;
}
