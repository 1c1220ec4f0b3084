// The image URL API's formats and sizes, through the whole app: /media/render/<template>.<png|jpg|
// webp|gif> and /media/memes/<id>.<ext> with ?width=/?height=: magic bytes, decoded sizes, the
// captions in the pixels, animated WebP frames and timing, ETags per format and size, and errors.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { makeGif, rawDelays } from '../../helpers/gifFixtures';
import { sharedMemePath, storeMeme, type StoredPicture } from '../../helpers/storedMeme';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Drake's original as tests/helpers/drakeHost.ts serves it (600×600 of #3366aa, where the
 * captions go), but with a fine black-and-white checkerboard on its left 240 pixels: the animated
 * take's slow zoom then changes every frame (an encoder may merge frames that do not differ).
 */
const DRAKE_ORIGINAL = (() => {
  const canvas = createCanvas(600, 600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3366aa';
  ctx.fillRect(0, 0, 600, 600);
  for (let y = 0; y < 600; y += 6) {
    for (let x = 0; x < 240; x += 6) {
      ctx.fillStyle = (x + y) % 12 === 0 ? '#000000' : '#ffffff';
      ctx.fillRect(x, y, 6, 6);
    }
  }
  return canvas.toBuffer('image/png');
})();

const host = createServer((request, response) => {
  if (request.url === '/30b1gx.jpg') response.writeHead(200, { 'content-type': 'image/png' }).end(DRAKE_ORIGINAL);
  else response.writeHead(404).end();
});
let app: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  app = await createTestApp({ TEMPLATE_IMAGE_HOST: `127.0.0.1:${(host.address() as AddressInfo).port}` });
}, 60_000);

afterAll(async () => {
  await app?.close();
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
});

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const gifTemplate = () => templateCatalogue().find((template) => template.isGif)!;

const isJpeg = (bytes: Buffer) => bytes.subarray(0, 3).toString('hex') === 'ffd8ff';
const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

