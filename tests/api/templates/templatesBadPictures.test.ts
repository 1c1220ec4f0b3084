// A bad picture from the template image host (a malformed or truncated PNG, a few bytes declaring
// 30000×30000, a GIF of too many frames or pixels) has a valid signature but cannot be rendered.
// It is never kept, served or mirrored: the template shows its stand-in meanwhile, the host is
// asked again later (so a fixed picture comes back without a restart), a copy kept before pictures
// were checked is dropped when read, and `templates:mirror` reports it as failed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { catalogueSourcePaths } from '../../../api/templates/images/templateMirror';
import { main } from '../../../scripts/templates-mirror';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const SECRET = 's'.repeat(40);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** 196 bytes, every CRC right, declaring a 30000×30000 RGB picture. */
const HUGE_PNG = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const ends = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header)]);
  const iend = pngChunk('IEND', Buffer.alloc(0));
  return Buffer.concat([ends, pngChunk('IDAT', Buffer.alloc(196 - ends.length - iend.length - 12)), iend]);
})();

function stripes(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  for (let x = 0; x < width; x += 6) {
    context.fillStyle = `rgb(${(x * 5) % 256}, ${(x * 11) % 256}, 90)`;
    context.fillRect(x, 0, 6, height);
  }
  return canvas.toBuffer('image/png');
}
const GOOD_PNG = stripes(240, 160);
/** The header says 240×160, the pixel data stops short. */
const TRUNCATED_PNG = GOOD_PNG.subarray(0, Math.floor(GOOD_PNG.length * 0.6));
/** A signature, then no IHDR at all. */
const MALFORMED_PNG = Buffer.concat([PNG_SIGNATURE, pngChunk('tEXt', Buffer.from('Comment\0not a picture'))]);

