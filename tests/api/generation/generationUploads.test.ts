// Upload + Prompt: images are judged by their bytes (SECURITY.md check 12), stored once per user and
// content hash, usable only by whoever uploaded them, and generate memes on themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_LIMITS } from '../../../api/render/limits';
import { MAX_UPLOAD_BYTES } from '../../../api/services/uploads/uploads';
import { makeGif } from '../../helpers/gifFixtures';
import {
  balanceOf,
  dataUrl,
  generate,
  gifBomb,
  ledgerOf,
  manyFrameGif,
  multipartUpload,
  pngBytes,
  pngHeader,
  signedInUser,
  UPLOAD,
} from '../../helpers/generation';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

async function upload(cookie: string, file: { bytes: Buffer; name: string; type: string }) {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { cookie, 'x-graphql-yoga-csrf': '1' },
    body: multipartUpload(UPLOAD, file),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const invalidType = {
  __typename: 'InvalidFileTypeError',
  message: 'Invalid file type: Please upload an image file',
  messageId: 'GenerationError.invalidFileType',
};
const tooLarge = {
  __typename: 'FileTooLargeError',
  message: 'File too large: Please upload an image smaller than 5MB',
  messageId: 'GenerationError.fileTooLarge',
};
const tooManyPixels = {
  __typename: 'ImageTooLargeError',
  message: 'Image too large: Please upload an image of at most 4096×4096 pixels and 300 frames',
  messageId: 'GenerationError.imageTooLarge',
};
// Within 4096×4096 and 300 frames, yet over the pixels one render may compose: the message says so.
const tooManyPixelsAcrossFrames = {
  __typename: 'ImageTooLargeError',
  message: `Image too large: Please upload an image of at most ${Math.floor(RENDER_LIMITS.maxTotalPixels / 1e6)} million pixels across all frames (width × height × frames)`,
  messageId: 'GenerationError.imageTooManyPixels',
};

describe('uploadImage', () => {
  it('stores a PNG sent as a multipart file and tells its size', async () => {
    const { cookie } = await signedInUser(app);
    const { status, body } = await upload(cookie, { bytes: pngBytes(120, 80), name: 'cat.png', type: 'image/png' });
    expect(status).toBe(200);
    expect(body.data.uploadImage).toMatchObject({ __typename: 'UploadImageSuccess', mimeType: 'image/png', width: 120, height: 80, isGif: false });
    expect(body.data.uploadImage.uploadId).toMatch(/^\d+\.[\w-]{22}$/);
  });

  it("stores a user's identical bytes once; another user's copy is their own (tests/api/generation/uploadPrivacy.test.ts)", async () => {
    const bytes = pngBytes(33, 33, '#00ff00');
    const first = await signedInUser(app);
    const second = await signedInUser(app);
    const a = (await upload(first.cookie, { bytes, name: 'a.png', type: 'image/png' })).body.data.uploadImage.uploadId;
    const again = (await upload(first.cookie, { bytes, name: 'a2.png', type: 'image/png' })).body.data.uploadImage.uploadId;
    const b = (await upload(second.cookie, { bytes, name: 'b.png', type: 'image/png' })).body.data.uploadImage.uploadId;
    expect(again).toBe(a);
    expect(a.split('.')[0]).not.toBe(b.split('.')[0]);
    expect(await app.deps.prisma.upload.count({ where: { width: 33, height: 33 } })).toBe(2);
  });

  const refused: [string, { bytes: Buffer; name: string; type: string }, object][] = [
    ['script bytes labelled image/png', { bytes: Buffer.from('<script>alert(1)</script>'), name: 'x.png', type: 'image/png' }, invalidType],
    [
      'an SVG',
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'x.svg', type: 'image/svg+xml' },
      invalidType,
    ],
    ['HTML', { bytes: Buffer.from('<!doctype html><h1>hi</h1>'), name: 'x.html', type: 'text/html' }, invalidType],
    ['a real PNG declared as text', { bytes: pngBytes(), name: 'x.txt', type: 'text/plain' }, invalidType],
    ['a 20000×20000 PNG header', { bytes: pngHeader(20000, 20000), name: 'huge.png', type: 'image/png' }, tooManyPixels],
    ['a 10000-frame GIF', { bytes: manyFrameGif(10000), name: 'long.gif', type: 'image/gif' }, tooManyPixels],
    ['a 4097×1 PNG header', { bytes: pngHeader(4097, 1), name: 'wide.png', type: 'image/png' }, tooManyPixels],
    ['a 7 KB GIF of 300 frames of 4096×4096', { bytes: gifBomb(4096, 300), name: 'bomb.gif', type: 'image/gif' }, tooManyPixelsAcrossFrames],
  ];
  for (const [name, file, expected] of refused) {
    it(`refuses ${name}, storing nothing`, async () => {
      const { cookie } = await signedInUser(app);
      const before = await app.deps.prisma.upload.count();
      const { body } = await upload(cookie, file);
      expect(body.data.uploadImage).toMatchObject(expected);
      expect(await app.deps.prisma.upload.count()).toBe(before);
    });
  }

  it('refuses 5 MiB + 1 byte: a multipart body past the limit gets 413, one just over the typed error', async () => {
    const { cookie } = await signedInUser(app);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - pngBytes().length)]);
    const multipart = await app.request('/graphql', {
      method: 'POST',
      headers: { cookie, 'x-graphql-yoga-csrf': '1' },
      body: multipartUpload(UPLOAD, { bytes: Buffer.concat([big, Buffer.alloc(128 * 1024)]), name: 'big.png', type: 'image/png' }),
    });
    expect(multipart.status).toBe(413);
    const justOver = await upload(cookie, { bytes: big, name: 'big.png', type: 'image/png' });
    expect(justOver.body.data.uploadImage).toEqual(tooLarge);
    // JSON bodies of /graphql are small by design: inline uploads that big belong to the REST shim.
    expect((await app.graphql(UPLOAD, { dataUrl: dataUrl(big) }, { cookie })).status).toBe(413);
  });

  it('refuses visitors', async () => {
    const { body } = await app.graphql(UPLOAD, { dataUrl: dataUrl(pngBytes()) });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('generating on an upload', () => {
  it('makes memes on the uploaded image for 1 token', async () => {
    const { user, cookie } = await signedInUser(app);
    const uploadId = (await upload(cookie, { bytes: pngBytes(200, 150, '#884422'), name: 'mine.png', type: 'image/png' })).body.data.uploadImage.uploadId;
    const result = await generate(app, cookie, { prompt: 'my weekend plans', uploadId });
    expect(result.__typename).toBe('GenerateMemesSuccess');
    expect(result.memes.length).toBeGreaterThanOrEqual(3);
    for (const meme of result.memes) {
      expect(meme).toMatchObject({ templateId: 'custom', type: 'IMAGE' });
      expect(meme.captions[0]).toMatchObject({ slot: 'caption-1', position: 'TOP' });
    }
    expect(await balanceOf(app, user.id)).toBe(4);
    const image = await app.request(result.memes[0].imageUrl, { headers: { cookie } });
    expect(image.status).toBe(200);
    const png = Buffer.from(await image.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 150]);
  });

  it('accepts an inline data URL and makes GIF memes of a GIF', async () => {
    const { cookie } = await signedInUser(app);
    const gif = Buffer.from(
      makeGif(40, 30, [
        { paint: [200, 0, 0, 255], delayCentiseconds: 5 },
        { paint: [0, 0, 200, 255], delayCentiseconds: 5 },
      ]),
    );
    const result = await generate(app, cookie, { prompt: 'blinking lights', imageDataUrl: dataUrl(gif, 'image/gif'), count: 1 });
    expect(result.memes[0]).toMatchObject({ type: 'GIF', imageUrl: expect.stringMatching(/\.gif$/) });
  });

  it("cannot use another user's upload reference, and is not charged", async () => {
    const owner = await signedInUser(app);
    const thief = await signedInUser(app);
    const uploadId = (await upload(owner.cookie, { bytes: pngBytes(20, 20, '#123456'), name: 'private.png', type: 'image/png' })).body.data.uploadImage
      .uploadId;
    const result = await generate(app, thief.cookie, { prompt: 'stolen', uploadId });
    expect(result).toMatchObject({ __typename: 'NoImageSelectedError', messageId: 'GenerationError.uploadNotFound' });
    expect(await ledgerOf(app, thief.user.id)).toEqual([]);
  });

  it('refuses a fake image inline before charging', async () => {
    const { user, cookie } = await signedInUser(app);
    const result = await generate(app, cookie, {
      prompt: 'x',
      imageDataUrl: `data:image/png;base64,${Buffer.from('<?php system($_GET[1]); ?>').toString('base64')}`,
    });
    expect(result).toEqual(invalidType);
    expect(await ledgerOf(app, user.id)).toEqual([]);
  });
});
