// Uploading an image for Upload + Prompt: a GraphQL multipart request (the file as a form part),
// which the Relay network layer does not send, so it is posted here. Checked in the browser
// first with the spec's rules (type image/*, at most 5 MB) and by its first bytes, with the rule the
// server uses (a text file named .png is refused at once); the server checks the bytes again.
import { UPLOAD_MAX_BYTES } from '../../../core/limits';
import { IMAGE_SIGNATURE_BYTES, sniffImageFormat } from '../../../core/validation/imageFormat';

/** The spec's upload maximum (core/limits.ts), the server's too. */
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;

export type UploadProblem = 'invalidFileType' | 'fileTooLarge' | 'imageTooLarge' | 'imageTooManyPixels' | 'failed';

/** What the browser can tell about a chosen file before sending it. */
export type FileProblem = 'invalidFileType' | 'fileTooLarge';

export type UploadOutcome = { uploadId: string } | { problem: UploadProblem };

/** The spec's browser-side check of a chosen file, or null when it may be uploaded. */
export async function checkImageFile(file: File): Promise<FileProblem | null> {
  if (!file.type.startsWith('image/')) return 'invalidFileType';
  if (file.size > MAX_UPLOAD_BYTES) return 'fileTooLarge';
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return 'invalidFileType'; // unreadable (gone from disk since it was chosen)
  }
  return sniffImageFormat(head) ? null : 'invalidFileType';
}

// Kept in step with schema.graphql by tests/e2e/generation.spec.ts (uploads go through it).
const UPLOAD_MUTATION = `mutation uploadImageMultipart($file: File) {
  uploadImage(file: $file) {
    __typename
    ... on UploadImageSuccess { uploadId }
    ... on ImageTooLargeError { messageId }
  }
}`;

const PROBLEMS: Record<string, UploadProblem> = {
  InvalidFileTypeError: 'invalidFileType',
  FileTooLargeError: 'fileTooLarge',
  ImageTooLargeError: 'imageTooLarge',
};

/** Uploads the file; the id it returns is usable by this user only. */
export async function uploadImage(file: File): Promise<UploadOutcome> {
  const problem = await checkImageFile(file);
  if (problem) return { problem };
  const form = new FormData();
  form.append('operations', JSON.stringify({ operationName: 'uploadImageMultipart', query: UPLOAD_MUTATION, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, file.name);
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      // yoga's CSRF prevention: a multipart request needs a header a foreign form cannot send.
      headers: { accept: 'application/json', 'x-graphql-yoga-csrf': 'upload' },
    });
    if (response.status === 413) return { problem: 'fileTooLarge' };
    const body = (await response.json()) as { data?: { uploadImage?: { __typename: string; uploadId?: string; messageId?: string } } };
    const result = body.data?.uploadImage;
    if (result?.uploadId) return { uploadId: result.uploadId };
    // Within 4096×4096 and 300 frames, a GIF's frames may still add up to too many pixels.
    if (result?.messageId === 'GenerationError.imageTooManyPixels') return { problem: 'imageTooManyPixels' };
    return { problem: PROBLEMS[result?.__typename ?? ''] ?? 'failed' };
  } catch (error) {
    console.warn('Uploading the image failed', error);
    return { problem: 'failed' };
  }
}