/** A GIF of `frames` 1×1 images on a width × height screen (a GIF bomb declares a lot in few bytes). */
function gifOf(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, width & 0xff, width >> 8, height & 0xff, height >> 8, 0x80, 0, 0]);
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  const frame = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]);
  return Buffer.concat([screen, palette, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

const BAD = [
  { kind: 'a truncated PNG', type: 'image/png', bytes: TRUNCATED_PNG },
  { kind: 'a PNG without its header', type: 'image/png', bytes: MALFORMED_PNG },
  { kind: '196 bytes declaring 30000×30000', type: 'image/png', bytes: HUGE_PNG },
  { kind: 'a GIF of 301 frames', type: 'image/gif', bytes: gifOf(1, 1, 301) },
  { kind: 'a GIF of 5 frames on a 4096×4096 screen', type: 'image/gif', bytes: gifOf(4096, 4096, 5) },
];

// Past the most popular pictures (the one pickers show first is probed by other code paths).
const PATHS = catalogueSourcePaths().slice(10);
const templateWith = (path: string) => templateCatalogue().find((entry) => entry.sourcePath === path)!;
const fileOf = (path: string) => path.slice(1);

type Host = { host: string; routes: Map<string, { type: string; bytes: Buffer }>; hits: string[]; stop(): Promise<void> };

async function startHost(): Promise<Host> {
  const routes = new Map<string, { type: string; bytes: Buffer }>();
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url!);
    const route = routes.get(request.url!);
    if (route) response.writeHead(200, { 'content-type': route.type }).end(route.bytes);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes,
    hits,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const folders: string[] = [];
const newFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
const cacheFolder = (dataDir: string, host: string) => join(dataDir, 'template-cache', host.replace(':', '_'));

let host: Host;
beforeAll(async () => {
  host = await startHost();
});
afterAll(async () => {
  await host.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('a bad picture from the image host', () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = newFolder('meme-bad-pictures-');
    app = await createTestApp({ DATA_DIR: dataDir, TEMPLATE_IMAGE_HOST: host.host });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it.each(BAD.map((bad, index) => ({ ...bad, path: PATHS[index]! })))(
    '$kind: the stand-in is served and rendered on, nothing is kept, and the fixed picture comes back',
    async ({ type, bytes, path }) => {
      const template = templateWith(path);
      host.routes.set(path, { type, bytes });
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const picture = await app.request(`/media/templates/${template.id}.jpg`);
        expect([picture.status, picture.headers.get('x-template-image-source')]).toEqual([200, 'artwork']);
        expect((await bytesOf(picture)).equals(bytes)).toBe(false);
        const meme = await app.request(`/media/render/${template.id}.png?c=Hello&c=World`);
        expect(meme.status).toBe(200);
        expect(existsSync(join(cacheFolder(dataDir, host.host), fileOf(path)))).toBe(false);

        // Fixed on the host: once the stand-in's time is up, the real picture is fetched and kept.
        host.routes.set(path, { type: 'image/png', bytes: GOOD_PNG });
        const asked = host.hits.filter((hit) => hit === path).length;
        expect((await app.request(`/media/templates/${template.id}.jpg`)).headers.get('x-template-image-source')).toBe('artwork');
        // Not hammered: the stand-in answers meanwhile.
        expect(host.hits.filter((hit) => hit === path).length).toBe(asked);
        vi.setSystemTime(Date.now() + 11 * 60_000);
        const fixed = await app.request(`/media/templates/${template.id}.jpg`);
        expect([fixed.status, fixed.headers.get('x-template-image-source')]).toEqual([200, 'host']);
        expect((await bytesOf(fixed)).equals(GOOD_PNG)).toBe(true);
        expect(readFileSync(join(cacheFolder(dataDir, host.host), fileOf(path))).equals(GOOD_PNG)).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    },
    30_000,
  );
});

describe('a bad picture kept in the disk cache before pictures were checked', () => {
  it('is dropped when read: the host is asked again, and its stand-in is served while the host has nothing better', async () => {
    const dataDir = newFolder('meme-poisoned-');
    const folder = cacheFolder(dataDir, host.host);
    mkdirSync(folder, { recursive: true });
    const [fixedPath, missingPath] = [PATHS[20]!, PATHS[21]!];
    writeFileSync(join(folder, fileOf(fixedPath)), HUGE_PNG);
    writeFileSync(join(folder, fileOf(missingPath)), TRUNCATED_PNG);
    host.routes.set(fixedPath, { type: 'image/png', bytes: GOOD_PNG });
    const app = await createTestApp({ DATA_DIR: dataDir, TEMPLATE_IMAGE_HOST: host.host });
    try {
      const fixed = await app.request(templateWith(fixedPath).url);
      expect([fixed.status, fixed.headers.get('x-template-image-source')]).toEqual([200, 'host']);
      expect((await bytesOf(fixed)).equals(GOOD_PNG)).toBe(true);
      expect(readFileSync(join(folder, fileOf(fixedPath))).equals(GOOD_PNG)).toBe(true);

      const missing = await app.request(templateWith(missingPath).url);
      expect([missing.status, missing.headers.get('x-template-image-source')]).toEqual([200, 'artwork']);
      expect((await bytesOf(missing)).equals(TRUNCATED_PNG)).toBe(false);
      expect(existsSync(join(folder, fileOf(missingPath)))).toBe(false);
      expect((await app.request(`/media/render/${templateWith(missingPath).id}.png?c=Hello&c=World`)).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});

function collector() {
  let text = '';
  return {
    write: (chunk: string) => (text += chunk),
    get text() {
      return text;
    },
  };
}

// The most popular pictures, the first a mirror run asks for: the bad ones, then a good one.
const MIRRORED = catalogueSourcePaths().slice(0, BAD.length + 1);
function serveForMirror() {
  BAD.forEach((bad, index) => host.routes.set(MIRRORED[index]!, { type: bad.type, bytes: bad.bytes }));
  host.routes.set(MIRRORED[BAD.length]!, { type: 'image/png', bytes: GOOD_PNG });
}

describe('templates:mirror into DATA_DIR', () => {
  it('stores only the good picture, reports each bad one as failed, and exits 1', async () => {
    serveForMirror();
    const dataDir = newFolder('meme-mirror-bad-');
    const env = { DATA_DIR: dataDir, TEMPLATE_IMAGE_HOST: host.host, SESSION_SECRET: SECRET, LOG_LEVEL: 'silent' };
    const output = collector();
    expect(await main(['--limit', String(MIRRORED.length)], env, output)).toBe(1);
    expect(output.text).toContain(`Done: 1 fetched, 0 skipped (already mirrored), ${BAD.length} failed.`);
    for (const path of MIRRORED.slice(0, BAD.length)) expect(output.text).toContain(`failed ${path}: unusable picture`);
    expect(existsSync(join(cacheFolder(dataDir, host.host), fileOf(MIRRORED[BAD.length]!)))).toBe(true);
    for (const path of MIRRORED.slice(0, BAD.length)) expect(existsSync(join(cacheFolder(dataDir, host.host), fileOf(path)))).toBe(false);
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)('with PostgreSQL (DATABASE_URL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ TEMPLATE_IMAGE_HOST: host.host });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('templates:mirror stores no bad picture in the table and reports each as failed', async () => {
    serveForMirror();
    const env = { DATABASE_URL: app.config.databaseUrl!, DATA_DIR: newFolder('meme-mirror-bad-pg-'), TEMPLATE_IMAGE_HOST: host.host, SESSION_SECRET: SECRET };
    const output = collector();
    expect(await main(['--limit', String(MIRRORED.length)], { ...env, LOG_LEVEL: 'silent' }, output)).toBe(1);
    expect(output.text).toContain(`Done: 1 fetched, 0 skipped (already mirrored), ${BAD.length} failed.`);
    for (const path of MIRRORED.slice(0, BAD.length)) expect(output.text).toContain(`failed ${path}: unusable picture`);
    const held = await app.deps.prisma.templateMirrorImage.findMany({ where: { host: host.host, path: { in: MIRRORED } }, select: { path: true } });
    expect(held.map((row) => row.path)).toEqual([MIRRORED[BAD.length]]);
  }, 60_000);

  it('a bad picture already in the table is dropped when read, and the stand-in served', async () => {
    const path = PATHS[40]!;
    host.routes.delete(path);
    await app.deps.prisma.templateMirrorImage.create({
      data: {
        host: host.host,
        path,
        mimeType: 'image/png',
        byteSize: HUGE_PNG.length,
        sha256: createHash('sha256').update(HUGE_PNG).digest('hex'),
        bytes: new Uint8Array(HUGE_PNG),
      },
    });
    const response = await app.request(templateWith(path).url);
    expect([response.status, response.headers.get('x-template-image-source')]).toEqual([200, 'artwork']);
    expect((await bytesOf(response)).equals(HUGE_PNG)).toBe(false);
    expect(await app.deps.prisma.templateMirrorImage.count({ where: { host: host.host, path } })).toBe(0);
  }, 60_000);
});
