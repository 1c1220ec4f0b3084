// Images of templates, for the /media route and the server renderer: the original from the local
// mirror (./templateMirror.ts: DATA_DIR, and PostgreSQL when configured) or else its picture host,
// Imgflip's or memegen's (./imageHost.ts; then kept in the mirror and in memory), otherwise the app's own neutral stand-in
// (./artwork.ts), and the 'Template Image Error' placeholder if even that fails. GIF templates have
// no original of their own: theirs is an animated take (./animatedTake.ts) on the original of the
// real template they vary. Takes and artwork are drawn in the render pool's workers
// (./drawnInWorker.ts), in the share of the pool of whoever asked first (`requester`); when the
// pool is full the request is refused (RenderError 'busy'), not served a lesser picture. It also knows whether pictures can be had, so the interface can say
// when they are missing.
import { createHash } from 'node:crypto';
import type { MemeTemplate } from '../../../core/templates/types';
import type { Config } from '../../platform/config';
import type { AppDeps } from '../../context';
import { gifSizeOf, type ArtworkSubject, type DrawnImage } from '../../render/artwork/artwork';
import { drawAnimatedTakeInWorker, drawTemplateArtworkInWorker, isPoolRefusal } from './drawnInWorker';
import { LRUCache } from 'lru-cache';
import { checkUsableImage } from '../../render/usableImage';
import { getTemplate, templateCatalogue, type CatalogueEntry } from '../catalogue/catalogue';
import { fetchFromImageHost, IMAGE_HOST_LIMITS, imageHostUrl, pictureHostBase, type ImageHostLimits } from './imageHost';
import { PICTURE_HOSTS, type PictureHost } from '../catalogue/realTemplate';
import { templateImageErrorPlaceholder } from '../../render/artwork/placeholder';
import { localPictureStores, type PictureStore } from './templateMirror';
import { readCustomPicture } from '../custom/customPicture';
import { customFactsOf, type CustomEntry } from '../custom/registry';

export type TemplateImage = {
  bytes: Buffer;
  mimeType: string;
  /** strong validator of `bytes`, quoted, ready for an ETag header */
  etag: string;
  /** host: the original (from the host or the mirror) or an animated take on it; artwork: the app's own picture; placeholder: 'Template Image Error' */
  source: 'host' | 'artwork' | 'placeholder';
};

/** With `prisma`, the PostgreSQL mirror (DATABASE_URL) is read and filled too. */
type ImageDeps = Pick<AppDeps, 'config' | 'log'> & Partial<Pick<AppDeps, 'prisma'>>;

/** An unreachable host is left alone this long, so requests don't each wait for its timeout. */
export const HOST_RETRY_MS = 60_000;
/** An image the host refused (404, not an image, too big) is not asked for again this long. */
const REFUSED_RETRY_MS = 30 * 60_000;
/**
 * An image the host sent but the renderer could not use (corrupt, or beyond its limits) is not
 * asked for again this long: the host may be fixing it, so sooner than a refusal. The template's
 * stand-in, kept STAND_IN_TTL_MS, spares the host in between anyway.
 */
const UNUSABLE_RETRY_MS = HOST_RETRY_MS;
/** Artwork standing in for an original is redrawn after this, giving the host another chance. */
const STAND_IN_TTL_MS = 10 * 60_000;
const MEMORY_BYTES = 64 * 1024 * 1024;
/** How long a question about the host's state may hold a request when the answer is not known yet. */
const PROBE_WAIT_MS = 1_500;

/** One picture host's pictures and state: each host is cached, left alone and retried on its own. */
type Store = {
  /** which host, and its configured place (a host name, or a host and folder) */
  host: PictureHost;
  base: string;
  limits: ImageHostLimits;
  /** Images by key, bounded by bytes, shared by the app's picture hosts (keys name the host); `fetch` runs one load per key however many ask at once. */
  memory: LRUCache<string, TemplateImage, ImageLoad>;
  /** The host probe under way after a failure (its picture is not kept: the probe only asks). */
  probing?: Promise<unknown> | undefined;
  hostDownUntil: number;
  /** Whether the host answered the last time it was asked; undefined before it is first asked. */
  hostAnswered: boolean | undefined;
  refusedUntil: Map<string, number>;
  /** Whether the mirror holds the picture people see first, and until when that answer holds. */
  mirrored: { value: boolean; until: number } | undefined;
};

