// The local copies of template pictures, one set per picture host (Imgflip's, memegen's): a folder
// under DATA_DIR (the server's disk cache) and, when DATABASE_URL is configured, a table every
// instance shares. `npm run templates:mirror` fills them from the picture hosts once (mirrorTemplateImages); templateImage.ts reads them before
// it asks the host, so an instance keeps showing the real pictures when the host is unreachable.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../platform/config';
import type { PrismaClient } from '../../generated/prisma/client';
import { templateCatalogue } from '../catalogue/catalogue';
import { sniffImageType } from './imageBytes';
import { fetchFromImageHost, IMAGE_HOST_LIMITS, imageHostUrl, pictureHostBase, type ImageHostLimits } from './imageHost';
import type { PictureHost } from '../catalogue/realTemplate';

export type StoredPicture = { bytes: Buffer; mimeType: string };

/** One place holding copies of the image host's pictures, by their catalogue path. */
export type PictureStore = {
  kind: 'disk' | 'database';
  /** Where the pictures are, for people: a folder, or the table's name. */
  where: string;
  /** The picture, if held and really an image. */
  read(path: string): Promise<StoredPicture | undefined>;
  /** The paths held, so a mirror run can skip them. */
  paths(): Promise<Set<string>>;
  write(path: string, picture: StoredPicture): Promise<void>;
  /** Drops the copy of `path` if it still holds these bytes (a picture found unusable when read). */
  remove(path: string, bytes: Buffer): Promise<void>;
};

/** The host as stores key it: its configured place in lower case, as the image proxy compares it. */
const hostKey = (config: Config, host: PictureHost) => pictureHostBase(config, host).toLowerCase();

/**
 * A picture's file name in the disk cache: its path without the leading slash, folders joined by
 * '~' (memegen's pictures are all default.jpg, each in its template's folder). Paths are plain
 * names (imageHost.ts), so this never leaves the folder, and '~' is never in one.
 */
const fileNameOf = (path: string) => path.slice(1).replaceAll('/', '~');
const pathOfFile = (name: string) => `/${name.replaceAll('~', '/')}`;

/** The server's disk cache of a picture host's pictures, DATA_DIR/template-cache/<host>; none for an in-memory DATA_DIR. */
export function diskPictureStore(config: Config, host: PictureHost = 'imgflip'): PictureStore | undefined {
  if (config.dataDir === 'memory://') return undefined;
  const folder = join(config.dataDir, 'template-cache', hostKey(config, host).replace(/[^a-z0-9.-]/g, '_'));
  const fileOf = (path: string) => join(folder, fileNameOf(path));
  return {
    kind: 'disk',
    where: folder,
    async read(path) {
      const bytes = await readFile(fileOf(path)).catch(() => undefined);
      const mimeType = bytes && sniffImageType(bytes);
      return bytes && mimeType ? { bytes, mimeType } : undefined;
    },
    async paths() {
      const names = await readdir(folder).catch(() => [] as string[]);
      return new Set(names.filter((name) => !name.endsWith('.part')).map(pathOfFile));
    },
    async write(path, { bytes }) {
      const target = fileOf(path);
      const partial = `${target}.${process.pid}.${Date.now()}.part`;
      await mkdir(folder, { recursive: true });
      // Write then rename, so another instance, an interrupted mirror or a crash never leaves
      // half an image behind under the real name.
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    async remove(path, bytes) {
      // Another instance may have put a good copy there meanwhile: only these bytes go.
      const held = await readFile(fileOf(path)).catch(() => undefined);
      if (held?.equals(bytes)) await unlink(fileOf(path)).catch(() => {});
    },
  };
}

/** The shared table of a picture host's pictures (template_mirror_images), for PostgreSQL deployments. */
export function databasePictureStore(config: Config, prisma: PrismaClient, pictureHost: PictureHost = 'imgflip'): PictureStore {
  const host = hostKey(config, pictureHost);
  return {
    kind: 'database',
    where: 'table template_mirror_images',
    async read(path) {
      const row = await prisma.templateMirrorImage.findUnique({ where: { host_path: { host, path } }, select: { bytes: true } });
      const bytes = row && Buffer.from(row.bytes);
      const mimeType = bytes && sniffImageType(bytes);
      return bytes && mimeType ? { bytes, mimeType } : undefined;
    },
    async paths() {
      const rows = await prisma.templateMirrorImage.findMany({ where: { host }, select: { path: true } });
      return new Set(rows.map((row) => row.path));
    },
    async write(path, { bytes, mimeType }) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      // Another instance may have stored it a moment ago: same path, same picture, keep theirs.
      await prisma.templateMirrorImage.createMany({
        data: [{ host, path, mimeType, byteSize: bytes.length, sha256, bytes: new Uint8Array(bytes) }],
        skipDuplicates: true,
      });
    },
    async remove(path, bytes) {
      // Another instance may have put a good copy there meanwhile: only these bytes go.
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await prisma.templateMirrorImage.deleteMany({ where: { host, path, sha256 } });
    },
  };
}

