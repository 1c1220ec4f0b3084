// `npm run templates:mirror`: every catalogue picture copied from the image host once into the
// app's storage (DATA_DIR, or PostgreSQL when DATABASE_URL is set), resumable, so the server keeps
// serving the real pictures after the host goes away. A local HTTP server stands in for the host.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../api/platform/config';
import { templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { catalogueSourcePaths, diskPictureStore, mirrorTemplateImages } from '../../../api/templates/images/templateMirror';
import { main } from '../../../scripts/templates-mirror';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const SECRET = 's'.repeat(40);

function picture(colour: string, type: 'image/png' | 'image/jpeg'): Buffer {
  const canvas = createCanvas(12, 9);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, 12, 9);
  return type === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}
// A 1×1 GIF: the host may serve any of the three kinds, whatever the path's extension says.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const KINDS = [
  { type: 'image/png', bytes: picture('#c02020', 'image/png') },
  { type: 'image/jpeg', bytes: picture('#2040c0', 'image/jpeg') },
  { type: 'image/gif', bytes: GIF },
  { type: 'image/png', bytes: picture('#20a040', 'image/png') },
];

/** The most popular pictures first, as the mirror orders them; the first is the one pickers show first. */
const PATHS = catalogueSourcePaths();
const served = new Map(PATHS.slice(0, KINDS.length).map((path, index) => [path, KINDS[index]!]));
const templateWith = (path: string) => templateCatalogue().find((entry) => entry.sourcePath === path)!;

type StandIn = { host: string; hits: string[]; stop(): Promise<void> };

async function startStandIn(): Promise<StandIn> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url!);
    const kind = served.get(request.url!);
    // The host limits the first request for the second picture: the mirror tries it again.
    if (request.url === PATHS[1] && hits.filter((hit) => hit === PATHS[1]).length === 1) response.writeHead(429).end();
    else if (kind) response.writeHead(200, { 'content-type': kind.type }).end(kind.bytes);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function collector(isTTY = false) {
  let text = '';
  return {
    isTTY,
    columns: 120,
    write: (chunk: string) => (text += chunk),
    get text() {
      return text;
    },
    reset: () => (text = ''),
  };
}

const hitsPerPath = (standIn: StandIn) =>
  Object.fromEntries([...new Set(standIn.hits)].map((path) => [path, standIn.hits.filter((hit) => hit === path).length]));