/** How to load a missing image, and how long it may be kept (default: until evicted). */
type ImageLoad = { load: () => Promise<TemplateImage | undefined>; ttl?: number };

function createMemory(): LRUCache<string, TemplateImage, ImageLoad> {
  return new LRUCache<string, TemplateImage, ImageLoad>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (image) => image.bytes.length,
    // The wall clock (not the monotonic one), so a stand-in's ten minutes follow Date like the host's timers.
    perf: { now: () => Date.now() },
    // Read the clock on every check instead of lru-cache's 1 ms cached value: cheap, and exact.
    ttlResolution: 0,
    fetchMethod: async (_key, _stale, { options, context }) => {
      const image = await context.load();
      if (image && context.ttl !== undefined) options.ttl = context.ttl;
      return image;
    },
  });
}

/** The image under `key`, loading it (once, whoever else asks meanwhile) when missing; undefined when the load finds none. */
function cached(store: Store, key: string, load: ImageLoad['load'], ttl?: number): Promise<TemplateImage | undefined> {
  return store.memory.fetch(key, { context: { load, ttl } });
}

// One store per app and picture host (keyed by the app's config object, which every context
// shares), so two apps in one process, as in tests, never see each other's cache or host state.
const stores = new WeakMap<Config, { memory: Store['memory']; byHost: Map<PictureHost, Store> }>();

function storeFor(config: Config, host: PictureHost): Store {
  let app = stores.get(config);
  if (!app) stores.set(config, (app = { memory: createMemory(), byHost: new Map() }));
  let store = app.byHost.get(host);
  if (!store) {
    store = {
      host,
      base: pictureHostBase(config, host),
      limits: IMAGE_HOST_LIMITS,
      memory: app.memory,
      hostDownUntil: 0,
      hostAnswered: undefined,
      refusedUntil: new Map(),
      mirrored: undefined,
    };
    app.byHost.set(host, store);
  }
  return store;
}

/** Test hook: tighter host limits (e.g. a short timeout) for the app with this config, on every picture host. */
export function setImageHostLimits(config: Config, limits: Partial<ImageHostLimits>): void {
  for (const host of PICTURE_HOSTS) {
    const store = storeFor(config, host);
    store.limits = { ...store.limits, ...limits };
  }
}

/**
 * The image of a template, never failing: the original from its picture host when reachable,
 * else the app's own artwork, else the 'Template Image Error' placeholder. Only catalogue templates are fetched, and only by the catalogue's path, whatever `template` carries.
 */
export async function loadTemplateImage(template: MemeTemplate, deps: ImageDeps, requester?: string): Promise<TemplateImage> {
  const entry = getTemplate(template.id);
  if (!entry) return (await drawn(template, requester).catch(rethrowRefusal)) ?? placeholder();
  const real = realPictureOf(entry);
  // Custom pictures come from the database, not a host; every host's store shares the app's memory.
  const store = storeFor(deps.config, real?.host ?? 'imgflip');
  if (customFactsOf(entry)) return (await loadCustomPicture(store, entry as CustomEntry, deps)) ?? placeholder();
  const hit = (real && store.memory.get(real.key)) || store.memory.get(`art:${entry.id}`);
  if (hit) return hit;
  if (real) {
    const picture = real.take ? await loadTake(store, real, entry, deps, requester) : await loadOriginal(store, real.path, deps);
    if (picture) return picture;
  }
  return (await loadArtwork(store, entry, deps, requester)) ?? placeholder();
}

/** A custom template's stored picture, kept in memory by its content hash (a new picture is a new key). */
function loadCustomPicture(store: Store, entry: CustomEntry, deps: ImageDeps): Promise<TemplateImage | undefined> {
  return cached(store, `custom:${entry.custom.sha256}`, async () => {
    const picture = await readCustomPicture(entry, deps);
    return picture ? image(picture, 'host') : undefined;
  });
}

type RealPicture = { key: string; host: PictureHost; path: string; take: boolean };

/**
 * Where an entry's real picture comes from: its original, or for a GIF template an animated take
 * on its real template's original (one per shape: variants of one shape share it). Undefined
 * when there is none, only artwork.
 */
