// A meme stored straight in the database for a new owner, on Drake or on an uploaded picture, for
// the tests of the routes that serve stored memes.
import type { App } from '../../api/app';
import { newShareId } from '../../api/services/sharing/shareId';
import { createUser } from './sessions';

export type StoredPicture = { bytes: Buffer; mimeType: string; width?: number; height?: number };

/** A new user's meme with these captions, on `picture` when one is given (64×48 unless it says). */
export async function storeMeme(app: App, captions: unknown, picture?: StoredPicture) {
  const owner = await createUser(app, `owner${Math.floor(Math.random() * 1e9)}`);
  const upload = picture
    ? await app.deps.prisma.upload.create({
        data: {
          userId: owner.id,
          sha256: `test-${Math.random()}`,
          mimeType: picture.mimeType,
          byteSize: picture.bytes.length,
          width: picture.width ?? 64,
          height: picture.height ?? 48,
          frameCount: 1,
          bytes: new Uint8Array(picture.bytes),
        },
      })
    : undefined;
  const meme = await app.deps.prisma.meme.create({
    data: {
      userId: owner.id,
      originalText: 'prompt',
      uwuText: '',
      templateId: 'drake-hotline-bling',
      captions: captions as object,
      type: 'image',
      uploadId: upload?.id ?? null,
    },
  });
  return { owner, meme };
}

/**
 * Shares a stored meme as shareMeme does (a new random share id) and returns its public page's
 * path, `/s/<shareId>`; its pictures are that path plus `.png`, `.jpg`, `.webp` or `.gif`.
 */
export async function sharedMemePath(app: App, memeId: number): Promise<string> {
  const meme = await app.deps.prisma.meme.findUniqueOrThrow({ where: { id: memeId }, select: { shareId: true } });
  const shareId = meme.shareId ?? newShareId();
  if (!meme.shareId) await app.deps.prisma.meme.update({ where: { id: memeId }, data: { shareId, sharedAt: new Date() } });
  return `/s/${shareId}`;
}