/** The first frame's straight RGBA pixels, decoded by libvips. */
async function pixelsOf(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { page: 0 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Pixels that differ clearly (sum of channel differences > 60) between two pictures, by half. */
async function inkBetween(captioned: Buffer, plain: Buffer): Promise<{ left: number; right: number }> {
  const [a, b] = await Promise.all([pixelsOf(captioned), pixelsOf(plain)]);
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  const ink = { left: 0, right: 0 };
  for (let at = 0; at < a.data.length; at += 4) {
    const difference = Math.abs(a.data[at]! - b.data[at]!) + Math.abs(a.data[at + 1]! - b.data[at + 1]!) + Math.abs(a.data[at + 2]! - b.data[at + 2]!);
    if (difference <= 60) continue;
    if ((at / 4) % a.width < a.width / 2) ink.left += 1;
    else ink.right += 1;
  }
  return ink;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<{ response: Response; bytes: Buffer }> {
  const response = await app.request(path, { headers });
  return { response, bytes: await bytesOf(response) };
}

describe('GET /media/render/<templateId>.<jpg|webp>', () => {
  it('renders JPEG and WebP with the captions drawn, at the picture size, cached for good', async () => {
    for (const [format, contentType, magic] of [
      ['jpg', 'image/jpeg', isJpeg],
      ['webp', 'image/webp', isWebp],
    ] as const) {
      const { response, bytes } = await get(`/media/render/drake-hotline-bling.${format}?c=Writing%20tests%20later&c=Writing%20tests%20first`);
      expect(response.status, format).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      expect(magic(bytes), format).toBe(true);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: format === 'jpg' ? 'jpeg' : 'webp', width: 600, height: 600 });
      // Drake's text positions are on the right half: the captions' ink is there, the left is as without captions.
      const plain = await get(`/media/render/drake-hotline-bling.${format}`);
      const ink = await inkBetween(bytes, plain.bytes);
      expect(ink.left, format).toBe(0);
      expect(ink.right, format).toBeGreaterThan(1000);
    }
  });

  it('gives each format and size its own strong ETag, and answers 304 to it', async () => {
    const path = '/media/render/drake-hotline-bling';
    const query = '?c=one&c=two';
    const etags = new Set<string>();
    for (const variant of [`.png${query}`, `.jpg${query}`, `.webp${query}`, `.jpg${query}&width=300`, `.jpg${query}&height=300&width=200`]) {
      const first = await app.request(path + variant);
      expect(first.status, variant).toBe(200);
      const etag = first.headers.get('etag')!;
      etags.add(etag);
      const again = await app.request(path + variant, { headers: { 'if-none-match': etag } });
      expect(again.status, variant).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
      expect((await app.request(path + variant)).headers.get('etag')).toBe(etag);
    }
    expect(etags.size).toBe(5);
  });

  it('renders a GIF template as an animated WebP with its frames and delays, and as a JPEG of its first frame', async () => {
    const template = gifTemplate();
    const original = await bytesOf(await app.request(template.url));
    const delays = rawDelays(original);
    expect(delays.length).toBeGreaterThan(1);
    const { response, bytes } = await get(`/media/render/${template.id}.webp?c=animated`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(isWebp(bytes)).toBe(true);
    const webp = await sharp(bytes, { animated: true }).metadata();
    expect(webp).toMatchObject({
      format: 'webp',
      pages: delays.length,
      width: template.width,
      pageHeight: template.height,
      loop: (await sharp(original, { animated: true }).metadata()).loop,
    });
    expect(webp.delay).toEqual(delays.map((centiseconds) => centiseconds * 10));

    const still = await get(`/media/render/${template.id}.jpg?c=animated`);
    expect(still.response.status).toBe(200);
    expect(still.response.headers.get('content-type')).toBe('image/jpeg');
    expect(isJpeg(still.bytes)).toBe(true);
    expect(await sharp(still.bytes).metadata()).toMatchObject({ format: 'jpeg', width: template.width, height: template.height });
    const plain = await get(`/media/render/${template.id}.jpg`);
    const ink = await inkBetween(still.bytes, plain.bytes);
    expect(ink.left + ink.right).toBeGreaterThan(500);
    // The WebP's first frame has the same caption on the same picture.
    const first = await inkBetween(bytes, plain.bytes);
    expect(first.left + first.right).toBeGreaterThan(500);
  });

  it('scales to ?width= and ?height=, keeping the aspect ratio when only one is given', async () => {
    const template = gifTemplate();
    const cases: [string, number, number][] = [
      ['/media/render/drake-hotline-bling.png?c=small&width=300', 300, 300],
      ['/media/render/drake-hotline-bling.jpg?c=wide&width=400&height=100', 400, 100],
      ['/media/render/drake-hotline-bling.webp?c=tall&height=2048', 2048, 2048],
      [`/media/render/${template.id}.jpg?c=scaled&width=100`, 100, Math.round((100 * template.height) / template.width)],
    ];
    for (const [path, width, height] of cases) {
      const { response, bytes } = await get(path);
      expect(response.status, path).toBe(200);
      expect(await sharp(bytes).metadata(), path).toMatchObject({ width, height });
    }
    // The captions are drawn at the new size, still on Drake's right half.
    const small = await get('/media/render/drake-hotline-bling.png?c=Writing%20tests%20later&width=200');
    const ink = await inkBetween(small.bytes, (await get('/media/render/drake-hotline-bling.png?width=200')).bytes);
    expect(ink.left).toBe(0);
    expect(ink.right).toBeGreaterThan(100);
    // Animations are scaled frame by frame, their timing kept.
    const animated = await get(`/media/render/${template.id}.webp?c=scaled&width=120`);
    const scaledHeight = Math.round((120 * template.height) / template.width);
    expect(await sharp(animated.bytes, { animated: true }).metadata()).toMatchObject({
      width: 120,
      pageHeight: scaledHeight,
      pages: rawDelays(await bytesOf(await app.request(template.url))).length,
    });
    const gif = await get(`/media/render/${template.id}.gif?c=scaled&width=120`);
    expect(gif.response.headers.get('content-type')).toBe('image/gif');
    expect(await sharp(gif.bytes, { animated: true }).metadata()).toMatchObject({ format: 'gif', width: 120, pageHeight: scaledHeight });
  });

  it('refuses a width or height that is not a whole number from 16 to 2048 with 400 naming it', async () => {
    const cases: [string, string][] = [
      ['width=15', 'width'],
      ['width=2049', 'width'],
      ['width=abc', 'width'],
      ['width=1.5', 'width'],
      ['width=', 'width'],
      ['width=-20', 'width'],
      ['height=0', 'height'],
      ['height=4096&width=100', 'height'],
      ['height=1e3', 'height'],
    ];
    for (const [query, name] of cases) {
      const response = await app.request(`/media/render/drake-hotline-bling.jpg?c=x&${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json(), query).toEqual({ error: `${name} must be a whole number from 16 to 2048` });
    }
    const twice = await app.request('/media/render/drake-hotline-bling.jpg?width=100&width=200');
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ error: 'Give width only once' });
    // A still picture is no GIF, whatever its size.
    const notGif = await app.request('/media/render/drake-hotline-bling.gif?width=100');
    expect(notGif.status).toBe(400);
    expect((await notGif.json()).error).toBe('This image is not a GIF; ask for .png, .jpg or .webp');
  });
});

describe('a stored meme as JPEG and WebP (GET /s/<shareId>.<jpg|webp>, drawn as /media/memes draws it)', () => {
  const storedMeme = async (captions: unknown, upload: StoredPicture) => (await storeMeme(app, captions, upload)).meme;

  it('serves a stored meme as JPEG and WebP, scaled on request', async () => {
    const canvas = createCanvas(200, 100);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#208040';
    ctx.fillRect(0, 0, 200, 100);
    const meme = await storedMeme(['Stored'], { bytes: canvas.toBuffer('image/png'), mimeType: 'image/png', width: 200, height: 100 });
    const shared = await sharedMemePath(app, meme.id);
    const cases: [string, string, number, number][] = [
      [`${shared}.jpg`, 'jpeg', 200, 100],
      [`${shared}.webp`, 'webp', 200, 100],
      [`${shared}.jpg?width=100`, 'jpeg', 100, 50],
      [`${shared}.webp?height=80`, 'webp', 160, 80],
      [`${shared}.jpg?width=50&height=60`, 'jpeg', 50, 60],
    ];
    for (const [path, format, width, height] of cases) {
      const { response, bytes } = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      expect(response.headers.get('content-type')).toBe(`image/${format}`);
      expect(await sharp(bytes).metadata(), path).toMatchObject({ format, width, height });
      expect((await app.request(path, { headers: { 'if-none-match': response.headers.get('etag')! } })).status).toBe(304);
    }
    expect((await app.request(`${shared}.jpg?width=9999`)).status).toBe(400);
  });

  it('turns a stored GIF upload into an animated WebP with its delays, loop count and transparency', async () => {
    const frames = [
      // The first frame's left half is transparent: nothing was drawn there yet.
      { paint: (x: number): [number, number, number, number] => (x < 20 ? [0, 0, 0, 0] : [200, 0, 0, 255]), delayCentiseconds: 3 },
      { paint: [0, 0, 200, 255] as [number, number, number, number], delayCentiseconds: 60 },
      { paint: [0, 160, 0, 255] as [number, number, number, number], delayCentiseconds: 7 },
    ];
    const meme = await storedMeme([], { bytes: Buffer.from(makeGif(40, 30, frames, 'once')), mimeType: 'image/gif', width: 40, height: 30 });
    const shared = await sharedMemePath(app, meme.id);
    const { response, bytes } = await get(`${shared}.webp`);
    expect(response.status).toBe(200);
    expect(isWebp(bytes)).toBe(true);
    // Played once, as the GIF (no loop extension), not forever.
    expect(await sharp(bytes, { animated: true }).metadata()).toMatchObject({ pages: 3, delay: [30, 600, 70], loop: 1, width: 40, pageHeight: 30 });
    const pixel = async (page: number, x: number, y: number) => {
      const { data } = await sharp(bytes, { page }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return [...data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 4)];
    };
    expect((await pixel(0, 5, 15))[3]).toBe(0);
    expect(await pixel(0, 30, 15)).toEqual([expect.closeTo(200, -1.5), expect.closeTo(0, -1.5), expect.closeTo(0, -1.5), 255]);
    expect(await pixel(1, 5, 15)).toEqual([expect.closeTo(0, -1.5), expect.closeTo(0, -1.5), expect.closeTo(200, -1.5), 255]);
    // An animation scaled up is held to the render's pixel budget: 20 frames of 2048×2048 are too many pixels.
    const long = await storedMeme([], {
      bytes: Buffer.from(
        makeGif(
          64,
          64,
          Array.from({ length: 20 }, (_, index) => ({ paint: [index * 12, 0, 0, 255] as [number, number, number, number], delayCentiseconds: 5 })),
        ),
      ),
      mimeType: 'image/gif',
      width: 64,
      height: 64,
    });
    const longShared = await sharedMemePath(app, long.id);
    for (const format of ['webp', 'gif'] as const) {
      const tooBig = await app.request(`${longShared}.${format}?width=2048`);
      expect(tooBig.status, format).toBe(422);
      expect((await tooBig.json()).error).toMatch(/^At that size the animation's frames would add up to more than 67 million pixels/);
      expect((await app.request(`${longShared}.${format}?width=512`)).status, format).toBe(200);
    }
    const jpg = await get(`${shared}.jpg`);
    expect(await sharp(jpg.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
  });
});