function realPictureOf(entry: CatalogueEntry): RealPicture | undefined {
  if (entry.sourcePath) {
    const host = entry.sourceHost ?? 'imgflip';
    return { key: sourceKey(host, entry.sourcePath), host, path: entry.sourcePath, take: false };
  }
  const real = entry.isGif ? getTemplate(entry.pictureOf) : undefined;
  if (!real?.sourcePath) return undefined;
  const host = real.sourceHost ?? 'imgflip';
  const { width, height } = gifSizeOf(entry);
  return { key: `take:${host}:${real.sourcePath}:${width}x${height}`, host, path: real.sourcePath, take: true };
}

/** The memory key of a host's original: hosts share the memory, and two may have the same path. */
const sourceKey = (host: PictureHost, path: string) => `source:${host}:${path}`;

function loadTake(store: Store, real: RealPicture, entry: CatalogueEntry, deps: ImageDeps, requester: string | undefined): Promise<TemplateImage | undefined> {
  return cached(store, real.key, async () => {
    const original = await loadOriginal(store, real.path, deps);
    if (!original) return undefined;
    const take = await drawAnimatedTakeInWorker(original.bytes, entry, requester).catch((error: unknown) => {
      rethrowRefusal(error);
      deps.log.warn('animated take on a template picture failed: serving artwork', { template: entry.id, path: real.path, error });
      return undefined;
    });
    return take ? image(take, 'host') : undefined;
  });
}

/**
 * Whether a template has a real picture (its original, or for a GIF template its real template's):
 * then its artwork is only a stand-in for a while, and what is drawn on it is not final.
 */
export function hasRealPicture(entry: CatalogueEntry): boolean {
  return realPictureOf(entry) !== undefined;
}

function loadArtwork(store: Store, entry: CatalogueEntry, deps: ImageDeps, requester: string | undefined): Promise<TemplateImage | undefined> {
  const artwork = () =>
    drawn(entry, requester).catch((error: unknown) => {
      rethrowRefusal(error);
      deps.log.error('template artwork failed', { template: entry.id, error });
      return undefined;
    });
  // Artwork of a template without a real picture never changes; a stand-in is redrawn later.
  return cached(store, `art:${entry.id}`, artwork, hasRealPicture(entry) ? STAND_IN_TTL_MS : undefined);
}

function loadOriginal(store: Store, sourcePath: string, deps: ImageDeps): Promise<TemplateImage | undefined> {
  return cached(
    store,
    sourceKey(store.host, sourcePath),
    async () => (await fromMirror(store.host, sourcePath, deps)) ?? (await fromHost(store, sourcePath, deps)),
  );
}

/**
 * The picture from the nearest local copy that has it; a copy that fails to answer is passed over,
 * and one holding a picture the renderer cannot use (kept before pictures were checked) drops it.
 */
async function fromMirror(host: PictureHost, sourcePath: string, deps: ImageDeps): Promise<TemplateImage | undefined> {
  for (const local of localPictureStores(deps.config, deps.prisma, host)) {
    const picture = await local.read(sourcePath).catch((error: unknown) => {
      deps.log.warn('template image mirror unreadable', { where: local.where, path: sourcePath, error });
      return undefined;
    });
    if (!picture) continue;
    const unusable = await checkUsableImage(picture.bytes).then(
      () => undefined,
      (error: unknown) => error,
    );
    if (!unusable) return image(picture, 'host');
    deps.log.warn('template image mirror held an unusable picture: dropping it', { where: local.where, path: sourcePath, error: unusable });
    await local.remove(sourcePath, picture.bytes).catch((error: unknown) => {
      deps.log.warn('could not drop an unusable template image', { where: local.where, path: sourcePath, error });
    });
  }
  return undefined;
}

async function fromHost(store: Store, sourcePath: string, deps: ImageDeps): Promise<TemplateImage | undefined> {
  const now = Date.now();
  if (store.hostDownUntil > now || (store.refusedUntil.get(sourcePath) ?? 0) > now) return undefined;
  const url = imageHostUrl(store.base, sourcePath);
  if (!url) return undefined;
  const result = await fetchFromImageHost(url, store.base, store.limits);
  // A refusal (404, not an image) is still an answer: the host is there, only this image is not.
  store.hostAnswered = result.ok || result.failure !== 'unreachable';
  if (!result.ok) {
    if (result.failure === 'unreachable') {
      if (store.hostDownUntil <= now)
        deps.log.warn('template image host unreachable: serving artwork for a while', {
          host: store.base,
          reason: result.reason,
          retryInSeconds: HOST_RETRY_MS / 1000,
        });
      store.hostDownUntil = Date.now() + HOST_RETRY_MS;
    } else if (result.failure === 'unusable') {
      deps.log.warn('template image from its host is unusable: serving artwork, asking again later', {
        path: sourcePath,
        reason: result.reason,
        retryInSeconds: UNUSABLE_RETRY_MS / 1000,
      });
      store.refusedUntil.set(sourcePath, Date.now() + UNUSABLE_RETRY_MS);
    } else {
      deps.log.info('template image refused by its host: serving artwork', { path: sourcePath, reason: result.reason });
      store.refusedUntil.set(sourcePath, Date.now() + REFUSED_RETRY_MS);
    }
    return undefined;
  }
  // Kept locally (and, with PostgreSQL, for the other instances): the host is asked once.
  await Promise.all(localPictureStores(deps.config, deps.prisma, store.host).map((local) => keep(local, sourcePath, result, deps)));
  return image(result, 'host');
}

