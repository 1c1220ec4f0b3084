// Expected upload failures (SECURITY.md upload rules); each maps to a typed GraphQL result.
import { userError } from '../errors';
import { generationMessages as m } from '../generation/messages';

/** Not a PNG, JPEG, GIF or WebP by its magic bytes (or declared as something other than an image). */
export class InvalidFileTypeError extends userError('InvalidFileTypeError', m.invalidFileType) {}

/** More than 5 MiB. */
export class FileTooLargeError extends userError('FileTooLargeError', m.fileTooLarge, 413) {
  constructor(readonly maxBytes: number) {
    super();
  }
}

/**
 * Wider or taller than 4096 pixels or a GIF of more than 300 frames (the spec's message), or frames
 * adding up to too many pixels: its own message, since such a GIF may be within the other two.
 */
export class ImageTooLargeError extends userError('ImageTooLargeError', m.imageTooLarge, 413) {}