/** The server, asked for each mirrored template's picture, answers with the stand-in host's bytes. */
async function expectServedFromMirror(app: TestApp, paths: readonly string[]) {
  for (const path of paths) {
    const template = templateWith(path);
    const response = await app.request(template.url);
    expect(response.status, template.id).toBe(200);
    expect(response.headers.get('x-template-image-source'), template.id).toBe('host');
    expect(response.headers.get('content-type'), template.id).toBe(served.get(path)!.type);
    expect(Buffer.from(await response.arrayBuffer()).equals(served.get(path)!.bytes), template.id).toBe(true);
  }
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** After a describe block: stops what its tests started, the stand-in host and the app. */
function stopAfterAll(started: () => { standIn?: StandIn; app?: TestApp }) {
  afterAll(async () => {
    const { standIn, app } = started();
    await standIn?.stop();
    await app?.close();
  });
}

describe('templates:mirror into DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'meme-mirror-'));
  folders.push(dataDir);
  let standIn: StandIn;
  let app: TestApp | undefined;
  stopAfterAll(() => ({ standIn, app }));

  it('fetches each picture once, continues an interrupted run, and reports what failed', async () => {
    standIn = await startStandIn();
    const env = { DATA_DIR: dataDir, TEMPLATE_IMAGE_HOST: standIn.host, SESSION_SECRET: SECRET, LOG_LEVEL: 'silent' };
    const config = loadConfig(env);
    const store = diskPictureStore(config)!;

    // Interrupted after its first picture (Ctrl-C): nothing new starts, the rest is left for later.
    const controller = new AbortController();
    const interrupted = await mirrorTemplateImages({
      config,
      store,
      paths: PATHS.slice(0, 3),
      concurrency: 1,
      signal: controller.signal,
      onProgress: (progress) => progress.fetched === 1 && controller.abort(),
    });
    expect(interrupted).toMatchObject({ total: 3, fetched: 1, skipped: 0, failed: [], notTried: 2, stopped: 'interrupted' });

    const output = collector();
    expect(await main(['--limit', String(served.size), '--concurrency', '2'], env, output)).toBe(0);
    expect(output.text).toContain(`Mirroring ${served.size} template pictures from ${standIn.host} into ${store.where}`);
    expect(output.text).toContain(`Done: ${served.size - 1} fetched, 1 skipped (already mirrored), 0 failed.`);
    expect(output.text).toMatch(/100% {2}4\/4 {2}fetched 3 · skipped 1 · failed 0/);

    // Run again: nothing is fetched a second time. On a terminal the progress line redraws in place.
    const again = collector(true);
    expect(await main(['--limit', String(served.size)], env, again)).toBe(0);
    expect(again.text).toContain(`Done: 0 fetched, ${served.size} skipped (already mirrored), 0 failed.`);
    expect(again.text).toContain('\r\x1b[2K');
    expect(hitsPerPath(standIn)).toEqual(Object.fromEntries([...served.keys()].map((path) => [path, path === PATHS[1] ? 2 : 1])));
    expect(readdirSync(store.where).sort()).toEqual([...served.keys()].map((path) => path.slice(1)).sort());

    // A picture the host does not have is a failure, reported; the exit code says the mirror is incomplete.
    const more = collector();
    expect(await main(['--limit', String(served.size + 1)], env, more)).toBe(1);
    expect(more.text).toContain(`failed ${PATHS[served.size]}: status 404`);
    expect(more.text).toContain(`Done: 0 fetched, ${served.size} skipped (already mirrored), 1 failed.`);
  }, 60_000);

  it('lets the server show the real pictures with the host gone, and count them as available', async () => {
    await standIn.stop();
    app = await createTestApp({ DATA_DIR: dataDir, TEMPLATE_IMAGE_HOST: standIn.host });
    await expectServedFromMirror(app, [...served.keys()]);
    // Not mirrored: the host is asked, is gone, and the stand-in artwork is served.
    const missing = await app.request(templateWith(PATHS[served.size + 1]!).url);
    expect(missing.headers.get('x-template-image-source')).toBe('artwork');
    // Available: the mirror holds the picture the pickers show first (the most popular real template's).
    const firstShown = templateCatalogue()
      .filter((entry) => entry.classic && entry.sourcePath)
      .sort((a, b) => b.popularity - a.popularity)[0]!;
    expect(served.has(firstShown.sourcePath!)).toBe(true);
    const { body } = await app.graphql<{ templateImagesAvailable: boolean }>('{ templateImagesAvailable }');
    expect(body).toEqual({ data: { templateImagesAvailable: true } });
  }, 60_000);

  it('stops asking a host that does not answer, leaving the rest for the next run', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'meme-mirror-down-'));
    folders.push(empty);
    const config = loadConfig({ DATA_DIR: empty, TEMPLATE_IMAGE_HOST: standIn.host, SESSION_SECRET: SECRET });
    const summary = await mirrorTemplateImages({ config, store: diskPictureStore(config)!, paths: PATHS.slice(0, 12), concurrency: 2, retryDelayMs: 1 });
    expect(summary).toMatchObject({ total: 12, fetched: 0, skipped: 0, stopped: 'host unreachable' });
    expect(summary.failed.length).toBeGreaterThanOrEqual(6);
    expect(summary.failed[0]!.reason).toBe('ECONNREFUSED');
    expect(summary.notTried).toBe(12 - summary.failed.length);
  });

  it('refuses arguments it does not understand', async () => {
    const output = collector();
    expect(await main(['--concurrency', '99'], { DATA_DIR: dataDir, SESSION_SECRET: SECRET }, output)).toBe(2);
    expect(output.text).toContain('--concurrency: not understood');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('templates:mirror into PostgreSQL (DATABASE_URL)', () => {
  let standIn: StandIn;
  let app: TestApp | undefined;
  stopAfterAll(() => ({ standIn, app }));

  it('stores the pictures in the database, resumes, and the server serves them with the host gone', async () => {
    standIn = await startStandIn();
    // The app has its own fresh schema and an in-memory DATA_DIR: only the database can hold pictures.
    app = await createTestApp({ TEMPLATE_IMAGE_HOST: standIn.host });
    const dataDir = mkdtempSync(join(tmpdir(), 'meme-mirror-pg-'));
    folders.push(dataDir);
    const env = { DATABASE_URL: app.config.databaseUrl!, DATA_DIR: dataDir, TEMPLATE_IMAGE_HOST: standIn.host, SESSION_SECRET: SECRET, LOG_LEVEL: 'silent' };

    const first = collector();
    expect(await main(['--limit', '2'], env, first)).toBe(0);
    expect(first.text).toContain('into table template_mirror_images');
    expect(first.text).toContain('Done: 2 fetched, 0 skipped (already mirrored), 0 failed.');
    const second = collector();
    expect(await main(['--limit', String(served.size)], env, second)).toBe(0);
    expect(second.text).toContain(`Done: ${served.size - 2} fetched, 2 skipped (already mirrored), 0 failed.`);
    expect(hitsPerPath(standIn)).toEqual(Object.fromEntries([...served.keys()].map((path) => [path, path === PATHS[1] ? 2 : 1])));
    expect(await app.deps.prisma.templateMirrorImage.count({ where: { host: standIn.host } })).toBe(served.size);
    expect(existsSync(join(dataDir, 'template-cache'))).toBe(false);

    await standIn.stop();
    await expectServedFromMirror(app, [...served.keys()]);
    const { body } = await app.graphql<{ templateImagesAvailable: boolean }>('{ templateImagesAvailable }');
    expect(body).toEqual({ data: { templateImagesAvailable: true } });
  }, 60_000);
});
