// Share links through the whole app: shareMeme / stopSharingMeme as the owner calls them, and the
// public page, its pictures and its oEmbed answer as a signed-out visitor and a link-preview
// crawler meet them (one GET each, the HTML parsed, no script run).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../../api/media/renderedImages';
import { crawlerView } from '../../helpers/crawlerView';
import { readMp4 } from '../../helpers/mp4';
import { DRAKE_ORIGINAL, startDrakeHost, type DrakeHost } from '../../helpers/drakeHost';
import { makeGif } from '../../helpers/gifFixtures';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { storeMeme, type StoredPicture } from '../../helpers/storedMeme';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';

const SHARE = `mutation Share($input: ShareMemeInput!) { shareMeme(input: $input) { __typename
  ... on ShareMemeSuccess { meme { id shareUrl sharedAt } } ... on UserError { message messageId } } }`;
const STOP = `mutation Stop($input: StopSharingMemeInput!) { stopSharingMeme(input: $input) { __typename
  ... on StopSharingMemeSuccess { meme { id shareUrl sharedAt } } ... on UserError { message messageId } } }`;
const SHARE_URL = new RegExp(`^${TEST_ORIGIN}/s/[A-Za-z0-9_-]{22}$`);

let host: DrakeHost;
let app: TestApp;
beforeAll(async () => {
  host = await startDrakeHost();
  app = await createTestApp({ TEMPLATE_IMAGE_HOST: host.host, ANONYMOUS_API_RATE_LIMIT: '1000' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await host?.close();
});

const memeGlobalId = (id: number) => Buffer.from(`Meme:${id}`).toString('base64');
const pathOf = (url: string) => url.slice(TEST_ORIGIN.length);

/** A new user's meme and their session cookie. */
async function ownedMeme(captions: unknown = ['Writing tests later', 'Writing tests first'], picture?: StoredPicture) {
  const { owner, meme } = await storeMeme(app, captions, picture);
  return { owner, meme, cookie: await sessionCookieFor(app, owner.id) };
}

async function share(memeId: number, cookie: string) {
  const { body } = await app.graphql(SHARE, { input: { memeId: memeGlobalId(memeId) } }, { cookie });
  return body.data?.shareMeme ?? body;
}

async function stop(memeId: number, cookie: string) {
  const { body } = await app.graphql(STOP, { input: { memeId: memeGlobalId(memeId) } }, { cookie });
  return body.data?.stopSharingMeme ?? body;
}

/** One GET with no cookie, as a crawler or a signed-out visitor makes it. */
const signedOut = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe('shareMeme', () => {
  it('gives the owner an absolute, unguessable link; sharing again keeps it', async () => {
    const { meme, cookie } = await ownedMeme();
    const before = await app.graphql(`query ($id: ID!) { node(id: $id) { ... on Meme { shareUrl sharedAt } } }`, { id: memeGlobalId(meme.id) }, { cookie });
    expect(before.body.data.node).toEqual({ shareUrl: null, sharedAt: null });
    const first = await share(meme.id, cookie);
    expect(first.__typename).toBe('ShareMemeSuccess');
    expect(first.meme.shareUrl).toMatch(SHARE_URL);
    expect(new Date(first.meme.sharedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const again = await share(meme.id, cookie);
    expect(again.meme).toEqual(first.meme);
    // 128 random bits, not derived from the meme's id: another meme's link shares nothing with it.
    const other = await ownedMeme();
    expect((await share(other.meme.id, other.cookie)).meme.shareUrl).not.toBe(first.meme.shareUrl);
  });

  it("refuses someone else's meme as not found, and a signed-out caller, changing nothing", async () => {
    const { meme, cookie } = await ownedMeme();
    const stranger = await createUser(app, `stranger${Math.floor(Math.random() * 1e9)}`);
    const strangerCookie = await sessionCookieFor(app, stranger.id);
    expect(await share(meme.id, strangerCookie)).toEqual({
      __typename: 'MemeNotFoundError',
      message: 'Meme not found',
      messageId: 'GenerationError.memeNotFound',
    });
    expect((await app.deps.prisma.meme.findUniqueOrThrow({ where: { id: meme.id } })).shareId).toBeNull();
    const signedOutAnswer = await app.graphql(SHARE, { input: { memeId: memeGlobalId(meme.id) } });
    expect(signedOutAnswer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Shared by its owner, a stranger cannot take it back either.
    const shared = await share(meme.id, cookie);
    expect((await stop(meme.id, strangerCookie)).__typename).toBe('MemeNotFoundError');
    expect((await signedOut(pathOf(shared.meme.shareUrl))).status).toBe(200);
  });
});

describe('the share page, as a crawler reads it', () => {
  it('has the title, description, canonical link, Open Graph and X card tags, and its og:image is the picture at the stated size', async () => {
    const { meme, cookie } = await ownedMeme();
    const { shareUrl } = (await share(meme.id, cookie)).meme;
    const response = await signedOut(pathOf(shareUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('vary')).toBe('accept-language, cookie');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*img-src 'self'/);
    const page = crawlerView(await response.text());
    const tag = (key: string) => page.meta.get(key);
    // The picture Drake is drawn on here (the fake image host's original): the page states its size.
    const template = await sharp(DRAKE_ORIGINAL).metadata();
    const title = 'Writing tests later / Writing tests first';
    const description = 'Made with Meme Maker. Make your own meme in seconds.';
    const alt = (await app.deps.prisma.meme.findUniqueOrThrow({ where: { id: meme.id } })).description ?? title;
    expect(page.lang).toBe('en');
    expect(page.title).toBe(`${title} · Meme Maker`);
    expect(page.tags).not.toContain('script');
    expect(Object.fromEntries(page.meta)).toEqual({
      viewport: ['width=device-width, initial-scale=1'],
      'color-scheme': ['dark'],
      'theme-color': ['#111118'],
      description: [description],
      robots: ['noindex'],
      'og:type': ['website'],
      'og:site_name': ['Meme Maker'],
      'og:title': [title],
      'og:description': [description],
      'og:url': [shareUrl],
      'og:image': [`${shareUrl}.png`],
      'og:image:type': ['image/png'],
      'og:image:width': [String(template.width)],
      'og:image:height': [String(template.height)],
      'og:image:alt': [alt],
      'twitter:card': ['summary_large_image'],
      'twitter:title': [title],
      'twitter:description': [description],
      'twitter:image': [`${shareUrl}.png`],
      'twitter:image:alt': [alt],
    });
    expect(page.links).toEqual([
      { rel: 'canonical', href: shareUrl },
      { rel: 'alternate', type: 'application/json+oembed', href: `${TEST_ORIGIN}/oembed?url=${encodeURIComponent(shareUrl)}&format=json`, title },
    ]);
    // The picture the tags announce, fetched as the crawler does: no cookie, its stated size.
    const image = await signedOut(pathOf(tag('og:image')![0]!));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, no-cache');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({
      width: Number(tag('og:image:width')![0]),
      height: Number(tag('og:image:height')![0]),
    });
    // People see the meme large with its alt text, a way to make their own, the "made with" line and a way to report it.
    expect(page.images).toEqual([{ src: `${pathOf(shareUrl)}.png`, width: String(template.width), height: String(template.height), alt }]);
    expect(page.anchors).toEqual([
      { href: `${TEST_ORIGIN}/`, text: 'Make your own' },
      { href: `${pathOf(shareUrl)}/report`, text: 'Report this meme' },
    ]);
    expect(page.bodyText).toContain('Made with Meme Maker');
    // Its other formats too, all without a credential.
    for (const format of ['jpg', 'webp'] as const) {
      const other = await signedOut(`${pathOf(shareUrl)}.${format}`);
      expect(other.status, format).toBe(200);
      expect(other.headers.get('content-type')).toBe(CONTENT_TYPES[format]);
    }
    // A still meme has no GIF: the same answer as /media/memes gives.
    expect((await signedOut(`${pathOf(shareUrl)}.gif`)).status).toBe(400);
  });

  it('escapes what the owner wrote: a caption of <script>"& stays text in every tag', async () => {
    const caption = `<script>alert("x")</script> & "quotes" 'too'`;
    const { meme, cookie } = await ownedMeme([caption, '</title><b>bold?</b>']);
    await app.deps.prisma.meme.update({ where: { id: meme.id }, data: { description: `Drake: <img src=x onerror=alert(1)> "&"` } });
    const { shareUrl } = (await share(meme.id, cookie)).meme;
    const html = await (await signedOut(pathOf(shareUrl))).text();
    expect(html).not.toMatch(/<script|<b>|<img src=x/i);
    const page = crawlerView(html);
    const title = `${caption} / </title><b>bold?</b>`;
    expect(page.tags).not.toContain('script');
    expect(page.tags.filter((tag) => tag === 'img')).toHaveLength(1);
    expect(page.title).toBe(`${title} · Meme Maker`);
    expect(page.meta.get('og:title')).toEqual([title]);
    expect(page.meta.get('twitter:title')).toEqual([title]);
    expect(page.meta.get('og:image:alt')).toEqual(['Drake: <img src=x onerror=alert(1)> "&"']);
    expect(page.images[0]!.alt).toBe('Drake: <img src=x onerror=alert(1)> "&"');
    expect(page.links.find((link) => link.type === 'application/json+oembed')?.title).toBe(title);
  });

  it('speaks the language of the app cookie, else Accept-Language (by preference), else English', async () => {
    const { meme, cookie } = await ownedMeme();
    const path = pathOf((await share(meme.id, cookie)).meme.shareUrl);
    const read = async (headers: Record<string, string>) => crawlerView(await (await signedOut(path, headers)).text());
    const german = await read({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect([german.lang, german.dir]).toEqual(['de', 'ltr']);
    expect(german.anchors[0]!.text).toBe('Eigenes erstellen');
    expect(german.meta.get('og:description')).toEqual(['Erstellt mit Meme Maker. Mach dein eigenes Meme in Sekunden.']);
    // The preferred language wins, not the first listed; an unsupported one is skipped.
    expect((await read({ 'accept-language': 'xx;q=1, fr;q=0.4, ja;q=0.8' })).lang).toBe('ja');
    expect((await read({ 'accept-language': 'nb-NO' })).lang).toBe('no');
    const arabic = await read({ 'accept-language': 'ar' });
    expect([arabic.lang, arabic.dir]).toEqual(['ar', 'rtl']);
    expect(arabic.anchors[0]!.text).toBe('اصنع الميم الخاص بك');
    // The language the visitor picked in the app (its cookie) beats the browser's.
    expect((await read({ 'accept-language': 'de', cookie: 'mm-lang=ko' })).lang).toBe('ko');
    expect((await read({ 'accept-language': 'xx' })).lang).toBe('en');
  });

  it('announces an animated meme with its GIF (and its MP4 when the server makes MP4s)', async () => {
    const gif = Buffer.from(
      makeGif(41, 31, [
        { paint: [200, 0, 0, 255], delayCentiseconds: 5 },
        { paint: [0, 0, 200, 255], delayCentiseconds: 5 },
      ]),
    );
    const { meme, cookie } = await ownedMeme(['Animated'], { bytes: gif, mimeType: 'image/gif', width: 41, height: 31 });
    await app.deps.prisma.meme.update({ where: { id: meme.id }, data: { type: 'gif' } });
    const { shareUrl } = (await share(meme.id, cookie)).meme;
    const page = crawlerView(await (await signedOut(pathOf(shareUrl))).text());
    expect(page.meta.get('og:image')).toEqual([`${shareUrl}.gif`]);
    expect(page.meta.get('og:image:type')).toEqual(['image/gif']);
    expect([page.meta.get('og:image:width'), page.meta.get('og:image:height')]).toEqual([['41'], ['31']]);
    expect(page.meta.get('twitter:image')).toEqual([`${shareUrl}.png`]);
    const animation = await signedOut(`${pathOf(shareUrl)}.gif`);
    expect(animation.headers.get('content-type')).toBe('image/gif');
    expect(await sharp(Buffer.from(await animation.arrayBuffer()), { animated: true }).metadata()).toMatchObject({ pages: 2, width: 41, pageHeight: 31 });
    const makesMp4 = Object.hasOwn(CONTENT_TYPES, 'mp4');
    expect(page.meta.get('og:video')).toEqual(makesMp4 ? [`${shareUrl}.mp4`] : undefined);
    if (makesMp4) {
      expect(page.meta.get('og:video:type')).toEqual(['video/mp4']);
      const video = await signedOut(`${pathOf(shareUrl)}.mp4`);
      expect(video.headers.get('content-type')).toBe('video/mp4');
      // The size announced is the video's own: H.264 drops the odd last column and row.
      const track = readMp4(new Uint8Array(await video.arrayBuffer())).tracks[0]!;
      expect([track.width, track.height]).toEqual([40, 30]);
      expect([page.meta.get('og:video:width'), page.meta.get('og:video:height')]).toEqual([['40'], ['30']]);
    }
  });
});

describe('GET /oembed', () => {
  it('answers oEmbed 1.0 type photo for a share page, within maxwidth and maxheight', async () => {
    const { meme, cookie } = await ownedMeme();
    const { shareUrl } = (await share(meme.id, cookie)).meme;
    // The picture Drake is drawn on here (the fake image host's original): the page states its size.
    const template = await sharp(DRAKE_ORIGINAL).metadata();
    const oembed = (query: string) => signedOut(`/oembed?url=${encodeURIComponent(shareUrl)}${query}`);
    const response = await oembed('&format=json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      version: '1.0',
      type: 'photo',
      title: 'Writing tests later / Writing tests first',
      provider_name: 'Meme Maker',
      provider_url: `${TEST_ORIGIN}/`,
      url: `${shareUrl}.png`,
      width: template.width,
      height: template.height,
    });
    // Smaller on request, keeping the aspect ratio; the picture at `url` has exactly that size.
    for (const query of ['&maxwidth=300', `&maxheight=200`, '&maxwidth=300&maxheight=100']) {
      const small = await (await oembed(query)).json();
      expect(small.width, query).toBeLessThanOrEqual(300);
      expect(small.height, query).toBeLessThanOrEqual(query.endsWith('100') ? 100 : query.includes('maxheight') ? 200 : Infinity);
      const picture = await signedOut(pathOf(small.url));
      expect(picture.status, query).toBe(200);
      expect(await sharp(Buffer.from(await picture.arrayBuffer())).metadata(), query).toMatchObject({ width: small.width, height: small.height });
    }
    // A maximum larger than the picture changes nothing.
    expect((await (await oembed('&maxwidth=5000')).json()).url).toBe(`${shareUrl}.png`);
    expect((await oembed('&format=xml')).status).toBe(501);
    expect((await signedOut('/oembed?url=https%3A%2F%2Fexample.com%2Fs%2FAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await signedOut(`/oembed?url=${encodeURIComponent(`${TEST_ORIGIN}/s/AAAAAAAAAAAAAAAAAAAAAA`)}`)).status).toBe(404);
    expect((await signedOut('/oembed')).status).toBe(404);
  });
});

describe('taking a share back', () => {
  it('stop sharing: page, pictures and oEmbed answer 404 at once; sharing again makes a new link and the old one stays dead', async () => {
    const { meme, cookie } = await ownedMeme();
    const { shareUrl } = (await share(meme.id, cookie)).meme;
    const path = pathOf(shareUrl);
    const oembedPath = `/oembed?url=${encodeURIComponent(shareUrl)}`;
    // Fetched (and so cached by the renderer) while shared...
    const picture = await signedOut(`${path}.png`);
    expect(picture.status).toBe(200);
    const etag = picture.headers.get('etag')!;
    expect((await signedOut(oembedPath)).status).toBe(200);
    const stopped = await stop(meme.id, cookie);
    expect(stopped).toEqual({ __typename: 'StopSharingMemeSuccess', meme: { id: memeGlobalId(meme.id), shareUrl: null, sharedAt: null } });
    // ...gone from the next request on, a revalidating cache included.
    const page = await signedOut(path);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const missing = crawlerView(await page.text());
    expect(missing.title).toBe('This meme is not shared · Meme Maker');
    expect(missing.meta.get('robots')).toEqual(['noindex']);
    expect(missing.meta.has('og:image')).toBe(false);
    expect(missing.anchors).toEqual([{ href: `${TEST_ORIGIN}/`, text: 'Make your own' }]);
    for (const format of ['png', 'jpg', 'webp']) expect((await signedOut(`${path}.${format}`)).status, format).toBe(404);
    expect((await signedOut(`${path}.png`, { 'if-none-match': etag })).status).toBe(404);
    expect((await signedOut(oembedPath)).status).toBe(404);
    // Stopping twice is harmless; sharing again is a new link.
    expect((await stop(meme.id, cookie)).__typename).toBe('StopSharingMemeSuccess');
    const again = (await share(meme.id, cookie)).meme.shareUrl;
    expect(again).toMatch(SHARE_URL);
    expect(again).not.toBe(shareUrl);
    expect((await signedOut(pathOf(again))).status).toBe(200);
    expect((await signedOut(path)).status).toBe(404);
    expect((await signedOut(`${path}.png`)).status).toBe(404);
  });

  it('deleting the meme ends its share link', async () => {
    const { meme, cookie } = await ownedMeme();
    const path = pathOf((await share(meme.id, cookie)).meme.shareUrl);
    expect((await signedOut(`${path}.png`)).status).toBe(200);
    await app.deps.prisma.meme.delete({ where: { id: meme.id } });
    expect((await signedOut(path)).status).toBe(404);
    expect((await signedOut(`${path}.png`)).status).toBe(404);
  });

  it('unknown and malformed share ids are 404s, and only GET and HEAD are answered', async () => {
    for (const path of ['/s/AAAAAAAAAAAAAAAAAAAAAA', '/s/short', '/s/', '/s/AAAAAAAAAAAAAAAAAAAAAA.png', '/s/AAAAAAAAAAAAAAAAAAAAAA.exe']) {
      expect((await signedOut(path)).status, path).toBe(404);
    }
    const { meme, cookie } = await ownedMeme();
    const path = pathOf((await share(meme.id, cookie)).meme.shareUrl);
    expect((await app.request(path, { method: 'POST' })).status).toBe(405);
    const head = await app.request(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