/**
 * Where the server looks for a picture before asking the host, nearest first: its disk cache,
 * then the shared table when DATABASE_URL is configured (and a client is at hand).
 */
export function localPictureStores(config: Config, prisma: PrismaClient | undefined, host: PictureHost = 'imgflip'): PictureStore[] {
  const disk = diskPictureStore(config, host);
  return [...(disk ? [disk] : []), ...(config.databaseUrl && prisma ? [databasePictureStore(config, prisma, host)] : [])];
}

/** Where `npm run templates:mirror` puts a picture host's pictures: PostgreSQL when configured, else DATA_DIR. */
export function mirrorPictureStore(config: Config, prisma: PrismaClient | undefined, host: PictureHost = 'imgflip'): PictureStore {
  if (config.databaseUrl) {
    if (!prisma) throw new Error('the mirror needs the database client when DATABASE_URL is set');
    return databasePictureStore(config, prisma, host);
  }
  const disk = diskPictureStore(config, host);
  if (!disk) throw new Error('DATA_DIR is in memory: set DATA_DIR (or DATABASE_URL) to a place the mirror can keep');
  return disk;
}

export type PictureSource = { host: PictureHost; path: string };

/** Every distinct picture of the catalogue on any host, the most popular template's first. */
export function catalogueSources(): PictureSource[] {
  const best = new Map<string, { source: PictureSource; popularity: number }>();
  for (const entry of templateCatalogue()) {
    if (!entry.sourcePath) continue;
    const source = { host: entry.sourceHost ?? 'imgflip', path: entry.sourcePath };
    const key = `${source.host}:${source.path}`;
    if (entry.popularity > (best.get(key)?.popularity ?? -Infinity)) best.set(key, { source, popularity: entry.popularity });
  }
  return [...best.values()]
    .sort((a, b) => b.popularity - a.popularity || a.source.host.localeCompare(b.source.host) || a.source.path.localeCompare(b.source.path))
    .map(({ source }) => source);
}

/** Every distinct picture path of the catalogue on one host, the most popular template's first. */
export function catalogueSourcePaths(host: PictureHost = 'imgflip'): string[] {
  return catalogueSources()
    .filter((source) => source.host === host)
    .map((source) => source.path);
}

/** Unfinished writes older than this were left by a run that died; the mirror removes them. */
const STALE_PART_MS = 60 * 60_000;

export type MirrorProgress = { total: number; fetched: number; skipped: number; failed: number; path?: string };
export type MirrorFailure = { path: string; reason: string };
export type MirrorSummary = {
  total: number;
  fetched: number;
  skipped: number;
  failed: MirrorFailure[];
  /** Pictures not asked for because the run stopped early. */
  notTried: number;
  stopped?: 'interrupted' | 'host unreachable';
};