async function keep(local: PictureStore, sourcePath: string, picture: DrawnImage, deps: ImageDeps): Promise<void> {
  await local
    .write(sourcePath, picture)
    .catch((error: unknown) => deps.log.warn('could not keep a template image', { where: local.where, path: sourcePath, error }));
}

async function drawn(template: ArtworkSubject, requester: string | undefined): Promise<TemplateImage> {
  return image(await drawTemplateArtworkInWorker(template, requester), 'artwork');
}

/** A full pool is passed on to the caller (503 with Retry-After), never cached as a failure. */
function rethrowRefusal(error: unknown): undefined {
  if (isPoolRefusal(error)) throw error;
  return undefined;
}

let errorImage: TemplateImage | undefined;
function placeholder(): TemplateImage {
  return (errorImage ??= image(templateImageErrorPlaceholder(), 'placeholder'));
}

function image({ bytes, mimeType }: DrawnImage, source: TemplateImage['source']): TemplateImage {
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { bytes, mimeType, etag, source };
}

/**
 * Whether template pictures can be had: true while the mirror holds the picture people see first
 * (`npm run templates:mirror`, or the server's own cache of it); otherwise false while the image
 * host is unreachable (it failed to answer lately), true once it answers. When nothing is known
 * yet, the host is asked for that picture, waiting at most PROBE_WAIT_MS and otherwise answering
 * with the last state known.
 */
/** Asks the host for `path` without keeping the answer; one probe at a time. */
function probeHost(store: Store, path: string, deps: ImageDeps): Promise<unknown> {
  store.probing ??= fromHost(store, path, deps).finally(() => (store.probing = undefined));
  return store.probing;
}

export async function templateImagesAvailable(deps: ImageDeps): Promise<boolean> {
  // Imgflip's host: it has the picture people see first, and most of the others.
  const store = storeFor(deps.config, 'imgflip');
  if (store.hostAnswered !== true && (await mirrorHoldsProbe(store, deps))) return true;
  if (store.hostAnswered !== true && store.hostDownUntil <= Date.now()) {
    const path = probeSource();
    if (path) {
      // After a failure the host itself is asked: the picture may be cached from better times.
      const probe = store.hostAnswered === false ? probeHost(store, path, deps) : loadOriginal(store, path, deps);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, PROBE_WAIT_MS)));
      await Promise.race([probe, waited]).finally(() => clearTimeout(timer));
    }
  }
  return store.hostAnswered !== false;
}

/** Asked again after HOST_RETRY_MS, so a mirror filled while the server runs is noticed. */
async function mirrorHoldsProbe(store: Store, deps: ImageDeps): Promise<boolean> {
  const path = probeSource();
  if (!path) return false;
  if (!store.mirrored || store.mirrored.until <= Date.now()) {
    const value = (await fromMirror(store.host, path, deps)) !== undefined;
    store.mirrored = { value, until: Date.now() + HOST_RETRY_MS };
  }
  return store.mirrored.value;
}

let probePath: string | undefined;
/** The picture the pickers show first (the most popular classic on Imgflip's host): it is worth having cached anyway. */
function probeSource(): string | undefined {
  probePath ??= templateCatalogue()
    .filter((entry) => entry.classic && entry.sourcePath && (entry.sourceHost ?? 'imgflip') === 'imgflip')
    .reduce<CatalogueEntry | undefined>((best, entry) => (best && best.popularity >= entry.popularity ? best : entry), undefined)?.sourcePath;
  return probePath;
}

/** The 'Template Image Error' placeholder, for requests naming no known template. */
export function templateImageError(): TemplateImage {
  return placeholder();
}
