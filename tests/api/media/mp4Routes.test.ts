// MP4 through the whole app: /media/render/<gif template>.mp4 and /media/memes/<id>.mp4 as a
// player or a chat app fetches them: Content-Type, ETag and 304, byte ranges, the file's boxes
// against the same meme's GIF (frames, duration), sizes, and the same access rules as every format.
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { makeGif, rawDelays } from '../../helpers/gifFixtures';
import { startDrakeHost, type DrakeHost } from '../../helpers/drakeHost';
import { readMp4 } from '../../helpers/mp4';
import { sessionCookieFor } from '../../helpers/sessions';
import { sharedMemePath, storeMeme } from '../../helpers/storedMeme';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// The host serves Drake's original, so Drake's GIF template is the animated take on a real picture.
let host: DrakeHost;
let app: TestApp;

beforeAll(async () => {
  host = await startDrakeHost();
  app = await createTestApp({ TEMPLATE_IMAGE_HOST: host.host });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await host?.close();
});

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const drakeGif = () => getTemplate('drake-hotline-bling-animated')!;

describe('GET /media/render/<gif template>.mp4', () => {
  const query = '?c=Writing%20the%20GIF&c=Shipping%20the%20MP4';

  it('is an H.264 video of the GIF meme: same frames, same duration, moov first, no sound, far smaller', async () => {
    const template = drakeGif();
    const gifResponse = await app.request(`/media/render/${template.id}.gif${query}`);
    expect(gifResponse.status).toBe(200);
    const gif = await bytesOf(gifResponse);
    const delays = rawDelays(gif);
    expect(delays.length).toBeGreaterThan(1);

    const response = await app.request(`/media/render/${template.id}.mp4${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers.get('etag')).not.toBe(gifResponse.headers.get('etag'));
    const bytes = await bytesOf(response);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);

    const mp4 = readMp4(bytes);
    expect(mp4.topLevel).toEqual(['ftyp', 'moov', 'mdat']);
    expect(mp4.tracks).toHaveLength(1);
    const [video] = mp4.tracks;
    expect(video).toMatchObject({ handler: 'vide', sampleEntry: 'avc1', width: template.width, height: template.height });
    expect(video!.avc).toMatchObject({ chromaFormat: 1, codedWidth: template.width, codedHeight: template.height });
    expect(video!.samples).toHaveLength(delays.length);
    expect(video!.sampleDurations.map((duration) => (duration * 1000) / video!.timescale)).toEqual(delays.map((centiseconds) => centiseconds * 10));
    expect(mp4.movieDuration / mp4.movieTimescale).toBeCloseTo(delays.reduce((sum, delay) => sum + delay, 0) / 100, 3);
    // The figure: a GIF of a photo is typically ten times the MP4.
    expect(bytes.length).toBeLessThan(gif.length / 4);
  });

  it('answers 304 to its ETag, byte ranges with 206, and a range past the end with 416', async () => {
    const path = `/media/render/${drakeGif().id}.mp4${query}`;
    const whole = await app.request(path);
    const bytes = await bytesOf(whole);
    const etag = whole.headers.get('etag')!;
    const size = bytes.length;

    const again = await app.request(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    // A video element's first request, then a seek's, then the tail a player reads for the moov.
    for (const [range, start, end] of [
      ['bytes=0-', 0, size - 1],
      ['bytes=100-1099', 100, 1099],
      ['bytes=-64', size - 64, size - 1],
      [`bytes=${size - 10}-${size + 500}`, size - 10, size - 1],
    ] as const) {
      const partial = await app.request(path, { headers: { range } });
      expect(partial.status, range).toBe(206);
      expect(partial.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(partial.headers.get('content-type')).toBe('video/mp4');
      expect(partial.headers.get('etag')).toBe(etag);
      const body = await bytesOf(partial);
      expect(Number(partial.headers.get('content-length'))).toBe(end - start + 1);
      expect(body.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }

    const past = await app.request(path, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    // A range of another version (If-Range), or several ranges, get the whole file.
    const stale = await app.request(path, { headers: { range: 'bytes=0-9', 'if-range': '"another-version"' } });
    expect(stale.status).toBe(200);
    expect((await bytesOf(stale)).length).toBe(size);
    const several = await app.request(path, { headers: { range: 'bytes=0-9,20-29' } });
    expect(several.status).toBe(200);
    const head = await app.request(path, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
    expect(await head.text()).toBe('');
  });

  it('makes an odd size even, and refuses a still template like .gif does', async () => {
    const scaled = await app.request(`/media/render/${drakeGif().id}.mp4${query}&width=317`);
    expect(scaled.status).toBe(200);
    const [video] = readMp4(await bytesOf(scaled)).tracks;
    expect([video!.width, video!.height]).toEqual([316, 316]);

    const still = await app.request(`/media/render/drake-hotline-bling.mp4${query}`);
    expect(still.status).toBe(400);
    expect(await still.json()).toEqual({ error: 'This image is not a GIF; ask for .png, .jpg or .webp' });
    expect((await app.request('/media/render/drake-hotline-bling.mp5')).status).toBe(404);
  });
});

describe('GET /media/memes/<id>.mp4', () => {
  it('serves a stored GIF meme to its owner or a signed link only, and refuses a still one', async () => {
    const gif = Buffer.from(
      makeGif(30, 20, [
        { paint: [200, 0, 0, 255], delayCentiseconds: 3 },
        { paint: [0, 0, 200, 255], delayCentiseconds: 6 },
      ]),
    );
    const { meme, owner } = await storeMeme(app, { captions: ['Animated'], theme: 'standard' }, { bytes: gif, mimeType: 'image/gif' });
    const path = `/media/memes/${meme.id}.mp4`;
    // Not found and not allowed look the same.
    expect((await app.request(path)).status).toBe(404);
    const mine = await app.request(path, { headers: { cookie: await sessionCookieFor(app, owner.id) } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.headers.get('content-type')).toBe('video/mp4');
    const [video] = readMp4(await bytesOf(mine)).tracks;
    expect(video!.samples).toHaveLength(2);
    expect([video!.width, video!.height]).toEqual([30, 20]);
    // Shared, it is public at its share link.
    const shared = `${await sharedMemePath(app, meme.id)}.mp4`;
    const signed = await app.request(shared);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('video/mp4');
    expect(signed.headers.get('cache-control')).toBe('public, no-cache');

    const still = await storeMeme(app, ['Still'], { bytes: createCanvas(64, 48).toBuffer('image/png'), mimeType: 'image/png' });
    const refused = await app.request(`${await sharedMemePath(app, still.meme.id)}.mp4`);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('This image is not a GIF; ask for .png, .jpg or .webp');
  });
});
