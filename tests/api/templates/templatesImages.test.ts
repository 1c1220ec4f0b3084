// Template images: the original from the (allowlisted) image host when it behaves (for a GIF
// template, an animated take on its real template's original), the app's own artwork whenever it
// does not, the placeholder as the last resort. A local HTTP server stands in for the image host;
// a second one stands for every other host and must never be asked anything.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemeTemplate } from '../../../core/templates/types';
import { loadConfig } from '../../../api/platform/config';
import { createLogger } from '../../../api/platform/log';
import { getTemplate, retiredTemplates, templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { fetchFromImageHost, imageHostUrl } from '../../../api/templates/images/imageHost';
import { loadTemplateImage, setImageHostLimits } from '../../../api/templates/images/templateImage';
import { decodeFullFrames, loopCount } from '../../helpers/gifFixtures';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type FakeHost = { host: string; hits: string[]; routes: Map<string, Handler>; server: Server };

async function startHost(): Promise<FakeHost> {
  const hits: string[] = [];
  const routes = new Map<string, Handler>();
  const server = createServer((request, response) => {
    hits.push(request.url!);
    response.on('error', () => {});
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

const original = createCanvas(8, 8);
original.getContext('2d').fillStyle = '#ff0000';
original.getContext('2d').fillRect(0, 0, 8, 8);
const ORIGINAL_PNG = original.toBuffer('image/png');
const PNG_MAGIC = '89504e470d0a1a0a';

const serve =
  (status: number, type: string, body: Buffer | string): Handler =>
  (_request, response) =>
    response.writeHead(status, { 'content-type': type }).end(body);
const hitsFor = (fake: FakeHost, path: string) => fake.hits.filter((hit) => hit === path).length;

/** Fresh deps: every config object gets its own image cache and host state. */
function depsFor(host: string, dataDir: string | 'memory://' = 'memory://') {
  const config = { ...loadConfig({ DATA_DIR: tmpdir(), SESSION_SECRET: 's'.repeat(40), TEMPLATE_IMAGE_HOST: host, LOG_LEVEL: 'silent' }), dataDir };
  return { config, log: createLogger('silent') };
}

let imageHost: FakeHost;
let otherHost: FakeHost;
const folders: string[] = [];
beforeAll(async () => {
  [imageHost, otherHost] = await Promise.all([startHost(), startHost()]);
});
afterAll(async () => {
  expect(otherHost.hits).toEqual([]);
  await Promise.all([stopHost(imageHost), stopHost(otherHost)]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('loadTemplateImage from a reachable host', () => {
  it('serves the original, fetched once: then from memory, and from disk for a new instance', async () => {
    imageHost.routes.set('/30b1gx.jpg', serve(200, 'image/jpeg', ORIGINAL_PNG));
    const dataDir = mkdtempSync(join(tmpdir(), 'meme-template-cache-'));
    folders.push(dataDir);
    const deps = depsFor(imageHost.host, dataDir);
    const drake = getTemplate('drake-hotline-bling')!;
    const first = await loadTemplateImage(drake, deps);
    expect(first).toMatchObject({ source: 'host', mimeType: 'image/png' });
    expect(first.bytes.equals(ORIGINAL_PNG)).toBe(true);
    await loadTemplateImage(drake, deps);
    // The variants reuse the classic's picture: no second download either.
    expect((await loadTemplateImage(getTemplate('drake-hotline-bling-remix')!, deps)).bytes.equals(ORIGINAL_PNG)).toBe(true);
    expect(hitsFor(imageHost, '/30b1gx.jpg')).toBe(1);
    expect(existsSync(join(dataDir, 'template-cache', imageHost.host.replace(':', '_'), '30b1gx.jpg'))).toBe(true);
    const restarted = await loadTemplateImage(drake, depsFor(imageHost.host, dataDir));
    expect(restarted.etag).toBe(first.etag);
    expect(hitsFor(imageHost, '/30b1gx.jpg')).toBe(1);
  });
});

describe('loadTemplateImage under concurrent requests', () => {
  it('downloads an image once however many requests ask for it at the same time', async () => {
    imageHost.routes.set('/345v97.jpg', (_request, response) => {
      setTimeout(() => response.writeHead(200, { 'content-type': 'image/png' }).end(ORIGINAL_PNG), 100);
    });
    const deps = depsFor(imageHost.host);
    const template = getTemplate('woman-yelling-at-cat')!;
    const images = await Promise.all(Array.from({ length: 5 }, () => loadTemplateImage(template, deps)));
    expect(images.every((image) => image.source === 'host')).toBe(true);
    expect(hitsFor(imageHost, '/345v97.jpg')).toBe(1);
  });
});

describe("loadTemplateImage when the host misbehaves: the app's own artwork", () => {
  const isArtworkPng = (image: { source: string; mimeType: string; bytes: Buffer }) =>
    image.source === 'artwork' && image.mimeType === 'image/png' && image.bytes.subarray(0, 8).toString('hex') === PNG_MAGIC;

  it('404: artwork, and the image is not asked for again', async () => {
    const deps = depsFor(imageHost.host);
    const template = getTemplate('distracted-boyfriend')!;
    expect(isArtworkPng(await loadTemplateImage(template, deps))).toBe(true);
    expect(isArtworkPng(await loadTemplateImage(template, deps))).toBe(true);
    expect(hitsFor(imageHost, '/1ur9b0.jpg')).toBe(1);
  });

  it('500: artwork, and the host is left alone for a while', async () => {
    imageHost.routes.set('/1g8my4.jpg', serve(500, 'text/plain', 'oops'));
    const deps = depsFor(imageHost.host);
    expect(isArtworkPng(await loadTemplateImage(getTemplate('two-buttons')!, deps))).toBe(true);
    expect(isArtworkPng(await loadTemplateImage(getTemplate('change-my-mind')!, deps))).toBe(true);
    expect(hitsFor(imageHost, '/24y43o.jpg')).toBe(0);
  });

  it('timeout: artwork after the time limit, then no more waiting', async () => {
    imageHost.routes.set('/1jwhww.jpg', () => {});
    const deps = depsFor(imageHost.host);
    setImageHostLimits(deps.config, { timeoutMs: 300 });
    const started = Date.now();
    expect(isArtworkPng(await loadTemplateImage(getTemplate('expanding-brain')!, deps))).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    const again = Date.now();
    expect(isArtworkPng(await loadTemplateImage(getTemplate('this-is-fine')!, deps))).toBe(true);
    expect(Date.now() - again).toBeLessThan(250);
    expect(hitsFor(imageHost, '/wxica.jpg')).toBe(0);
  });

  it('not an image (by header or by bytes): artwork', async () => {
    imageHost.routes.set('/23ls.jpg', serve(200, 'text/html', '<html>hello</html>'));
    imageHost.routes.set('/1bhk.jpg', serve(200, 'image/png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    const deps = depsFor(imageHost.host);
    expect(isArtworkPng(await loadTemplateImage(getTemplate('disaster-girl')!, deps))).toBe(true);
    expect(isArtworkPng(await loadTemplateImage(getTemplate('success-kid')!, deps))).toBe(true);
  });

  it('larger than 5 MiB, declared or streamed: artwork', async () => {
    imageHost.routes.set('/1bij.jpg', (_request, response) =>
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(6 * 1024 * 1024) }).end(),
    );
    imageHost.routes.set('/9ehk.jpg', (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      ORIGINAL_PNG.copy(chunk);
      for (let sent = 0; sent <= 5 * 1024 * 1024; sent += chunk.length) response.write(chunk);
      response.end();
    });
    const deps = depsFor(imageHost.host);
    expect(isArtworkPng(await loadTemplateImage(getTemplate('one-does-not-simply')!, deps))).toBe(true);
    expect(isArtworkPng(await loadTemplateImage(getTemplate('batman-slapping-robin')!, deps))).toBe(true);
  });
});

describe('the host allowlist', () => {
  it('fetches only the catalogue path on the configured host, whatever the template object says', async () => {
    imageHost.routes.set('/22bdq6.jpg', serve(200, 'image/png', ORIGINAL_PNG));
    const deps = depsFor(imageHost.host);
    const elsewhere = `http://${otherHost.host}/steal.png`;
    const tampered = { ...getTemplate('left-exit-12-off-ramp')!, url: elsewhere, sourceUrl: elsewhere, sourcePath: '/steal.png' } as MemeTemplate;
    expect((await loadTemplateImage(tampered, deps)).source).toBe('host');
    expect(hitsFor(imageHost, '/22bdq6.jpg')).toBe(1);
    const unknown = { ...getTemplate('left-exit-12-off-ramp')!, id: 'made-up', url: elsewhere } as MemeTemplate;
    expect((await loadTemplateImage(unknown, deps)).source).toBe('artwork');
  });

  it('refuses URLs on any other host, path tricks and redirects', async () => {
    expect(await fetchFromImageHost(new URL(`http://${otherHost.host}/x.png`), imageHost.host)).toMatchObject({ ok: false, failure: 'rejected' });
    expect(imageHostUrl(imageHost.host, `//${otherHost.host}/x.png`)).toBeUndefined();
    expect(imageHostUrl(imageHost.host, '/../admin.png')).toBeUndefined();
    expect(imageHostUrl('i.imgflip.com', '/30b1gx.jpg')?.href).toBe('https://i.imgflip.com/30b1gx.jpg');
    imageHost.routes.set('/1h7in3.jpg', (_request, response) => response.writeHead(302, { location: `http://${otherHost.host}/x.png` }).end());
    expect((await loadTemplateImage(getTemplate('roll-safe-think-about-it')!, depsFor(imageHost.host))).source).toBe('artwork');
  });
});

describe('the artwork', () => {
  const deps = () => depsFor('127.0.0.1:9');

  /** The stand-in's pixels (a GIF's first frame). */
  const pixelsOf = async (id: string) => {
    const image = await loadImage((await loadTemplateImage(getTemplate(id)!, deps())).bytes);
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    return canvas.getContext('2d').getImageData(0, 0, image.width, image.height);
  };

  it("is a quiet grey picture in the template's shape: no name, no caption guides", async () => {
    const twoButtons = await pixelsOf('two-buttons');
    expect(twoButtons.width / twoButtons.height).toBeCloseTo(600 / 908, 1);
    const generated = templateCatalogue().find((entry) => !entry.classic && !entry.isGif && (entry.panels?.length ?? 0) > 2)!;
    for (const id of ['two-buttons', 'drake-hotline-bling', 'expanding-brain', generated.id]) {
      const colours = new Set<number>();
      const { data } = await pixelsOf(id);
      for (let at = 0; at < data.length; at += 4) colours.add((data[at]! << 16) | (data[at + 1]! << 8) | data[at + 2]!);
      // Letters, their outlines and dashed guides bring white, black and dozens of edge colours;
      // the stand-in has its ground, a second tone for every other panel and the gutters.
      expect(colours.size, id).toBeLessThanOrEqual(3);
      for (const colour of colours) {
        const [red, green, blue] = [colour >> 16, (colour >> 8) & 0xff, colour & 0xff];
        expect(Math.max(red, green, blue) - Math.min(red, green, blue), id).toBeLessThanOrEqual(24);
        expect((red + green + blue) / 3, id).toBeGreaterThan(70);
        expect((red + green + blue) / 3, id).toBeLessThan(140);
      }
    }
  });

  it('is the same picture for templates of one shape, whatever their names', async () => {
    const [first, second] = ['drake-hotline-bling-minimal', 'drake-hotline-bling-deluxe'].map((id) => getTemplate(id)!);
    expect([first!.width, first!.height, first!.panels]).toEqual([second!.width, second!.height, second!.panels]);
    const [a, b] = await Promise.all([first!, second!].map(async (template) => (await loadTemplateImage(template, deps())).bytes));
    expect(a!.equals(b!)).toBe(true);
  });

  it('is an animated GIF for GIF templates, up to 640 px on the long side, with its frame delays', async () => {
    const image = await loadTemplateImage(getTemplate('drake-hotline-bling-animated')!, deps());
    expect(image).toMatchObject({ source: 'artwork', mimeType: 'image/gif' });
    const small = decodeFullFrames(image.bytes);
    // A 480 px GIF template stays 480 px: never larger than the template itself.
    expect([small.width, small.height]).toEqual([480, 480]);
    expect(small.frames.length).toBeGreaterThanOrEqual(4);
    expect(small.frames.every((frame) => frame.delayCentiseconds === 12)).toBe(true);
    expect(small.frames[0]!.rgba).not.toEqual(small.frames[3]!.rgba);
    // GIFs larger than 640 px are padding entries memes may still name (retired once real templates filled the GIF share).
    const large = [...templateCatalogue(), ...retiredTemplates()].find((entry) => entry.isGif && entry.width > 640 && entry.width > entry.height)!;
    const big = decodeFullFrames((await loadTemplateImage(large, deps())).bytes);
    expect(big.width).toBe(640);
    expect(big.height).toBe(Math.round((large.height * 640) / large.width));
  });

  it("falls back to the 'Template Image Error' placeholder when even drawing fails", async () => {
    const broken = { ...getTemplate('doge')!, id: 'not-in-the-catalogue', width: 0 } as MemeTemplate;
    const image = await loadTemplateImage(broken, deps());
    expect(image).toMatchObject({ source: 'placeholder', mimeType: 'image/png' });
    expect((await loadImage(image.bytes)).width).toBe(600);
  });
});

describe("GIF templates: an animated take on their real template's picture", () => {
  // The stand-in host's real picture: a teal square in the middle of orange, so a frame shows
  // whether it comes from it (not the grey stand-in) and whether the picture zooms.
  const ORANGE = [230, 120, 20];
  const TEAL = [20, 170, 160];
  const GROUND = [95, 102, 114];
  const picture = createCanvas(300, 200);
  picture.getContext('2d').fillStyle = `rgb(${ORANGE.join(', ')})`;
  picture.getContext('2d').fillRect(0, 0, 300, 200);
  picture.getContext('2d').fillStyle = `rgb(${TEAL.join(', ')})`;
  picture.getContext('2d').fillRect(100, 50, 100, 100);
  const PICTURE_PNG = picture.toBuffer('image/png');

  // Its own host, so that it can break without touching the other tests' routes.
  let host: FakeHost;
  beforeAll(async () => {
    host = await startHost();
  });
  afterAll(() => stopHost(host));

  const sourceOf = (template: MemeTemplate) => getTemplate(getTemplate(template.id)!.pictureOf)!.sourcePath!;
  const gifs = [...templateCatalogue(), ...retiredTemplates()].filter((entry) => entry.isGif);
  const oblong = gifs.find((entry) => Math.max(entry.width, entry.height) <= 640 && entry.width !== entry.height)!;
  const large = gifs.find((entry) => entry.width > 640 && entry.width > entry.height && sourceOf(entry) !== sourceOf(oblong))!;
  const pixel = (frame: { rgba: Uint8ClampedArray }, width: number, x: number, y: number) =>
    Array.from(frame.rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 3));
  const near = (colour: number[], expected: number[]) => colour.every((channel, index) => Math.abs(channel - expected[index]!) <= 10);
  const tealPixels = (frame: { rgba: Uint8ClampedArray }) => {
    let count = 0;
    for (let at = 0; at < frame.rgba.length; at += 4) if (near(Array.from(frame.rgba.subarray(at, at + 3)), TEAL)) count += 1;
    return count;
  };

  it("is the real picture, gently zooming, at the template's size, looping forever", async () => {
    host.routes.set(sourceOf(oblong), serve(200, 'image/png', PICTURE_PNG));
    const deps = depsFor(host.host);
    const image = await loadTemplateImage(oblong, deps);
    expect(image).toMatchObject({ source: 'host', mimeType: 'image/gif' });
    expect(image.bytes.subarray(0, 6).toString()).toBe('GIF89a');
    expect(loopCount(image.bytes)).toBe(0);
    const gif = decodeFullFrames(image.bytes);
    expect([gif.width, gif.height]).toEqual([oblong.width, oblong.height]);
    expect(gif.frames.length).toBeGreaterThan(1);
    for (const frame of gif.frames) {
      const corner = pixel(frame, gif.width, 2, 2);
      const centre = pixel(frame, gif.width, gif.width >> 1, gif.height >> 1);
      expect(near(corner, ORANGE), `corner ${corner}`).toBe(true);
      expect(near(centre, TEAL), `centre ${centre}`).toBe(true);
      expect(near(centre, GROUND)).toBe(false);
    }
    // Halfway through the loop the picture is zoomed in: its middle square covers more of the frame.
    const half = gif.frames[gif.frames.length >> 1]!;
    expect(tealPixels(half)).toBeGreaterThan(tealPixels(gif.frames[0]!) * 1.03);
    // Kept: asked for again (by this template or another of its shape), it is neither fetched nor drawn again.
    const again = await loadTemplateImage(oblong, deps);
    expect(again.etag).toBe(image.etag);
    expect(hitsFor(host, sourceOf(oblong))).toBe(1);
  });

  it('is at most 640 px on the long side, as the stand-in is', async () => {
    host.routes.set(sourceOf(large), serve(200, 'image/png', PICTURE_PNG));
    const gif = decodeFullFrames((await loadTemplateImage(large, depsFor(host.host))).bytes);
    expect([gif.width, gif.height]).toEqual([640, Math.round((large.height * 640) / large.width)]);
    expect(near(pixel(gif.frames[0]!, gif.width, 320, gif.height >> 1), TEAL)).toBe(true);
  });

  it('is the grey stand-in while the host is down, and the real picture once it is back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      host.routes.set(sourceOf(oblong), serve(503, 'text/plain', 'down for maintenance'));
      const deps = depsFor(host.host);
      const standIn = await loadTemplateImage(oblong, deps);
      expect(standIn).toMatchObject({ source: 'artwork', mimeType: 'image/gif' });
      const grey = decodeFullFrames(standIn.bytes);
      expect([grey.width, grey.height]).toEqual([oblong.width, oblong.height]);
      expect(near(pixel(grey.frames[0]!, grey.width, grey.width >> 1, grey.height >> 1), GROUND)).toBe(true);
      host.routes.set(sourceOf(oblong), serve(200, 'image/png', PICTURE_PNG));
      expect((await loadTemplateImage(oblong, deps)).source).toBe('artwork');
      vi.setSystemTime(Date.now() + 11 * 60_000);
      const back = await loadTemplateImage(oblong, deps);
      expect(back).toMatchObject({ source: 'host', mimeType: 'image/gif' });
      const gif = decodeFullFrames(back.bytes);
      expect(near(pixel(gif.frames[0]!, gif.width, gif.width >> 1, gif.height >> 1), TEAL)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is the grey stand-in when the host cannot be reached at all', async () => {
    const image = await loadTemplateImage(oblong, depsFor('127.0.0.1:9'));
    expect(image).toMatchObject({ source: 'artwork', mimeType: 'image/gif' });
    const gif = decodeFullFrames(image.bytes);
    expect(near(pixel(gif.frames[0]!, gif.width, 2, 2), GROUND)).toBe(true);
    // Only the stand-in's faint sweep of light moves over it: grey in every frame.
    for (const frame of gif.frames) {
      const [red, green, blue] = pixel(frame, gif.width, gif.width >> 1, gif.height >> 1);
      expect(Math.max(red!, green!, blue!) - Math.min(red!, green!, blue!)).toBeLessThanOrEqual(24);
    }
  });
});

describe('GET /media/templates/<id>.<ext>', () => {
  let app: TestApp;
  beforeAll(async () => {
    imageHost.routes.set('/2kbn1e.jpg', serve(200, 'image/jpeg', ORIGINAL_PNG));
    app = await createTestApp({ TEMPLATE_IMAGE_HOST: imageHost.host });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves the original with its real type, an ETag and a day of caching', async () => {
    const response = await app.request('/media/templates/surprised-pikachu.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(ORIGINAL_PNG)).toBe(true);
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await app.request('/media/templates/surprised-pikachu.jpg', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    const head = await app.request('/media/templates/surprised-pikachu.jpg', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(ORIGINAL_PNG.length));
    expect(hitsFor(imageHost, '/2kbn1e.jpg')).toBe(1);
  });

  it('serves artwork when the host has nothing, PNG for stills and GIF for GIFs', async () => {
    const still = await app.request('/media/templates/grus-plan.jpg');
    expect([still.status, still.headers.get('content-type'), still.headers.get('x-template-image-source')]).toEqual([200, 'image/png', 'artwork']);
    const gif = templateCatalogue().find((template) => template.isGif && !imageHost.routes.has(getTemplate(template.pictureOf)!.sourcePath!))!;
    const animated = await app.request(gif.url);
    expect([animated.status, animated.headers.get('content-type'), animated.headers.get('x-template-image-source')]).toEqual([200, 'image/gif', 'artwork']);
    expect(
      Buffer.from(await animated.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe('GIF89a');
  });

  it("serves a GIF template as an animated take on its real template's picture, with an ETag", async () => {
    imageHost.routes.set('/wxica.jpg', serve(200, 'image/png', ORIGINAL_PNG));
    const response = await app.request('/media/templates/this-is-fine-animated.gif');
    expect([response.status, response.headers.get('content-type'), response.headers.get('x-template-image-source')]).toEqual([200, 'image/gif', 'host']);
    const gif = decodeFullFrames(Buffer.from(await response.arrayBuffer()));
    expect(gif.frames.length).toBeGreaterThan(1);
    // The original is plain red.
    expect(Array.from(gif.frames[0]!.rgba.subarray(0, 3))).toEqual([255, 0, 0]);
    const revalidated = await app.request('/media/templates/this-is-fine-animated.gif', { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });

  it('answers an unknown template with the placeholder picture and a 404, and only GET/HEAD', async () => {
    const missing = await app.request('/media/templates/no-such-template.png');
    expect([missing.status, missing.headers.get('content-type'), missing.headers.get('cache-control')]).toEqual([404, 'image/png', 'no-store']);
    expect((await app.request('/media/templates/drake-hotline-bling.jpg', { method: 'POST' })).status).toBe(405);
    expect((await app.request('/media/templates/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
