// When the template image host cannot be reached (as on an offline machine): memes are their
// captions on a plain stand-in, with no template name or editor guides in the file; GIF memes are up
// to 640 px with the stand-in's frame timing; and GraphQL tells the interface that template
// pictures are unavailable, so it can offer Upload + Prompt instead.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../api/platform/config';
import { createLogger } from '../../../api/platform/log';
import { retiredTemplates, templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { HOST_RETRY_MS, templateImagesAvailable } from '../../../api/templates/images/templateImage';
import { decodeFullFrames, loopCount } from '../../helpers/gifFixtures';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// Nothing listens on the discard port: every request is refused at once, as offline.
const UNREACHABLE = '127.0.0.1:9';

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

async function rgbaOf(png: Buffer) {
  const image = await loadImage(png);
  const context = createCanvas(image.width, image.height).getContext('2d');
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, image.width, image.height);
}

describe('memes rendered while the image host is unreachable', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ TEMPLATE_IMAGE_HOST: UNREACHABLE });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('are their captions on the plain stand-in: nothing between the captions but the ground', async () => {
    const standIn = await app.request('/media/templates/one-does-not-simply.jpg');
    expect(standIn.headers.get('x-template-image-source')).toBe('artwork');
    const ground = await rgbaOf(await bytesOf(standIn));
    const response = await app.request(`/media/render/one-does-not-simply.png?c=${encodeURIComponent('THE CODE WORKS ON THE FIRST TRY')}&c=Ship%20it`);
    expect(response.status).toBe(200);
    const meme = await rgbaOf(await bytesOf(response));
    expect([meme.width, meme.height]).toEqual([ground.width, ground.height]);
    // The captions sit at the top and the bottom (boxes centred at 10% and 90%): the middle of the
    // meme is the stand-in untouched, one flat colour, where the old artwork printed the name.
    const rowBytes = meme.width * 4;
    const middle = (image: { data: Uint8ClampedArray }) =>
      image.data.subarray(Math.round(meme.height * 0.3) * rowBytes, Math.round(meme.height * 0.7) * rowBytes);
    expect(Buffer.from(middle(meme)).equals(Buffer.from(middle(ground)))).toBe(true);
    const colours = new Set<number>();
    const centre = middle(meme);
    for (let at = 0; at < centre.length; at += 4) colours.add((centre[at]! << 16) | (centre[at + 1]! << 8) | centre[at + 2]!);
    expect(colours.size).toBe(1);
    // The captions are there: white letters with black outlines in the top band.
    let white = 0;
    let black = 0;
    for (let at = 0; at < Math.round(meme.height * 0.2) * rowBytes; at += 4) {
      const low = Math.min(meme.data[at]!, meme.data[at + 1]!, meme.data[at + 2]!);
      const high = Math.max(meme.data[at]!, meme.data[at + 1]!, meme.data[at + 2]!);
      if (low > 235) white += 1;
      if (high < 25) black += 1;
    }
    expect(white).toBeGreaterThan(500);
    expect(black).toBeGreaterThan(500);
  });

  it('are animated GIFs 640 px on the long side (the template is larger), keeping the frame delays', async () => {
    // Larger GIFs are padding entries memes may still name (retired once real templates filled the GIF share).
    const template = [...templateCatalogue(), ...retiredTemplates()].find((entry) => entry.isGif && entry.width > 640 && entry.width >= entry.height)!;
    const response = await app.request(`/media/render/${template.id}.gif?c=Hello&c=World`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/gif']);
    const bytes = await bytesOf(response);
    const gif = decodeFullFrames(bytes);
    expect([gif.width, gif.height]).toEqual([640, Math.round((template.height * 640) / template.width)]);
    expect(gif.frames.length).toBeGreaterThanOrEqual(4);
    expect(gif.frames.map((frame) => frame.delayCentiseconds)).toEqual(gif.frames.map(() => 12));
    expect(loopCount(bytes)).toBe(0);
    expect(gif.frames[1]!.rgba).not.toEqual(gif.frames[gif.frames.length - 2]!.rgba);
  });

  it('make GraphQL say that template pictures are unavailable', async () => {
    const { body } = await app.graphql<{ templateImagesAvailable: boolean }>('{ templateImagesAvailable }');
    expect(body).toEqual({ data: { templateImagesAvailable: false } });
  });
});

describe('templateImagesAvailable', () => {
  let host: Server;
  let address: string;
  let status = 200;
  const hits: string[] = [];
  const png = createCanvas(4, 4).toBuffer('image/png');
  beforeAll(async () => {
    host = createServer((request, response) => {
      hits.push(request.url!);
      if (status === 200) response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else response.writeHead(status).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    address = `127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    vi.useRealTimers();
    host?.closeAllConnections();
    await new Promise((resolve) => host?.close(resolve));
  });

  const depsFor = (imageHost: string) => ({
    config: {
      ...loadConfig({ DATA_DIR: tmpdir(), SESSION_SECRET: 's'.repeat(40), TEMPLATE_IMAGE_HOST: imageHost, LOG_LEVEL: 'silent' }),
      dataDir: 'memory://',
    },
    log: createLogger('silent'),
  });

  it('asks a host nobody has asked yet once, and is true while it answers', async () => {
    const deps = depsFor(address);
    const before = hits.length;
    expect(await templateImagesAvailable(deps)).toBe(true);
    expect(await templateImagesAvailable(deps)).toBe(true);
    expect(hits.length - before).toBe(1);
  });

  it('is false while the host is unreachable, and true again once it answers after the pause', async () => {
    expect(await templateImagesAvailable(depsFor(UNREACHABLE))).toBe(false);
    const deps = depsFor(address);
    status = 503;
    try {
      expect(await templateImagesAvailable(deps)).toBe(false);
      const asked = hits.length;
      expect(await templateImagesAvailable(deps)).toBe(false);
      expect(hits.length).toBe(asked); // left alone during the pause
      status = 200;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + HOST_RETRY_MS + 1_000);
      expect(await templateImagesAvailable(deps)).toBe(true);
    } finally {
      status = 200;
      vi.useRealTimers();
    }
  });

  it('counts a host that refuses one picture (404) as answering', async () => {
    status = 404;
    try {
      expect(await templateImagesAvailable(depsFor(address))).toBe(true);
    } finally {
      status = 200;
    }
  });

  it('is a public GraphQL field', async () => {
    const app = await createTestApp({ TEMPLATE_IMAGE_HOST: address });
    try {
      const { body } = await app.graphql<{ templateImagesAvailable: boolean }>('{ templateImagesAvailable }');
      expect(body).toEqual({ data: { templateImagesAvailable: true } });
    } finally {
      await app.close();
    }
  });
});
