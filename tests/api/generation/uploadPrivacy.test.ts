// Uploads and privacy (SECURITY.md check 24): uploading tells nobody whether someone else sent the
// same bytes before, and deleting an account deletes its uploads, except one another user's meme
// still shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartUpload, pngBytes, signedInUser, UPLOAD } from '../../helpers/generation';
import { DELETE_ACCOUNT, graphqlResponse } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

/** Uploads a PNG as the holder of `cookie`; returns the answer with the reference split in two. */
async function upload(cookie: string, bytes: Buffer) {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { cookie, 'x-graphql-yoga-csrf': '1' },
    body: multipartUpload(UPLOAD, { bytes, name: 'picture.png', type: 'image/png' }),
  });
  const answer = ((await response.json()) as any).data.uploadImage;
  return { ...answer, rowId: Number(answer.uploadId.split('.')[0]) };
}

const lastUploadId = async () => (await app.deps.prisma.upload.aggregate({ _max: { id: true } }))._max.id ?? 0;

describe('upload de-duplication', () => {
  it('answers bytes someone else uploaded exactly like bytes nobody has sent', async () => {
    const seen = pngBytes(41, 29, '#aa0077');
    const alice = await signedInUser(app);
    const bob = await signedInUser(app);
    const alices = await upload(alice.cookie, seen);

    const before = await lastUploadId();
    const known = await upload(bob.cookie, seen);
    const fresh = await upload(bob.cookie, pngBytes(41, 29, '#0077aa'));
    // Both are new rows, numbered in the order they came: nothing points back at Alice's upload.
    expect(known.rowId).toBeGreaterThan(before);
    expect(fresh.rowId).toBe(known.rowId + 1);
    expect(known.rowId).not.toBe(alices.rowId);
    const { uploadId: _known, rowId: _knownRow, ...knownRest } = known;
    const { uploadId: _fresh, rowId: _freshRow, ...freshRest } = fresh;
    expect(knownRest).toEqual(freshRest);
    // Bob's own repeat is still stored once.
    expect((await upload(bob.cookie, seen)).uploadId).toBe(known.uploadId);
  });
});

describe('deleting an account', () => {
  it("deletes the user's uploads, keeping only one another user's meme shows", async () => {
    const leaving = await signedInUser(app, 5, 'leaving');
    const staying = await signedInUser(app, 5, 'staying');
    const onOwnMeme = await upload(leaving.cookie, pngBytes(51, 31, '#112233'));
    const unused = await upload(leaving.cookie, pngBytes(51, 31, '#445566'));
    const sharedRow = await upload(leaving.cookie, pngBytes(51, 31, '#778899'));
    const stayingsCopy = await upload(staying.cookie, pngBytes(51, 31, '#112233'));
    const meme = (userId: number, uploadId: number) =>
      app.deps.prisma.meme.create({ data: { userId, uploadId, originalText: 'x', uwuText: 'x', templateId: 'custom', captions: ['x'] } });
    await meme(leaving.user.id, onOwnMeme.rowId);
    await meme(staying.user.id, stayingsCopy.rowId);
    // Before per-user storage, one row served everyone who sent the same bytes: such a row may
    // carry another user's meme.
    const othersMeme = await meme(staying.user.id, sharedRow.rowId);

    const { body } = await graphqlResponse(app, DELETE_ACCOUNT, {}, { cookie: leaving.cookie });
    expect(body.data.deleteAccount).toBeTruthy();

    const left = await app.deps.prisma.upload.findMany({
      where: { id: { in: [onOwnMeme.rowId, unused.rowId, sharedRow.rowId, stayingsCopy.rowId] } },
      select: { id: true, userId: true },
    });
    expect(left.sort((a, b) => a.id - b.id)).toEqual([
      { id: sharedRow.rowId, userId: null },
      { id: stayingsCopy.rowId, userId: staying.user.id },
    ]);
    const picture = await app.request(`/media/memes/${othersMeme.id}/picture`, { headers: { cookie: staying.cookie } });
    expect(picture.status).toBe(200);
  });
});
