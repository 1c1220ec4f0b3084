// The /media routes that serve rendered memes, through the whole app: content types, ETags and
// 304s, caching headers, spec error texts, and who may see a stored meme.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRenderQuery } from '../../../api/media/renderRequest';
import type { TextPosition } from '../../../core/templates/types';
import { templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { decodeFullFrames, makeGif, rawDelays } from '../../helpers/gifFixtures';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { startDrakeHost, type DrakeHost } from '../../helpers/drakeHost';
import { sharedMemePath, storeMeme, type StoredPicture } from '../../helpers/storedMeme';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const PNG_MAGIC = '89504e470d0a1a0a';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// The template image host serves Drake's original; every other path is missing.
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
// A variant of Drake: the same real picture (served by the host above) with another caption layout.
const drakeVariant = () => templateCatalogue().find((template) => !template.isGif && !template.classic && template.sourcePath === '/30b1gx.jpg')!;
const gifTemplate = () => templateCatalogue().find((template) => template.isGif)!;

describe('GET /media/render/<templateId>.<png|gif>', () => {
  it('renders a template with captions as a PNG with a strong ETag, cached for good', async () => {
    const response = await app.request('/media/render/drake-hotline-bling.png?c=Writing%20tests%20later&c=Writing%20tests%20first');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const png = await bytesOf(response);
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    expect(Number(response.headers.get('content-length'))).toBe(png.length);
    // Drake's text positions are on the right half: the captions' ink is there, the left is plain.
    const image = await loadImage(png);
    const ctx = createCanvas(image.width, image.height).getContext('2d');
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, image.width, image.height);
    let leftInk = 0;
    let rightInk = 0;
    for (let at = 0; at < data.length; at += 4) {
      const changed = Math.abs(data[at]! - 0x33) + Math.abs(data[at + 1]! - 0x66) + Math.abs(data[at + 2]! - 0xaa) > 60;
      if (changed && (at / 4) % image.width < image.width / 2) leftInk += 1;
      else if (changed) rightInk += 1;
    }
    expect(leftInk).toBe(0);
    expect(rightInk).toBeGreaterThan(1000);
  });

  it('answers 304 to a matching If-None-Match without the body, and a new ETag for new captions', async () => {
    const path = '/media/render/drake-hotline-bling.png?c=one&c=two';
    const first = await app.request(path);
    const etag = first.headers.get('etag')!;
    const again = await app.request(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await app.request(path, { headers: { 'if-none-match': `W/${etag}, "other"` } })).status).toBe(304);
    const other = await app.request('/media/render/drake-hotline-bling.png?c=one&c=three');
    expect(other.headers.get('etag')).not.toBe(etag);
    expect((await app.request(path)).headers.get('etag')).toBe(etag);
  });

  it('takes captions, stickers and style as base64url JSON in d', async () => {
    const template = drakeVariant();
    const design = {
      captions: [{ text: 'Styled', position: 'top', color: '#ffcc00' }],
      stickers: [{ id: 'cool', x: 80, y: 80, scale: 1.2, rotation: 45 }],
      style: { outlineColor: '#000000' },
      theme: 'standard',
    };
    const response = await app.request(`/media/render/${template.id}.png?d=${Buffer.from(JSON.stringify(design)).toString('base64url')}`);
    expect(response.status).toBe(200);
    // Its picture is the original from the host, which never changes: cached for good as well.
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('renders GIF templates frame by frame, keeping the frame count', async () => {
    const template = gifTemplate();
    const original = await bytesOf(await app.request(template.url));
    const response = await app.request(`/media/render/${template.id}.gif?c=animated`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(decodeFullFrames(await bytesOf(response)).frames.length).toBe(rawDelays(original).length);
  });

  it('caches a render on stand-in artwork briefly, since the original may come back', async () => {
    // The host has no Distracted Boyfriend, so the app draws its own picture for now.
    const response = await app.request('/media/render/distracted-boyfriend.png?c=a&c=b&c=c');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('answers the spec text for an unknown template', async () => {
    const response = await app.request('/media/render/no-such-template.png?c=hello');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Template with ID no-such-template not found' });
  });

  it('refuses bad requests with 400 and a message', async () => {
    const cases = [
      '/media/render/drake-hotline-bling.png?d=not-json',
      `/media/render/drake-hotline-bling.png?c=a&d=${Buffer.from(JSON.stringify({ captions: ['b'] })).toString('base64url')}`,
      `/media/render/drake-hotline-bling.png?c=${'x'.repeat(501)}`,
      `/media/render/drake-hotline-bling.png?d=${Buffer.from(JSON.stringify({ stickers: [{ id: 'no-such-sticker', x: 1, y: 1 }] })).toString('base64url')}`,
      `/media/render/drake-hotline-bling.png?d=${Buffer.from(JSON.stringify({ captions: [{ text: 'x', color: 'url(javascript:1)' }] })).toString('base64url')}`,
      '/media/render/drake-hotline-bling.gif?c=not%20a%20gif',
    ];
    for (const path of cases) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error, path).toEqual(expect.any(String));
    }
  });

  it('serves only GET and HEAD', async () => {
    expect((await app.request('/media/render/drake-hotline-bling.png', { method: 'POST' })).status).toBe(405);
    const head = await app.request('/media/render/drake-hotline-bling.png?c=head', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await head.text()).toBe('');
  });
});

describe('GET /media/memes/<id>.<png|gif>', () => {
  const storedMeme = (captions: unknown, upload?: StoredPicture) => storeMeme(app, captions, upload);

  it('shows a stored meme to its owner, privately, and revalidates by ETag', async () => {
    const { owner, meme } = await storedMeme([{ text: 'Mine', position: 'top' }]);
    const cookie = await sessionCookieFor(app, owner.id);
    const response = await app.request(`/media/memes/${meme.id}.png`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const etag = response.headers.get('etag')!;
    expect((await app.request(`/media/memes/${meme.id}.png`, { headers: { cookie, 'if-none-match': etag } })).status).toBe(304);
    // An edit changes the picture and so the ETag.
    await app.deps.prisma.meme.update({ where: { id: meme.id }, data: { captions: [{ text: 'Edited', position: 'top' }] } });
    expect((await app.request(`/media/memes/${meme.id}.png`, { headers: { cookie, 'if-none-match': etag } })).status).toBe(200);
  });

  it('hides a stored meme from others; once shared, its picture is public at its share link only', async () => {
    const { meme } = await storedMeme(['Shared by link'], { bytes: createCanvas(64, 48).toBuffer('image/png'), mimeType: 'image/png' });
    const stranger = await createUser(app, `stranger${Math.floor(Math.random() * 1e9)}`);
    const strangerCookie = await sessionCookieFor(app, stranger.id);
    const hidden = async () => {
      for (const headers of [{}, { cookie: strangerCookie }] as Record<string, string>[]) {
        const response = await app.request(`/media/memes/${meme.id}.png`, { headers });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: 'Meme not found' });
      }
    };
    await hidden();
    const shared = await app.request(`${await sharedMemePath(app, meme.id)}.png`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('public, no-cache');
    expect((await bytesOf(shared)).readUInt32BE(16)).toBe(64);
    // Sharing publishes the share link, not the meme's id: /media/memes stays private.
    await hidden();
    expect((await app.request(`/media/memes/${meme.id + 1000}.png`)).status).toBe(404);
  });

  it("serves a meme's uploaded picture without captions to those who may see the meme", async () => {
    const gif = Buffer.from(makeGif(30, 20, [{ paint: [200, 0, 0, 255], delayCentiseconds: 3 }]));
    const { owner, meme } = await storedMeme(['Not in the picture'], { bytes: gif, mimeType: 'image/gif' });
    const cookie = await sessionCookieFor(app, owner.id);
    const response = await app.request(`/media/memes/${meme.id}/picture`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(Buffer.compare(await bytesOf(response), gif)).toBe(0);
    expect((await app.request(`/media/memes/${meme.id}/picture`, { headers: { cookie, 'if-none-match': response.headers.get('etag')! } })).status).toBe(304);
    expect((await app.request(`/media/memes/${meme.id}/picture`)).status).toBe(404);
    // A meme on a template has its picture at the template's URL.
    const onTemplate = await storedMeme(['Drake']);
    const templateCookie = await sessionCookieFor(app, onTemplate.owner.id);
    expect((await app.request(`/media/memes/${onTemplate.meme.id}/picture`, { headers: { cookie: templateCookie } })).status).toBe(404);
  });

  it('tells its owner what to draw the captions on and how, as the render does', async () => {
    const query = `query ($id: ID!) { node(id: $id) { ... on Meme { picture { url width height } theme style { primaryColor fontFamily } template { slug textPositions { id } } } } }`;
    const design = { captions: [{ text: 'Styled', position: 'top' }], theme: 'standard', style: { primaryColor: '#ffcc00' } };
    const onTemplate = await storedMeme(design);
    const cookie = await sessionCookieFor(app, onTemplate.owner.id);
    const template = templateCatalogue().find((entry) => entry.id === 'drake-hotline-bling')!;
    const answer = await app.graphql(query, { id: Buffer.from(`Meme:${onTemplate.meme.id}`).toString('base64') }, { cookie });
    expect(answer.body.data.node).toEqual({
      picture: { url: template.url, width: template.width, height: template.height },
      theme: 'STANDARD',
      style: { primaryColor: '#ffcc00', fontFamily: null },
      template: { slug: template.id, textPositions: template.textPositions.map(({ id }) => ({ id })) },
    });
    const onUpload = await storedMeme(['Plain'], { bytes: createCanvas(64, 48).toBuffer('image/png'), mimeType: 'image/png' });
    const uploadCookie = await sessionCookieFor(app, onUpload.owner.id);
    const uploaded = await app.graphql(query, { id: Buffer.from(`Meme:${onUpload.meme.id}`).toString('base64') }, { cookie: uploadCookie });
    expect(uploaded.body.data.node).toMatchObject({ picture: { url: `/media/memes/${onUpload.meme.id}/picture`, width: 64, height: 48 }, theme: 'CLASSIC' });
  });

  it('renders a stored GIF upload as a GIF', async () => {
    const gif = Buffer.from(
      makeGif(30, 20, [
        { paint: [200, 0, 0, 255], delayCentiseconds: 3 },
        { paint: [0, 0, 200, 255], delayCentiseconds: 6 },
      ]),
    );
    const { meme } = await storedMeme({ captions: ['Animated'], theme: 'standard' }, { bytes: gif, mimeType: 'image/gif' });
    const response = await app.request(`${await sharedMemePath(app, meme.id)}.gif`);
    expect(response.status).toBe(200);
    expect(decodeFullFrames(await bytesOf(response)).frames).toHaveLength(2);
  });
});

describe("captions beyond a template's boxes", () => {
  const box = (id: string, position: TextPosition['position']): TextPosition => ({ id, position, x: 50, y: 90, width: 90, fontSize: 30, defaultText: '' });
  const kinds = (query: string, boxes: TextPosition[]) => parseRenderQuery(new URLSearchParams(query), boxes).captions.map((caption) => caption.position);

  it('take a free line: a one-box template with its box at the bottom gets the second caption at the top', () => {
    expect(kinds('c=first&c=second', [box('one:text-1', 'bottom')])).toEqual(['bottom', 'top']);
    expect(kinds('c=first&c=second&c=third', [box('one:text-1', 'top')])).toEqual(['top', 'bottom', 'center']);
  });

  it('keep top, bottom and centre by their place otherwise', () => {
    expect(kinds('c=a&c=b&c=c', [])).toEqual(['top', 'bottom', 'center']);
    expect(kinds('c=a&c=b&c=c', [box('two:text-1', 'custom'), box('two:text-2', 'custom')])).toEqual(['custom', 'custom', 'center']);
  });
});
