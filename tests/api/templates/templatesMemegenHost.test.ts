// Templates taken from memegen's repository have their pictures on memegen's host
// (MEMEGEN_TEMPLATE_HOST, a host and folder), fetched, checked, cached, mirrored and stood in for
// exactly like Imgflip's (TEMPLATE_IMAGE_HOST), and each host's trouble stays its own. Local HTTP
// servers stand in for both hosts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../api/platform/config';
import { createLogger } from '../../../api/platform/log';
import { getTemplate, templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { fetchFromImageHost, imageHostUrl } from '../../../api/templates/images/imageHost';
import { loadTemplateImage } from '../../../api/templates/images/templateImage';
import { catalogueSourcePaths, diskPictureStore, mirrorTemplateImages } from '../../../api/templates/images/templateMirror';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type FakeHost = { host: string; hits: string[]; routes: Map<string, Handler>; server: Server };

async function startHost(): Promise<FakeHost> {
  const hits: string[] = [];
  const routes = new Map<string, Handler>();
  const server = createServer((request, response) => {
    hits.push(request.url!);
    const handler = routes.get(request.url!);
    if (handler) handler(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, hits, routes, server };
}

function stopHost(fake: FakeHost | undefined): Promise<void> {
  if (!fake) return Promise.resolve();
  fake.server.closeAllConnections();
  return new Promise((resolve) => fake.server.close(() => resolve()));
}

function picture(colour: string): Buffer {
  const canvas = createCanvas(10, 7);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, 10, 7);
  return canvas.toBuffer('image/png');
}
const STONKS = picture('#20a040');
const CHEEMS = picture('#c0a020');
const DRAKE = picture('#c02020');
const serve =
  (bytes: Buffer): Handler =>
  (_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(bytes);

/** memegen's host is a host and a folder: the fake serves the templates under the same folder as GitHub's. */
const FOLDER = '/jacebrowning/memegen/main/templates';
const SECRET = 's'.repeat(40);
const UNREACHABLE = '127.0.0.1:9';

let imgflip: FakeHost;
let memegen: FakeHost;
let elsewhere: FakeHost;
const folders: string[] = [];
const newFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
const hitsFor = (fake: FakeHost, path: string) => fake.hits.filter((hit) => hit === path).length;

function depsFor(env: { imgflip: string; memegen: string }, dataDir: string | 'memory://' = 'memory://') {
  const config = loadConfig({
    DATA_DIR: dataDir === 'memory://' ? tmpdir() : dataDir,
    SESSION_SECRET: SECRET,
    TEMPLATE_IMAGE_HOST: env.imgflip,
    MEMEGEN_TEMPLATE_HOST: env.memegen,
    LOG_LEVEL: 'silent',
  });
  return { config: { ...config, dataDir }, log: createLogger('silent') };
}

beforeAll(async () => {
  [imgflip, memegen, elsewhere] = await Promise.all([startHost(), startHost(), startHost()]);
  memegen.routes.set(`${FOLDER}/stonks/default.png`, serve(STONKS));
  memegen.routes.set(`${FOLDER}/cheems/default.jpg`, serve(CHEEMS));
  imgflip.routes.set('/30b1gx.jpg', serve(DRAKE));
});
afterAll(async () => {
  // Nothing is ever asked of a host the settings do not name.
  expect(elsewhere.hits).toEqual([]);
  await Promise.all([stopHost(imgflip), stopHost(memegen), stopHost(elsewhere)]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('MEMEGEN_TEMPLATE_HOST', () => {
  it("defaults to memegen's templates on GitHub, takes an https address as the same, and refuses anything but a host and folder", () => {
    const base = { DATA_DIR: tmpdir(), SESSION_SECRET: SECRET };
    expect(loadConfig(base).memegenTemplateHost).toBe('raw.githubusercontent.com/jacebrowning/memegen/main/templates');
    expect(loadConfig({ ...base, MEMEGEN_TEMPLATE_HOST: 'https://mirror.example/memegen/templates/' }).memegenTemplateHost).toBe(
      'mirror.example/memegen/templates',
    );
    for (const bad of ['ftp://mirror.example/t', 'mirror.example/../etc', 'mirror.example/t?x=1']) {
      expect(() => loadConfig({ ...base, MEMEGEN_TEMPLATE_HOST: bad }), bad).toThrow(ConfigError);
    }
  });

  it("builds each picture's address inside the folder, and fetches nothing outside it", async () => {
    const folderBase = `${memegen.host}${FOLDER}`;
    expect(imageHostUrl(folderBase, '/stonks/default.png')?.href).toBe(`http://${memegen.host}${FOLDER}/stonks/default.png`);
    for (const bad of ['/../stonks/default.png', '//evil.example/x.png', '/stonks/default.png?x', 'stonks/default.png']) {
      expect(imageHostUrl(folderBase, bad), bad).toBeUndefined();
    }
    const outside = await fetchFromImageHost(new URL(`http://${memegen.host}/other/stonks/default.png`), folderBase);
    expect(outside).toMatchObject({ ok: false, failure: 'rejected' });
    const otherHost = await fetchFromImageHost(new URL(`http://${elsewhere.host}${FOLDER}/stonks/default.png`), folderBase);
    expect(otherHost).toMatchObject({ ok: false, failure: 'rejected' });
    expect(hitsFor(memegen, `/other/stonks/default.png`)).toBe(0);
  });
});

describe('pictures of templates from memegen', () => {
  it("serves the original from memegen's host, once: its variants share it, and a new instance reads it from disk", async () => {
    const dataDir = newFolder('meme-memegen-cache-');
    const hosts = { imgflip: imgflip.host, memegen: `${memegen.host}${FOLDER}` };
    const deps = depsFor(hosts, dataDir);
    const stonks = getTemplate('stonks')!;
    expect([stonks.sourceHost, stonks.sourcePath]).toEqual(['memegen', '/stonks/default.png']);
    const first = await loadTemplateImage(stonks, deps);
    expect(first).toMatchObject({ source: 'host', mimeType: 'image/png' });
    expect(first.bytes.equals(STONKS)).toBe(true);
    const variant = templateCatalogue().find((entry) => entry.pictureOf === 'stonks' && !entry.classic && !entry.isGif)!;
    expect((await loadTemplateImage(variant, deps)).bytes.equals(STONKS)).toBe(true);
    expect(hitsFor(memegen, `${FOLDER}/stonks/default.png`)).toBe(1);
    // Not asked of Imgflip's host, which has no such picture.
    expect(imgflip.hits.filter((hit) => hit.includes('stonks'))).toEqual([]);
    // Each memegen picture is named default.png: the disk cache keeps the template's folder in the name.
    const cacheFolder = join(dataDir, 'template-cache', `${memegen.host}${FOLDER}`.toLowerCase().replace(/[^a-z0-9.-]/g, '_'));
    expect(existsSync(join(cacheFolder, 'stonks~default.png'))).toBe(true);
    const restarted = await loadTemplateImage(stonks, depsFor(hosts, dataDir));
    expect(restarted.etag).toBe(first.etag);
    expect(hitsFor(memegen, `${FOLDER}/stonks/default.png`)).toBe(1);
  });

  it("stands in with artwork while memegen's host is unreachable, and Imgflip's pictures keep coming", async () => {
    const deps = depsFor({ imgflip: imgflip.host, memegen: `${UNREACHABLE}${FOLDER}` });
    const stonks = await loadTemplateImage(getTemplate('stonks')!, deps);
    expect(stonks.source).toBe('artwork');
    const drake = await loadTemplateImage(getTemplate('drake-hotline-bling')!, deps);
    expect(drake.source).toBe('host');
    expect(drake.bytes.equals(DRAKE)).toBe(true);
  });
});

describe("templates:mirror of memegen's pictures", () => {
  let app: TestApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('copies them into their own store, and the server shows them with both hosts gone', async () => {
    const dataDir = newFolder('meme-memegen-mirror-');
    const config = depsFor({ imgflip: imgflip.host, memegen: `${memegen.host}${FOLDER}` }, dataDir).config;
    const paths = catalogueSourcePaths('memegen');
    expect(paths).toContain('/stonks/default.png');
    expect(paths.every((path) => /^\/[a-z0-9-]+\/default\.(jpg|png)$/.test(path))).toBe(true);
    const store = diskPictureStore(config, 'memegen')!;
    const summary = await mirrorTemplateImages({ config, host: 'memegen', store, paths: ['/stonks/default.png', '/cheems/default.jpg'], concurrency: 2 });
    expect(summary).toMatchObject({ total: 2, fetched: 2, skipped: 0, failed: [], notTried: 0 });
    expect(await store.paths()).toEqual(new Set(['/stonks/default.png', '/cheems/default.jpg']));
    // Imgflip's store is another folder: it holds none of them.
    expect(await diskPictureStore(config)!.paths()).toEqual(new Set());

    app = await createTestApp({ DATA_DIR: dataDir, TEMPLATE_IMAGE_HOST: UNREACHABLE, MEMEGEN_TEMPLATE_HOST: `${memegen.host}${FOLDER}` });
    await stopHost(memegen);
    for (const [id, bytes] of [
      ['stonks', STONKS],
      ['cheems', CHEEMS],
    ] as const) {
      const response = await app.request(getTemplate(id)!.url);
      expect(response.status, id).toBe(200);
      expect(response.headers.get('x-template-image-source'), id).toBe('host');
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes), id).toBe(true);
    }
  }, 60_000);
});