export type MirrorOptions = {
  config: Config;
  /** The picture host to copy from (Imgflip's by default); `store` must be this host's. */
  host?: PictureHost;
  store: PictureStore;
  /** The pictures to mirror; by default the whole catalogue's on this host. */
  paths?: readonly string[];
  /** Requests in flight at most (default 4): enough to be quick, few enough to be a polite client. */
  concurrency?: number;
  /** Per request; the size cap is the image proxy's, the timeout longer since nobody waits on a page. */
  limits?: ImageHostLimits;
  /** First pause before retrying a picture the host failed to answer (doubles on the next try). */
  retryDelayMs?: number;
  /** Stops the run: requests in flight finish, nothing new starts; the next run continues. */
  signal?: AbortSignal;
  onProgress?(progress: MirrorProgress): void;
};

export const MIRROR_LIMITS: ImageHostLimits = { ...IMAGE_HOST_LIMITS, timeoutMs: 15_000 };
const RETRIES = 2;
/** This many host failures in a row, with no picture in between, means it is down: stop asking. */
const UNREACHABLE_IN_A_ROW = 6;

/**
 * Copies each picture not yet in `store` from the configured picture host (allowlisted host, size
 * cap, timeout, magic-byte check, a decode within the renderer's limits: imageHost.ts),
 * `concurrency` at a time; a picture that fails the decode is not stored and counts as failed. Resumable: pictures
 * already held are skipped, and each one is stored whole or not at all.
 */
export async function mirrorTemplateImages(options: MirrorOptions): Promise<MirrorSummary> {
  const { config, store, signal } = options;
  const host = pictureHostBase(config, options.host ?? 'imgflip');
  const paths = [...new Set(options.paths ?? catalogueSourcePaths(options.host))];
  if (store.kind === 'disk') await removeStaleParts(store.where);
  const held = await store.paths();
  const todo = paths.filter((path) => !held.has(path));
  const summary: MirrorSummary = { total: paths.length, fetched: 0, skipped: paths.length - todo.length, failed: [], notTried: 0 };
  const report = (path?: string) =>
    options.onProgress?.({ total: summary.total, fetched: summary.fetched, skipped: summary.skipped, failed: summary.failed.length, path });
  report();
  let next = 0;
  let unreachableInARow = 0;
  const stopped = () => signal?.aborted || summary.stopped === 'host unreachable';

  const fail = (path: string, reason: string) => void summary.failed.push({ path, reason });
  const mirrorOne = async (path: string): Promise<void> => {
    const url = imageHostUrl(host, path);
    if (!url) return fail(path, 'not a plain file path');
    for (let attempt = 0; ; attempt += 1) {
      const result = await fetchFromImageHost(url, host, options.limits ?? MIRROR_LIMITS);
      if (result.ok) {
        unreachableInARow = 0;
        try {
          await store.write(path, result);
          summary.fetched += 1;
        } catch (error) {
          fail(path, `could not store it: ${error instanceof Error ? error.message : String(error)}`);
        }
        return;
      }
      // Only an unreachable host is worth asking again now; a missing or unusable picture is a failure.
      if (result.failure !== 'unreachable') {
        unreachableInARow = 0;
        return fail(path, result.reason);
      }
      if (attempt >= RETRIES || stopped()) {
        unreachableInARow += 1;
        if (unreachableInARow >= UNREACHABLE_IN_A_ROW) summary.stopped = 'host unreachable';
        return fail(path, result.reason);
      }
      await new Promise((resolve) => setTimeout(resolve, (options.retryDelayMs ?? 1_000) * 2 ** attempt));
    }
  };

  const worker = async () => {
    while (next < todo.length && !stopped()) {
      const path = todo[next++]!;
      await mirrorOne(path);
      report(path);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, todo.length));
  await Promise.all(Array.from({ length: workers }, worker));
  summary.notTried = todo.length - next;
  if (signal?.aborted && summary.stopped === undefined) summary.stopped = 'interrupted';
  return summary;
}

async function removeStaleParts(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith('.part'))) {
    const file = join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_PART_MS) await unlink(file).catch(() => {});
  }
}
