// Uploaded images: checked by magic bytes, size and pixel count before anything decodes them, then
// stored in the database (so every instance can render them), once per user and content hash.
// Identical bytes from two users are two rows: sharing one would answer the second uploader with an
// older id, telling them someone had sent that exact image. What proves a user uploaded an image is
// the signed reference the upload returns, bound to that user.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '../../../core/limits';
import type { Context } from '../../context';
import type { Upload } from '../../generated/prisma/client';
import { RenderError } from '../../render/errors';
import { inspectImage, type ImageInfo } from '../../render/imageInfo';
import { RENDER_LIMITS } from '../../render/limits';
import { generationMessages as m } from '../generation/messages';
import { isUniqueViolation } from '../uniqueViolation';
import { FileTooLargeError, ImageTooLargeError, InvalidFileTypeError } from './errors';

/** The spec's upload maximum (core/limits.ts). */
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;

export type UploadContext = Pick<Context, 'prisma' | 'session' | 'viewer'>;

/** What the uploader learns: the reference to pass to generateMemes, and what the image is. */
export type UploadReceipt = { reference: string; uploadId: number; mimeType: string; width: number; height: number; frameCount: number; byteSize: number };

/**
 * Checks and stores an image for the signed-in user. `declaredType` is the browser's file type:
 * anything but image/* is refused before the bytes are even looked at.
 */
export async function storeUpload(ctx: UploadContext, bytes: Uint8Array, declaredType?: string | null): Promise<UploadReceipt> {
  const userId = signedInUser(ctx);
  if (declaredType && !declaredType.toLowerCase().startsWith('image/')) throw new InvalidFileTypeError();
  const info = checkImage(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const upload = await findOrCreate(ctx, { userId, sha256, info, bytes });
  return {
    reference: uploadReference(upload.id, userId, ctx.session.secret),
    uploadId: upload.id,
    mimeType: upload.mimeType,
    width: upload.width,
    height: upload.height,
    frameCount: upload.frameCount,
    byteSize: upload.byteSize,
  };
}

/** The header facts of an acceptable image; throws the upload error a user can act on. */
export function checkImage(bytes: Uint8Array): ImageInfo {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new FileTooLargeError(MAX_UPLOAD_BYTES);
  try {
    return inspectImage(bytes, RENDER_LIMITS);
  } catch (error) {
    if (!(error instanceof RenderError)) throw error;
    if (error.code === 'input-too-large') throw new FileTooLargeError(MAX_UPLOAD_BYTES);
    if (error.code === 'dimensions-too-large' || error.code === 'too-many-frames') throw new ImageTooLargeError();
    if (error.code === 'too-many-pixels') throw new ImageTooLargeError(m.imageTooManyPixels);
    throw new InvalidFileTypeError();
  }
}

/**
 * The bytes of a `data:image/...;base64,...` URL (the spec's inline uploads). Its size is judged
 * from the encoded length before decoding, so an oversized one costs no memory.
 */
export function decodeImageDataUrl(dataUrl: string): { bytes: Uint8Array; declaredType: string } {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[\w.-]+)*);base64,/i.exec(dataUrl.slice(0, 256));
  if (!match) throw new InvalidFileTypeError();
  const declaredType = (match[1] ?? '').toLowerCase();
  if (!declaredType.startsWith('image/')) throw new InvalidFileTypeError();
  const encoded = dataUrl.slice(match[0].length).replace(/\s+/g, '');
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  if ((encoded.length / 4) * 3 - padding > MAX_UPLOAD_BYTES) throw new FileTooLargeError(MAX_UPLOAD_BYTES);
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(encoded)) throw new InvalidFileTypeError();
  return { bytes: new Uint8Array(Buffer.from(encoded, 'base64')), declaredType };
}

/** An upload of the signed-in user by its reference, with its bytes; undefined when not theirs or gone. */
export async function findOwnUpload(ctx: UploadContext, reference: string): Promise<Upload | undefined> {
  const userId = signedInUser(ctx);
  const uploadId = readUploadReference(reference, userId, ctx.session.secret);
  if (uploadId === undefined) return undefined;
  return (await ctx.prisma.upload.findUnique({ where: { id: uploadId } })) ?? undefined;
}

const SIGNATURE_LENGTH = 22; // base64url characters: 132 bits

function signature(uploadId: number, userId: number, secret: string): string {
  return createHmac('sha256', secret).update(`upload:${uploadId}:user:${userId}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

/** `<upload id>.<signature>`: usable only by the user it was issued to. */
export function uploadReference(uploadId: number, userId: number, secret: string): string {
  return `${uploadId}.${signature(uploadId, userId, secret)}`;
}

/** The upload id of a reference issued to `userId`, or undefined for anything else. */
export function readUploadReference(reference: string, userId: number, secret: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.([\w-]{22})$/.exec(reference);
  if (!match) return undefined;
  const uploadId = Number(match[1]);
  const expected = Buffer.from(signature(uploadId, userId, secret));
  return timingSafeEqual(Buffer.from(match[2]!), expected) ? uploadId : undefined;
}

async function findOrCreate(ctx: UploadContext, upload: { userId: number; sha256: string; info: ImageInfo; bytes: Uint8Array }): Promise<Upload> {
  const mine = { userId_sha256: { userId: upload.userId, sha256: upload.sha256 } };
  const existing = await ctx.prisma.upload.findUnique({ where: mine });
  if (existing) return existing;
  const { info } = upload;
  try {
    return await ctx.prisma.upload.create({
      data: {
        userId: upload.userId,
        sha256: upload.sha256,
        mimeType: info.mimeType,
        byteSize: upload.bytes.byteLength,
        width: info.width,
        height: info.height,
        frameCount: info.frameCount,
        bytes: new Uint8Array(upload.bytes),
      },
    });
  } catch (error) {
    // The same user sent the same bytes twice at once: the other request stored them first.
    if (!isUniqueViolation(error)) throw error;
    return ctx.prisma.upload.findUniqueOrThrow({ where: mine });
  }
}

function signedInUser(ctx: UploadContext): number {
  if (!ctx.viewer) throw new Error('uploading needs a signed-in user');
  return ctx.viewer.id;
}
