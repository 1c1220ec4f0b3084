// The picture a template is made from: an upload of the caller, checked again as uploads are
// (SECURITY.md: by magic bytes, size and pixel count), then copied into the template's row.
import { createHash } from 'node:crypto';
import { ValidationError } from '../errors';
import { checkImage, findOwnUpload, type UploadContext } from '../uploads/uploads';
import { generationMessages } from '../generation/messages';

export type TemplatePicture = { bytes: Uint8Array<ArrayBuffer>; mimeType: string; width: number; height: number; isGif: boolean; sha256: string };

/** The caller's upload by the reference uploadImage gave them; a ValidationError on `uploadId` otherwise. */
export async function pictureFromUpload(ctx: UploadContext, reference: string): Promise<TemplatePicture> {
  const upload = await findOwnUpload(ctx, reference.trim());
  if (!upload) {
    const { id, english } = generationMessages.uploadNotFound;
    throw new ValidationError([{ field: 'uploadId', messageId: id, message: english }]);
  }
  const info = checkImage(upload.bytes);
  return {
    bytes: new Uint8Array(upload.bytes),
    mimeType: info.mimeType,
    width: info.width,
    height: info.height,
    // Animated: a GIF of more than one frame (a one-frame GIF is a still picture).
    isGif: info.mimeType === 'image/gif' && info.frameCount > 1,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
  };
}
